import CUnicode

/// The CLDR plural category of a number in a locale, from ICU's plural rules (`uplrules_select`):
/// what i18next (through `Intl.PluralRules`) picks `key_few` or `key_other` by.
public enum PluralCategory {
    /// nil when ICU has no rules for the locale.
    public static func of(_ n: Double, locale: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 16)
        let id = locale.replacingOccurrences(of: "-", with: "_")
        let length = id.withCString { lf_plural_category($0, n, &buffer, Int32(buffer.count)) }
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
