import Foundation

extension String {
    var localized: String {
        NSLocalizedString(self, comment: "")
    }
}

extension UILabel {
    @IBInspectable var textKey: String? {
        get { nil }
        set { text = newValue?.localized }
    }
}
