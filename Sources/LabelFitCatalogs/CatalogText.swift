import Foundation
import LabelFitCore

/// Limits on what a catalog may hold, each with a clear error when crossed.
public struct ReadLimits: Sendable, Hashable {
    /// Largest catalog file read, in bytes.
    public var maxFileBytes: Int = 64 * 1024 * 1024
    /// Longest single string, in Unicode scalars: longer ones are reported and skipped.
    public var maxStringScalars: Int = 20_000
    /// Most strings taken from one file.
    public var maxEntriesPerFile: Int = 1_000_000
    /// Deepest JSON or XML nesting read.
    public var maxNestingDepth: Int = 64

    public init() {}
    public static let `default` = ReadLimits()
}

/// Reading catalog bytes as text the way each ecosystem's tools do: BOM-led UTF-8 or UTF-16,
/// otherwise UTF-8, with the first bad byte located.
public enum CatalogText {
    public static func read(_ path: String, limits: ReadLimits) throws -> [UInt8] {
        let url = URL(fileURLWithPath: path)
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > limits.maxFileBytes {
            throw LabelFitError.limitExceeded(SourceLocation(file: path), "file of \(size) bytes is larger than the limit of \(limits.maxFileBytes)")
        }
        do { return [UInt8](try Data(contentsOf: url)) } catch {
            throw LabelFitError.io(path: path, reason: "cannot be read")
        }
    }

    /// Decodes text; UTF-16 needs a BOM (as Apple's .strings in UTF-16 always have).
    static func decode(_ bytes: [UInt8], file: String) throws -> String {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let little = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var i = 2
            while i + 1 < bytes.count {
                units.append(little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
                i += 2
            }
            var text = ""
            var line = 1
            var iterator = units.makeIterator()
            var decoder = Unicode.UTF16()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    if scalar == "\n" { line += 1 }
                    text.unicodeScalars.append(scalar)
                case .emptyInput:
                    break decoding
                case .error:
                    throw LabelFitError.invalidInput(SourceLocation(file: file, line: line), "invalid UTF-16 (unpaired surrogate)")
                }
            }
            try rejectNUL(text, file: file)
            return text
        }
        var body = bytes
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw LabelFitError.invalidInput(firstInvalidUTF8(body, file: file), "invalid UTF-8")
        }
        try rejectNUL(text, file: file)
        return text
    }

    /// A NUL in a text catalog is corruption (a binary file or a bad conversion), never content.
    static func rejectNUL(_ text: String, file: String) throws {
        guard text.containsUTF8Byte(0) else { return }
        var line = 1, column = 1
        for b in text.utf8 {
            if b == 0 { break }
            if b == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        throw LabelFitError.invalidInput(SourceLocation(file: file, line: line, column: column), "NUL byte in a text catalog")
    }
}

/// One locale's strings from one file, before source and target are paired.
struct LocaleStrings {
    struct Item {
        var key: String
        var text: String
        var location: SourceLocation
        var comment: String?
        /// The catalog's text when the reader already changed it (i18next nesting resolved).
        var raw: String? = nil
        /// False for a string the project marks as not for translation (Android `translatable="false"`,
        /// `donottranslate*.xml`, an array of references only): kept so that references and pairing
        /// can use its text, never measured or reported as missing.
        var translationSite = true
        /// A limit the catalog writes for this string (a `[CHAR LIMIT=N]` note, Structured JSON's
        /// `character_limit`).
        var writtenLimit: WrittenLimit? = nil
        /// The placeholder syntax the file's kind says (MediaWiki's `$1` in banana JSON).
        var placeholderSyntax: PlaceholderSyntax? = nil
        /// The parameter whose number chose this plural variant, where the format names it.
        var countPlaceholder: String? = nil
    }
    var items: [Item] = []
    var diagnostics: [CatalogDiagnostic] = []
    /// The locale the file states about itself (ARB `@@locale`), when it does.
    var declaredLocale: String?
    private var reportedTooMany = false

    /// Files merged into one table (aapt2 merges every file of a resource folder); a key in two
    /// files is reported as a duplicate.
    static func merge(_ parts: [LocaleStrings], limits: ReadLimits) -> LocaleStrings {
        var out = LocaleStrings()
        var seen: [String: SourceLocation] = [:]
        for p in parts {
            out.diagnostics += p.diagnostics
            for item in p.items { out.add(item, limits: limits, seen: &seen) }
        }
        return out
    }

    /// Adds an item unless it is too long or a duplicate (both reported).
    mutating func add(_ item: Item, limits: ReadLimits, seen: inout [String: SourceLocation]) {
        let count = item.text.unicodeScalars.count
        if count > limits.maxStringScalars {
            diagnostics.append(CatalogDiagnostic(item.location, .error,
                "string '\(item.key)' has \(count) characters, more than the limit of \(limits.maxStringScalars); skipped"))
            return
        }
        if let first = seen[item.key] {
            diagnostics.append(CatalogDiagnostic(item.location, .warning, "duplicate key '\(item.key)' (first at line \(first.line ?? 0)); the last one wins"))
            items.removeAll { $0.key == item.key }
        }
        seen[item.key] = item.location
        guard items.count < limits.maxEntriesPerFile else {
            if !reportedTooMany {
                reportedTooMany = true
                diagnostics.append(CatalogDiagnostic(item.location, .error, "more than \(limits.maxEntriesPerFile) strings in one file; the rest are skipped"))
            }
            return
        }
        items.append(item)
    }

    static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    /// The source keys a target plural variant pairs with when the source has no variant of the same
    /// name, best first. Arabic has plural categories English lacks (zero, two, few, many): they pair
    /// with the source's `other` form, as CLDR's rules make English use it for those numbers. An ICU
    /// explicit value (`=0`, `=2`) is matched before any keyword (ICU `PluralFormat`: an explicit value
    /// selects its message before the number's plural category is looked up;
    /// unicode-org.github.io/icu/userguide/format_parse/messages),
    /// so where the source has no branch for that value its number takes the category the source
    /// language's CLDR rules give it (`PluralCategory.of`: English 1 is `one`, 0 and 2 are `other`),
    /// then `other`. Handles `key[few]`, `key[=0]`, a selector before a nested one (`key[=0][male]`)
    /// and i18next's `key_few`.
    static func pluralFallbacks(_ key: String, sourceLocale: String = "en") -> [String] {
        var out: [String] = []
        for category in pluralCategories where category != "other" && key.hasSuffix("_\(category)") {
            out.append(String(key.dropLast(category.count + 1)) + "_other")
        }
        // The trailing `[…]` segments, each a candidate for replacement (innermost last).
        var segments: [Substring] = []
        var rest = Substring(key)
        while rest.hasSuffix("]"), let open = rest.lastIndex(of: "["), segments.count < 8 {
            segments.insert(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)], at: 0)
            rest = rest[..<open]
        }
        func replacements(_ segment: Substring) -> [String] {
            if segment.hasPrefix("="), let n = Int(segment.dropFirst()) {
                let category = PluralCategory.of(Double(n), locale: sourceLocale) ?? "other"
                return category == "other" ? ["other"] : [category, "other"]
            }
            return pluralCategories.contains(String(segment)) && segment != "other" ? ["other"] : []
        }
        func joined(_ segments: [Substring]) -> String { String(rest) + segments.map { "[\($0)]" }.joined() }
        // Nested plurals (`[few][one]`, stringsdict and .resw messages with two counts) first try every
        // segment at once, each to the source's own case where the source language has the category
        // (CLDR's categories of the language, `PluralRules.samples`), else to `other`.
        let nested = segments.filter { !replacements($0).isEmpty }.count > 1
        if nested {
            let language = CatalogLocale.language(of: sourceLocale) ?? sourceLocale
            let sourceCategories = Set((PluralRules.samples[language] ?? PluralRules.samples["en"] ?? [:]).keys)
            out.append(joined(segments.map { segment in
                guard let first = replacements(segment).first else { return segment }
                return segment.hasPrefix("=") ? Substring(first) : sourceCategories.contains(String(segment)) ? segment : "other"
            }))
        }
        // Then one segment at a time, innermost first; then, nested, every plural segment to `other`.
        for i in segments.indices.reversed() {
            for r in replacements(segments[i]) {
                var s = segments
                s[i] = Substring(r)
                if !out.contains(joined(s)) { out.append(joined(s)) }
            }
        }
        if nested {
            let allOther = joined(segments.map { segment in replacements(segment).last.map { Substring($0) } ?? segment })
            if !out.contains(allOther) { out.append(allOther) }
        }
        // Gender forms (MediaWiki's `{{GENDER:…}}`, an ICU select on gender) the English does not have:
        // last, the English message without them, then its plural fallbacks.
        let genders: Set<Substring> = ["male", "female", "unknown"]
        if segments.contains(where: genders.contains) {
            let without = joined(segments.filter { !genders.contains($0) })
            for k in [without] + pluralFallbacks(without, sourceLocale: sourceLocale) where !out.contains(k) { out.append(k) }
        }
        return out
    }

    /// The message key and a number a variant shows for: `key[=n]` n, a Laravel interval `key[3,*]`
    /// its first number (`key[*,5]` its last).
    static func explicitValue(_ key: String) -> (base: String, n: Int)? {
        guard key.hasSuffix("]"), let open = key.lastIndex(of: "[") else { return nil }
        let inner = key[key.index(after: open)..<key.index(before: key.endIndex)]
        let ends = inner.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let n = inner.hasPrefix("=") ? Int(inner.dropFirst()) : ends.count == 2 ? Int(ends[0]) ?? (ends[0] == "*" ? Int(ends[1]) : nil) : nil
        return n.map { (String(key[..<open]), $0) }
    }

    /// Whether a variant named by a Laravel interval (`key[2,*]`, `key[1,19]`, `key[*,5]`: both ends
    /// inclusive, `*` unbounded; Illuminate/Translation/MessageSelector.php `extractFromString`) holds
    /// n, so an explicit value the English lacks (`{2}` → `[=2]`) pairs with the English interval that
    /// shows for that number.
    static func interval(_ key: String, holds n: Int) -> Bool {
        guard let open = key.lastIndex(of: "[") else { return false }
        let ends = key[key.index(after: open)..<key.index(before: key.endIndex)].split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard ends.count == 2 else { return false }
        let from = ends[0] == "*" ? Int.min : Int(ends[0]), to = ends[1] == "*" ? Int.max : Int(ends[1])
        guard let from, let to else { return false }
        return from <= n && n <= to
    }

    /// Formats whose strings with markup are laid out as HTML, where white space collapses: i18next
    /// JSON (react-i18next `Trans` and `dangerouslySetInnerHTML` put it in the DOM) and Apple
    /// `.strings`/`.stringsdict` (HTML read with `NSAttributedString(data:options:[.documentType: .html])`,
    /// WebKit's HTML import). Not ARB (Flutter draws text itself, no HTML), not gettext (Pango markup
    /// keeps white space), not Android (aapt2 already collapsed it when reading) or resx.
    static func rendersMarkupAsHTML(_ format: String) -> Bool { ["i18next", "strings", "stringsdict"].contains(format) }

    /// The keyboard-mnemonic marker of the toolkits that draw a format's strings, where they have one:
    /// in Java bundles `&` before a letter is the mnemonic that NetBeans' `Mnemonics.setLocalizedText`
    /// and SWT/JFace (`Button.setText`: "preceding it with an ampersand") take out and underline; in
    /// .NET resources WinForms does the same (`Control.UseMnemonic`, `&&` a literal ampersand). Not every
    /// app using these formats has mnemonics, so a marker counts only where the source and the
    /// translation both have one (the translator kept it) and neither holds a character reference.
    /// Inno Setup's messages are drawn by Windows controls, where `&` before a letter is the access key
    /// and `&&` one ampersand (Win32 static and button controls unless `SS_NOPREFIX`; Delphi VCL's
    /// `ShowAccelChar`): `ButtonNext=&Next >` shows "Next >".
    static func mnemonicMarker(_ format: String) -> Character? { ["properties", "resx", "inno-setup"].contains(format) ? "&" : nil }

    /// The source and target texts with a mnemonic both carry taken out (`mnemonicMarker`).
    static func withoutSharedMnemonic(source: String?, target: String, format: String) -> (String?, String) {
        guard let marker = mnemonicMarker(format), let source,
              RenderedText.hasMnemonic(source, marker: marker), RenderedText.hasMnemonic(target, marker: marker),
              !RenderedText.markerInSharedWord(source: source, target: target, marker: marker),
              RenderedText.decodeEntities(source) == source, RenderedText.decodeEntities(target) == target else { return (source, target) }
        return (RenderedText.removeMnemonic(source, marker: marker, sourceHasOne: true),
                RenderedText.removeMnemonic(target, marker: marker, sourceHasOne: true))
    }

    /// Pairs source and target by key, in the target's order, then source-only keys (untranslated).
    /// A target with no source string is not reported here: the check makes each a `no-source`
    /// finding. A target file with no source file at all is said once.
    static func pair(source: LocaleStrings?, target: LocaleStrings, format: String, sourceFile: String?, targetFile: String,
                     sourceLocale: String = "en") -> CatalogReadResult {
        var result = CatalogReadResult(diagnostics: (source?.diagnostics ?? []) + target.diagnostics)
        var sourceByKey: [String: Item] = [:]
        for item in source?.items ?? [] { sourceByKey[item.key] = item }
        let keys = Set(target.items.map(\.key)).union(sourceByKey.keys)
        var used = Set<String>()
        var intervalKeys: [String: [String]]?
        let sites = target.items.filter(\.translationSite)
        for item in (source?.items ?? []) + target.items where !item.translationSite { result.notForTranslation[item.key] = item.location }
        if source == nil && !sites.isEmpty {
            result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: targetFile), .warning,
                "no source catalog found beside this file: its \(sites.count) strings have no source to compare with"))
        }
        for item in sites {
            var s = sourceByKey[item.key] ?? pluralFallbacks(item.key, sourceLocale: sourceLocale).lazy.compactMap { sourceByKey[$0] }.first
            if s == nil, let (base, n) = explicitValue(item.key) {
                if intervalKeys == nil {
                    intervalKeys = Dictionary(grouping: sourceByKey.keys.filter { $0.hasSuffix("]") && $0.contains(ascii: ",") }) { String($0[..<$0.lastIndex(of: "[")!]) }
                }
                s = intervalKeys?[base]?.sorted().first { Self.interval($0, holds: n) }.flatMap { sourceByKey[$0] }
            }
            used.insert(item.key)
            // Markup the source also uses is interpreted by the code that shows it (Html.fromHtml,
            // Trans, NSAttributedString from HTML): measure the rendered text, keep the raw.
            let html = Self.rendersMarkupAsHTML(format)
            let (shownSource, shownTarget) = Self.withoutSharedMnemonic(source: s?.text, target: item.text, format: format)
            let sourceText = shownSource.map { RenderedText.render($0, source: nil, htmlWhiteSpace: html) }
            let rendered = RenderedText.render(shownTarget, source: s?.text, htmlWhiteSpace: html)
            var entry = CatalogEntry(key: item.key, source: sourceText, target: rendered, sourceLocation: s?.location,
                                     targetLocation: item.location, format: format, comment: item.comment ?? s?.comment)
            if rendered != item.text || item.raw != nil { entry.rawTarget = item.raw ?? item.text }
            // The limit is usually written once, beside the source string; a target's own wins.
            entry.writtenLimit = item.writtenLimit ?? s?.writtenLimit ?? WrittenLimit.note(item.comment) ?? WrittenLimit.note(s?.comment)
            entry.placeholderSyntax = item.placeholderSyntax
            entry.countPlaceholder = item.countPlaceholder
            entry.pluralCategory = PluralRules.category(ofKey: item.key, siblings: keys)
            result.entries.append(entry)
        }
        // A plural variant only the source has (English "=1" beside Arabic "one") is not a missing
        // translation when the target translates the same message.
        // The "[" found as a byte: a key's plural suffix is ASCII, and the search by Character walked
        // every key's grapheme clusters.
        func base(_ key: String) -> String { key.utf8.firstIndex(of: UInt8(ascii: "[")).map { String(key[..<$0]) } ?? key }
        let translatedBases = Set(sites.map { base($0.key) })
        let missing = (source?.items ?? []).filter { item in item.translationSite && !used.contains(item.key)
            && !(item.key.contains(ascii: "[") && translatedBases.contains(base(item.key))) }
        // Located at the source's line (where the string is), and naming the translation it is missing
        // from: a source with two target files (`ar.json`, `ar_SA.json`) says which one lacks it.
        let targetName = targetFile.split(separator: "/").suffix(2).joined(separator: "/")
        if sites.isEmpty && target.items.isEmpty && missing.count > 1 {
            // An empty translation file (`{}`, a stub): one warning, not one per source string.
            result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: targetFile), .warning,
                "holds none of the \(missing.count) strings of its source: nothing is translated in it yet"))
        } else {
            for item in missing {
                result.diagnostics.append(CatalogDiagnostic(item.location, .warning, "'\(item.key)' is not translated in \(targetName)"))
            }
        }
        return result
    }
}
