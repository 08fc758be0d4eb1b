import LabelFitCore

/// Android `res/values*/strings.xml`: `string`, `string-array` items and `plurals` items, with
/// aapt2's rules for resource text (Android's "String resources" guide): unquoted white space
/// collapses, double quotes preserve it, and `\n \t \' \" \\ \@ \? \uXXXX` are escapes. Inline
/// markup (`<b>`, `<xliff:g>`) contributes its text; `translatable="false"` strings are skipped.
struct AndroidStringsReader {
    let limits: ReadLimits

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let root = try XMLElementNode.parse(try CatalogText.read(path, limits: limits), file: path, maxDepth: limits.maxNestingDepth)
            guard root.localName == "resources" else {
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: root.line), .error, "expected <resources>, found <\(root.name)>"))
                return out
            }
            var seen: [String: SourceLocation] = [:]
            // Android Lint's `tools:ignore` on the element or one around it ("Suppressing Lint
            // Checks"), kept as the string's note for the check's per-string ignores (`StringIgnore`)
            // when it names LabelFit: a target's `MissingTranslation` must not hide its source's note.
            func ignore(_ elements: XMLElementNode...) -> String? {
                let ids = ([root] + elements).compactMap { $0.attribute("ignore") }.joined(separator: ",")
                return ids.contains("LabelFit") ? "tools:ignore=" + ids : nil
            }
            for element in root.elements {
                guard element.attribute("translatable") != "false" else { continue }
                guard let name = element.attribute("name") else {
                    if ["string", "string-array", "plurals"].contains(element.localName) {
                        out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: element.line), .error, "<\(element.name)> has no name"))
                    }
                    continue
                }
                let location = SourceLocation(file: path, line: element.line)
                switch element.localName {
                case "string":
                    if let d = element.unresolvedEntity(file: path, key: name) { out.diagnostics.append(d); continue }
                    if let d = Self.apostropheError(element.text(), at: location) { out.diagnostics.append(d); continue }
                    out.add(.init(key: name, text: Self.resourceText(element.text()), location: location, comment: ignore(element)), limits: limits, seen: &seen)
                case "string-array":
                    for (index, item) in element.all("item").enumerated() {
                        if let d = item.unresolvedEntity(file: path, key: "\(name)[\(index)]") { out.diagnostics.append(d); continue }
                        if let d = Self.apostropheError(item.text(), at: SourceLocation(file: path, line: item.line)) { out.diagnostics.append(d); continue }
                        out.add(.init(key: "\(name)[\(index)]", text: Self.resourceText(item.text()),
                                      location: SourceLocation(file: path, line: item.line), comment: ignore(element, item)), limits: limits, seen: &seen)
                    }
                case "plurals":
                    for item in element.all("item") {
                        let quantity = item.attribute("quantity") ?? "other"
                        if let d = item.unresolvedEntity(file: path, key: "\(name)[\(quantity)]") { out.diagnostics.append(d); continue }
                        if let d = Self.apostropheError(item.text(), at: SourceLocation(file: path, line: item.line)) { out.diagnostics.append(d); continue }
                        out.add(.init(key: "\(name)[\(quantity)]", text: Self.resourceText(item.text()),
                                      location: SourceLocation(file: path, line: item.line), comment: ignore(element, item)), limits: limits, seen: &seen)
                    }
                default:
                    continue
                }
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }

    /// aapt2 refuses an apostrophe that is neither escaped (`\'`) nor inside double quotes
    /// ("unescaped apostrophe in string", aapt2 ResourceParser/StringBuilder); `&apos;` is the same
    /// character after XML decoding, so it does not help.
    static func apostropheError(_ raw: String, at location: SourceLocation) -> CatalogDiagnostic? {
        guard raw.contains("'") else { return nil }
        var quoted = false
        var escaped = false
        for c in raw.unicodeScalars {
            if escaped { escaped = false; continue }
            if c == "\\" { escaped = true; continue }
            if c == "\"" { quoted.toggle(); continue }
            if c == "'" && !quoted {
                return CatalogDiagnostic(location, .error, "unescaped apostrophe in a string: write \\' or put the text in double quotes (aapt2 refuses the file)")
            }
        }
        return nil
    }

    /// aapt2's treatment of a resource string's characters (after XML entities are decoded).
    static func resourceText(_ raw: String) -> String {
        var out = String.UnicodeScalarView()
        var quoted = false
        var pendingSpace = false
        let s = Array(raw.unicodeScalars)
        var i = 0
        func emit(_ c: Unicode.Scalar) {
            if pendingSpace && !out.isEmpty { out.append(" ") }
            pendingSpace = false
            out.append(c)
        }
        while i < s.count {
            let c = s[i]
            if c == "\\" && i + 1 < s.count {
                let e = s[i + 1]
                i += 2
                switch e {
                case "n": emit("\n")
                case "t": emit("\t")
                case "u":
                    let hex = String(String.UnicodeScalarView(s[i..<min(i + 4, s.count)]))
                    if hex.count == 4, let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { emit(u); i += 4 } else { emit("u") }
                default: emit(e)  // \' \" \\ \@ \? and others stand for themselves
                }
                continue
            }
            if c == "\"" { quoted.toggle(); i += 1; continue }
            if !quoted && c.properties.isWhitespace {
                pendingSpace = true
                i += 1
                continue
            }
            emit(c)
            i += 1
        }
        return String(out)
    }
}
