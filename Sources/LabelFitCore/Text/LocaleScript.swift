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

    /// The last answer on this thread: a check asks for the same locale for every string, and the
    /// shared table below takes a lock and hashes the name.
    private static let lastOnThread = ThreadLocal<LastLocaleScript>()
    private final class LastLocaleScript {
        let locale: String
        let script: LocaleScript
        init(_ locale: String, _ script: LocaleScript) { self.locale = locale; self.script = script }
    }

    /// The same, remembered per locale (a check asks once per string).
    public static func of(_ locale: String) -> LocaleScript {
        if let last = lastOnThread.value, last.locale == locale { return last.script }
        let script = shared(locale)
        lastOnThread.value = LastLocaleScript(locale, script)
        return script
    }

    private static func shared(_ locale: String) -> LocaleScript {
        lock.lock()
        defer { lock.unlock() }
        if let hit = cache[locale] { return hit }
        let value = LocaleScript(locale: locale)
        cache[locale] = value
        return value
    }

    /// Whether the text has a letter in this locale's script (true at the first one found), has
    /// letters but none in it (false), or has no letters (nil): `letters(in:)` without counting,
    /// as a check asks it of every target and nearly every one answers at its first letter.
    public func hasLetter(in text: String) -> Bool? {
        var sawLetter = false
        return codes.withUnsafeBufferPointer { c -> Bool? in
            for s in text.unicodeScalars {
                // Below U+0041 nothing is Alphabetic: digits, spaces and ASCII punctuation skip the lookup.
                if s.value < 0x41 { continue }
                switch lf_letter_in_scripts(s.value, c.baseAddress, Int32(c.count)) {
                case 2: return true
                case 1: sawLetter = true
                default: break
                }
            }
            return sawLetter ? false : nil
        }
    }

    /// How many letters the text has (Alphabetic scalars of a real script, not Common or Inherited),
    /// and how many of them are written in this locale's script: the same test of each scalar as
    /// `hasLetter(in:)`, counted through.
    public func letters(in text: String) -> (letters: Int, inScript: Int) {
        var letters = 0, inScript = 0
        codes.withUnsafeBufferPointer { c in
            for s in text.unicodeScalars {
                switch lf_letter_in_scripts(s.value, c.baseAddress, Int32(c.count)) {
                case 2: letters += 1; inScript += 1
                case 1: letters += 1
                default: break
                }
            }
        }
        return (letters, inScript)
    }
}
