/// Library and framework styles an app's styles and layouts inherit from, as versioned data: the
/// text-size attributes `labelfit layout` needs, each entry naming the upstream file it was read from.
/// Sizes are sp. A style missing from this table makes a value that depends on it unknown, never guessed.
public enum LibraryStyles {
    public struct Entry: Sendable {
        public var attributes: [String: String]
        public var source: String
    }

    /// The version of this table, printed in every report.
    public static let version = "2026-12-1"

    static let appcompatText = "androidx appcompat/res/values/dimens_material.xml (abc_text_size_*) via styles_base_text.xml"
    static let frameworkText = "AOSP core/res/res/values/dimens_material.xml (text_size_*_material) via styles_material.xml"
    static let mdcText = "material-components lib/java/com/google/android/material/typography/res/values/styles.xml"
    static let m3Text = "material-components lib/java/com/google/android/material/typography/res/values/tokens.xml (m3_sys_typescale_*)"

    /// TextAppearance names by their last part, with the size each family gives it.
    static let appcompatSizes: [String: Double] = [
        "Display4": 112, "Display3": 56, "Display2": 45, "Display1": 34, "Headline": 24, "Title": 20, "Subhead": 16,
        "Body2": 14, "Body1": 14, "Caption": 12, "Button": 14, "Menu": 16, "Large": 22, "Medium": 18, "Small": 14,
        "Widget.ActionBar.Title": 20, "Widget.ActionBar.Subtitle": 16, "Widget.Toolbar.Title": 20, "Widget.Toolbar.Subtitle": 16,
        "Widget.PopupMenu.Large": 16, "Widget.PopupMenu.Small": 14, "Widget.Button": 14, "Widget.TextView.SpinnerItem": 16,
    ]
    static let mdcSizes: [String: Double] = [
        "Headline1": 96, "Headline2": 60, "Headline3": 48, "Headline4": 34, "Headline5": 24, "Headline6": 20,
        "Subtitle1": 16, "Subtitle2": 14, "Body1": 16, "Body2": 14, "Caption": 12, "Button": 14, "Overline": 10,
    ]
    static let m3Sizes: [String: Double] = [
        "DisplayLarge": 57, "DisplayMedium": 45, "DisplaySmall": 36, "HeadlineLarge": 32, "HeadlineMedium": 28,
        "HeadlineSmall": 24, "TitleLarge": 22, "TitleMedium": 16, "TitleSmall": 14, "BodyLarge": 16, "BodyMedium": 14,
        "BodySmall": 12, "LabelLarge": 14, "LabelMedium": 12, "LabelSmall": 11,
    ]

    /// The entry for a library style name (`TextAppearance.AppCompat.Title`, `android:TextAppearance.Medium`,
    /// `TextAppearance.MaterialComponents.Body1`, `TextAppearance.Material3.TitleLarge`, `Base.` forms).
    public static func lookup(_ rawName: String) -> Entry? {
        var name = rawName
        if name.hasPrefix("android:") { name = String(name.dropFirst("android:".count)) }
        if name.hasPrefix("Base.") { name = String(name.dropFirst("Base.".count)) }
        if name == "TextAppearance" { return Entry(attributes: ["android:textSize": "16sp"], source: "AOSP core/res/res/values/styles.xml (TextAppearance: textSize 16sp)") }
        if name == "TextAppearance.AppCompat" { return Entry(attributes: ["android:textSize": "14sp"], source: appcompatText + " (Base.TextAppearance.AppCompat: abc_text_size_body_1_material)") }
        if name == "TextAppearance.Material" { return Entry(attributes: ["android:textSize": "14sp"], source: frameworkText + " (TextAppearance.Material: text_size_body_1_material)") }
        let families: [(prefix: String, sizes: [String: Double], source: String)] = [
            ("TextAppearance.AppCompat.", appcompatSizes, appcompatText),
            ("TextAppearance.Material.", appcompatSizes, frameworkText),
            ("TextAppearance.Holo.", appcompatSizes, "AOSP core/res/res/values/styles.xml (TextAppearance.Holo.*)"),
            ("TextAppearance.DeviceDefault.", appcompatSizes, "AOSP core/res/res/values/styles_device_defaults.xml"),
            ("TextAppearance.MaterialComponents.", mdcSizes, mdcText),
            ("TextAppearance.Material3.", m3Sizes, m3Text),
            ("TextAppearance.", appcompatSizes, "AOSP core/res/res/values/styles.xml (TextAppearance.Large/Medium/Small: 22/18/14sp)"),
        ]
        for f in families where name.hasPrefix(f.prefix) {
            let rest = String(name.dropFirst(f.prefix.count))
            // `Title.Inverse`, `Body1.Light`: variants keep the base size.
            var candidate = rest
            while true {
                if let size = f.sizes[candidate] { return Entry(attributes: ["android:textSize": "\(size)sp"], source: f.source) }
                guard let dot = candidate.lastIndex(of: ".") else { break }
                candidate = String(candidate[..<dot])
            }
            return nil
        }
        // Widget styles whose text size comes from their text appearance; no line limits.
        let widgets: [(prefix: String, appearance: String, source: String)] = [
            ("Widget.AppCompat.Button", "TextAppearance.AppCompat.Button", "androidx appcompat/res/values/styles_base.xml (Base.Widget.AppCompat.Button)"),
            ("Widget.MaterialComponents.Button", "TextAppearance.MaterialComponents.Button", "material-components lib/java/com/google/android/material/button/res/values/styles.xml"),
            ("Widget.Material3.Button", "TextAppearance.Material3.LabelLarge", "material-components lib/java/com/google/android/material/button/res/values/styles.xml (Widget.Material3.Button)"),
            ("Widget.Material.Button", "TextAppearance.Material.Button", "AOSP core/res/res/values/styles_material.xml (Widget.Material.Button)"),
            ("Widget.AppCompat.TextView", "TextAppearance.AppCompat.Small", "androidx appcompat/res/values/styles_base.xml"),
            ("Widget.MaterialComponents.TextView", "TextAppearance.AppCompat.Small", "material-components lib/java/com/google/android/material/textview/res/values/styles.xml"),
            ("Widget.MaterialComponents.Chip", "TextAppearance.MaterialComponents.Chip", "material-components chip/res/values/styles.xml"),
        ]
        for w in widgets where name == w.prefix || name.hasPrefix(w.prefix + ".") {
            return Entry(attributes: ["android:textAppearance": "@style/" + w.appearance], source: w.source)
        }
        return nil
    }

    /// Theme attributes whose value every AppCompat / Material Components theme sets to one dimension.
    public static let themeDimensions: [String: (value: String, source: String)] = [
        "actionBarSize": ("56dp", "androidx appcompat/res/values/dimens_material.xml (abc_action_bar_default_height_material)"),
        "listPreferredItemPaddingLeft": ("16dp", "androidx appcompat/res/values/dimens_material.xml (abc_list_item_padding_horizontal_material)"),
        "listPreferredItemPaddingRight": ("16dp", "androidx appcompat/res/values/dimens_material.xml (abc_list_item_padding_horizontal_material)"),
        "listPreferredItemPaddingStart": ("16dp", "androidx appcompat/res/values/dimens_material.xml (abc_list_item_padding_horizontal_material)"),
        "listPreferredItemPaddingEnd": ("16dp", "androidx appcompat/res/values/dimens_material.xml (abc_list_item_padding_horizontal_material)"),
        "dialogPreferredPadding": ("24dp", "androidx appcompat/res/values/dimens_material.xml (abc_dialog_padding_material)"),
    ]

    /// Theme text appearances (`?attr/textAppearanceHeadline6`, `?android:attr/textAppearanceMedium`) as
    /// the library themes set them.
    public static func themeTextAppearance(_ attr: String) -> (style: String, source: String)? {
        guard attr.hasPrefix("textAppearance") else { return nil }
        let rest = String(attr.dropFirst("textAppearance".count))
        if m3Sizes[rest] != nil { return ("TextAppearance.Material3." + rest, "material-components res/values/themes_base.xml (Material3 textAppearance* attributes)") }
        if mdcSizes[rest] != nil { return ("TextAppearance.MaterialComponents." + rest, "material-components res/values/themes_base.xml (MaterialComponents textAppearance* attributes)") }
        let framework: [String: String] = ["Large": "Large", "Medium": "Medium", "Small": "Small", "ListItem": "Subhead",
                                           "ListItemSmall": "Body1", "LargePopupMenu": "Widget.PopupMenu.Large", "SmallPopupMenu": "Widget.PopupMenu.Small"]
        if let name = framework[rest] { return ("TextAppearance.AppCompat." + name, "androidx appcompat/res/values/themes_base.xml (Base.V7.Theme.AppCompat textAppearance* attributes)") }
        return nil
    }

    /// A TextView's text size when nothing in the app sets one: the theme's `android:textViewStyle`
    /// (`Widget.Material.TextView`) takes `?android:attr/textAppearanceSmall`, 14sp.
    public static let defaultTextSize = (sp: 14.0, source: "AOSP core/res/res/values/styles_material.xml (Widget.Material.TextView: textAppearanceSmall = TextAppearance.Material.Small, 14sp)")
}
