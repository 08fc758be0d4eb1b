/// Library and framework styles an app's styles and layouts inherit from, as versioned data: the
/// text-size attributes `labelfit layout` needs, each entry naming the upstream file it was read from.
/// Sizes are sp. A style missing from this table makes a value that depends on it unknown, never guessed.
public enum LibraryStyles {
    public struct Entry: Sendable {
        public var attributes: [String: String]
        public var source: String
    }

    /// The version of this table, printed in every report.
    public static let version = "2026-12-2"

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

    /// The `fontFamily` each family's text appearances set on API 21 and later (a style not listed sets
    /// none: the regular `sans-serif`). Framework and AppCompat (whose `values-v21` appearances are the
    /// framework's, androidx `appcompat/res/values-v21/styles_base_text.xml`): AOSP
    /// `core/res/res/values/styles_material.xml` with the families of `donottranslate_material.xml`
    /// (`font_family_title_material`, `…_body_2_…`, `…_button_…` are `sans-serif-medium`,
    /// `…_display_4_…` `sans-serif-light`). Material Components: `typography/res/values/styles.xml` and
    /// `values-v21/styles.xml` (Headline6, Subtitle2 and Button: `sans-serif-medium`, `textStyle` normal
    /// from API 21 — the bold below 21 was a stand-in for a missing Roboto Medium). Material 3:
    /// `typography/res/values-v21/tokens.xml` (TitleMedium, TitleSmall and the Label styles
    /// `m3_ref_typeface_plain_medium` = `sans-serif-medium`; the others regular). M3's `.Emphasized`
    /// styles are not in the table: their weight is not read.
    static let appcompatFamilies: [String: String] = [
        "Display4": "sans-serif-light", "Title": "sans-serif-medium", "Body2": "sans-serif-medium", "Button": "sans-serif-medium",
        "Widget.ActionBar.Title": "sans-serif-medium", "Widget.Toolbar.Title": "sans-serif-medium", "Widget.Button": "sans-serif-medium",
    ]
    static let mdcFamilies: [String: String] = [
        "Headline1": "sans-serif-light", "Headline2": "sans-serif-light", "Headline6": "sans-serif-medium",
        "Subtitle2": "sans-serif-medium", "Button": "sans-serif-medium",
    ]
    static let m3Families: [String: String] = [
        "TitleMedium": "sans-serif-medium", "TitleSmall": "sans-serif-medium", "LabelLarge": "sans-serif-medium",
        "LabelMedium": "sans-serif-medium", "LabelSmall": "sans-serif-medium",
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
        let families: [(prefix: String, sizes: [String: Double], fonts: [String: String], source: String)] = [
            ("TextAppearance.AppCompat.", appcompatSizes, appcompatFamilies, appcompatText),
            ("TextAppearance.Material.", appcompatSizes, appcompatFamilies, frameworkText),
            ("TextAppearance.Holo.", appcompatSizes, [:], "AOSP core/res/res/values/styles.xml (TextAppearance.Holo.*)"),
            ("TextAppearance.DeviceDefault.", appcompatSizes, appcompatFamilies, "AOSP core/res/res/values/styles_device_defaults.xml"),
            ("TextAppearance.MaterialComponents.", mdcSizes, mdcFamilies, mdcText),
            ("TextAppearance.Material3.", m3Sizes, m3Families, m3Text),
            ("TextAppearance.", appcompatSizes, [:], "AOSP core/res/res/values/styles.xml (TextAppearance.Large/Medium/Small: 22/18/14sp)"),
        ]
        for f in families where name.hasPrefix(f.prefix) {
            let rest = String(name.dropFirst(f.prefix.count))
            // `Title.Inverse`, `Body1.Light`: variants keep the base size.
            var candidate = rest
            while true {
                if let size = f.sizes[candidate] {
                    var attributes = ["android:textSize": "\(size)sp"]
                    if let family = f.fonts[candidate] { attributes["android:fontFamily"] = family }
                    if rest.hasSuffix(".Emphasized") { attributes["android:fontFamily"] = "(Material3 \(rest): not in LabelFit's table)" }
                    return Entry(attributes: attributes, source: f.source)
                }
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
