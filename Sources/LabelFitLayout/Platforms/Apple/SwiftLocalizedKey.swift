/// The catalog key an expression of Swift source names, read as Apple's APIs read their arguments:
/// a string literal where a `LocalizedStringKey` is taken (SwiftUI's `Text(_ key:)`, `Button(_ titleKey:)`,
/// `.navigationTitle(_ titleKey:)` — developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:):
/// "a string literal … is used as a localization key"), `LocalizedStringKey("k")`,
/// `String(localized: "k")` (developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:))
/// and `NSLocalizedString("k", comment:)`. An interpolated literal (`"Hi \(name)"`) is a key with
/// format specifiers Swift builds at run time, and is not followed; neither is a variable. SwiftGen's
/// accessors (`L10n.Common.cancel`) are followed through `SwiftGenStrings`.
enum SwiftLocalizedKey {
    /// The key and where it is written.
    static func key(_ e: CallExpr, literalIsKey: Bool, generated: SwiftGenStrings = SwiftGenStrings()) -> (String, SourceToken)? {
        if let s = e.segments, let found = generated.key(s) { return found }
        switch e {
        case .string(let v?, let t) where literalIsKey: return (v, t)
        case .chain(let s) where s.count == 1:
            let call = s[0]
            switch call.name {
            case "LocalizedStringKey", "NSLocalizedString", "LocalizedStringResource":
                if case .string(let v?, let t)? = call.positional()?.value { return (v, t) }
            case "String":
                if case .string(let v?, let t)? = call.argument("localized")?.value { return (v, t) }
            default: break
            }
            return nil
        default: return nil
        }
    }
}
