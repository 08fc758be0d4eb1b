import LabelFitCatalogs
import LabelFitCore

/// `res/menu/*.xml` items and `res/xml/*.xml` preference screens: the titles library components show.
struct AndroidMenuAndPreferenceReader {
    /// Where the app's themes turn one-line preference titles off: `singleLineTitle` false in the
    /// style a theme names as `preferenceTheme` (PreferenceFragmentCompat applies it to its context)
    /// or in the app theme. Preference.java reads `singleLineTitle` with obtainStyledAttributes, whose
    /// fourth input is "the attribute values contained in this theme" (Resources.Theme
    /// .obtainStyledAttributes docs), and then calls `titleView.setSingleLine(false)` in
    /// onBindViewHolder, so every title wraps.
    let themeTitleWraps: SourceLocation?
    /// Where the app's themes restyle category titles (`preferenceCategoryTitleTextAppearance`, or a
    /// `preferenceCategoryStyle` of their own): their look is then the app's, not androidx's.
    let themeCategoryStyle: (attr: String, at: SourceLocation)?

    init(values: AndroidValues = AndroidValues()) {
        var themes = values.styles.values.compactMap { $0.items["preferenceTheme"].flatMap { AndroidValues.styleName($0.value) } }
        if let app = values.appTheme, let name = AndroidValues.styleName(app.value) { themes.append(name) }
        var found: SourceLocation?
        var category: (attr: String, at: SourceLocation)?
        for theme in themes.sorted() {
            for attr in ["singleLineTitle", "android:singleLineTitle"] where found == nil {
                if case .found(let item, _) = values.lookup(attr, inStyle: theme), item.value.trimmingCharacters(in: .whitespaces) == "false" { found = item.location }
            }
            for attr in ["preferenceCategoryTitleTextAppearance", "preferenceCategoryStyle"] where category == nil {
                if case .found(let item, _) = values.lookup(attr, inStyle: theme) { category = (attr, item.location) }
            }
        }
        themeTitleWraps = found
        themeCategoryStyle = category
    }

    /// Menu items: an item that may go to the overflow (`showAsAction` never, unset, or ifRoom) is
    /// measured as an overflow popup row; an action shown as an icon shows its title only as a tooltip
    /// (not a site); `withText` actions are not modelled (unknown). A menu hosted by a
    /// BottomNavigationView or NavigationView takes that component.
    func menuUses(_ root: XMLElementNode, file: String, text: String, host: (component: AndroidComponent, items: Int)?) -> [TextUse] {
        let lines = SourceLines(text)
        var out: [TextUse] = []
        var pending = [root]
        while let node = pending.popLast() {
            pending.append(contentsOf: node.elements.reversed())
            guard node.localName == "item", let raw = node.attributes["android:title"], raw.hasPrefix("@string/") else { continue }
            let site = SourceLocation(file: file, line: lines.attributeLine("android:title", endingAt: node.line))
            var use = TextUse(key: String(raw.dropFirst(8)), platform: .androidViews, site: site)
            if let host {
                use.shownBy = host.component.name
                use.constraint = host.component.constraint(items: host.items)
            } else {
                let show = (node.attributes["app:showAsAction"] ?? node.attributes["android:showAsAction"] ?? "never").split(separator: "|").map(String.init)
                if show.contains("always") || show.contains("ifRoom") && node.attributes["android:icon"] != nil && !show.contains("withText") {
                    if node.attributes["android:icon"] != nil && !show.contains("withText") {
                        // An icon action: the title is its tooltip and content description.
                        use.constraint.notASite = "an action shown as an icon: the title is its tooltip"
                    } else {
                        use.constraint.width = Resolved(.unknown("an action bar text button: its width depends on the other actions"), [Provenance(.source, "showAsAction", at: site)])
                    }
                } else if show.contains("withText") {
                    use.constraint.width = Resolved(.unknown("an action bar text button: its width depends on the other actions"), [Provenance(.source, "showAsAction", at: site)])
                } else {
                    use.shownBy = "overflow menu item"
                    use.constraint = AndroidComponent.overflowMenuItem.constraint()
                }
            }
            out.append(use)
        }
        return out
    }

    /// The preferences whose style in androidx's default preference theme sets `singleLineTitle` false,
    /// so their titles wrap: `PreferenceThemeOverlay` (preference/res/values/themes.xml) gives
    /// `preferenceStyle` Preference.Material, `switchPreferenceStyle` SwitchPreference.Material and
    /// `editTextPreferenceStyle` DialogPreference.EditTextPreference.Material, each with
    /// `<item name="singleLineTitle">false</item>` (preference/res/values/styles.xml). CheckBox,
    /// SwitchCompat, List, MultiSelectList, DropDown, SeekBar and nested screen styles do not set it,
    /// so `Preference.java`'s default (true) holds for them.
    static let wrappingTitleByDefault: Set<String> = ["Preference", "SwitchPreference", "EditTextPreference"]
    /// The preferences androidx ships whose title is one line under its default theme.
    static let singleLineTitleByDefault: Set<String> = ["CheckBoxPreference", "SwitchPreferenceCompat", "ListPreference",
                                                        "MultiSelectListPreference", "DropDownPreference", "SeekBarPreference",
                                                        "PreferenceScreen", "TwoStatePreference"]

    /// Preference titles: one line (androidx.preference `preference_material.xml`, `singleLineTitle`
    /// default true) for the preferences whose default style keeps it (`singleLineTitleByDefault`),
    /// unless `app:singleLineTitle="false"` on the preference or in the app's preference theme
    /// (`themeTitleWraps`); a plain `Preference`, `SwitchPreference` and `EditTextPreference` wrap
    /// unless the preference says `singleLineTitle="true"`; an app's own preference class takes the
    /// style its constructor names, which is not read (unknown). A `PreferenceCategory` title wraps
    /// (`preferenceCategoryTitle`) unless the app's theme restyles it. Summaries are not modelled.
    func preferenceUses(_ root: XMLElementNode, file: String, text: String, appClasses: AndroidAppClasses = AndroidAppClasses()) -> [TextUse] {
        guard AndroidLayoutReader.shortName(root.name).hasSuffix("PreferenceScreen") else { return [] }
        let lines = SourceLines(text)
        var out: [TextUse] = []
        var pending = [root]
        while let node = pending.popLast() {
            pending.append(contentsOf: node.elements.reversed())
            var name = AndroidLayoutReader.shortName(node.name)
            // The app's own subclass of an androidx preference looks like its parent when it keeps the
            // parent's style and layout (AndroidAppClasses).
            var subclass: (chain: [String], why: String?)?
            if !Self.singleLineTitleByDefault.contains(name) && !Self.wrappingTitleByDefault.contains(name) {
                let r = appClasses.library(for: name) { Self.singleLineTitleByDefault.contains($0) || Self.wrappingTitleByDefault.contains($0) }
                if let base = r.base { name = base; subclass = (r.chain, nil) } else if let why = r.why { subclass = (r.chain, why) }
            }
            guard let attr = ["app:title", "android:title"].first(where: { node.attributes[$0]?.hasPrefix("@string/") == true }),
                  let raw = node.attributes[attr] else { continue }
            let site = SourceLocation(file: file, line: lines.attributeLine(attr, endingAt: node.line))
            var use = TextUse(key: String(raw.dropFirst(8)), platform: .androidViews, site: site)
            use.shownBy = "\(name) title"
            if let subclass, subclass.why == nil { use.shownBy = "\(name) title (\(subclass.chain.joined(separator: ", ")))" }
            if let why = subclass?.why {
                use.constraint.width = Resolved(.unknown("\(why): its title's look is not modelled"), [Provenance(.source, AndroidLayoutReader.shortName(node.name), at: site)])
            } else if node === root {
                use.constraint.width = Resolved(.unknown("the screen's own title is shown where the host puts it"), [Provenance(.source, name, at: site)])
            } else if name == "PreferenceCategory" {
                if let styled = themeCategoryStyle {
                    use.constraint.width = Resolved(.unknown("the app's preference theme sets \(styled.attr): its category titles' look is not modelled"), [Provenance(.source, styled.attr, at: styled.at)])
                } else {
                    // The title wraps and the row grows: only a wrap, never a cut, can be found.
                    use.constraint = AndroidComponent.preferenceCategoryTitle.constraint()
                    Self.iconFrame(node, site: site, into: &use.constraint)
                    use.shownBy = AndroidComponent.preferenceCategoryTitle.name
                }
            } else if node.attributes["app:singleLineTitle"] == "false" || node.attributes["android:singleLineTitle"] == "false" {
                use.constraint.width = Resolved(.unknown("singleLineTitle=\"false\": the title wraps"), [Provenance(.source, "singleLineTitle=\"false\"", at: site)])
            } else if let at = themeTitleWraps, node.attributes["app:singleLineTitle"] != "true", node.attributes["android:singleLineTitle"] != "true" {
                use.constraint.width = Resolved(.unknown("the app's preference theme sets singleLineTitle=\"false\": the title wraps"), [Provenance(.source, "singleLineTitle=\"false\" (theme)", at: at)])
            } else if Self.wrappingTitleByDefault.contains(name), node.attributes["app:singleLineTitle"] != "true", node.attributes["android:singleLineTitle"] != "true" {
                // The title wraps and the row grows: measured without a line limit, so only a wrap, never
                // a cut, can be found.
                use.constraint = Self.preferenceTitle(node, name: name, site: site)
                use.constraint.maxLines = nil
                use.constraint.overflow = nil
                use.shownBy = "\(name) title (wraps: androidx's default preference theme sets singleLineTitle=\"false\")"
                if let subclass { use.shownBy = "\(AndroidLayoutReader.shortName(node.name)) title (\(subclass.chain.joined(separator: ", ")); wraps: androidx's default preference theme sets singleLineTitle=\"false\")" }
            } else if !Self.singleLineTitleByDefault.contains(name) && !Self.wrappingTitleByDefault.contains(name) {
                use.constraint.width = Resolved(.unknown("\(node.name) is not a preference LabelFit models: its title's style is its constructor's"), [Provenance(.source, name, at: site)])
            } else {
                use.constraint = Self.preferenceTitle(node, name: name, site: site)
            }
            out.append(use)
        }
        return out
    }

    /// The androidx preferences that show no widget beside the title: `PreferenceGroupAdapter`
    /// (onCreateViewHolder) hides `widget_frame` when the preference has no widget layout, and these set
    /// none (Preference.java, ListPreference.java, EditTextPreference.java, MultiSelectListPreference.java).
    static let widgetless: Set<String> = ["Preference", "ListPreference", "EditTextPreference", "MultiSelectListPreference"]

    /// A preference title's width as a range. The row (`preference_material.xml`) pads 16dp on each
    /// side; the icon frame (`image_frame.xml`: `minWidth` 56dp, the icon at most 48dp plus its 8dp
    /// `paddingEnd`) is shown when the preference has an icon or reserves its space
    /// (`Preference.onBindViewHolder`: `mIconSpaceReserved`), and is a known 56dp when `icon` or
    /// `iconSpaceReserved` says so, else 0–56dp (the theme's `preferenceStyle` may reserve it); the
    /// widget frame holds a switch, a checkbox or an app's own widget, whose width is not read: 0 to the
    /// whole row, except for the androidx preferences that have none.
    static func preferenceTitle(_ node: XMLElementNode, name: String, site: SourceLocation) -> TextConstraint {
        var c = AndroidComponent.preferenceTitle.constraint()
        c.widthRange = nil
        iconFrame(node, site: site, into: &c)
        let qualified = node.name.contains(".") && !node.name.hasPrefix("androidx.preference.")
        if qualified || !widgetless.contains(name) {
            c.widthMayLose("the \(name)'s widget", atMostDp: nil, source: Provenance(.component, "widget_frame: the widget's own width", at: SourceLocation(file: "androidx preference/preference/res/layout/preference_material.xml (widget_frame)")))
        }
        return c
    }

    /// The icon frame beside a preference's (or a category's) title: 56dp when `icon` or
    /// `iconSpaceReserved="true"` says it is shown, none when `iconSpaceReserved="false"`, else 0–56dp.
    static func iconFrame(_ node: XMLElementNode, site: SourceLocation, into c: inout TextConstraint) {
        let frame = Provenance(.component, "icon frame: 56dp when shown", at: SourceLocation(file: "androidx preference/preference/res/layout/image_frame.xml (icon_frame minWidth 56dp, paddingEnd 8dp; PreferenceImageView maxWidth 48dp); Preference.java onBindViewHolder (the frame is shown when the icon is set or mIconSpaceReserved)"))
        let icon = node.attributes["app:icon"] ?? node.attributes["android:icon"]
        let reserved = node.attributes["app:iconSpaceReserved"] ?? node.attributes["android:iconSpaceReserved"]
        if icon != nil || reserved == "true" {
            let why = icon.map { "icon=\"\($0)\"" } ?? "iconSpaceReserved=\"true\""
            c.width = c.width.map { Resolved($0.value.minus(56), $0.chain + [Provenance(.source, why, at: site), frame]) }
        } else if reserved != "false" {
            c.widthMayLose("the icon frame, reserved or not by the theme", atMostDp: 56, source: frame)
        }
    }
}
