import LabelFitCore

/// The weight of an Apple system font as SwiftUI, UIKit and Interface Builder write it.
///
/// The Dynamic Type styles are Regular except Headline, Semibold (HIG, Typography, "iOS, iPadOS Dynamic
/// Type sizes": the Weight column, developer.apple.com/design/human-interface-guidelines/typography).
/// `Font.Weight` / `UIFont.Weight` name the steps of the OpenType scale: ultraLight 100, thin 200, light
/// 300, regular 400, medium 500, semibold 600, bold 700, heavy 800, black 900 (the `usWeightClass` of
/// SF Pro's faces of those names). `Font.bold()`, `Text.bold()` and `View.bold()` are bold (700);
/// `fontWeight(_:)` / `Font.weight(_:)` set the weight; `UIFont.boldSystemFont(ofSize:)` is bold.
/// SF Pro is not bundled: the uikit stack's Noto Sans stands in (Regular and Bold; the registry's
/// nearest face, so 500 is Regular and 600 Bold), and the use's notes say which face measured it.
enum AppleFontWeight {
    static let named: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
        "bold": 700, "heavy": 800, "black": 900,
    ]
    static let hig = "developer.apple.com/design/human-interface-guidelines/typography (Dynamic Type sizes: Headline Semibold, the other styles Regular)"

    /// A Dynamic Type style's weight (`headline` 600, the others 400).
    static func ofStyle(_ style: String) -> Int { style.lowercased().hasSuffix("headline") && !style.lowercased().hasSuffix("subheadline") ? 600 : 400 }

    /// The weight a SwiftUI `Font` expression gives: `.headline`, `.title.bold()`,
    /// `.body.weight(.semibold)`, `.system(size: 17, weight: .bold)`, `.system(.title, weight: .medium)`;
    /// nil for a font this reader does not resolve.
    static func ofFont(_ v: CallExpr) -> Int? {
        guard let s = v.segments, s.count >= 2, s[0].name == "", s[0].isLiteral else { return nil }
        var weight: Int
        if s[1].name == "system" || s[1].name == "custom" {
            if let w = s[1].argument("weight")?.value.implicitMember { guard let n = named[w] else { return nil }; weight = n }
            else if s[1].name == "system", let style = s[1].positional()?.value.implicitMember { weight = ofStyle(style) }
            else { weight = 400 }
        } else if DynamicTypeSizes.styles[s[1].name] != nil {
            weight = ofStyle(s[1].name)
        } else {
            return nil
        }
        for link in s.dropFirst(2) {
            switch link.name {
            case "bold": weight = 700
            case "weight":
                guard let w = link.positional()?.value.implicitMember, let n = named[w] else { return nil }
                weight = n
            default: continue
            }
        }
        return weight
    }
}
