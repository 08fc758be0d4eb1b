import LabelFitCheck

/// Apple's Dynamic Type sizes for layout: the point size of each text style at the seven standard content size
/// categories, xSmall … xxxLarge, Large being the default — `LabelFitCheck.DynamicTypeSize.textStyles`,
/// the one table. From Apple's Human Interface Guidelines,
/// Typography, "Specifications — iOS, iPadOS Dynamic Type sizes"
/// (https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes);
/// the same numbers `UIFont.preferredFont(forTextStyle:)` returns in the simulator at each category.
/// Weights (Headline is semibold) are not modelled: the bundled stacks measure regular text.
enum DynamicTypeSizes {
    static let version = "HIG Typography, iOS Dynamic Type sizes (Large = default)"

    /// Content size categories in order; `Large` is index 3.
    static let categories = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge"]

    /// SwiftUI `Font` text styles (`.largeTitle` …) and UIKit's `UIFont.TextStyle` names
    /// (`UICTFontTextStyleHeadline` in storyboards) to their sizes.
    static let styles = DynamicTypeSize.textStyles

    /// A storyboard's `style="UICTFontTextStyleHeadline"` → `headline`.
    static func style(storyboardName: String) -> [Double]? {
        guard storyboardName.hasPrefix("UICTFontTextStyle") else { return nil }
        let name = String(storyboardName.dropFirst("UICTFontTextStyle".count))
        guard let first = name.first else { return nil }
        var key = first.lowercased() + name.dropFirst()
        if key == "title0" { key = "largeTitle" }
        if key == "subhead" { key = "subheadline" }
        return styles[key]
    }

    /// The category a profile's font scale stands for: the largest whose Body size is at most
    /// `scale` × Body at Large (17 pt). 1.0 → Large; 1.3 → xxLarge (21/17 = 1.24; xxxLarge's 23/17 =
    /// 1.35 is larger). Accessibility sizes are not in the HIG table for every style and are not used.
    static func category(fontScale: Double) -> Int {
        let body = styles["body"]!
        var pick = 0
        for (k, size) in body.enumerated() where size <= fontScale * body[3] + 1e-9 { pick = k }
        return pick
    }
}

extension TextScaling {
    /// The text size in px on `profile` for a size written as `sp` (Android sp, Flutter logical
    /// pixels, Apple points at the default category).
    func textSizePx(_ sp: Double, on profile: DeviceProfile) -> Double {
        switch self {
        case .fontScale: return profile.textSizePx(sp: sp)
        case .fixed: return sp * profile.density
        case .dynamicType(let sizes):
            let category = profile.dynamicType.flatMap { DynamicTypeSize.standard.firstIndex(of: $0) } ?? DynamicTypeSizes.category(fontScale: profile.fontScale)
            return sizes[min(category, sizes.count - 1)] * profile.density
        }
    }
}
