import LabelFitCore

/// Qt Linguist `.ts` (doc.qt.io/qt-6/linguist-ts-file-format.html): `<TS language sourcelanguage>`,
/// `<context><name/><message numerus="yes"><source/><translation type="unfinished|vanished|obsolete">`.
/// The `<source>` is the English (an English `.ts` is usually an empty template). Numerus forms come in
/// Qt's order for the language (Arabic: nullar, singular, dual, minority plural, plural, plural 100–102,
/// i.e. CLDR zero, one, two, few, many, other). `&` marks a mnemonic (`&&` is a literal ampersand);
/// `vanished` and `obsolete` messages are gone from the code and are not read; `unfinished` is not final.
struct QtTSReader {
    let limits: ReadLimits
    var sourceLocale = "en"
    var targetLocale = "ar"

    /// Numerus form order per language where it differs from CLDR's order of the categories it has.
    static let numerusOrder: [String: [String]] = [
        "ar": ["zero", "one", "two", "few", "many", "other"],
    ]

    func read(_ path: String) -> CatalogReadResult {
        var result = CatalogReadResult()
        do {
            let root = try XMLElementNode.parse(try CatalogText.read(path, limits: limits), file: path, maxDepth: limits.maxNestingDepth)
            guard root.localName == "TS" else {
                result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: root.line), .error, "expected <TS>, found <\(root.name)>"))
                return result
            }
            let locale = root.attribute("language") ?? CatalogLocale.fromPath(path)
            result.locale = locale
            if let locale, !CatalogLocale.matches(locale, targetLocale) {
                result.role = CatalogLocale.matches(locale, sourceLocale) ? .source : .other
                return result
            }
            let language = locale.flatMap(CatalogLocale.language(of:)) ?? targetLocale
            let order = Self.numerusOrder[language] ?? PluralRules.categories.filter { PluralRules.samples[language]?[$0] != nil }
            for context in root.all("context") {
                let contextName = context.first("name")?.text() ?? ""
                for message in context.all("message") {
                    guard let sourceNode = message.first("source"), let translation = message.first("translation") else { continue }
                    let type = translation.attribute("type")
                    if type == "vanished" || type == "obsolete" { continue }
                    let source = Self.text(sourceNode)
                    let disambiguation = message.first("comment")?.text()
                    let key = contextName + "|" + source + (disambiguation.map { "|" + $0 } ?? "")
                    if let d = context.first("name")?.unresolvedEntity(file: path, key: key) ?? message.unresolvedEntity(file: path, key: key) {
                        result.diagnostics.append(d)
                        continue
                    }
                    let hasMnemonic = RenderedText.hasMnemonic(source, marker: "&")
                    // Rich text (a tag before the first line break) is drawn as HTML: on both sides, by the source's test.
                    let rich = ToolkitMarkup.qtMightBeRichText(source)
                    let plainSource = Self.unescapeAmpersands(RenderedText.removeMnemonic(source, marker: "&", sourceHasOne: hasMnemonic))
                    let shownSource = rich ? ToolkitMarkup.qtRender(plainSource) : plainSource
                    var forms: [(String?, String, Int)] = []
                    if message.attribute("numerus") == "yes" {
                        for (i, form) in translation.all("numerusform").enumerated() {
                            forms.append((i < order.count ? order[i] : String(i), Self.text(form), form.line))
                        }
                    } else {
                        forms.append((nil, Self.text(translation), translation.line))
                    }
                    if forms.allSatisfy({ $0.1.isEmpty }) {
                        result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: message.line), .warning, "'\(source)' is not translated"))
                        continue
                    }
                    for (category, raw, line) in forms where !raw.isEmpty {
                        let plain = Self.unescapeAmpersands(RenderedText.removeMnemonic(raw, marker: "&", sourceHasOne: hasMnemonic))
                        let shown = rich || ToolkitMarkup.qtMightBeRichText(raw) ? ToolkitMarkup.qtRender(plain) : plain
                        var entry = CatalogEntry(key: key + (category.map { "[\($0)]" } ?? ""), source: shownSource, target: shown,
                                                 sourceLocation: SourceLocation(file: path, line: sourceNode.line),
                                                 targetLocation: SourceLocation(file: path, line: line), format: "ts",
                                                 comment: message.first("extracomment")?.text())
                        if shown != raw { entry.rawTarget = raw }
                        if type == "unfinished" { entry.state = "unfinished" }
                        entry.placeholderSyntax = .qt
                        entry.pluralCategory = category.flatMap { PluralRules.categories.contains($0) ? $0 : nil }
                        guard shown.unicodeScalars.count <= limits.maxStringScalars else {
                            result.diagnostics.append(CatalogDiagnostic(entry.targetLocation, .error, "string '\(entry.key)' is longer than the limit of \(limits.maxStringScalars); skipped"))
                            continue
                        }
                        result.entries.append(entry)
                    }
                }
            }
        } catch {
            result.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return result
    }

    /// Text with Qt's `<byte value="x41"/>` escapes for characters XML 1.0 cannot hold.
    static func text(_ e: XMLElementNode) -> String {
        e.text { child in
            guard child.localName == "byte", let v = child.attribute("value") else { return nil }
            let n = v.hasPrefix("x") ? UInt32(v.dropFirst(), radix: 16) : UInt32(v)
            return n.flatMap(Unicode.Scalar.init).map { String($0) } ?? ""
        }
    }

    static func unescapeAmpersands(_ s: String) -> String { s.replacingOccurrences(of: "&&", with: "&") }
}
