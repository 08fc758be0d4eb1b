/// The script a language is written in, as Unicode blocks (Unicode's Scripts.txt assigns these
/// ranges' letters to the script): a target with letters but none of them in its language's script
/// is another language pasted in (English left in `values-ar`, Welsh in an Arabic file).
/// Languages not listed are not checked.
enum TargetScript {
    typealias Ranges = [ClosedRange<UInt32>]
    static let arabic: Ranges = [0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x089F, 0x08A0...0x08FF, 0xFB50...0xFDFF,
                                 0xFE70...0xFEFF, 0x10E60...0x10E7F, 0x10EC0...0x10EFF, 0x1EC70...0x1ECBF, 0x1ED00...0x1ED4F, 0x1EE00...0x1EEFF]
    static let hebrew: Ranges = [0x0590...0x05FF, 0xFB1D...0xFB4F]
    static let cyrillic: Ranges = [0x0400...0x052F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F]
    static let greek: Ranges = [0x0370...0x03FF, 0x1F00...0x1FFF]
    static let devanagari: Ranges = [0x0900...0x097F, 0xA8E0...0xA8FF]
    static let thai: Ranges = [0x0E00...0x0E7F]

    static let byLanguage: [String: Ranges] = [
        "ar": arabic, "fa": arabic, "ur": arabic, "ps": arabic, "ckb": arabic, "sd": arabic, "ug": arabic,
        "he": hebrew, "yi": hebrew, "ru": cyrillic, "uk": cyrillic, "bg": cyrillic, "sr": cyrillic, "mk": cyrillic, "be": cyrillic,
        "el": greek, "hi": devanagari, "mr": devanagari, "ne": devanagari, "th": thai,
    ]

    /// nil when the language is not listed or the text has no letters (a number, a symbol); else
    /// whether any letter is in the language's script.
    static func hasLetters(of language: String, in text: String) -> Bool? {
        guard let ranges = byLanguage[language] else { return nil }
        var sawLetter = false
        for c in text.unicodeScalars where c.properties.isAlphabetic {
            sawLetter = true
            if ranges.contains(where: { $0.contains(c.value) }) { return true }
        }
        return sawLetter ? false : nil
    }
}
