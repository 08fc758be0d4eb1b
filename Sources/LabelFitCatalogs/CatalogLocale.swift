import CUnicode
import Foundation

/// Locale tags as the ecosystems write them, compared by language subtag (BCP 47 §2.2.1): `ar`,
/// `ar-SA`, `ar_EG`, Android's `ar-rSA` and `b+ar+SA`, ISO 639-2 `ara` all name Arabic; `es-AR`
/// (Spanish, Argentina) does not.
public enum CatalogLocale {
    /// ISO 639-2/T and /B codes for languages whose 639-1 code LabelFit's users name (ISO 639-2
    /// registration authority table): a file named `messages.ara.xlf` is Arabic.
    static let iso639_2: [String: String] = [
        "ara": "ar", "eng": "en", "fra": "fr", "fre": "fr", "deu": "de", "ger": "de", "spa": "es", "ita": "it",
        "por": "pt", "rus": "ru", "zho": "zh", "chi": "zh", "jpn": "ja", "kor": "ko", "heb": "he", "fas": "fa",
        "per": "fa", "urd": "ur", "tur": "tr", "nld": "nl", "dut": "nl", "pol": "pl", "hin": "hi",
    ]

    /// The language subtag of a tag, lower-cased, or nil when the text is not a locale tag.
    /// Accepts `ar`, `ar-SA`, `ar_SA`, `ar-rSA` (Android), `b+ar+SA` (Android BCP 47), `ara`, `ar-Arab-EG`.
    public static func language(of tag: String) -> String? {
        // A bare language subtag in lower case ("ar", "fil") is what `check` asks about for every
        // string (the target locale); it is answered without Foundation's trimming and splitting.
        let utf8 = tag.utf8
        if (2...3).contains(utf8.count) && utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
            return utf8.count == 3 ? iso639_2[tag] : tag
        }
        return languageOfTag(tag)
    }

    /// Languages by their English name, one word, lower-cased ("arabic" → "ar", "english" → "en"), from
    /// CLDR's display names as ICU holds them: CodeIgniter's `application/language/arabic/`, Inno Setup's
    /// `Languages/Arabic.isl`, Notepad++'s `nativeLang/arabic.xml` name a locale so.
    static let englishNames: [String: String] = {
        var out: [String: String] = [:]
        var name = [UInt16](repeating: 0, count: 128)
        var code = [CChar](repeating: 0, count: 16)
        for i in 0..<lf_available_locale_count() {
            let n = lf_locale_language_name(i, "en", &code, Int32(code.count), &name, Int32(name.count))
            guard n > 0 else { continue }
            let c = String(cString: code)
            let word = String(decoding: name[..<Int(n)], as: UTF16.self).lowercased()
            // Two-letter languages only, and one-word names: "arabic", not "moroccan arabic".
            guard c.count == 2, word.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else { continue }
            out[word] = c
        }
        return out
    }()

    /// `language(of:)` for any tag.
    static func languageOfTag(_ tag: String) -> String? {
        if tag.utf8.count >= 4, tag.utf8.count <= 12, let code = englishNames[tag.lowercased()] { return code }
        var t = tag.trimmingCharacters(in: .whitespaces)
        if t.lowercased().hasPrefix("b+") { t.removeFirst(2) }
        // Not split at '.': `ar.xcloc`, `ar.lproj` are folders with a locale, not tags.
        let parts = t.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "+" || $0 == "@" }).map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        // Every later part must look like a script, region or variant subtag, else this is a word.
        for p in parts.dropFirst() {
            let okRegion = (p.count == 2 && p.allSatisfy { $0.isASCII && $0.isLetter }) || (p.count == 3 && p.allSatisfy(\.isNumber))
            let okAndroidRegion = p.count == 3 && p.first == "r" && p.dropFirst().allSatisfy { $0.isASCII && $0.isUppercase }
            let okScript = p.count == 4 && p.allSatisfy { $0.isASCII && $0.isLetter }
            let okVariant = (5...8).contains(p.count) && p.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } && p.lowercased() == p
            guard okRegion || okAndroidRegion || okScript || okVariant else { return nil }
        }
        let lower = first.lowercased()
        if lower.count == 3 { return iso639_2[lower] }
        return lower
    }

    /// Whether `tag` names the language of `locale` (the language subtags are equal).
    public static func matches(_ tag: String, _ locale: String) -> Bool {
        guard let a = language(of: tag), let b = language(of: locale) ?? Optional(locale.lowercased()) else { return false }
        return a == b
    }

    /// The locale a path states by its folder or file name, nearest first: `values-ar`, `values-b+ar+SA`,
    /// `ar.lproj`, `ar_SA/LC_MESSAGES`, `ar-SA/translation.json`, `ar.json`, `messages.ar.xlf`,
    /// `messages+intl-icu.ar.xlf`, `app_ar.arb`, `ar.po`. nil when no part of the path is a tag.
    public static func fromPath(_ path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        if let t = tagInStem(stem, ext: url.pathExtension.lowercased()) { return t }
        var dir = url.deletingLastPathComponent()
        for _ in 0..<3 {
            let name = dir.lastPathComponent
            if name == "/" || name.isEmpty { break }
            if let t = tagInFolder(name) { return t }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// A tag in a folder name: Android `values-…` qualifiers, `.lproj`, or the whole name.
    public static func tagInFolder(_ name: String) -> String? {
        if name == "values" || name == "LC_MESSAGES" { return nil }
        if name.hasPrefix("values-") {
            // Resource qualifiers: the language is the first, an `r`-region may follow (`values-ar-rSA-land`).
            let q = name.dropFirst(7).split(separator: "-").map(String.init)
            guard let first = q.first else { return nil }
            if first.hasPrefix("b+") { return language(of: first).map { _ in first } }
            guard language(of: first) != nil, first.count == 2 || first.count == 3 else { return nil }
            if q.count > 1, q[1].count == 3, q[1].hasPrefix("r") { return first + "-" + q[1].dropFirst() }
            return first
        }
        if name.hasSuffix(".lproj") { return String(name.dropLast(6)) == "Base" ? nil : String(name.dropLast(6)) }
        return language(of: name) != nil ? name : nil
    }

    /// A tag at the end of a file name's stem: `ar`, `messages.ar`, `validators+intl-icu.ar`, `app_ar`, `app_ar_SA`, `strings-ar`.
    static func tagInStem(_ stem: String, ext: String) -> String? {
        if language(of: stem) != nil, stem.count <= 10 { return stem }
        if let dot = stem.lastIndex(of: ".") {
            let tail = String(stem[stem.index(after: dot)...])
            if language(of: tail) != nil { return tail }
        }
        if ext == "arb" || ext == "po" || ext == "mo" || ext == "json" || ext == "csv" || ext == "resx" || ext == "resw" || ext == "ts" {
            let parts = stem.split(separator: "_").map(String.init)
            if parts.count >= 3, isRegion(parts[parts.count - 1]), language(of: parts[parts.count - 2]) != nil {
                return parts[parts.count - 2] + "_" + parts[parts.count - 1]
            }
            if parts.count >= 2, parts.last!.count <= 3, parts.last!.lowercased() == parts.last!, language(of: parts.last!) != nil {
                return parts.last!
            }
        }
        return nil
    }

    static func isRegion(_ s: String) -> Bool {
        (s.count == 2 && s.allSatisfy { $0.isASCII && $0.isUppercase }) || (s.count == 3 && s.allSatisfy(\.isNumber))
    }
}

/// What a file is for this run: the target locale's strings, the source locale's, or another language's.
public enum CatalogRole: String, Sendable, Codable {
    case target, source, other
    /// Not a catalog after all (a CSV whose header names no languages).
    case notCatalog = "not-catalog"
}
