import CUnicode
import Foundation

/// Language names written in their own language ("Polski", "Українська", "English", "Português
/// (Brasil)"), from CLDR's locale display names as ICU holds them. A language menu shows each language
/// by this name in every locale (W3C Internationalization, "Using <select> for language navigation":
/// list each language in its own language), so such a target equal to its source is the design, not
/// an untranslated string.
public enum LanguageAutonyms {
    /// Lower-cased: CLDR writes many autonyms in lower case ("polski", "español"), menus capitalise them.
    static let all: Set<String> = {
        var out = Set<String>()
        var buffer = [UInt16](repeating: 0, count: 256)
        for i in 0..<lf_available_locale_count() {
            for which: Int32 in [0, 1] {
                let n = lf_locale_autonym(i, which, &buffer, Int32(buffer.count))
                guard n > 0 else { continue }
                out.insert(String(decoding: buffer[..<Int(n)], as: UTF16.self).lowercased())
            }
        }
        return out
    }()

    /// Whether the text, trimmed, is a language's name in that language.
    public static func contains(_ text: String) -> Bool {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !t.isEmpty, t.count <= 64 else { return false }
        return all.contains(t.lowercased())
    }
}
