import Foundation

// Keys held as a String enum's raw values, shown through a protocol extension's localizing member
// (the pattern of Tella-iOS's Localizable*.swift files).
enum LocalizableMenu: String, LocalizableDelegate {
    case padded = "padded_label"
    case ok_label, unusedCase = "not_a_key"
}

protocol LocalizableDelegate {
    var rawValue: String { get }
    var localized: String { get }
}

extension LocalizableDelegate {
    var localized: String {
        return Bundle.main.localizedString(forKey: rawValue, value: nil, table: nil)
    }
    var debugName: String {
        return rawValue.uppercased()
    }
}
