import Foundation
import LabelFitCatalogs
import LabelFitCore

/// The width a view's text gets, from `layout_width` up the parent chain (Android's measure pass,
/// `View.onMeasure` / `ViewGroup.getChildMeasureSpec`): a fixed dp width is exact; `match_parent`
/// (and `0dp` with constraints to the parent or a weight) is the parent's content width less the
/// view's margins; `wrap_content` is bounded by it (an upper bound). The root of a layout file is taken
/// as the window's width. Siblings in a horizontal LinearLayout take their fixed widths; any other
/// sibling width, a RelativeLayout or ConstraintLayout child anchored to a sibling, a
/// HorizontalScrollView or an unknown parent class makes the width unknown.
struct AndroidWidths {
    let values: AndroidValues
    let constraints: AndroidViewConstraints

    /// Parents whose children all get the parent's content width (less their margins).
    static let stackingParents: Set<String> = [
        "FrameLayout", "ScrollView", "NestedScrollView", "CardView", "MaterialCardView", "CoordinatorLayout", "AppBarLayout",
        "CollapsingToolbarLayout", "SwipeRefreshLayout", "TextInputLayout", "LinearLayoutCompat", "LinearLayout", "RelativeLayout",
        "ConstraintLayout", "TableLayout", "RadioGroup", "DrawerLayout", "MotionLayout", "FragmentContainerView", "ViewFlipper",
        "ViewAnimator", "ViewSwitcher", "Toolbar", "MaterialToolbar",
    ]

    static func isRow(_ node: XMLElementNode) -> Bool {
        let name = AndroidLayoutReader.shortName(node.name)
        if name == "LinearLayout" || name == "LinearLayoutCompat" || name == "RadioGroup" {
            return node.attributes["android:orientation"] != "vertical"
        }
        return name == "TableRow" || name == "ConstraintLayout" || name == "RelativeLayout" || name == "MotionLayout"
    }

    /// The text's width: the view's width less its own horizontal padding; where a row sibling's width
    /// is not read, the widest the text can get and the range (`WidthRange`) that sibling makes of it.
    func textWidthRange(of node: XMLElementNode, ancestors: [XMLElementNode], className: String) -> (Resolved<WidthModel>, WidthRange?) {
        var unknowns: [WidthRange.Unknown] = []
        let w = textWidth(of: node, ancestors: ancestors, className: className, unknowns: &unknowns)
        return (w, unknowns.isEmpty || w.value.unknownReason != nil ? nil : WidthRange(unknowns))
    }

    /// The text's width where a range cannot be carried: a sibling of unread width leaves it unknown.
    func textWidth(of node: XMLElementNode, ancestors: [XMLElementNode], className: String) -> Resolved<WidthModel> {
        var unknowns: [WidthRange.Unknown] = []
        let w = textWidth(of: node, ancestors: ancestors, className: className, unknowns: &unknowns)
        return unknowns.first.map { Resolved(.unknown("\($0.what) shares the row"), w.chain) } ?? w
    }

    func textWidth(of node: XMLElementNode, ancestors: [XMLElementNode], className: String, unknowns: inout [WidthRange.Unknown]) -> Resolved<WidthModel> {
        let w = width(of: node, ancestors: ancestors, unknowns: &unknowns)
        let (padding, chain) = horizontalInsets(node, padding: true)
        let total = padding
        let steps = chain
        // A compound button draws its button (about 32dp) before the text: not modelled exactly.
        if ["CheckBox", "RadioButton", "Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch", "MaterialCheckBox", "MaterialRadioButton"].contains(className) {
            return Resolved(.unknown("\(className) draws its button beside the text"), w.chain)
        }
        if let d = node.attributes["android:drawableStart"] ?? node.attributes["android:drawableLeft"] ?? node.attributes["android:drawableEnd"] ?? node.attributes["android:drawableRight"] ?? node.attributes["app:drawableStartCompat"] ?? node.attributes["app:drawableEndCompat"] {
            return Resolved(.unknown("a compound drawable (\(d)) takes part of the width"), w.chain)
        }
        return Resolved(w.value.minus(total), w.chain + steps)
    }

    /// Whether the width found is only the most the text can have. A `wrap_content` view is not: it
    /// grows with its text up to its parent's content width, which is the width its text is broken at
    /// (`ViewGroup.getChildMeasureSpec`: AT_MOST the parent's size). A layout whose name says it is a
    /// dialog's (`dialog_*`, `*_dialog*`) is: a dialog window is narrower than the screen by insets
    /// the theme decides, so a fit at the screen's width says nothing (a cut still holds).
    /// What makes a dialog layout's width a range: the window's insets, which the theme decides.
    static let dialogInsets = "the dialog window's insets, which its theme decides"
    /// The most those insets take. An alert dialog's window is WRAP_CONTENT but at least
    /// `windowMinWidthMinor` wide on a phone held upright (DecorView.onMeasure), 95 % of the screen in
    /// AppCompat's and Material Components' alert themes; inside it the window background is inset by
    /// 16 dp a side (AppCompat) or 24 dp (Material Components). So the content gets at least
    /// 95 % of the width less 2 × 24 dp. A window the app sizes itself in code is not read.
    static let dialogInsetsAtMostDp: Double = 2 * 24
    static let dialogInsetsShareOfWidth = 0.05
    static let dialogInsetsSource = "androidx appcompat res/values/themes_base.xml (Base.ThemeOverlay.AppCompat.Dialog.Alert: windowMinWidthMinor @dimen/abc_dialog_min_width_minor), res/values/dimens.xml (abc_dialog_min_width_minor 95%), res/drawable/abc_dialog_material_background.xml (inset 16dp); material-components dialog/res/values/dimens.xml (mtrl_alert_dialog_background_inset_start/end 24dp); AOSP com/android/internal/policy/DecorView.java (onMeasure: mMinWidthMinor when portrait)"

    /// The dialog window's insets as a part of the width that may take room. The layout is a dialog's
    /// by its file's name. Where the app's own styles set `windowMinWidthMinor` (its dialogs' least
    /// width is then the app's), or on a profile 600 dp wide or more (AppCompat's large-screen values
    /// differ), nothing bounds them: up to the whole width.
    func dialogInsetsUnknown(at site: SourceLocation) -> WidthRange.Unknown {
        if let own = values.styles.values.lazy.compactMap({ $0.items["android:windowMinWidthMinor"] ?? $0.items["windowMinWidthMinor"] }).first {
            return WidthRange.Unknown(Self.dialogInsets + " (the app's styles set windowMinWidthMinor)", atMostDp: nil,
                                      source: Provenance(.source, "windowMinWidthMinor=\"\(own.value)\"", at: own.location))
        }
        var u = WidthRange.Unknown(Self.dialogInsets, atMostDp: Self.dialogInsetsAtMostDp, shareOfWidth: Self.dialogInsetsShareOfWidth,
                                   source: Provenance(.component, "a dialog's layout (by its file's name): \(Self.dialogInsetsSource)", at: site))
        u.boundedBelowWidthDp = 600
        return u
    }

    func isUpperBound(_ node: XMLElementNode, ancestors: [XMLElementNode], file: String) -> Bool {
        let name = (file as NSString).lastPathComponent
        return name.hasPrefix("dialog_") || name.contains("_dialog") || name.hasPrefix("dialog")
    }

    /// Padding (or margins) left and right, preferring Start/End as Android does from API 17, with the
    /// steps they came from.
    func horizontalInsets(_ node: XMLElementNode, padding: Bool) -> (Double, [Provenance]) {
        let names = padding
            ? ("android:padding", "android:paddingHorizontal", "android:paddingStart", "android:paddingEnd", "android:paddingLeft", "android:paddingRight")
            : ("android:layout_margin", "android:layout_marginHorizontal", "android:layout_marginStart", "android:layout_marginEnd", "android:layout_marginLeft", "android:layout_marginRight")
        var chain: [Provenance] = []
        func dp(_ attr: String) -> Double? {
            guard let v = constraints.value(attr, of: node), let d = values.dimension(v.0.value, at: v.0.location) else { return nil }
            chain += v.1 + [Provenance(.source, "\(attr)=\"\(v.0.value)\"" + (d.chain.count > 1 ? " = \(ShortNumber.text(d.value))dp" : ""), at: v.0.location)]
            return d.value
        }
        if let all = dp(names.0) { return (2 * all, chain) }
        let horizontal = dp(names.1)
        let start = dp(names.2) ?? dp(names.4) ?? horizontal ?? 0
        let end = dp(names.3) ?? dp(names.5) ?? horizontal ?? 0
        return (start + end, chain)
    }

    /// The row's `android:weightSum` when it sets one above 0 (LinearLayout: the weights are shares of
    /// it instead of their own total).
    static func weightSum(_ parent: XMLElementNode) -> Double? {
        parent.attributes["android:weightSum"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
    }

    /// A weighted `match_parent` child of a horizontal LinearLayout. `LinearLayout.measureHorizontal`
    /// (AOSP `core/java/android/widget/LinearLayout.java`): with weights, every child is first measured
    /// at its own width — `match_parent` the parent's content width C less its margins, a fixed width
    /// itself, `0dp` nothing — then the row's excess `delta = C − Σ(measured + margins)` (negative when
    /// the match_parent children overflow) is shared by weight: `width = measured + delta × w / Σw`.
    /// Three weighted `match_parent` cards come to C/3 each. Any sibling of another width (wrap_content)
    /// leaves it unknown (nil).
    func weightedShare(_ node: XMLElementNode, weight: Double, parent: XMLElementNode, ancestors: [XMLElementNode], at: SourceLocation, unknowns: inout [WidthRange.Unknown]) -> Resolved<WidthModel>? {
        // A share is at most 1 × the content width (α ≤ 1 below), so what the row's content may lose
        // the share loses at most too: the parent's unknowns carry over as they are.
        let outer = width(of: parent, ancestors: Array(ancestors.dropLast()), unknowns: &unknowns)
        guard outer.value.unknownReason == nil else { return nil }
        let (parentPadding, paddingChain) = horizontalInsets(parent, padding: true)
        let content = outer.value.minus(parentPadding)
        // Each child's measured width as α·C + β, with its margins m and weight w.
        var sumAlpha = 0.0, sumBetaAndMargins = 0.0, sumWeight = 0.0, own: (alpha: Double, beta: Double)?
        var chain = outer.chain + paddingChain
        for child in parent.elements where child.attributes["android:visibility"] != "gone" {
            let w = child.attributes["android:layout_weight"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 0
            let lw = child.attributes["android:layout_width"] ?? constraints.value("android:layout_width", of: child)?.0.value ?? ""
            let (m, mc) = horizontalInsets(child, padding: false)
            var alpha = 0.0, beta = 0.0
            if lw == "match_parent" || lw == "fill_parent" { alpha = 1; beta = -m }
            else if lw == "0dp" || lw == "0dip" { guard w > 0 else { return nil } }
            else if let d = values.dimension(lw, at: constraints.location("android:layout_width", child)) { beta = d.value; chain += d.chain }
            else { return nil }
            sumAlpha += alpha
            sumBetaAndMargins += beta + m
            sumWeight += w
            if child === node { own = (alpha, beta); chain += mc }
        }
        guard let own, sumWeight > 0 else { return nil }
        if let declared = Self.weightSum(parent) { sumWeight = declared }
        let f = weight / sumWeight
        let a = own.alpha + (1 - sumAlpha) * f, b = own.beta - sumBetaAndMargins * f
        let step = Provenance(.source, "android:layout_weight=\"\(ShortNumber.text(weight))\" of \(ShortNumber.text(sumWeight)) on match_parent: measured + (row − Σ measured) × \(ShortNumber.text(weight))/\(ShortNumber.text(sumWeight))", at: at)
        switch content {
        case .fixed(let c): return a * c + b > 0 ? Resolved(.fixed(a * c + b), chain + [step]) : nil
        case .profileMinus(let i):
            guard a > 0 else { return nil }
            return Resolved(.capped(divisor: 1 / a, screenInset: 0, capDp: 100_000, inset: a * i - b), chain + [step])
        default: return nil
        }
    }

    /// The view's own width (its outer box less nothing), from its layout_width and its parents; a
    /// sibling of unread width leaves it unknown.
    func width(of node: XMLElementNode, ancestors: [XMLElementNode]) -> Resolved<WidthModel> {
        var unknowns: [WidthRange.Unknown] = []
        let w = width(of: node, ancestors: ancestors, unknowns: &unknowns)
        return unknowns.first.map { Resolved(.unknown("\($0.what) shares the row"), w.chain) } ?? w
    }

    /// The view's own width, the widest it can be where a row sibling's width is not read (that
    /// sibling added to `unknowns`).
    func width(of node: XMLElementNode, ancestors: [XMLElementNode], unknowns: inout [WidthRange.Unknown]) -> Resolved<WidthModel> {
        let at = constraints.location("android:layout_width", node)
        let raw = node.attributes["android:layout_width"] ?? constraints.value("android:layout_width", of: node)?.0.value
        guard let layoutWidth = raw else {
            return Resolved(.unknown("no layout_width"), [Provenance(.source, node.name, at: at)])
        }
        if let weight = node.attributes["android:layout_weight"].flatMap(Double.init), weight > 0, let parent = ancestors.last, Self.isRow(parent),
           AndroidLayoutReader.shortName(parent.name).hasPrefix("LinearLayout") || AndroidLayoutReader.shortName(parent.name) == "RadioGroup",
           layoutWidth != "0dp", layoutWidth != "0dip" {
            // A weight adds a share of the row's leftover space to the width given (LinearLayout.measureHorizontal).
            if layoutWidth == "match_parent" || layoutWidth == "fill_parent", let shared = weightedShare(node, weight: weight, parent: parent, ancestors: ancestors, at: at, unknowns: &unknowns) {
                return shared
            }
            // The only weighted child gets all the leftover: measured + (C − measured − others) = C −
            // others, whatever its own content — the same as a `0dp` child, read below.
            // With a `weightSum` above the weights, the child gets only its part of the leftover, which
            // then depends on its own content (unknown).
            let soleWeight = !parent.elements.contains { $0 !== node && $0.attributes["android:visibility"] != "gone"
                && ($0.attributes["android:layout_weight"].flatMap(Double.init) ?? 0) > 0 }
                && (Self.weightSum(parent).map { $0 <= weight } ?? true)
            if !(layoutWidth == "wrap_content" && soleWeight) {
                return Resolved(.unknown("layout_weight adds a share of the row to \(layoutWidth)"), [Provenance(.source, "android:layout_weight", at: at)])
            }
        }
        if layoutWidth != "0dp", layoutWidth != "0dip", let d = values.dimension(layoutWidth, at: at) {
            return Resolved(.fixed(d.value), d.chain.map { Provenance($0.kind, $0.note.hasPrefix("@") || $0.note.hasPrefix("?") ? $0.note : "android:layout_width=\"\($0.note)\"", at: $0.location) })
        }
        guard let parent = ancestors.last else {
            if AndroidLayoutReader.shortName(node.name) == "merge" {
                return Resolved(.unknown("<merge>: the including layout decides"), [Provenance(.source, "<merge>", at: at)])
            }
            return Resolved(.profileMinus(0), [Provenance(.profile, "layout root fills the window width (\(node.name))", at: at)])
        }
        let parentName = AndroidLayoutReader.shortName(parent.name)
        if parentName == "HorizontalScrollView" {
            return Resolved(.unknown("inside a HorizontalScrollView: no width limit"), [Provenance(.source, parent.name, at: SourceLocation(file: at.file, line: parent.line))])
        }
        guard Self.stackingParents.contains(parentName) || parentName == "merge" && ancestors.count == 1 else {
            return Resolved(.unknown("parent \(parent.name) is not a layout LabelFit models"), [Provenance(.source, parent.name, at: SourceLocation(file: at.file, line: parent.line))])
        }
        if parentName == "merge" {
            return Resolved(.unknown("<merge>: the including layout decides"), [Provenance(.source, "<merge>", at: at)])
        }
        // The parent's content box.
        let outer = width(of: parent, ancestors: Array(ancestors.dropLast()), unknowns: &unknowns)
        if outer.value.unknownReason != nil { return outer }
        let (parentPadding, paddingChain) = horizontalInsets(parent, padding: true)
        let (margins, marginChain) = horizontalInsets(node, padding: false)
        var model = outer.value.minus(parentPadding + margins)
        var chain = outer.chain + paddingChain + marginChain
        let step = Provenance(.source, "android:layout_width=\"\(layoutWidth)\" in \(parentName)", at: at)
        if parentName == "RelativeLayout" {
            for anchor in ["android:layout_toStartOf", "android:layout_toEndOf", "android:layout_toLeftOf", "android:layout_toRightOf"] where node.attributes[anchor] != nil {
                return Resolved(.unknown("RelativeLayout child placed beside a sibling (\(anchor))"), chain + [step])
            }
        }
        if parentName == "ConstraintLayout" || parentName == "MotionLayout" {
            let startToParent = ["app:layout_constraintStart_toStartOf", "app:layout_constraintLeft_toLeftOf"].contains { node.attributes[$0] == "parent" }
            let endToParent = ["app:layout_constraintEnd_toEndOf", "app:layout_constraintRight_toRightOf"].contains { node.attributes[$0] == "parent" }
            let toSibling = node.attributes.contains { $0.key.hasPrefix("app:layout_constraint") && ($0.key.contains("Start_to") || $0.key.contains("End_to") || $0.key.contains("Left_to") || $0.key.contains("Right_to")) && $0.value != "parent" }
            if toSibling || (layoutWidth == "0dp" || layoutWidth == "0dip") && !(startToParent && endToParent) {
                return Resolved(.unknown("ConstraintLayout child constrained to a sibling"), chain + [step])
            }
            if node.attributes["app:layout_constraintWidth_max"] != nil || node.attributes["app:layout_constraintWidth_percent"] != nil {
                return Resolved(.unknown("ConstraintLayout width limits are not modelled"), chain + [step])
            }
        }
        if Self.isRow(parent), parentName == "LinearLayout" || parentName == "LinearLayoutCompat" || parentName == "RadioGroup" {
            // Side by side (LinearLayout.measureHorizontal): the others' fixed widths and margins come
            // off; `0dp` children with weights share what is left by their weights; any other width is unknown.
            func weight(_ n: XMLElementNode) -> Double? { n.attributes["android:layout_weight"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } }
            var totalWeight = weight(node) ?? 0
            let position = parent.elements.firstIndex { $0 === node } ?? 0
            for (k, sibling) in parent.elements.enumerated() where sibling !== node {
                if sibling.attributes["android:visibility"] == "gone" { continue }
                let sw = sibling.attributes["android:layout_width"] ?? ""
                let at2 = constraints.location("android:layout_width", sibling)
                let (m, mc) = horizontalInsets(sibling, padding: false)
                // An unweighted wrap_content sibling beside an unweighted text takes its content's
                // width, from nothing to all the row (LinearLayout.measureHorizontal measures children in
                // order, each AT_MOST what those before it left): the text's width is a range from the
                // row less the rest down to 0. A sibling before the text has had its margins taken.
                // A weighted text is laid out after every unweighted child, so each of them has taken
                // its width (and margins) first.
                if sw == "wrap_content", weight(sibling) == nil {
                    if k < position || weight(node) != nil { model = model.minus(m); chain += mc }
                    unknowns.append(WidthRange.Unknown("a wrap_content sibling (\(AndroidLayoutReader.shortName(sibling.name))) in the row", atMostDp: nil,
                                                       source: Provenance(.source, "android:layout_width=\"wrap_content\" (\(sibling.name))", at: at2)))
                    continue
                }
                if (sw == "0dp" || sw == "0dip"), let w = weight(sibling), weight(node) != nil {
                    totalWeight += w
                    model = model.minus(m)
                    chain += mc
                    continue
                }
                guard sw != "0dp", weight(sibling) == nil, let d = values.dimension(sw, at: at2) else {
                    return Resolved(.unknown("a sibling's width (\(sw.isEmpty ? "unset" : sw)) shares the row"), chain + [step])
                }
                model = model.minus(d.value + m)
                chain += d.chain + mc
            }
            // LinearLayout.measureHorizontal: `weightSum = mWeightSum > 0 ? mWeightSum : totalWeight`.
            if let sum = Self.weightSum(parent) { totalWeight = sum }
            if let w = weight(node), totalWeight > w, layoutWidth == "0dp" || layoutWidth == "0dip" {
                let share = Provenance(.source, "android:layout_weight=\"\(ShortNumber.text(w))\" of \(ShortNumber.text(totalWeight))", at: constraints.location("android:layout_weight", node))
                switch model {
                case .fixed(let v): model = .fixed(v * w / totalWeight)
                case .profileMinus(let i): model = .capped(divisor: totalWeight / w, screenInset: i, capDp: 100_000, inset: 0)
                default: return Resolved(.unknown("a weighted share of a share"), chain + [step, share])
                }
                chain.append(share)
            }
        }
        return Resolved(model, chain + [step])
    }
}
