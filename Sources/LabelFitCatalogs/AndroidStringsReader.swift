import LabelFitCore

/// Android `res/values*/strings.xml`: `string`, `string-array` items and `plurals` items, with
/// aapt2's rules for resource text (Android's "String resources" guide): unquoted white space
/// collapses, double quotes preserve it, and `\n \t \' \" \\ \@ \? \uXXXX` are escapes. Inline
/// markup (`<b>`, `<xliff:g>`) contributes its text. Strings the project keeps out of translation are
/// read for their text (a reference may name them) but are no translation site (`Item.translationSite`),
/// as Android Lint's `TranslationDetector` treats them: `translatable="false"` on the string or on
/// `<resources>`, every string of a file whose name starts with `donottranslate` (`ignoreFile`:
/// `context.file.name.startsWith("donottranslate")`, lint-checks `TranslationDetector.kt`), and a
/// `<string-array>` or `<plurals>` whose items are all `@string/` references (its strings are the
/// referenced ones, translated where they are defined).
struct AndroidStringsReader {
    let limits: ReadLimits

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        // Compose Multiplatform resources (`composeResources/values*/strings.xml`) are not compiled by
        // aapt2: an apostrophe needs no escape and double quotes are text ("For the compose resources
        // you don't have to mirror quotes", JetBrains/compose-multiplatform#4178; Weblate's
        // cmp-resource format "differs in escaping", https://docs.weblate.org/en/latest/formats/compose-multiplatform-resources.html).
        let compose = path.contains("/composeResources/")
        func text(_ raw: String) -> String { compose ? Self.composeText(raw) : Self.resourceText(raw) }
        // A moko-resources file is not aapt2's input either: moko's generator writes the Android
        // resource itself, escaping the text (resources-generator's Android strings generator,
        // `convertXmlStringToAndroidLocalization`), so an apostrophe there is no error.
        let moko = MokoResources.isMoko(path)
        func apostropheError(_ raw: String, at location: SourceLocation) -> CatalogDiagnostic? {
            compose || moko ? nil : Self.apostropheError(raw, at: location)
        }
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
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            let fileIsSite = !fileName.hasPrefix("donottranslate") && root.attribute("translatable") != "false"
            for element in root.elements {
                let before = out.items.count
                defer {
                    let added = out.items[before...]
                    let referencesOnly = element.localName != "string" && !added.isEmpty
                        && added.allSatisfy { Self.referencedName($0.text) != nil }
                    if !fileIsSite || element.attribute("translatable") == "false" || referencesOnly {
                        for i in added.indices { out.items[i].translationSite = false }
                    }
                }
                guard let name = element.attribute("name") else {
                    if ["string", "string-array"].contains(element.localName) || MokoResources.isPluralElement(element.localName, file: path) {
                        out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: element.line), .error, "<\(element.name)> has no name"))
                    }
                    continue
                }
                let location = SourceLocation(file: path, line: element.line)
                switch element.localName {
                case "string":
                    if let d = element.unresolvedEntity(file: path, key: name) { out.diagnostics.append(d); continue }
                    if let d = apostropheError(element.text(), at: location) { out.diagnostics.append(d); continue }
                    out.add(.init(key: name, text: text(element.text()), location: location, comment: ignore(element),
                                  writtenLimit: WrittenLimit.note(element.note)), limits: limits, seen: &seen)
                case "string-array":
                    for (index, item) in element.all("item").enumerated() {
                        if let d = item.unresolvedEntity(file: path, key: "\(name)[\(index)]") { out.diagnostics.append(d); continue }
                        if let d = apostropheError(item.text(), at: SourceLocation(file: path, line: item.line)) { out.diagnostics.append(d); continue }
                        out.add(.init(key: "\(name)[\(index)]", text: text(item.text()),
                                      location: SourceLocation(file: path, line: item.line), comment: ignore(element, item),
                                      writtenLimit: WrittenLimit.note(item.note) ?? WrittenLimit.note(element.note)), limits: limits, seen: &seen)
                    }
                case "plurals", "plural":
                    guard MokoResources.isPluralElement(element.localName, file: path) else { continue }
                    for item in element.all("item") {
                        let quantity = item.attribute("quantity") ?? "other"
                        if let d = item.unresolvedEntity(file: path, key: "\(name)[\(quantity)]") { out.diagnostics.append(d); continue }
                        if let d = apostropheError(item.text(), at: SourceLocation(file: path, line: item.line)) { out.diagnostics.append(d); continue }
                        out.add(.init(key: "\(name)[\(quantity)]", text: text(item.text()),
                                      location: SourceLocation(file: path, line: item.line), comment: ignore(element, item),
                                      writtenLimit: WrittenLimit.note(item.note) ?? WrittenLimit.note(element.note)), limits: limits, seen: &seen)
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

    /// A value that is only a reference to another string, `@string/name` or `@pkg:string/name`
    /// (https://developer.android.com/guide/topics/resources/providing-resources#ResourcesFromXml:
    /// `@[<package_name>:]<resource_type>/<resource_name>`; aapt2 takes a value as a reference only
    /// when it is the whole value), shows the referenced string: the locale's own, else the default
    /// folder's (the runtime's fallback to `values/`), followed through chains (at most 8 links, so a
    /// cycle ends). A reference that names no string read (another package's) stays as it is.
    static func resolveReferences(_ table: LocaleStrings, fallback: LocaleStrings?) -> LocaleStrings {
        let name = referencedName
        guard table.items.contains(where: { $0.text.hasPrefix("@") }) else { return table }
        var own: [String: String] = [:], other: [String: String] = [:]
        for item in table.items { own[item.key] = item.text }
        for item in fallback?.items ?? [] { other[item.key] = item.text }
        var out = table
        for i in out.items.indices {
            var text = out.items[i].text
            var links = 0
            while links < 8, let n = name(text), let next = own[n] ?? other[n] { text = next; links += 1 }
            if links > 0, name(text) == nil {
                out.items[i].raw = out.items[i].raw ?? out.items[i].text
                out.items[i].text = text
            }
        }
        return out
    }

    /// The string a value names when the whole value is a reference to one (`@string/name`,
    /// `@pkg:string/name`), else nil.
    static func referencedName(_ text: String) -> String? {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard t.hasPrefix("@"), let slash = t.firstIndex(of: "/") else { return nil }
        let type = t[t.index(after: t.startIndex)..<slash].split(separator: ":").last.map(String.init) ?? ""
        let n = t[t.index(after: slash)...]
        guard type == "string" || type == "+string", !n.isEmpty, n.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return String(n)
    }

    /// aapt2 refuses an apostrophe that is neither escaped (`\'`) nor inside double quotes
    /// ("unescaped apostrophe in string", aapt2 ResourceParser/StringBuilder); `&apos;` is the same
    /// character after XML decoding, so it does not help.
    static func apostropheError(_ raw: String, at location: SourceLocation) -> CatalogDiagnostic? {
        guard raw.contains(ascii: "'") else { return nil }
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

    /// Compose Multiplatform's treatment of a string's characters: backslash escapes (`\n`, `\t`,
    /// `\uXXXX`, `\'`, `\"`, `\\`), quotes and white space as written.
    static func composeText(_ raw: String) -> String {
        guard raw.contains(ascii: "\\") else { return raw }
        var out = String.UnicodeScalarView()
        let s = Array(raw.unicodeScalars)
        var i = 0
        while i < s.count {
            guard s[i] == "\\", i + 1 < s.count else { out.append(s[i]); i += 1; continue }
            let e = s[i + 1]
            i += 2
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "u":
                let hex = String(String.UnicodeScalarView(s[i..<min(i + 4, s.count)]))
                if hex.count == 4, let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { out.append(u); i += 4 } else { out.append("u") }
            default: out.append(e)
            }
        }
        return String(out)
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
