import CUnicode
import Foundation

/// The script(s) a locale is written in, from ICU: its likely script (`uloc_addLikelySubtags`, CLDR's
/// likelySubtags: `ar` → Arab, `fa` → Arab, `sr` → Cyrl, `sr-Latn` → Latn, `ka` → Geor) read by
/// `uscript_getCode` (Japanese: Kana, Hira, Hani). Letters are matched by their Script_Extensions
/// (`uscript_hasScript`), so a mark shared by several scripts counts for each.
public struct LocaleScript: Sendable, Hashable {
    /// ICU UScriptCode values; empty when ICU cannot tell the locale's script.
    public let codes: [Int32]

    public init(locale: String) {
        var out = [Int32](repeating: 0, count: 8)
        let n = locale.withCString { lf_locale_scripts($0, &out, Int32(out.count)) }
        codes = Array(out.prefix(Int(max(0, n))))
    }

    private static let lock = NSLock()
    // Guarded by `lock`.
    nonisolated(unsafe) private static var cache: [String: LocaleScript] = [:]

    /// The same, remembered per locale (a check asks once per string).
    public static func of(_ locale: String) -> LocaleScript {
        lock.lock()
        defer { lock.unlock() }
        if let hit = cache[locale] { return hit }
        let value = LocaleScript(locale: locale)
        cache[locale] = value
        return value
    }

    /// How many letters the text has (Alphabetic scalars of a real script, not Common or Inherited),
    /// and how many of them are written in this locale's script.
    public func letters(in text: String) -> (letters: Int, inScript: Int) {
        let scalars = text.unicodeScalars.map(\.value)
        var letters: Int32 = 0
        let matched = scalars.withUnsafeBufferPointer { t in
            codes.withUnsafeBufferPointer { c in lf_letters_in_scripts(t.baseAddress, Int32(t.count), c.baseAddress, Int32(c.count), &letters) }
        }
        return (Int(letters), Int(matched))
    }
}
