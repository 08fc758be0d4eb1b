import LabelFitCore

/// Flutter widgets that show a catalog string, read from one Dart file's call syntax, with what static
/// reading can tell of their constraint. Flutter passes constraints down (docs.flutter.dev/ui/layout/constraints:
/// "Constraints go down. Sizes go up."), so a width is known where the tree in the same expression
/// fixes it:
/// - `Scaffold(body: …)` gets the screen's width; `SizedBox(width: N)` and `Container(width: N)` give
///   N; `Padding(padding: EdgeInsets…)`, a `Container`'s `padding`/`margin` take their horizontal
///   insets; `Center`, `Align`, `Column`, `ListView`, `SingleChildScrollView`, `SafeArea`, `Stack` pass
///   the width on (a loose constraint: a `Text` wraps at its maximum);
/// - a `Row`'s children share it with siblings, and any other widget (the app's own included) makes
///   it unknown.
/// `Text` (widgets/text.dart): `maxLines`, `overflow` (default `TextOverflow.clip`), `softWrap: false`
/// (one line), `style` (`Theme.of(context).textTheme.x`, `TextStyle(fontSize:)`, `.copyWith(fontSize:)`),
/// default size `bodyMedium` 14 (Material's `DefaultTextStyle`). Component slots, from Flutter's source:
/// - `AppBar(title:)`: app_bar.dart wraps the title in `DefaultTextStyle(softWrap: false, overflow:
///   TextOverflow.ellipsis)` with `titleLarge` (22); its width is at most the screen less
///   `NavigationToolbar.kMiddleSpacing` (16) on each side (leading and actions take more: an upper bound);
/// - `Tab(text:)`: tabs.dart `Text(text, softWrap: false, overflow: TextOverflow.fade)`, `titleSmall` (14),
///   in a fixed `TabBar` of n literal tabs: screen ÷ n less `kTabLabelPadding` (16 each side), an upper bound;
/// - `ListTile(title:, subtitle:)`: list_tile.dart, `bodyLarge` (16) / `bodyMedium` (14), no line limit,
///   width the parent's less the M3 content padding (start 16, end 24) when it has no leading or trailing;
/// - `ElevatedButton`/`TextButton`/`OutlinedButton`/`FilledButton` child: `labelLarge` (14), width
///   unknown; `SnackBar(content:)`: `bodyMedium` (14), width unknown.
/// `AutoSizeText` (auto_size_text) shrinks to fit: unknown. Text size follows the user's setting
/// through `MediaQuery.textScaler`, which on Android 14+ is the platform's non-linear curve (Flutter 3.16,
/// `TextScaler`): the profile's `FontScaleCurve`.
struct FlutterTextReader {
    struct Environment {
        var width: Resolved<WidthModel>
        /// The width is only the widest the text can get: what else may take room (`WidthRange`).
        var widthUnknowns: [WidthRange.Unknown] = []
        var maxLines: Resolved<Int>?
        var overflow: Resolved<TextOverflowMode>?
        var size: Resolved<Double>?
        var component: String?
        var weight: Resolved<TextWeight>?
    }

    let file: String
    let keys: FlutterLocalizedKey
    var uses: [TextUse] = []
    var findings: [LayoutRuleFinding] = []
    var referencedKeys = Set<String>()

    /// Widgets that pass their width on, and Dart's collection control flow (`if (a) Text(…)` in a
    /// `children:` list: dart.dev/language/collections#control-flow-operators), which adds to its parent.
    static let passThrough: Set<String> = ["Center", "Align", "Column", "ListView", "SingleChildScrollView", "SafeArea", "Stack", "Form", "Material", "Builder",
                                           "if", "else", "for", "switch", "case", "default", "return"]
    static let buttons: Set<String> = ["ElevatedButton", "TextButton", "OutlinedButton", "FilledButton"]

    init(file: String, keys: FlutterLocalizedKey) {
        self.file = file
        self.keys = keys
    }

    private func at(_ t: SourceToken) -> SourceLocation { SourceLocation(file: file, line: t.line) }
    private func src(_ note: String, _ t: SourceToken) -> Provenance { Provenance(.source, note, at: at(t)) }
    private func component(_ note: String, _ upstream: String) -> Provenance {
        Provenance(.component, note, at: SourceLocation(file: "flutter/packages/flutter/lib/src/material/" + upstream))
    }
    private static func unknown(_ why: String) -> Resolved<WidthModel> { Resolved(.unknown(why), []) }

    mutating func read(_ items: [CallExpr]) {
        for e in items { walk(e, Environment(width: Self.unknown("a widget's width comes from its parents, outside this expression"))) }
    }

    private mutating func walk(_ e: CallExpr, _ env: Environment) {
        switch e {
        case .group(let items, _): for x in items { walk(x, env) }
        case .chain(let segs): walkChain(segs, env)
        default: break
        }
    }

    /// The widget a chain constructs is its first named call (`const Text(…)` reads `const` as a link of
    /// its own); `Theme.of(context).textTheme.x` and keys are values, read where they are arguments.
    private mutating func walkChain(_ segs: [CallSegment], _ env: Environment) {
        if let (key, _) = keys.key(.chain(segs)) { referencedKeys.insert(key) }
        for s in segs where s.arguments != nil || !s.closures.isEmpty { widget(s, env) }
    }

    private mutating func widget(_ w: CallSegment, _ env: Environment) {
        let before = uses.count
        var child = env
        child.component = nil
        let name = w.name
        switch name {
        case "Text", "SelectableText", "AutoSizeText":
            if let v = w.positional()?.value, let (key, t) = keys.key(v) { text(key, t, w, env, autoSize: name == "AutoSizeText") }
        case "Tab":
            if let v = w.argument("text")?.value, let (key, t) = keys.key(v) {
                var e = env
                e.maxLines = Resolved(1, [component("Tab: Text(softWrap: false, overflow: TextOverflow.fade)", "tabs.dart")])
                e.overflow = Resolved(.fade, e.maxLines!.chain)
                e.size = e.size ?? Resolved(FlutterTypography.sizes["titleSmall"]!, [component("TabBar labelStyle titleSmall (M3)", "tabs.dart")])
                use(key, t, e, shownBy: "Tab")
            }
        case "Scaffold":
            child.width = Resolved(.profileMinus(0), [src("Scaffold body: the screen's width", w.token)])
            child.widthUnknowns = []
        case "SizedBox", "Container", "ConstrainedBox":
            if let n = w.argument("width")?.value.number, n > 0 {
                child.width = Resolved(.fixed(n), [src("\(name)(width: \(ShortNumber.text(n)))", w.token)])
                child.widthUnknowns = []
            } else if w.argument("width") != nil || name == "ConstrainedBox" {
                child.width = Self.unknown("\(name)'s width is not a number here")
            }
            for label in ["margin", "padding"] {
                guard let p = w.argument(label) else { continue }
                if let (n, why) = EdgeInsetsReading.horizontal(p.value) { child.width = Resolved(child.width.value.minus(n), child.width.chain + [src("\(name) \(label): \(why)", p.token)]) }
                // Container asserts a non-negative margin and padding (`isNonNegative`): one not read
                // takes from nothing to all the width.
                else { child.widthUnknowns.append(WidthRange.Unknown("a \(label) this reader does not resolve", atMostDp: nil, source: src("\(name) \(label)", p.token))) }
            }
        case "Padding":
            if let p = w.argument("padding"), let (n, why) = EdgeInsetsReading.horizontal(p.value) {
                child.width = Resolved(child.width.value.minus(n), child.width.chain + [src("Padding: \(why)", p.token)])
            } else if let p = w.argument("padding") {
                // Padding asserts `padding.isNonNegative` (widgets/basic.dart): one not read takes from
                // nothing to all the width.
                child.widthUnknowns.append(WidthRange.Unknown("a padding this reader does not resolve", atMostDp: nil, source: src("Padding padding", p.token)))
            } else { child.width = Self.unknown("a padding this reader does not resolve") }
        case "AppBar":
            var title = env
            title.maxLines = Resolved(1, [component("AppBar title: DefaultTextStyle(softWrap: false, overflow: ellipsis)", "app_bar.dart")])
            title.overflow = Resolved(.ellipsisEnd, title.maxLines!.chain)
            title.size = Resolved(FlutterTypography.sizes["titleLarge"]!, [component("AppBar titleTextStyle titleLarge (M3)", "app_bar.dart")])
            title.weight = Resolved(TextWeight(FlutterFontWeight.weights["titleLarge"]!), title.size!.chain)
            title.width = Resolved(.profileMinus(32), [component("NavigationToolbar.kMiddleSpacing 16 on each side", "../widgets/navigation_toolbar.dart")])
            // NavigationToolbar gives the title what leading and actions leave (less kMiddleSpacing each
            // side). AppBar constrains a leading widget to exactly `leadingWidth` (default kToolbarHeight,
            // 56): a given one is a point; with none, `automaticallyImplyLeading` (default true) shows a
            // back or drawer button when the route can pop or a drawer exists — 0 or 56. The actions take
            // their own widths: 0 when there are none, else up to the whole bar.
            let leadingWidth = w.argument("leadingWidth")?.value.number ?? 56
            let leadingSource = component("AppBar leading: BoxConstraints.tightFor(width: leadingWidth ?? kToolbarHeight 56)", "app_bar.dart")
            if w.argument("leadingWidth") != nil && w.argument("leadingWidth")?.value.number == nil {
                title.width = Self.unknown("an AppBar leadingWidth this reader does not resolve")
            } else if let l = w.argument("leading") {
                title.width = Resolved(title.width.value.minus(leadingWidth), title.width.chain + [src("AppBar(leading:) \(ShortNumber.text(leadingWidth))", l.token), leadingSource])
            } else if w.argument("automaticallyImplyLeading")?.value.segments?.first?.name != "false" {
                title.widthUnknowns.append(WidthRange.Unknown("the back or drawer button AppBar implies", atMostDp: leadingWidth, source: leadingSource))
            }
            if w.argument("actions") != nil {
                title.widthUnknowns.append(WidthRange.Unknown("the app bar's actions", atMostDp: nil, source: component("AppBar actions: their own widths", "app_bar.dart")))
            }
            title.component = "AppBar title"
            for a in w.arguments ?? [] { walk(a.value, a.label == "title" ? title : Environment(width: Self.unknown("an app bar's \(a.label ?? "slot") is laid out by NavigationToolbar"))) }
            rules(w, env, before: before)
            return
        case "TabBar":
            let scrollable = w.argument("isScrollable")?.value.segments?.first?.name == "true"
            if !scrollable, case .group(let tabs, _)? = w.argument("tabs")?.value, !tabs.isEmpty {
                let n = Double(tabs.filter { if case .chain = $0 { true } else { false } }.count)
                child.width = Resolved(.capped(divisor: n, screenInset: 0, capDp: 100_000, inset: 32),
                                       [component("fixed TabBar: \(Int(n)) tabs share the width, kTabLabelPadding 16 on each side", "tabs.dart")])
                // The TabBar is as wide as its parent gives it, which may be narrower than the screen.
                child.widthUnknowns = [WidthRange.Unknown("the TabBar's parent", atMostDp: nil, source: component("TabBar width: its parent's", "tabs.dart"))]
            } else {
                child.width = Self.unknown("a scrollable TabBar's tabs take their own widths")
            }
        case "ListTile":
            let plain = w.argument("leading") == nil && w.argument("trailing") == nil && w.argument("contentPadding") == nil
            for a in w.arguments ?? [] {
                var e = Environment(width: plain ? Resolved(env.width.value.minus(40), env.width.chain + [component("ListTile contentPadding start 16, end 24 (M3)", "list_tile.dart")])
                                            : Self.unknown("a ListTile's leading/trailing widgets take their own widths"))
                e.widthUnknowns = env.widthUnknowns
                if a.label == "title" { e.size = Resolved(FlutterTypography.sizes["bodyLarge"]!, [component("ListTile titleTextStyle bodyLarge (M3)", "list_tile.dart")]); e.component = "ListTile title" }
                else if a.label == "subtitle" { e.size = Resolved(FlutterTypography.sizes["bodyMedium"]!, [component("ListTile subtitleTextStyle bodyMedium (M3)", "list_tile.dart")]); e.component = "ListTile subtitle" }
                else { e.width = Self.unknown("a ListTile's \(a.label ?? "slot")") }
                walk(a.value, e)
            }
            rules(w, env, before: before)
            return
        case "SnackBar":
            child.width = Self.unknown("a SnackBar's width depends on its behavior and action")
            child.size = Resolved(FlutterTypography.sizes["bodyMedium"]!, [component("SnackBar contentTextStyle bodyMedium (M3)", "snack_bar.dart")])
            child.component = "SnackBar content"
        case let b where Self.buttons.contains(b):
            child.width = Self.unknown("a button's width follows its label, up to its parent's")
            child.size = Resolved(FlutterTypography.sizes["labelLarge"]!, [component("\(b) textStyle labelLarge (M3)", "button_style.dart")])
            child.component = "\(b) label"
        case let p where Self.passThrough.contains(p): break
        case "Row":
            child.width = Self.unknown("a child of Row shares the row with its siblings at layout time")
        default:
            child.width = Self.unknown("the width \(name) gives its children is not modelled")
            child.widthUnknowns = []
        }
        if !["Text", "SelectableText", "AutoSizeText"].contains(name) {
            // A Tab's `text:` is read above; its `child:` (a Text of the app's) is walked like any slot.
            for a in w.arguments ?? [] where !(name == "Tab" && a.label == "text") { walk(a.value, child) }
            for c in w.closures { walk(c.value, child) }
        }
        rules(w, env, before: before)
    }

    private mutating func rules(_ w: CallSegment, _ env: Environment, before: Int) {
        let touched = uses[before...].contains { $0.constraint.notASite == nil }
        findings += FlutterRTLRules.findings(w, touchesText: touched, file: file)
    }

    private mutating func text(_ key: String, _ t: SourceToken, _ w: CallSegment, _ env: Environment, autoSize: Bool) {
        var e = env
        if let v = w.argument("maxLines") {
            if let n = v.value.number, n >= 1, n == n.rounded(), n <= 10_000 { e.maxLines = Resolved(Int(n), [src("maxLines: \(Int(n))", v.token)]) }
            else { e.width = Self.unknown("maxLines is a value read at run time"); e.maxLines = nil }
        }
        // softWrap: false lays the text out on one line, whatever maxLines says; overflow comes from
        // the Text, else the DefaultTextStyle above it (an AppBar's ellipsis), else clip.
        if let soft = w.argument("softWrap"), soft.value.segments?.first?.name == "false" {
            e.maxLines = Resolved(1, [src("softWrap: false", soft.token)])
            e.overflow = e.overflow ?? Resolved(.clip, [src("softWrap: false, overflow default clip", w.token)])
        }
        if let v = w.argument("overflow"), let s = v.value.segments, s.count == 2, s[0].name == "TextOverflow" {
            let mode: TextOverflowMode? = switch s[1].name { case "ellipsis": .ellipsisEnd; case "fade": .fade; case "clip": .clip; case "visible": .visible; default: nil }
            if let mode { e.overflow = Resolved(mode, [src("overflow: TextOverflow.\(s[1].name)", v.token)]) }
        }
        if let v = w.argument("style") {
            if let weight = FlutterFontWeight.weight(v.value, at: at(v.token)) { e.weight = weight }
            if let (size, p) = FlutterTextStyle.size(v.value, at: at(v.token)) { e.size = Resolved(size, [p]) }
            else { e.size = nil; e.width = e.width.value.unknownReason != nil ? e.width : Self.unknown("style is not resolved statically (its font size is unknown)") }
        } else if e.size == nil {
            e.size = Resolved(FlutterTypography.sizes["bodyMedium"]!, [component("Material DefaultTextStyle bodyMedium (M3)", "material.dart"), Provenance(.component, FlutterTypography.version)])
        }
        if w.argument("textScaleFactor") != nil || w.argument("textScaler") != nil { e.width = Self.unknown("the text sets its own text scaling") }
        var use = makeUse(key, t, e, shownBy: env.component ?? w.name)
        if autoSize { use.constraint.autoSize = Resolved("AutoSizeText", [src("AutoSizeText", w.token)]) }
        uses.append(use)
        referencedKeys.insert(key)
    }

    private mutating func use(_ key: String, _ t: SourceToken, _ e: Environment, shownBy: String) {
        uses.append(makeUse(key, t, e, shownBy: shownBy))
        referencedKeys.insert(key)
    }

    private func makeUse(_ key: String, _ t: SourceToken, _ e: Environment, shownBy: String) -> TextUse {
        var c = TextConstraint()
        c.maxLines = e.maxLines
        if e.maxLines != nil { c.overflow = e.overflow ?? Resolved(.clip, [Provenance(.component, "Text overflow default TextOverflow.clip", at: SourceLocation(file: "flutter/packages/flutter/lib/src/widgets/text.dart"))]) }
        c.width = e.width
        if e.width.value.unknownReason == nil { for u in e.widthUnknowns { c.widthMayLose(u.what, atMostDp: u.atMostDp, source: u.source) } }
        c.textSizeSp = e.size
        c.fontWeight = e.weight
        var u = TextUse(key: key, platform: .flutter, site: at(t), constraint: c)
        u.shownBy = shownBy
        return u
    }
}
