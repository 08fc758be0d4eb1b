/// Paragraph direction, from the string's locale: the base an app with RTL support uses.
public enum TextDirection: String, Codable, Sendable {
    case ltr, rtl

    private static let rtlLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi"]

    public init(locale: String) {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        self = Self.rtlLanguages.contains(language) ? .rtl : .ltr
    }
}
