import LabelFitCheck
import LabelFitCore

/// The device profiles `labelfit init` writes per platform: where an app's text is shown (content
/// widths of common screens), at which text sizes (the default and a large setting, through the
/// platform's own scaling curve), and what a list row takes from the width. Each value names its source.
enum InitDevices {
    struct Choice {
        let devices: DeviceProfiles
        /// One line each: what was assumed and where it comes from.
        let assumptions: [String]
    }

    /// Phones 320 (the smallest width Android's compatibility definition allows for a normal screen,
    /// CDD §7.1.1.1), 360 and 411 dp (the most common Android widths, a Pixel), and a 600 dp tablet
    /// (the `sw600dp` qualifier Android's docs give for 7" tablets).
    static let androidWidths: [String: Double] = ["small-phone": 320, "phone": 360, "large-phone": 411, "tablet": 600]
    /// iPhone SE (1st generation) 320 pt, iPhone SE/8 375 pt, iPhone 15/16 393 pt, iPad portrait 768 pt
    /// (Apple HIG, Layout, "Specifications: iOS, iPadOS device screen sizes").
    static let iosWidths: [String: Double] = ["iphone-se": 320, "iphone": 375, "iphone-pro": 393, "ipad": 768]
    /// The Android phone widths, a 768 px tablet and a 1280 px desktop window.
    static let webWidths: [String: Double] = ["small-phone": 320, "phone": 360, "large-phone": 411, "tablet": 768, "desktop-window": 1280]

    static func choice(for profile: Profile) -> Choice {
        switch profile {
        case .android, .compose:
            // androidx.compose.material3 ListItem.kt: ListItemStartPadding = 16.dp, ListItemEndPadding =
            // 16.dp (Material 3 list item: 16 dp leading and trailing space); Android's Views lists
            // (Material Components `listPreferredItemPaddingStart/End`) use the same 16 dp.
            return Choice(devices: DeviceProfiles(contentWidths: androidWidths, fontScaling: .android, fontScales: [1, 1.3],
                                                   rowInsetStart: 16, rowInsetEnd: 16),
                          assumptions: [
                            "content widths 320, 360, 411 dp (phones) and 600 dp (sw600dp tablet)",
                            "font scales 1.0 and 1.3 through Android 14's non-linear curve (AOSP FontScaleConverterFactory: 16 sp → 20.2 dp at 1.3)",
                            "list row insets 16 + 16 dp (Material 3 ListItem start/end padding)",
                          ])
        case .flutter:
            // flutter/packages/flutter/lib/src/material/list_tile.dart, _LisTileDefaultsM3.contentPadding:
            // EdgeInsetsDirectional.only(start: 16.0, end: 24.0). Flutter on Android 14 takes the
            // platform's non-linear text scaling (`TextScaler`, Flutter 3.16).
            return Choice(devices: DeviceProfiles(contentWidths: androidWidths, fontScaling: .android, fontScales: [1, 1.3],
                                                   rowInsetStart: 16, rowInsetEnd: 24),
                          assumptions: [
                            "content widths 320, 360, 411 dp (phones) and 600 dp (tablet)",
                            "text scales 1.0 and 1.3 through Android 14's non-linear curve (Flutter's TextScaler follows the platform's)",
                            "list row insets 16 + 24 dp (Material 3 ListTile contentPadding)",
                          ])
        case .uikit:
            // UITableViewCell's content view follows the table's layout margins: 16 pt on iPhone (compact
            // width), 20 pt on iPad (regular width) — UIView.directionalLayoutMargins, systemMinimumLayoutMargins.
            // The strictest profile is a phone, so 16 pt.
            return Choice(devices: DeviceProfiles(contentWidths: iosWidths, fontScaling: .ios, dynamicTypeSizes: [.large, .xxxLarge],
                                                   rowInsetStart: 16, rowInsetEnd: 16),
                          assumptions: [
                            "content widths 320, 375, 393 pt (iPhones) and 768 pt (iPad portrait)",
                            "Dynamic Type large (default) and xxxLarge, the largest non-accessibility size (Apple HIG: Body 17 → 23 pt, sizes scaled as UIFontMetrics.default does)",
                            "table cell layout margins 16 + 16 pt (iPhone; 20 pt on iPad)",
                          ])
        case .web:
            // Material 3 list item padding, as above; browsers scale text linearly (text zoom).
            return Choice(devices: DeviceProfiles(contentWidths: webWidths, fontScaling: .linear, fontScales: [1, 1.3],
                                                   rowInsetStart: 16, rowInsetEnd: 16),
                          assumptions: [
                            "content widths 320, 360, 411 px (phones), 768 px (tablet), 1280 px (desktop window)",
                            "text zoom 1.0 and 1.3, linear (browsers scale every size alike)",
                            "list row insets 16 + 16 px (Material 3 list item padding)",
                          ])
        }
    }

    /// `devices` as `labelfit.json` spells it.
    static func json(_ d: DeviceProfiles) -> [String: Any] {
        var out: [String: Any] = ["content_widths": d.contentWidths, "font_scaling": d.fontScaling.rawValue,
                                  "row_inset_start": d.rowInsetStart, "row_inset_end": d.rowInsetEnd]
        if d.fontScaling == .ios { out["dynamic_type_sizes"] = d.dynamicTypeSizes.map(\.rawValue) } else { out["font_scales"] = d.fontScales }
        return out
    }

    /// `max_lines` init writes: a list row's text takes at most two lines (Material 3 list items are one-,
    /// two- or three-line: a headline over at most two lines of supporting text; a UITableViewCell
    /// subtitle style shows two labels of one line each).
    static let maxLines = 2
}
