import Foundation
import LabelFitCore

/// GNU gettext catalogs: `.po` text (msgctxt, msgid/msgid_plural, msgstr/msgstr[n], multi-line
/// strings, C escapes, `#, fuzzy`) and compiled `.mo` (the GNU MO layout, either byte order).
/// msgid is the source; keys are `context|msgid`, plural forms add `[n]`.
struct GettextReader {
    let limits: ReadLimits
    var targetLocale = "ar"

    init(limits: ReadLimits, targetLocale: String = "ar") {
        self.limits = limits
        self.targetLocale = targetLocale
    }

    /// Entries that are metadata for the About dialog, not labels (GNOME's convention, read by
    /// gtk_about_dialog; KDE's `Your names`/`Your emails`).
    /// The syntax a gettext format flag names (GNU gettext manual, "PO Files": `kde-format`, `kde-kuit-format`, `qt-format`,
    /// `python-brace-format`); `c-format` and `python-format` are what `Placeholders` reads by default.
    static func placeholderSyntax(flags: Set<String>) -> PlaceholderSyntax? {
        if flags.contains("kde-format") || flags.contains("kde-kuit-format") || flags.contains("qt-format") || flags.contains("qt-plural-format") { return .qt }
        if flags.contains("python-brace-format") { return .pythonBrace }
        return nil
    }

    static let metadataIds: Set<String> = ["translator-credits", "translator_credits", "TRANSLATOR-CREDITS", "Your names", "Your emails",
                                           "NAME OF TRANSLATORS", "EMAIL OF TRANSLATORS"]

    // MARK: .po

    func readPO(_ path: String) -> CatalogReadResult {
        var result = CatalogReadResult()
        let text: String
        do { text = try CatalogText.decode(try CatalogText.read(path, limits: limits), file: path) } catch {
            result.diagnostics.append(CatalogDiagnostic(error, file: path))
            return result
        }

        struct Message {
            var context: String?
            var id: String?
            var plural: String?
            var strings: [Int: (String, Int)] = [:]
            var idLine = 0
            var fuzzy = false
            var comment: String?
            var flags: Set<String> = []
            var obsolete = false
        }
        var language: String?
        var formula: PluralRules.Formula?
        // Where the header stands, and whether its Plural-Forms: could not be read (then forms are
        // named by index, as said) rather than being empty or missing (then gettext's rule applies).
        var headerLine: Int?
        var pluralFormsRefused = false
        var pluralFallbackSaid = false
        // msgfmt refuses a second definition of the same msgctxt/msgid ("duplicate message
        // definition"); the first is kept and each repeat is a located warning.
        var firstLine: [String: Int] = [:]
        var current = Message()
        var field: (name: String, index: Int?)?
        var lineNumber = 0

        func finish() {
            defer { current = Message(); field = nil }
            guard let id = current.id else { return }
            if id.isEmpty {
                // The header: Language: and Plural-Forms: say how to read the rest.
                let header = current.strings[0]?.0 ?? ""
                headerLine = current.idLine
                for line in header.split(separator: "\n") {
                    let kv = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    guard kv.count == 2 else { continue }
                    if kv[0].lowercased() == "language", !kv[1].isEmpty { language = kv[1] }
                    if kv[0].lowercased() == "plural-forms" {
                        // An empty value is no formula (Odoo's headers carry `Plural-Forms: \n`): read as if missing.
                        guard !kv[1].isEmpty else { continue }
                        pluralFormsRefused = true
                        switch PluralRules.Formula.parse(header: kv[1]) {
                        case .success(let f): formula = f; pluralFormsRefused = false
                        case .failure(.malformed):
                            formula = nil
                            result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: current.idLine), .error, "Plural-Forms: '\(kv[1])' cannot be parsed"))
                        case .failure(let problem):
                            formula = nil
                            result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: current.idLine), .error,
                                "Plural-Forms: the plural expression \(problem); plural forms are named by index"))
                        }
                    }
                }
                if let f = formula, let n = f.divisionByZero(among: PluralRules.sampleTable(language ?? targetLocale).values.sorted()) {
                    result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: current.idLine), .error,
                        "Plural-Forms: the plural expression divides by zero for n = \(n) (gettext raises SIGFPE; msgfmt --check refuses it); plural forms are named by index"))
                    formula = nil
                    pluralFormsRefused = true
                }
                return
            }
            guard !Self.metadataIds.contains(id) else { return }
            let baseKey = (current.context.map { $0 + "|" } ?? "") + id
            let location = SourceLocation(file: path, line: current.idLine)
            if let first = firstLine[baseKey] {
                result.diagnostics.append(CatalogDiagnostic(location, .warning,
                    "'\(baseKey)' is defined again (first at line \(first)); msgfmt refuses duplicate message definitions, the first is read"))
                return
            }
            firstLine[baseKey] = current.idLine
            if current.plural != nil, formula == nil, !pluralFormsRefused {
                // No formula to tell which msgstr[n] serves which number: gettext's rule for the language.
                let locale = language ?? CatalogLocale.fromPath(path) ?? targetLocale
                let fallback = GettextDefaultPlurals.formula(for: locale)
                formula = fallback.formula
                if !pluralFallbackSaid {
                    pluralFallbackSaid = true
                    let rule = fallback.known ? "the rule gettext and CLDR give '\(locale)'" : "gettext's default for a catalog without one ('\(locale)' has no rule listed here)"
                    result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: headerLine ?? current.idLine), .warning,
                        "Plural-Forms: \(headerLine == nil ? "no header" : "the header's is empty or missing") while the catalog has plural entries; plural forms are read by \(rule): \(fallback.header)"))
                }
            }
            if current.strings.values.allSatisfy({ $0.0.isEmpty }) {
                result.diagnostics.append(CatalogDiagnostic(location, .warning, "'\(baseKey)' is not translated"))
                return
            }
            let plural = current.plural != nil
            if current.flags.contains("c-format") {
                for (index, (str, line)) in current.strings where !str.isEmpty {
                    let reference = plural && index > 0 ? current.plural! : id
                    if let problem = PrintfFormat.mismatch(msgid: reference, msgstr: str, plural: plural) {
                        result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: line), .error,
                            "'\(baseKey)': \(problem) (msgfmt --check-format refuses this c-format entry)", defect: true))
                    }
                }
            }
            let categories = plural ? formula.map { PluralRules.categories(of: $0, locale: language ?? targetLocale) } : nil
            let sourceMnemonic = RenderedText.hasMnemonic(id, marker: "_")
            // Weblate's limit flags on the `#,` line (`max-size:200:2, font-size:14`).
            let (limit, limitProblems) = WrittenLimit.weblate(flags: current.flags.sorted())
            for p in limitProblems { result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: current.idLine), .warning, "flag \(p); the limit is not checked")) }
            for (index, (str, line)) in current.strings.sorted(by: { $0.key < $1.key }) where !str.isEmpty {
                // The English forms: msgid for n = 1, msgid_plural for every other n (xgettext's model).
                let category = categories.flatMap { index < $0.count ? $0[index] : nil }
                let key = plural ? "\(baseKey)[\(category ?? String(index))]" : baseKey
                let source: String
                if let category, let n = PluralRules.sample(category, locale: "en") ?? PluralRules.sample(category, locale: language ?? targetLocale) {
                    source = n == 1 ? id : current.plural!
                } else {
                    source = plural && index > 0 ? current.plural! : id
                }
                guard str.unicodeScalars.count <= limits.maxStringScalars, source.unicodeScalars.count <= limits.maxStringScalars else {
                    result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: line), .error, "string '\(key)' is longer than the limit of \(limits.maxStringScalars); skipped"))
                    continue
                }
                // GTK mnemonics (`_Open`) and Pango markup the msgid also uses are not drawn; an underscore
                // in a name both sides carry (`client_secrets.json`) is no mnemonic.
                let mnemonic = sourceMnemonic && !RenderedText.markerInSharedWord(source: source, target: str, marker: "_")
                var shownSource = RenderedText.render(RenderedText.removeMnemonic(source, marker: "_", sourceHasOne: mnemonic), source: nil)
                var shown = RenderedText.render(RenderedText.removeMnemonic(str, marker: "_", sourceHasOne: mnemonic), source: source)
                if current.flags.contains("kde-kuit-format") {
                    // KUIT markup is rendered on both sides (the source's own tags included).
                    shownSource = ToolkitMarkup.kuitRender(source)
                    shown = ToolkitMarkup.kuitRender(str)
                }
                var entry = CatalogEntry(key: key, source: shownSource, target: shown, sourceLocation: location,
                                         targetLocation: SourceLocation(file: path, line: line), format: "po", comment: current.comment)
                if shown != str { entry.rawTarget = str }
                if current.fuzzy { entry.state = "fuzzy" }
                entry.pluralCategory = category
                entry.placeholderSyntax = Self.placeholderSyntax(flags: current.flags)
                entry.writtenLimit = limit
                result.entries.append(entry)
            }
        }

        // Lines split at each LF byte: split as Characters, a CR LF pair is one Character that is not
        // "\n", so a file with Windows line ends was one line; and walking the file's grapheme
        // clusters took a fifth of reading it.
        for rawLine in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            let trimmed = line.trimmingWhitespaces()
            if trimmed.isEmpty { if current.id != nil && field != nil { finish() }; continue }
            if trimmed.hasPrefix("#") {
                if current.id != nil && field?.name.hasPrefix("msgstr") == true { finish() }
                // `#~` lines are obsolete entries msgfmt ignores; the flags before them belong to them.
                if trimmed.hasPrefix("#~") { current = Message(); field = nil; continue }
                if trimmed.hasPrefix("#,") {
                    for flag in trimmed.dropFirst(2).split(separator: ",") { current.flags.insert(flag.trimmingWhitespaces()) }
                    if current.flags.contains("fuzzy") { current.fuzzy = true }
                }
                // Extracted `#.` and translator `# ` comments (gettext manual, "The Format of PO Files"),
                // every line kept: a per-string ignore may stand on any of them.
                if trimmed.hasPrefix("#.") || trimmed.hasPrefix("# ") || trimmed == "#" {
                    let text = trimmed.dropFirst(trimmed.hasPrefix("#.") ? 2 : 1).trimmingWhitespaces()
                    current.comment = current.comment.map { $0 + "\n" + text } ?? text
                }
                continue
            }
            let location = SourceLocation(file: path, line: lineNumber, column: 1)
            do {
                if trimmed.hasPrefix("\"") {
                    guard let f = field else { throw LabelFitError.invalidInput(location, "string continuation without a keyword") }
                    try append(Self.cString(trimmed, location: location), to: f)
                    continue
                }
                guard let space = trimmed.firstIndex(of: " ") else { throw LabelFitError.invalidInput(location, "expected a keyword and a quoted string") }
                let keyword = String(trimmed[..<space])
                let value = try Self.cString(trimmed[trimmed.index(after: space)...].trimmingWhitespaces(), location: location)
                switch keyword {
                case "msgctxt":
                    if current.id != nil { finish() }
                    current.context = value; field = ("msgctxt", nil)
                case "msgid":
                    if current.id != nil { finish() }
                    current.id = value; current.idLine = lineNumber; field = ("msgid", nil)
                case "msgid_plural":
                    current.plural = value; field = ("msgid_plural", nil)
                case "msgstr":
                    current.strings[0] = (value, lineNumber); field = ("msgstr", 0)
                default:
                    if keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let n = Int(keyword.dropFirst(7).dropLast()), n >= 0, n < 100 {
                        current.strings[n] = (value, lineNumber); field = ("msgstr", n)
                    } else {
                        throw LabelFitError.invalidInput(location, "unknown keyword '\(keyword)'")
                    }
                }
            } catch {
                result.diagnostics.append(CatalogDiagnostic(error, file: path))
                current = Message(); field = nil
            }
        }
        func append(_ s: String, to f: (name: String, index: Int?)) throws {
            switch f.name {
            case "msgctxt": current.context = (current.context ?? "") + s
            case "msgid": current.id = (current.id ?? "") + s
            case "msgid_plural": current.plural = (current.plural ?? "") + s
            default: if let i = f.index, let old = current.strings[i] { current.strings[i] = (old.0 + s, old.1) }
            }
        }
        if current.id != nil { finish() }
        if let language {
            result.locale = language
            if !CatalogLocale.matches(language, targetLocale) {
                result.entries = []
                result.role = .other
                result.diagnostics = result.diagnostics.filter { $0.severity == .error }
            }
        }
        return result
    }

    /// A C string literal as gettext writes them.
    static func cString(_ literal: String, location: SourceLocation) throws -> String {
        let s = Array(literal.unicodeScalars)
        guard s.count >= 2, s.first == "\"", s.last == "\"" else {
            throw LabelFitError.invalidInput(location, s.first == "\"" ? "unterminated string" : "expected a quoted string")
        }
        var out = String.UnicodeScalarView()
        var i = 1
        while i < s.count - 1 {
            let c = s[i]
            if c == "\"" { throw LabelFitError.invalidInput(location, "unescaped '\"' inside a string") }
            if c == "\\" {
                guard i + 1 < s.count - 1 else { throw LabelFitError.invalidInput(location, "unterminated string (backslash before the closing quote)") }
                let e = s[i + 1]
                i += 2
                out.append(CEscapes.unescape(e))
                continue
            }
            out.append(c)
            i += 1
        }
        return String(out)
    }

    // MARK: .mo

    func readMO(_ path: String) -> CatalogReadResult {
        var result = CatalogReadResult()
        let location = SourceLocation(file: path)
        let bytes: [UInt8]
        do { bytes = try CatalogText.read(path, limits: limits) } catch {
            result.diagnostics.append(CatalogDiagnostic(error, file: path))
            return result
        }
        func fail(_ reason: String) -> CatalogReadResult {
            result.diagnostics.append(CatalogDiagnostic(location, .error, reason))
            return result
        }
        guard bytes.count >= 28 else { return fail("too short to be a .mo file") }
        let magicLE = UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
        let little: Bool
        switch magicLE {
        case 0x950412de: little = true
        case 0xde120495: little = false
        default: return fail("not a GNU .mo file (bad magic number)")
        }
        func u32(_ o: Int) -> Int? {
            guard o >= 0, o + 4 <= bytes.count else { return nil }
            let b = bytes[o..<o + 4].map(UInt32.init)
            return Int(little ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24 : b[3] | b[2] << 8 | b[1] << 16 | b[0] << 24)
        }
        guard let count = u32(8), let originals = u32(12), let translations = u32(16) else { return fail("truncated header") }
        guard count <= limits.maxEntriesPerFile else { return fail("\(count) strings is more than the limit of \(limits.maxEntriesPerFile)") }
        func string(table: Int, index: Int) -> [UInt8]? {
            guard let length = u32(table + 8 * index), let offset = u32(table + 8 * index + 4),
                  length <= bytes.count, offset <= bytes.count - length else { return nil }
            return Array(bytes[offset..<offset + length])
        }
        // The header (the empty msgid) states Language: and Plural-Forms:, as in the .po.
        var language: String?
        var formula: PluralRules.Formula?
        // Where the header stands, and whether its Plural-Forms: could not be read (then forms are
        // named by index, as said) rather than being empty or missing (then gettext's rule applies).
        var headerLine: Int?
        var pluralFormsRefused = false
        var pluralFallbackSaid = false
        // msgfmt refuses a second definition of the same msgctxt/msgid ("duplicate message
        // definition"); the first is kept and each repeat is a located warning.
        var firstLine: [String: Int] = [:]
        for n in 0..<count {
            guard let original = string(table: originals, index: n), original.isEmpty,
                  let header = string(table: translations, index: n) else { continue }
            for line in String(decoding: header, as: UTF8.self).split(separator: "\n") {
                let kv = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard kv.count == 2 else { continue }
                if kv[0].lowercased() == "language", !kv[1].isEmpty { language = kv[1] }
                if kv[0].lowercased() == "plural-forms" { formula = PluralRules.Formula(header: kv[1]) }
            }
            break
        }
        let categories = formula.map { PluralRules.categories(of: $0, locale: language ?? targetLocale) }
        if let language {
            result.locale = language
            if !CatalogLocale.matches(language, targetLocale) { result.role = .other; return result }
        }
        for n in 0..<count {
            let entryLocation = SourceLocation(file: path, line: n + 1)
            guard let original = string(table: originals, index: n), let translation = string(table: translations, index: n) else {
                result.diagnostics.append(CatalogDiagnostic(entryLocation, .error, "string table entry \(n + 1) points outside the file"))
                continue
            }
            guard !original.isEmpty else { continue }  // header
            guard let o = String(validating: original, as: UTF8.self), let t = String(validating: translation, as: UTF8.self) else {
                result.diagnostics.append(CatalogDiagnostic(entryLocation, .error, "entry \(n + 1) is not valid UTF-8"))
                continue
            }
            var id = o
            var context: String?
            if let eot = id.firstIndex(of: "\u{04}") {
                context = String(id[..<eot])
                id = String(id[id.index(after: eot)...])
            }
            let ids = id.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
            let forms = t.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
            guard !Self.metadataIds.contains(ids[0]) else { continue }
            let baseKey = (context.map { $0 + "|" } ?? "") + ids[0]
            let sourceMnemonic = RenderedText.hasMnemonic(ids[0], marker: "_")
            for (index, form) in forms.enumerated() where !form.isEmpty {
                let plural = ids.count > 1
                let category = plural ? categories.flatMap { index < $0.count ? $0[index] : nil } : nil
                let key = plural ? "\(baseKey)[\(category ?? String(index))]" : baseKey
                var source = plural && index > 0 ? ids[1] : ids[0]
                if let category, let n = PluralRules.sample(category, locale: "en") ?? PluralRules.sample(category, locale: language ?? targetLocale) {
                    source = n == 1 ? ids[0] : ids[1]
                }
                guard form.unicodeScalars.count <= limits.maxStringScalars else {
                    result.diagnostics.append(CatalogDiagnostic(entryLocation, .error, "string '\(key)' is longer than the limit of \(limits.maxStringScalars); skipped"))
                    continue
                }
                let shownSource = RenderedText.render(RenderedText.removeMnemonic(source, marker: "_", sourceHasOne: sourceMnemonic), source: nil)
                let shown = RenderedText.render(RenderedText.removeMnemonic(form, marker: "_", sourceHasOne: sourceMnemonic), source: source)
                var entry = CatalogEntry(key: key, source: shownSource, target: shown, sourceLocation: entryLocation,
                                         targetLocation: entryLocation, format: "mo")
                if shown != form { entry.rawTarget = form }
                entry.pluralCategory = category
                result.entries.append(entry)
            }
        }
        return result
    }
}
