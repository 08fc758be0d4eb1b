// swiftlint:disable all
// Generated using SwiftGen (an Objective-C-compatible template)

import Foundation

@objcMembers
public class VectorL10n: NSObject {
  /// Profile
  public static var title: String {
    return VectorL10n.tr("Localizable", "profile_title")
  }
}

extension VectorL10n {
  static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
    let format = NSLocalizedString(key, tableName: table, bundle: Bundle.main, comment: "")
    return String(format: format, arguments: args)
  }
}
