/// Paragraph direction, from the string's locale: the base an app with RTL support uses.
public enum TextDirection: String, Codable, Sendable {
    case ltr, rtl

    private static let rtlLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi"]

    public init(locale: String) {
        let language = Paragraph.language(of: locale)
        if language == "ar" || language == "en" { self = language == "ar" ? .rtl : .ltr; return }  // the common two, without hashing
        self = Self.rtlLanguages.contains(language.lowercased()) ? .rtl : .ltr
    }
}
