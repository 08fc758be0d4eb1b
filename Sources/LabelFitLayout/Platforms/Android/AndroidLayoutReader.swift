import LabelFitCatalogs
import LabelFitCore

/// A view in a layout file that can show text, remembered so that code (`findViewById(R.id.x)`,
/// view binding `binding.x`) can be tied to it.
public struct AndroidTextView: Sendable {
    public var id: String
    public var className: String
    public var site: SourceLocation
    public var constraint: TextConstraint
    /// The layout's own text uses on this view (`android:text="@string/…"`), which code may replace.
    public var textSites: [SourceLocation] = []
    /// The ids of the views around it (an `<include>`'s id among them), by which view binding reaches
    /// it (`binding.episodesStarted.mainLabel`).
    public var ancestorIds: [String] = []
}

/// One layout file's text uses and text views, and the direction-sensitive attributes near
/// translated text (for `AndroidRTLRules`).
public struct AndroidLayoutReading: Sendable {
    public var uses: [TextUse] = []
    public var views: [AndroidTextView] = []
    public var physicalAttributes: [PhysicalAttribute] = []
    /// Drawables the layout names (`@drawable/ic_arrow_back`), with where.
    public var drawables: [(name: String, site: SourceLocation)] = []
    /// `app:menu="@menu/x"` on a BottomNavigationView or NavigationView: which component shows that menu.
    public var menuHosts: [(menu: String, component: AndroidComponent, items: Int?)] = []
}

/// A `gravity`/`padding`/`margin` written with left/right on a view that holds translated text or in a
/// row that does.
public struct PhysicalAttribute: Sendable, Hashable {
    public var attribute: String
    public var value: String
    public var site: SourceLocation
    /// The key of the translated text it touches.
    public var key: String
}

/// Reads `res/layout*/*.xml`: every `android:text`, `android:hint` and `title` that names a string
/// resource, with the constraint the view and its parents put on it.
struct AndroidLayoutReader {
    let values: AndroidValues

    /// Views whose text is what the user typed or picked: not a translation site. EditText's `text` is
    /// the editable content (TextView.setText on an EditText is its initial content); its hint is a
    /// label and is measured.
    static func isUserData(_ className: String, attribute: String) -> Bool {
        attribute == "android:text" && (className.hasSuffix("EditText") || className.hasSuffix("AutoCompleteTextView") || className == "Spinner")
    }

    static let textAttributes = ["android:text", "android:hint", "android:title", "app:title"]

    static func shortName(_ element: String) -> String { element.split(separator: ".").last.map(String.init) ?? element }

    static func isTextView(_ name: String) -> Bool {
        let known: Set<String> = ["TextView", "Button", "CheckBox", "RadioButton", "Switch", "ToggleButton", "CheckedTextView",
                                  "EditText", "AutoCompleteTextView", "MultiAutoCompleteTextView", "Chip", "SwitchCompat", "SwitchMaterial",
                                  "MaterialSwitch", "MaterialCheckBox", "MaterialRadioButton", "ExtendedFloatingActionButton"]
        return known.contains(name) || name.hasSuffix("TextView") || name.hasSuffix("Button") || name.hasSuffix("EditText")
    }

    func read(_ root: XMLElementNode, file: String, text: String, origins: [ObjectIdentifier: LayoutOrigin] = [:]) -> AndroidLayoutReading {
        var out = AndroidLayoutReading()
        let lines = SourceLines(text)
        let constraints = AndroidViewConstraints(values: values, file: file, lines: lines, origins: origins)
        let widths = AndroidWidths(values: values, constraints: constraints)
        // Depth-first with the ancestor chain; iterative, so deep layouts cannot exhaust the stack.
        var pending: [(XMLElementNode, [XMLElementNode])] = [(root, [])]
        while let (node, ancestors) = pending.popLast() {
            for child in node.elements.reversed() { pending.append((child, ancestors + [node])) }
            collectDrawables(node, constraints: constraints, into: &out)
            let name = Self.shortName(node.name)
            if (name == "BottomNavigationView" || name == "NavigationView"), let menu = node.attributes["app:menu"], menu.hasPrefix("@menu/") {
                out.menuHosts.append((String(menu.dropFirst(6)), name == "NavigationView" ? .navigationDrawerItem : .bottomNavigationLabel, nil))
            }
            let isToolbar = name == "Toolbar" || name == "MaterialToolbar"
            let isTab = name == "TabItem"
            var textSites: [SourceLocation] = []
            for attr in Self.textAttributes {
                guard let raw = node.attributes[attr], raw.hasPrefix("@string/") else { continue }
                if (attr == "android:title" || attr == "app:title") && !isToolbar { continue }
                let key = String(raw.dropFirst("@string/".count))
                let site = constraints.location(attr, node)
                var use = TextUse(key: key, platform: .androidViews, site: site)
                use.shownBy = "\(name) \(attr)"
                if isToolbar {
                    use.constraint = AndroidComponent.toolbarTitle.constraint()
                } else if isTab {
                    var c = AndroidComponent.tab.constraint()
                    if let parent = ancestors.last, Self.shortName(parent.name) == "TabLayout", parent.attributes["app:tabMode"] != "scrollable" {
                        let count = parent.elements.filter { Self.shortName($0.name) == "TabItem" }.count
                        let parentWidth = widths.width(of: parent, ancestors: Array(ancestors.dropLast()))
                        if case .profileMinus(let inset) = parentWidth.value, count > 0 {
                            // Fixed tabs share the TabLayout's width; tabPaddingStart/End 12dp each.
                            c.width = Resolved(.capped(divisor: Double(count), screenInset: inset, capDp: 100_000, inset: 24),
                                               parentWidth.chain + [Provenance(.component, "fixed TabLayout: width ÷ \(count) tabs − tabPadding 12dp × 2", at: SourceLocation(file: "material-components lib/java/com/google/android/material/tabs/res/values/styles.xml (tabPaddingStart/End 12dp)"))])
                        }
                    }
                    use.constraint = c
                } else if Self.isTextView(name) {
                    if Self.isUserData(name, attribute: attr) { continue }
                    use.constraint = constraints.constraint(for: node, className: name)
                    (use.constraint.width, use.constraint.widthRange) = widths.textWidthRange(of: node, ancestors: ancestors, className: name)
                    if name == "TextInputLayout" || attr == "android:hint" && node.attributes["android:inputType"] == nil && name.hasSuffix("EditText") {
                        // The field's start and end icons and prefix take their own widths.
                        use.constraint.widthMayLose("the field's icons and prefix", atMostDp: nil, source: Provenance(.source, name, at: site))
                    }
                    if widths.isUpperBound(node, ancestors: ancestors, file: file) { use.constraint.widthMayLose(widths.dialogInsetsUnknown(at: site)) }
                } else if name == "TextInputLayout", attr == "android:hint" {
                    // The floating label is drawn on one line by CollapsingTextHelper (ellipsized).
                    var c = TextConstraint()
                    let p = Provenance(.component, "TextInputLayout hint (one line, ellipsized)", at: SourceLocation(file: "material-components lib/java/com/google/android/material/internal/CollapsingTextHelper.java (TextUtils.ellipsize, maxLines 1)"))
                    c.maxLines = Resolved(1, [p])
                    c.overflow = Resolved(.ellipsisEnd, [p])
                    c.textSizeSp = Resolved(16, [p])
                    c.width = widths.textWidth(of: node, ancestors: ancestors, className: name)
                    c.widthMayLose("the field's icons and prefix", atMostDp: nil, source: p)
                    use.constraint = c
                } else {
                    var c = TextConstraint()
                    c.width = Resolved(.unknown("\(node.name) is not a view LabelFit models"), [Provenance(.source, node.name, at: site)])
                    use.constraint = c
                }
                if attr == "android:text" { textSites.append(site) }
                out.uses.append(use)
                collectPhysical(node, ancestors: ancestors, key: key, constraints: constraints, into: &out)
            }
            if let id = node.attributes["android:id"], id.hasPrefix("@+id/") || id.hasPrefix("@id/"), Self.isTextView(name) || isToolbar {
                var c = isToolbar ? AndroidComponent.toolbarTitle.constraint() : constraints.constraint(for: node, className: name)
                if !isToolbar {
                    (c.width, c.widthRange) = widths.textWidthRange(of: node, ancestors: ancestors, className: name)
                    if widths.isUpperBound(node, ancestors: ancestors, file: file) { c.widthMayLose(widths.dialogInsetsUnknown(at: constraints.location("android:id", node))) }
                }
                out.views.append(AndroidTextView(id: String(id.split(separator: "/").last ?? ""), className: name,
                                                 site: constraints.location("android:id", node), constraint: c, textSites: textSites,
                                                 ancestorIds: ancestors.compactMap { $0.attributes["android:id"].map { String($0.split(separator: "/").last ?? "") } }))
            }
        }
        return out
    }

    func collectDrawables(_ node: XMLElementNode, constraints: AndroidViewConstraints, into out: inout AndroidLayoutReading) {
        for (attr, value) in node.attributes where value.hasPrefix("@drawable/") {
            out.drawables.append((String(value.dropFirst("@drawable/".count)), constraints.location(attr, node)))
        }
    }

    /// Left/right gravity, padding and margins on the view holding the text and on its row (the parent,
    /// when it lays children out side by side). A pair with equal left and right values is symmetric and
    /// never reported; nor is one whose Start/End twin is also given (the RTL-aware value wins from API 17).
    func collectPhysical(_ node: XMLElementNode, ancestors: [XMLElementNode], key: String, constraints: AndroidViewConstraints, into out: inout AndroidLayoutReading) {
        var holders = [node]
        if let parent = ancestors.last, AndroidWidths.isRow(parent) { holders.append(parent) }
        for holder in holders {
            for attr in ["android:gravity", "android:layout_gravity"] {
                if let v = holder.attributes[attr] {
                    let parts = v.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                    // `right|end` is END (Gravity.END includes RIGHT's bits with RELATIVE_LAYOUT_DIRECTION): logical.
                    if (parts.contains("left") || parts.contains("right")) && !parts.contains("start") && !parts.contains("end") {
                        out.physicalAttributes.append(PhysicalAttribute(attribute: attr, value: v, site: constraints.location(attr, holder), key: key))
                    }
                }
            }
            for (left, right, start, end) in [("android:paddingLeft", "android:paddingRight", "android:paddingStart", "android:paddingEnd"),
                                              ("android:layout_marginLeft", "android:layout_marginRight", "android:layout_marginStart", "android:layout_marginEnd")] {
                let l = holder.attributes[left], r = holder.attributes[right]
                if l == nil && r == nil { continue }
                // Equal sides are symmetric whatever they are spelled (`@dimen/a` and `@dimen/b` both 16dp).
                let ld = l.flatMap { values.dimension($0, at: constraints.location(left, holder))?.value }
                let rd = r.flatMap { values.dimension($0, at: constraints.location(right, holder))?.value }
                if l == r || ld != nil && ld == rd { continue }
                for (attr, value, twin) in [(left, l, start), (right, r, end)] {
                    guard let v = value, holder.attributes[twin] == nil else { continue }
                    if let d = values.dimension(v, at: constraints.location(attr, holder)), d.value == 0 { continue }
                    out.physicalAttributes.append(PhysicalAttribute(attribute: attr, value: v, site: constraints.location(attr, holder), key: key))
                }
            }
        }
    }
}
