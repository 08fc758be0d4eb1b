import LabelFitCore

/// Library components that show an app's string under a geometry of their own, as versioned data: each
/// entry cites the upstream file (androidx, Material Components, AOSP) its numbers were read from.
/// Widths are "the profile's width minus" the insets the component's own layout puts around the text;
/// where the component's real width also depends on runtime state (a toolbar's action items, a
/// dialog's content), the width is the most it can be (`upperBound`), so a cut is certain and a fit is
/// reported `unknown`.
public struct AndroidComponent: Sendable {
    public var name: String
    public var maxLines: Int?
    public var overflow: TextOverflowMode?
    public var textSizeSp: Double
    /// Insets subtracted from the profile width, or nil when the width is not modelled.
    public var insetDp: Double?
    /// The width is capped at this many dp (a popup's maximum), before the insets.
    public var maxWidthDp: Double?
    /// Part of the screen the component cannot use before its cap (a drawer leaves 56dp).
    public var screenInsetDp: Double = 0
    /// The width is the most the text can get, not what it gets.
    public var upperBound: Bool
    public var shrink: (maxLines: Int, textSizeSp: Double)?
    /// What may take the rest, as the report names it (`WidthRange.Unknown`), when `upperBound`.
    public var mayTakeMore: String = "runtime state"
    public var source: String
    /// The component's own `lineHeight` in sp, handed to the line model.
    public var lineHeightSp: Double? = nil
    /// The weight the component's text appearance gives its text, and the upstream files that say so;
    /// nil is the regular 400.
    public var weight: (value: Int, source: String)? = nil

    /// The constraint this component puts on a text; `items` divides the width (bottom navigation).
    public func constraint(items: Int = 1) -> TextConstraint {
        var c = TextConstraint()
        let p = Provenance(.component, name, at: SourceLocation(file: source))
        if let n = maxLines { c.maxLines = Resolved(n, [p]) }
        if let o = overflow { c.overflow = Resolved(o, [p]) }
        c.textSizeSp = Resolved(textSizeSp, [p])
        if let lh = lineHeightSp { c.lineHeightSp = Resolved(lh, [p]) }
        if let w = weight { c.fontWeight = Resolved(TextWeight(w.value), [p, Provenance(.component, "weight \(w.value)", at: SourceLocation(file: w.source))]) }
        if let inset = insetDp, let cap = maxWidthDp {
            c.width = Resolved(.capped(divisor: Double(max(items, 1)), screenInset: screenInsetDp, capDp: cap, inset: inset), [p])
        } else if let inset = insetDp {
            c.width = Resolved(.profileMinus(inset), [p])
        } else {
            c.width = Resolved(.unknown("\(name): its width depends on runtime state"), [p])
        }
        // What may take more is not documented with a most it takes: the range starts at 0.
        if upperBound { c.widthMayLose(mayTakeMore, atMostDp: nil, source: p) }
        if let s = shrink { c.shrink = ShrinkStep(maxLines: s.maxLines, textSizeSp: s.textSizeSp, source: p) }
        return c
    }

    /// The table's entries.
    public static let toolbarTitle = AndroidComponent(
        name: "Toolbar title (single line, ellipsized end; 20sp)", maxLines: 1, overflow: .ellipsisEnd, textSizeSp: 20,
        // contentInsetStartWithNavigation (72dp) when an Up button is shown, plus the end inset (16dp);
        // action items only take more, hence an upper bound.
        insetDp: 72 + 16, maxWidthDp: nil, upperBound: true, shrink: nil,
        mayTakeMore: "the toolbar's action items",
        source: "androidx appcompat/src/main/java/androidx/appcompat/widget/Toolbar.java (setTitle: mTitleTextView.setSingleLine(); setEllipsize(END)); res/values/dimens_material.xml (abc_action_bar_content_inset_with_nav 72dp, abc_text_size_title_material_toolbar 20dp)",
        // titleTextAppearance TextAppearance.Widget.AppCompat.Toolbar.Title → TextAppearance.AppCompat.Title,
        // which from API 21 is the framework's TextAppearance.Material.Title (fontFamily
        // font_family_title_material = sans-serif-medium); MaterialComponents' toolbars take Headline6,
        // also sans-serif-medium from API 21.
        weight: (500, "androidx appcompat/res/values/styles.xml (TextAppearance.Widget.AppCompat.Toolbar.Title), res/values-v21/styles_base_text.xml (Base.TextAppearance.AppCompat.Title → android:TextAppearance.Material.Title); AOSP core/res/res/values/donottranslate_material.xml (font_family_title_material sans-serif-medium); material-components typography/res/values-v21/styles.xml (Headline6 sans-serif-medium, textStyle normal)"))

    public static let dialogTitle = AndroidComponent(
        name: "AppCompat DialogTitle (1 line at 20sp, then 2 lines at textAppearanceMedium 18sp)", maxLines: 1, overflow: .ellipsisEnd, textSizeSp: 20,
        // dialogPreferredPadding (24dp) each side inside the window's background inset (16dp each side).
        insetDp: 2 * 24 + 2 * 16, maxWidthDp: nil, upperBound: true, shrink: (2, 18),
        mayTakeMore: "the dialog window's insets, which its theme decides",
        source: "androidx appcompat/src/main/java/androidx/appcompat/widget/DialogTitle.java (onMeasure: ellipsized → setSingleLine(false), setMaxLines(2), textAppearanceMedium); res/layout/abc_alert_dialog_title_material.xml",
        // The title's windowTitleStyle (Base.DialogWindowTitle.AppCompat) takes TextAppearance.AppCompat.Title,
        // sans-serif-medium from API 21; the shrink sets only the size (DialogTitle.onMeasure: setTextSize).
        weight: (500, "androidx appcompat/res/values/styles_base.xml (Base.DialogWindowTitle.AppCompat: textAppearance TextAppearance.AppCompat.Title), res/values-v21/styles_base_text.xml; AOSP core/res/res/values/donottranslate_material.xml (font_family_title_material sans-serif-medium)"))

    public static let textToast = AndroidComponent(
        name: "text toast (2 lines, ellipsized end; 14sp, line height 20sp)", maxLines: 2, overflow: .ellipsisEnd, textSizeSp: 14,
        // SystemUI text_toast.xml (opened): the LinearLayout has layout_marginStart/End 16dp and
        // paddingStart/End 16dp; the TextView maxLines 2, ellipsize end, lineHeight 20sp. The app icon
        // beside it (24dp + marginEnd 10dp, when shown) and the layout's maxWidth (toast_width) only take
        // more: an upper bound.
        insetDp: 2 * 16 + 2 * 16, maxWidthDp: nil, upperBound: true, shrink: nil,
        mayTakeMore: "the app icon and the toast's maximum width (toast_width)",
        source: "AOSP frameworks/base packages/SystemUI/res/layout/text_toast.xml (marginStart/End 16dp, paddingStart/End 16dp; text maxLines=\"2\", ellipsize end, lineHeight 20sp, TextAppearance.Toast)",
        lineHeightSp: 20)

    public static let snackbar = AndroidComponent(
        name: "Snackbar text (2 lines, ellipsized end; 14sp)", maxLines: 2, overflow: .ellipsisEnd, textSizeSp: 14,
        // design_layout_snackbar_include.xml (opened): the message has paddingLeft/Right
        // design_snackbar_padding_horizontal (12dp) and maxLines design_snackbar_text_max_lines (2);
        // Widget.Design.Snackbar pads the bar by the same 12dp each side: 4 × 12 = 48. MaterialComponents
        // and Material3 themes take more (bar padding 8dp, margins 8dp, message margins 8dp each side),
        // and an action button more again: an upper bound.
        insetDp: 4 * 12, maxWidthDp: nil, upperBound: true, shrink: nil,
        mayTakeMore: "the theme's margins and the action button",
        source: "material-components lib/java/com/google/android/material/snackbar/res/layout/design_layout_snackbar_include.xml (paddingLeft/Right @dimen/design_snackbar_padding_horizontal, maxLines @integer/design_snackbar_text_max_lines), res/values/dimens.xml (design_snackbar_padding_horizontal 12dp, design_snackbar_text_size 14sp), res/values/styles.xml (Widget.Design.Snackbar paddingLeft/Right 12dp)")

    public static let tab = AndroidComponent(
        name: "TabLayout tab (1 line at 14sp, then 2 lines at 12sp; ellipsized end)", maxLines: 1, overflow: .ellipsisEnd, textSizeSp: 14,
        // design_layout_tab_text.xml (opened): maxLines 2, ellipsize end. TabView.onMeasure lays a label
        // that takes more than one line at tabTextSize out again at tabTextMultiLineSize
        // (design_tab_text_size 14sp → design_tab_text_size_2line 12sp): the DialogTitle kind of shrink.
        insetDp: nil, maxWidthDp: nil, upperBound: true, shrink: (2, 12),
        mayTakeMore: "the tab's share",
        source: "material-components lib/java/com/google/android/material/tabs/res/layout/design_layout_tab_text.xml (maxLines=\"2\", ellipsize end); tabs/res/values/dimens.xml (design_tab_text_size 14sp, design_tab_text_size_2line 12sp); TabLayout.java TabView.onMeasure (tabTextMultiLineSize when getLineCount() > 1)",
        // tabTextAppearance: TextAppearance.Design.Tab (parent TextAppearance.AppCompat.Button), MaterialComponents'
        // TextAppearance.MaterialComponents.Button, Material3's textAppearanceTitleSmall: sans-serif-medium each.
        weight: (500, "material-components tabs/res/values/styles.xml (TextAppearance.Design.Tab parent TextAppearance.AppCompat.Button; Widget.MaterialComponents.TabLayout tabTextAppearance ?attr/textAppearanceButton); AOSP donottranslate_material.xml (font_family_button_material sans-serif-medium); material-components typography/res/values-v21/styles.xml (Button, TitleSmall)"))

    public static let preferenceTitle = AndroidComponent(
        name: "Preference title (single line, singleLineTitle default true; textAppearanceListItem 16sp)", maxLines: 1, overflow: .ellipsisEnd, textSizeSp: 16,
        // listPreferredItemPaddingStart/End 16dp; the icon frame (56dp) and a widget only take more.
        insetDp: 16 + 16, maxWidthDp: nil, upperBound: true, shrink: nil,
        mayTakeMore: "the icon frame and the widget",
        source: "androidx preference/preference/res/layout/preference_material.xml (title: android:singleLine=\"true\", ellipsize marquee) and Preference.java (mSingleLineTitle = true)")

    public static let preferenceCategoryTitle = AndroidComponent(
        name: "PreferenceCategory title (wraps; textAppearance Body2 14sp)", maxLines: nil, overflow: nil, textSizeSp: 14,
        // The row pads listPreferredItemPaddingStart/End (16dp) each side; the title is match_parent in
        // a weight-1 RelativeLayout beside the icon frame, with no line limit: the row grows. The icon
        // frame is added by the reader (shown or not, as for a preference).
        insetDp: 16 + 16, maxWidthDp: nil, upperBound: false, shrink: nil,
        source: "androidx preference/preference/res/layout/preference_category_material.xml (row paddingStart/End ?android:attr/listPreferredItemPaddingStart/End; image_frame; title match_parent, style PreferenceCategoryTitleTextStyle, no maxLines); res/values/styles.xml (PreferenceCategoryTitleTextStyle: textAppearance ?attr/preferenceCategoryTitleTextAppearance); res/values/themes.xml (BasePreferenceThemeOverlay: preferenceCategoryTitleTextAppearance @style/TextAppearance.AppCompat.Body2)",
        // TextAppearance.AppCompat.Body2 is the framework's TextAppearance.Material.Body2 from API 21:
        // 14sp, font_family_body_2_material sans-serif-medium.
        weight: (500, "androidx appcompat res/values-v21/styles_base_text.xml (Base.TextAppearance.AppCompat.Body2 → android:TextAppearance.Material.Body2); AOSP core/res/res/values/styles_material.xml (TextAppearance.Material.Body2 14sp, @string/font_family_body_2_material), donottranslate_material.xml (font_family_body_2_material sans-serif-medium)"))

    public static let overflowMenuItem = AndroidComponent(
        name: "overflow menu item (single line; textAppearanceLargePopupMenu 16sp)", maxLines: 1, overflow: .marquee, textSizeSp: 16,
        // the title's 16dip margins each side; the popup is at most max(screen/2, abc_config_prefDialogWidth 320dp).
        // The popup takes its widest item's width up to that cap (MenuPopup.measureIndividualMenuWidth),
        // so a title fits exactly when it fits the cap: not an upper bound.
        insetDp: 2 * 16, maxWidthDp: 320, upperBound: false, shrink: nil,
        source: "androidx appcompat/res/layout/abc_popup_menu_item_layout.xml (title: android:singleLine=\"true\", layout_marginStart/End 16dip) and StandardMenuPopup.java (mPopupMaxWidth)")

    public static let bottomNavigationLabel = AndroidComponent(
        name: "BottomNavigationView label (single line, ellipsized end; 12sp active 14sp)", maxLines: 1, overflow: .ellipsisEnd, textSizeSp: 14,
        insetDp: 0, maxWidthDp: 168, upperBound: true, shrink: nil,
        mayTakeMore: "the item's icon and padding",
        source: "material-components lib/java/com/google/android/material/bottomnavigation/res/layout/design_bottom_navigation_item.xml (labels maxLines 1, ellipsize end); res/values/dimens.xml (design_bottom_navigation_item_max_width 168dp, active text 14sp)")

    public static let navigationDrawerItem = AndroidComponent(
        name: "NavigationView item (single line, ellipsized end; 14sp)", maxLines: 1, overflow: .ellipsisEnd, textSizeSp: 14,
        // the drawer is at most 280dp (design_navigation_max_width) and screen − 56dp; item padding 16dp
        // + icon 24dp + icon padding 32dp at the start and 16dp at the end.
        insetDp: 16 + 24 + 32 + 16, maxWidthDp: 280, screenInsetDp: 56, upperBound: true, shrink: nil,
        mayTakeMore: "the item's action view",
        source: "material-components lib/java/com/google/android/material/navigation/res/layout/design_navigation_item.xml (CheckedTextView maxLines 1, ellipsize end); res/values/dimens.xml (design_navigation_max_width 280dp, design_navigation_icon_padding 32dp)")

    public static let all: [AndroidComponent] = [toolbarTitle, dialogTitle, textToast, snackbar, tab, preferenceTitle, preferenceCategoryTitle, overflowMenuItem, bottomNavigationLabel, navigationDrawerItem]
}
