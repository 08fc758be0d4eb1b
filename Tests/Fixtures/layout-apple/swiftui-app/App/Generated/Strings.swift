// A SwiftGen-style accessor table (structured-swift5), as SwiftGen generates it.
internal enum L10n {
  internal enum Profile {
    /// Profile
    internal static let title = L10n.tr("Localizable", "padded_label", fallback: "Profile")
  }
}

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
