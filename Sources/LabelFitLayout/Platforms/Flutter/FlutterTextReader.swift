import LabelFitCore

/// Flutter widgets that show a catalog string, read from one Dart file's call syntax, with what static
/// reading can tell of their constraint. Flutter passes constraints down (docs.flutter.dev/ui/layout/constraints:
/// "Constraints go down. Sizes go up."), so a width is known where the tree in the same expression
/// fixes it:
/// - `Scaffold(body: …)` gets the screen's width; `SizedBox(width: N)` and `Container(width: N)` give
///   N; `Padding(padding: EdgeInsets…)`, a `Container`'s `padding`/`margin` take their horizontal
///   insets; `Center`, `Align`, `Column`, `ListView`, `SingleChildScrollView`, `SafeArea`, `Stack` pass
///   the width on (a loose constraint: a `Text` wraps at its maximum);
/// - a `Row` gives a non-flexible child an unbounded width and its `Expanded`/`Flexible` children a
///   share of what is left (`FlutterSlotGeometry.share`); any other library widget makes it unknown;
/// - the app's own widgets are followed (`FlutterAppWidgets`): the arguments of a call bind to the
///   constructor's parameters and the widget's `build` (and the methods it calls) is walked under the
///   call's constraints, so a parameter shown by a `Text` there is measured at the caller's key,
///   at most `maxFollowDepth` widgets deep, never into a widget already on the way.
/// `Text` (widgets/text.dart): `maxLines`, `overflow` (default `TextOverflow.clip`), `softWrap: false`
/// (one line), `style` (`Theme.of(context).textTheme.x`, `TextStyle(fontSize:)`, `.copyWith(fontSize:)`),
/// default size `bodyMedium` 14 (Material's `DefaultTextStyle`). Component slots, from Flutter's source:
/// - `AppBar(title:)`: app_bar.dart wraps the title in `DefaultTextStyle(softWrap: false, overflow:
///   TextOverflow.ellipsis)` with `titleLarge` (22); its width is at most the screen less
///   `NavigationToolbar.kMiddleSpacing` (16) on each side (leading and actions take more: an upper bound);
/// - `Tab(text:)`: tabs.dart `Text(text, softWrap: false, overflow: TextOverflow.fade)`, `titleSmall` (14),
///   in a fixed `TabBar` of n literal tabs: screen ÷ n less `kTabLabelPadding` (16 each side), an upper bound;
/// - `ListTile(title:, subtitle:)`: list_tile.dart, `bodyLarge` (16) / `bodyMedium` (14), no line limit,
///   width the parent's less content padding, leading and trailing (`FlutterSlotGeometry.listTileInsets`);
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
        /// Set on a `Row`'s children: the row's width and its flex total, for an `Expanded`/`Flexible`.
        var row: RowShare?
        /// Under a non-flexible child of a `Row`: the width is unbounded (the text takes one line, as
        /// wide as it is) and `width` is the row's, the most it can have before the row overflows.
        var unboundedInRow: Provenance?
        /// Components whose theme a wrapper above restyles (`ListTileTheme(contentPadding: …)` → "ListTile"):
        /// their documented defaults no longer hold.
        var themed: [String: Provenance] = [:]
    }

    struct RowShare {
        var width: Resolved<WidthModel>
        var totalFlex: Double
        /// No other child and no spacing: the flexible children share the whole row.
        var exact: Bool
        /// The row's own range.
        var unknowns: [WidthRange.Unknown] = []
    }

    /// Where the walk reads: a file with its localisation locals and, inside the build of one of the
    /// app's widgets, the caller's arguments bound to that widget's parameters (each read in its
    /// caller's scope).
    final class Scope {
        let file: String
        let keys: FlutterLocalizedKey
        let widget: FlutterAppWidgets.Widget?
        let constructor: DartClassDeclaration.Constructor?
        let bindings: [String: (CallExpr, Scope)]
        var consumed = Set<String>()
        var walked = Set<String>()
        /// Local variables of the statements being walked (`final title = Text(…);`), and those placed.
        var locals: [String: CallExpr] = [:]
        var placed = Set<String>()
        init(file: String, keys: FlutterLocalizedKey, widget: FlutterAppWidgets.Widget? = nil, constructor: DartClassDeclaration.Constructor? = nil, bindings: [String: (CallExpr, Scope)] = [:]) {
            self.file = file
            self.keys = keys
            self.widget = widget
            self.constructor = constructor
            self.bindings = bindings
        }
    }

    /// App widgets followed this deep, and calls followed per file read (a fan-out bound).
    static let maxFollowDepth = 10
    static let maxFollowsPerFile = 5_000

    private var scope: Scope
    private let appWidgets: FlutterAppWidgets
    private let constants: DartConstants
    private var stack: [String] = []
    private var follows = 0
    var uses: [TextUse] = []
    var findings: [LayoutRuleFinding] = []
    var referencedKeys = Set<String>()

    /// Widgets that pass their width on, and Dart's collection control flow (`if (a) Text(…)` in a
    /// `children:` list: dart.dev/language/collections#control-flow-operators), which adds to its parent.
    /// Also the widgets whose render object is a proxy of its child (rendering/proxy_box.dart
    /// `RenderProxyBox`: "passes all its constraints to its child" — opacity, semantics, clips, pointer
    /// handling, decoration) and those that compose only such widgets (`GestureDetector`, `InkWell`);
    /// the builders whose build returns what their `builder` returns, under their own constraints
    /// (`LayoutBuilder` hands them to the builder: widgets/layout_builder.dart; `AnimatedBuilder`,
    /// `ListenableBuilder`, `ValueListenableBuilder`, `StreamBuilder`, `FutureBuilder`,
    /// `StatefulBuilder`, riverpod's `Consumer`); widgets that return their child as it is (`PopScope`,
    /// `NotificationListener`, `Theme`, `DefaultTabController`, `Directionality`, `Scrollbar`,
    /// `RefreshIndicator`); `ListBody` (its children get its width: rendering/list_body.dart) and the
    /// transitions that move or scale without laying out again.
    static let passThrough: Set<String> = ["Center", "Align", "Column", "ListView", "SingleChildScrollView", "SafeArea", "Stack", "Form", "Material", "Builder",
                                           "Opacity", "AnimatedOpacity", "FadeTransition", "Semantics", "MergeSemantics", "ExcludeSemantics", "IgnorePointer",
                                           "AbsorbPointer", "Listener", "MouseRegion", "GestureDetector", "InkWell", "Focus", "KeyedSubtree", "RepaintBoundary",
                                           "ClipRect", "ClipRRect", "DecoratedBox", "ColoredBox", "Hero", "Visibility", "Offstage",
                                           "LayoutBuilder", "AnimatedBuilder", "ListenableBuilder", "ValueListenableBuilder", "StreamBuilder",
                                           "FutureBuilder", "StatefulBuilder", "Consumer", "PopScope", "WillPopScope", "NotificationListener",
                                           "Theme", "DefaultTabController", "Directionality", "Scrollbar", "RefreshIndicator", "ListBody",
                                           "SlideTransition", "ScaleTransition", "RotationTransition", "AnimatedSwitcher", "Tooltip",
                                           "if", "else", "for", "switch", "case", "default", "return"]
    static let buttons: Set<String> = ["ElevatedButton", "TextButton", "OutlinedButton", "FilledButton"]

    /// A library widget that only hands data down to its `child` (an `InheritedWidget`: its build is its
    /// child, under the same constraints — widgets/framework.dart `InheritedWidget`, "the widget below
    /// this widget in the tree"). Flutter names its inherited themes `<Component>Theme` (`ListTileTheme`,
    /// `IconTheme`, `TextButtonTheme`: material `InheritedTheme` subclasses), and state libraries their
    /// inherited providers `…Provider` / `…Scope` (provider's `ChangeNotifierProvider`, flutter_bloc's
    /// `BlocProvider`, riverpod's `ProviderScope`). Only such a name with a `child:` and no other widget
    /// argument: the app's own widgets are followed into their build before this.
    static func isInheritedWrapper(_ name: String, _ w: CallSegment) -> Bool {
        guard name.hasSuffix("Theme") || name.hasSuffix("Provider") || name.hasSuffix("Scope"), w.argument("child") != nil else { return false }
        let layout: Set<String> = ["width", "height", "padding", "margin", "constraints", "builder"]
        return !(w.arguments ?? []).contains { $0.label.map(layout.contains) ?? false }
    }

    init(file: String, keys: FlutterLocalizedKey, appWidgets: FlutterAppWidgets = FlutterAppWidgets(), constants: DartConstants = DartConstants(),
         theme: FlutterAppTheme = FlutterAppTheme()) {
        scope = Scope(file: file, keys: keys)
        self.appWidgets = appWidgets
        self.constants = constants
        self.theme = theme
    }
    private let theme: FlutterAppTheme

    private var file: String { scope.file }
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
        case .group(let items, _): walkStatements(items, env)
        case .chain(let segs): walkChain(segs, env)
        default: break
        }
    }

    /// The widget a chain constructs is its first named call (`const Text(…)` reads `const` as a link of
    /// its own); `Theme.of(context).textTheme.x` and keys are values, read where they are arguments.
    private mutating func walkChain(_ segs: [CallSegment], _ env: Environment) {
        if let (key, _) = scope.keys.key(.chain(segs), constants: constants) { referencedKeys.insert(key) }
        if let v = local(segs) {
            let saved = scope.locals
            scope.locals[segs[0].name] = nil   // its own value cannot name it again
            walk(v, env)
            scope.locals = saved
            return
        }
        // A parameter of the widget being built: what the caller passed, where the build places it.
        if let (value, from) = bound(segs) {
            // The same argument under the same constraint shows the same uses: walked once (a build
            // that places `children` in each platform's branch would otherwise double per level).
            let memo = "\(segs.map(\.name))\u{0}\(Self.shape(env))"
            if scope.walked.insert(memo).inserted { inScope(from) { $0.walk(value, env) } }
            return
        }
        // A method of the widget being built (`_buildTitle(context)`): its body, in the same scope.
        if segs.count == 1, segs[0].arguments != nil, segs[0].name != "build", let m = scope.widget?.builder.method(segs[0].name),
           !stack.contains("." + m.name), stack.count < Self.maxFollowDepth {
            stack.append("." + m.name)
            walkStatements(m.body, env)
            stack.removeLast()
            return
        }
        var segs = segs
        var ctor = ""
        // `FilledButton.tonal(…)`, `TextButton.icon(…)`, an app widget's `Name.named(…)`: a named
        // constructor of the widget the first link names.
        if segs.count >= 2, segs[0].arguments == nil, segs[0].closures.isEmpty, segs[1].arguments != nil,
           Self.buttons.contains(segs[0].name) || segs[0].name == "DefaultTextStyle" && segs[1].name == "merge" || appWidgets.widget(segs[0].name, from: file)?.declaration.constructor(segs[1].name) != nil {
            ctor = segs[1].name
            var merged = segs[1]
            merged.name = segs[0].name
            merged.token = segs[0].token
            segs = [merged] + segs[2...]
        }
        for (n, s) in segs.enumerated() where s.arguments != nil || !s.closures.isEmpty { widget(s, env, constructor: n == 0 ? ctor : "") }
    }

    /// Statements in order. A local variable's value (`final black = GamePlayer(…);`, Dart's "Local
    /// variable declaration") is laid out where the variable is placed, not where it is declared: it
    /// is walked at each reference; one never placed where this reader sees it is walked with its
    /// width unknown.
    private mutating func walkStatements(_ items: [CallExpr], _ env: Environment) {
        var skip = Set<Int>()
        var declared: [String] = []
        let saved = scope.locals
        for (k, item) in items.enumerated() {
            guard case .other(let eq) = item, eq.isPunctuation("="), k >= 2, k + 1 < items.count,
                  let n = items[k - 1].segments, n.count == 1, n[0].arguments == nil, n[0].closures.isEmpty, !n[0].isLiteral else { continue }
            // A declaration: a keyword or a type before the name (`final`, `var`, `late`, `Widget`, `Widget?`).
            let before = items[k - 2]
            let isDeclaration: Bool = {
                if case .other(let t) = before { return t.isPunctuation("?") || t.isPunctuation(">") }
                return before.segments?.last?.arguments == nil && before.segments?.last?.closures.isEmpty == true
            }()
            guard isDeclaration else { continue }
            var value: [CallExpr] = []
            var m = k + 1
            while m < items.count { if case .other(let t) = items[m], t.isPunctuation(";") { break }; value.append(items[m]); skip.insert(m); m += 1 }
            guard !value.isEmpty else { continue }
            skip.insert(k - 1)   // the declared name is not a reference to it
            scope.locals[n[0].name] = value.count == 1 ? value[0] : .group(value, value[0].token)
            scope.placed.remove(n[0].name)
            declared.append(n[0].name)
        }
        for (k, item) in items.enumerated() where !skip.contains(k) { walk(item, env) }
        for name in declared where !scope.placed.contains(name) {
            if let v = scope.locals[name] { walk(v, Environment(width: Self.unknown("a widget kept in the local variable \(name) and placed where this reader does not follow it"))) }
        }
        scope.locals = saved
    }

    /// A local variable the statements declared: its value, walked where it is placed.
    private func local(_ segs: [CallSegment]) -> CallExpr? {
        guard segs.count == 1, segs[0].arguments == nil, segs[0].closures.isEmpty, let v = scope.locals[segs[0].name] else { return nil }
        scope.placed.insert(segs[0].name)
        return v
    }

    /// Flutter's test directories (`flutter test` runs `test/`; `integration_test/`, `test_driver/`):
    /// a widget pumped there sits in the test's harness, not where the app places it.
    static func isTest(_ file: String) -> Bool {
        ["/test/", "/integration_test/", "/test_driver/"].contains { file.contains($0) } || file.hasPrefix("test/")
    }

    /// What of an environment decides the uses under it (not the provenance).
    static func shape(_ e: Environment) -> String {
        "\(e.width.value)|\(e.widthUnknowns.map(\.what))|\(String(describing: e.maxLines?.value))|\(String(describing: e.overflow?.value))|\(String(describing: e.size?.value))|\(String(describing: e.weight?.value))|\(e.component ?? "")|" +
            (e.row.map { "\($0.width.value)/\($0.totalFlex)/\($0.exact)" } ?? "")
    }

    /// Runs `body` with `s` as the scope, then restores the current one.
    private mutating func inScope<T>(_ s: Scope, _ body: (inout FlutterTextReader) -> T) -> T {
        let saved = scope
        scope = s
        defer { scope = saved }
        return body(&self)
    }

    /// The caller's value of a parameter the build reads: `title` in a StatelessWidget's build
    /// (or `this.title`), `widget.title` in a State's; `makeLabel(context)` calls the function passed.
    private func bound(_ segs: [CallSegment]) -> (CallExpr, Scope)? {
        guard let w = scope.widget else { return nil }
        var name: String?
        if segs.count == 1, w.accessor == nil, segs[0].closures.isEmpty { name = segs[0].name }
        if segs.count == 2, segs[0].arguments == nil, segs[0].name == (w.accessor ?? "this"), segs[1].closures.isEmpty { name = segs[1].name }
        guard let name, let b = scope.bindings[name] else { return nil }
        scope.consumed.insert(name)
        return b
    }

    /// A parameter of the widget being built that its caller did not pass: its default applies
    /// (Dart: an omitted optional parameter takes its default, else null).
    private func unpassed(_ segs: [CallSegment]) -> DartClassDeclaration.Parameter? {
        guard let w = scope.widget, let c = scope.constructor else { return nil }
        var name: String?
        if segs.count == 1, w.accessor == nil, segs[0].arguments == nil, segs[0].closures.isEmpty { name = segs[0].name }
        if segs.count == 2, segs[0].arguments == nil, segs[0].name == (w.accessor ?? "this"), segs[1].arguments == nil { name = segs[1].name }
        guard let name, scope.bindings[name] == nil, scope.locals[name] == nil else { return nil }
        return c.parameters.first { $0.name == name }
    }

    /// What an argument's value is: a parameter of the widget being built followed to the caller's
    /// value, a `const` of the app (`Styles.bodyPadding`) to its value.
    private func value(_ e: CallExpr) -> CallExpr {
        var e = e
        var r = self
        for _ in 0..<8 {
            if let s = e.segments, let v = r.local(s) { e = v; continue }
            if let s = e.segments, let (v, from) = r.bound(s) { e = v; r.scope = from; continue }
            if let s = e.segments, let p = r.unpassed(s), let d = p.defaultValue { e = d; continue }
            let c = constants.resolve(e)
            if c.token == e.token { return e }
            e = c
        }
        return e
    }

    /// Whether a slot's value is there (`FlutterSlotGeometry.Presence`): `null`, or a parameter the
    /// caller did not pass and that has no default, is absent.
    private func presence(_ e: CallExpr) -> FlutterSlotGeometry.Presence {
        guard let segs = e.segments else { return .unknown }
        if segs.count == 1, segs[0].name == "null", segs[0].arguments == nil { return .absent }
        if let v = local(segs) { return presence(v) }
        if let (v, s) = bound(segs) {
            var r = self
            r.scope = s
            return r.presence(v)
        }
        if let p = unpassed(segs) {
            guard p.hasDefault else { return .absent }
            return p.defaultValue.map { presence($0) } ?? .unknown
        }
        if let f = segs.first, f.arguments != nil, f.name.first?.isUppercase == true { return .present }
        if segs.count == 2, segs[0].arguments == nil, segs[0].name.first?.isUppercase == true, segs[1].arguments != nil { return .present }
        return .unknown
    }

    /// The catalog key an expression names, followed through the parameters of the widgets being
    /// built to the caller that passes it: the key, its token and the file it is written in.
    private mutating func resolvedKey(_ e: CallExpr) -> (String, SourceToken, String)? {
        if let (k, t) = scope.keys.key(e, constants: constants) { return (k, t, file) }
        if let segs = e.segments, let v = local(segs) {
            let saved = scope.locals
            scope.locals[segs[0].name] = nil
            defer { scope.locals = saved }
            return resolvedKey(v)
        }
        guard let segs = e.segments, let (v, s) = bound(segs) else { return nil }
        return inScope(s) { $0.resolvedKey(v) }
    }

    /// A call of one of the app's own widgets: its arguments bound to the constructor's parameters,
    /// its build walked under `env`; an argument the build does not show is walked where the caller
    /// wrote it, its width unknown.
    private mutating func follow(_ aw: FlutterAppWidgets.Widget, _ ctor: DartClassDeclaration.Constructor, _ w: CallSegment, _ env: Environment) {
        var bindings: [String: (CallExpr, Scope)] = [:]
        var extra: [CallArgument] = []
        var position = 0
        for a in (w.arguments ?? []) + w.closures {
            if let l = a.label {
                if ctor.parameter(l) != nil { bindings[l] = (a.value, scope) } else { extra.append(a) }
            } else {
                if let p = ctor.parameter(at: position) { bindings[p.name] = (a.value, scope) } else { extra.append(a) }
                position += 1
            }
        }
        let inner = Scope(file: aw.file, keys: aw.keys, widget: aw, constructor: ctor, bindings: bindings)
        var e = env
        e.row = nil
        stack.append(aw.declaration.name)
        follows += 1
        inScope(inner) { r in r.walkStatements(aw.build, e) }
        stack.removeLast()
        let name = aw.declaration.name
        for (p, (v, _)) in bindings.sorted(by: { $0.key < $1.key }) where !inner.consumed.contains(p) {
            walk(v, Environment(width: Self.unknown("\(name)'s build does not place its \(p) where this reader follows it")))
        }
        for a in extra { walk(a.value, Environment(width: Self.unknown("\(name) has no parameter \(a.label ?? "at this position") this reader reads"))) }
    }

    private mutating func widget(_ w: CallSegment, _ env: Environment, constructor ctorName: String = "") {
        let before = uses.count
        var child = env
        child.component = nil
        child.row = nil
        let name = w.name
        // A widget that sets a width of its own, or lays its children out anew, ends the unbounded run.
        if ["Scaffold", "AppBar", "TabBar", "showModalBottomSheet", "showBottomSheet", "SnackBar", "Expanded", "Flexible"].contains(name)
            || ["SizedBox", "Container", "ConstrainedBox"].contains(name) && w.argument("width") != nil { child.unboundedInRow = nil }
        if let aw = appWidgets.widget(name, from: file) {
            let ctor = aw.declaration.constructor(ctorName) ?? (ctorName.isEmpty && aw.declaration.constructors.isEmpty ? DartClassDeclaration.Constructor(name: "", parameters: []) : nil)
            if let ctor, !stack.contains(name), stack.count < Self.maxFollowDepth, follows < Self.maxFollowsPerFile, !Self.isTest(file) {
                follow(aw, ctor, w, env)
                rules(w, env, before: before)
                return
            }
            child.width = Self.unknown(ctor == nil ? "\(name).\(ctorName) is a constructor this reader does not read"
                                       : stack.contains(name) ? "\(name) inside its own build is not followed again"
                                       : Self.isTest(file) ? "\(name) in a test: a test's harness is not the app's layout"
                                       : stack.count >= Self.maxFollowDepth ? "\(name) is not followed: the app's widgets are followed \(Self.maxFollowDepth) deep"
                                       : "\(name) is not followed: the app's widgets are followed \(Self.maxFollowsPerFile) times a file")
            for a in (w.arguments ?? []) + w.closures { walk(a.value, child) }
            rules(w, env, before: before)
            return
        }
        switch name {
        case "Text", "SelectableText", "AutoSizeText":
            if let v = w.positional()?.value, let (key, t, f) = resolvedKey(v) { text(key, t, f, w, env, autoSize: name == "AutoSizeText") }
        case "Tab":
            if let v = w.argument("text")?.value, let (key, t, f) = resolvedKey(v) {
                var e = env
                e.maxLines = Resolved(1, [component("Tab: Text(softWrap: false, overflow: TextOverflow.fade)", "tabs.dart")])
                e.overflow = Resolved(.fade, e.maxLines!.chain)
                e.size = e.size ?? Resolved(FlutterTypography.sizes["titleSmall"]!, [component("TabBar labelStyle titleSmall (M3)", "tabs.dart")])
                use(key, t, f, e, shownBy: "Tab")
            }
        case "Scaffold":
            child.width = Resolved(.profileMinus(0), [src("Scaffold body: the screen's width", w.token)])
            child.widthUnknowns = []
        case "SizedBox", "Container", "ConstrainedBox":
            if let a = w.argument("width"), let n = value(a.value).number, n > 0 {
                child.width = Resolved(.fixed(n), [src("\(name)(width: \(ShortNumber.text(n)))", w.token)])
                child.widthUnknowns = []
            } else if w.argument("width") == nil, name != "SizedBox", let c = w.argument("constraints") {
                // rendering/box.dart `BoxConstraints`: the child gets at most `maxWidth` (the parent's
                // width when that is less); `tightFor(width:)` gives it exactly that width.
                switch FlutterSlotGeometry.boxConstraintsWidth(value(c.value), resolve: value) {
                case .tight(let n):
                    // Enforced against the parent's (BoxConstraints.enforce): never wider than it.
                    child.width = Resolved(FlutterSlotGeometry.atMost(child.width.value, n), child.width.chain + [src("\(name) constraints: width \(ShortNumber.text(n))", c.token)])
                case .atMost(let n):
                    child.width = Resolved(FlutterSlotGeometry.atMost(child.width.value, n), child.width.chain + [src("\(name) constraints: maxWidth \(ShortNumber.text(n))", c.token)])
                case .unbounded: break
                case .unread: child.width = Self.unknown("\(name)'s constraints are not numbers here")
                }
            } else if w.argument("width") != nil || name == "ConstrainedBox" {
                child.width = Self.unknown("\(name)'s width is not a number here")
            }
            for label in ["margin", "padding"] {
                guard let p = w.argument(label) else { continue }
                if let (n, why) = EdgeInsetsReading.horizontal(value(p.value)) { child.width = Resolved(child.width.value.minus(n), child.width.chain + [src("\(name) \(label): \(why)", p.token)]) }
                // Container asserts a non-negative margin and padding (`isNonNegative`): one not read
                // takes from nothing to all the width.
                else { child.widthUnknowns.append(WidthRange.Unknown("a \(label) this reader does not resolve", atMostDp: nil, source: src("\(name) \(label)", p.token))) }
            }
        case "Padding":
            if let p = w.argument("padding"), let (n, why) = EdgeInsetsReading.horizontal(value(p.value)) {
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
            switch FlutterSlotGeometry.appBarInsets(w, presence: presence, resolve: value) {
            case .success(let insets):
                title.width = Resolved(.profileMinus(insets.reduce(0) { $0 + $1.dp }),
                                       insets.map { Provenance(.component, $0.why, at: SourceLocation(file: $0.why.hasPrefix("NavigationToolbar") ? FlutterSlotGeometry.toolbar : FlutterSlotGeometry.appBar)) })
                title.widthUnknowns = insets.compactMap { $0.unknown(file: FlutterSlotGeometry.appBar) }
            case .failure(let u):
                title.width = Self.unknown(u.reason)
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
            var textWidth = env.width
            var unknowns = env.widthUnknowns
            if let themed = env.themed["ListTile"] {
                textWidth = Resolved(.unknown("a ListTileTheme above restyles the ListTile (its padding and gaps are the theme's)"), [themed])
            } else { switch FlutterSlotGeometry.listTileInsets(w, presence: presence, resolve: value) {
            case .success(let insets):
                textWidth = Resolved(env.width.value.minus(insets.reduce(0) { $0 + $1.dp }),
                                     env.width.chain + insets.map { Provenance(.component, $0.why, at: SourceLocation(file: FlutterSlotGeometry.listTile)) })
                unknowns += insets.compactMap { $0.unknown(file: FlutterSlotGeometry.listTile) }
            case .failure(let u):
                textWidth = Self.unknown(u.reason)
            } }
            for a in w.arguments ?? [] {
                var e = Environment(width: textWidth)
                e.widthUnknowns = unknowns
                if a.label == "title" { e.size = Resolved(FlutterTypography.sizes["bodyLarge"]!, [component("ListTile titleTextStyle bodyLarge (M3)", "list_tile.dart")]); e.component = "ListTile title" }
                else if a.label == "subtitle" { e.size = Resolved(FlutterTypography.sizes["bodyMedium"]!, [component("ListTile subtitleTextStyle bodyMedium (M3)", "list_tile.dart")]); e.component = "ListTile subtitle" }
                else { e.width = Self.unknown("a ListTile's \(a.label ?? "slot")") }
                walk(a.value, e)
            }
            rules(w, env, before: before)
            return
        case "Card":
            // material/card.dart: the child is inset by `margin ?? cardTheme.margin ?? EdgeInsets.all(4.0)`.
            if let m = w.argument("margin") {
                if let (n, why) = EdgeInsetsReading.horizontal(value(m.value)) { child.width = Resolved(child.width.value.minus(n), child.width.chain + [src("Card margin: \(why)", m.token)]) }
                else { child.widthUnknowns.append(WidthRange.Unknown("a Card margin this reader does not resolve", atMostDp: nil, source: src("Card margin", m.token))) }
            } else if let themed = theme.cardMargin {
                child.widthUnknowns.append(WidthRange.Unknown("the app's CardTheme margin", atMostDp: nil, source: Provenance(.source, "CardTheme margin", at: themed)))
            } else {
                child.width = Resolved(child.width.value.minus(8), child.width.chain + [component("Card margin: EdgeInsets.all(4.0), 4 + 4 (no margin given, no CardTheme margin)", "card.dart")])
            }
        case "AlertDialog" where theme.dialogInsetPadding != nil:
            // The app's DialogTheme sets the dialogs' insetPadding: the default's width does not hold.
            for a in w.arguments ?? [] {
                var e = Environment(width: Resolved(.unknown("the app's DialogTheme sets the dialogs' insetPadding"), [Provenance(.source, "DialogTheme insetPadding", at: theme.dialogInsetPadding!)]))
                if a.label == "title" || a.label == "content" { e.component = "AlertDialog \(a.label!)" }
                walk(a.value, e)
            }
            rules(w, env, before: before)
            return
        case "AlertDialog":
            // material/dialog.dart: `Dialog` insets the dialog by `insetPadding`, default
            // EdgeInsets.symmetric(horizontal: 40.0, vertical: 24.0), at least 280 wide; `AlertDialog`
            // lays its title and content in an `IntrinsicWidth`, so the dialog is as wide as its widest
            // child's one-line width, up to the screen less 80. A title or content text thus gets its
            // own one-line width up to the screen less 80 less its slot's padding (titlePadding and
            // contentPadding: 24 each side, Material 2 and 3): the width it wraps at, exactly. No line
            // limit: the dialog grows. Its style: M3 `_DialogDefaultsM3` headlineSmall / bodyMedium.
            let own = ["insetPadding", "titlePadding", "contentPadding", "constraints"].filter { w.argument($0) != nil }
            for a in w.arguments ?? [] {
                var e = Environment(width: Self.unknown("an AlertDialog's \(a.label ?? "slot") is laid out by its OverflowBar or its own widget"))
                if a.label == "title" || a.label == "content" {
                    if !own.isEmpty {
                        e.width = Self.unknown("an AlertDialog with its own \(own.joined(separator: ", "))")
                    } else {
                        e.width = Resolved(.profileMinus(80 + 48), [component("AlertDialog \(a.label!): the screen less insetPadding 40 + 40, less \(a.label!)Padding 24 + 24 (IntrinsicWidth: the text's own width up to that)", "dialog.dart")])
                    }
                    let style = a.label == "title" ? "headlineSmall" : "bodyMedium"
                    e.size = Resolved(FlutterTypography.sizes[style]!, [component("AlertDialog \(a.label!)TextStyle \(style) (M3)", "dialog.dart")])
                    e.weight = Resolved(TextWeight(FlutterFontWeight.weights[style]!), e.size!.chain)
                    e.component = "AlertDialog \(a.label!)"
                }
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
        case let n where ["ListView", "SingleChildScrollView", "GridView", "CustomScrollView"].contains(n):
            // A scroll view's `padding` insets its content (widgets/scroll_view.dart: a SliverPadding;
            // single_child_scroll_view.dart: a Padding around the child); scrolling horizontally, its
            // children get an unbounded width.
            if let d = w.argument("scrollDirection"), d.value.segments?.last?.name != "vertical" {
                child.width = Self.unknown("a \(name) scrolling \(d.value.segments?.last?.name ?? "in a direction read at run time") gives its children an unbounded width")
            } else if let p = w.argument("padding"), presence(p.value) != .absent {
                if let (n, why) = EdgeInsetsReading.horizontal(value(p.value)) {
                    child.width = Resolved(child.width.value.minus(n), child.width.chain + [src("\(name) padding: \(why)", p.token)])
                } else { child.width = Self.unknown("a \(name) padding this reader does not resolve") }
            }
            if name == "GridView" || name == "CustomScrollView" { child.width = Self.unknown("the width \(name) gives its children is not modelled") }
        case let p where Self.passThrough.contains(p): break
        case let p where Self.isInheritedWrapper(p, w):
            // Of the components whose geometry this reader models, only ListTile has an inherited theme
            // widget of its own that changes it.
            if p == "ListTileTheme", (w.arguments ?? []).contains(where: { $0.label != "child" && $0.label != "key" }) {
                child.themed["ListTile"] = src("\(p) restyles what it wraps", w.token)
            }
        case "Row":
            child.width = Self.unknown("a non-flexible child of a Row is laid out with an unbounded width (RenderFlex): it sizes to its content")
            if env.width.value.unknownReason == nil {
                // rendering/flex.dart `RenderFlex`: a non-flexible child is laid out with no maximum
                // width; past the row's width the row overflows (painted past its edge, Clip.none).
                child.width = env.width
                child.widthUnknowns = env.widthUnknowns + [WidthRange.Unknown("the Row's other children", atMostDp: nil, source: Provenance(.component, "RenderFlex: the row's children share its width", at: SourceLocation(file: FlutterSlotGeometry.flex)))]
                child.unboundedInRow = Provenance(.component, "a non-flexible Row child: unbounded width, one line; past the row's width the Row overflows", at: SourceLocation(file: FlutterSlotGeometry.flex))
            }
            if env.width.value.unknownReason == nil, case .group(let kids, _)? = w.argument("children")?.value {
                var total = 0.0, others = false
                for k in kids {
                    if case .other(let t) = k, t.isPunctuation(",") { continue }
                    if let s = k.segments, s.count == 1, s[0].name == "Expanded" || s[0].name == "Flexible" {
                        total += s[0].argument("flex")?.value.number ?? (s[0].argument("flex") == nil ? 1 : .nan)
                    } else { others = true }
                }
                if total.isFinite, total > 0 {
                    child.row = RowShare(width: env.width, totalFlex: total, exact: !others && w.argument("spacing") == nil, unknowns: env.widthUnknowns)
                }
            }
        case "showModalBottomSheet", "showBottomSheet":
            // material/bottom_sheet.dart `_BottomSheetDefaultsM3.constraints`: BoxConstraints(maxWidth:
            // 640) — the screen's width on a phone, at most 640; a `constraints:` of the call replaces it.
            if w.argument("constraints") != nil {
                child.width = Self.unknown("a bottom sheet's own constraints")
            } else {
                child.width = Resolved(.capped(divisor: 1, screenInset: 0, capDp: 640, inset: 0), [src("\(name)", w.token), component("bottom sheet: the screen's width, at most 640 (M3 BoxConstraints(maxWidth: 640))", "bottom_sheet.dart")])
            }
            child.widthUnknowns = []
        case "DefaultTextStyle":
            // widgets/text.dart: a Text's maxLines, overflow and softWrap default to the nearest
            // DefaultTextStyle's; `DefaultTextStyle.merge` keeps what it does not set.
            if let v = w.argument("maxLines") {
                if let n = value(v.value).number, n >= 1, n == n.rounded() { child.maxLines = Resolved(Int(n), [src("DefaultTextStyle maxLines: \(Int(n))", v.token)]) }
                else { child.width = Self.unknown("a DefaultTextStyle maxLines read at run time") }
            }
            if let soft = w.argument("softWrap"), soft.value.segments?.first?.name == "false" { child.maxLines = Resolved(1, [src("DefaultTextStyle softWrap: false", soft.token)]) }
            if let v = w.argument("overflow"), let s = v.value.segments, s.count == 2, s[0].name == "TextOverflow" {
                let mode: TextOverflowMode? = switch s[1].name { case "ellipsis": .ellipsisEnd; case "fade": .fade; case "clip": .clip; case "visible": .visible; default: nil }
                if let mode { child.overflow = Resolved(mode, [src("DefaultTextStyle overflow: TextOverflow.\(s[1].name)", v.token)]) }
            }
            if let v = w.argument("style") {
                let sizeless = value(v.value).segments.map { $0.count == 1 && $0[0].name == "TextStyle" && $0[0].argument("fontSize") == nil } ?? false
                if let weight = FlutterFontWeight.weight(value(v.value), at: at(v.token)) { child.weight = weight }
                if let (size, p) = FlutterTextStyle.size(value(v.value), at: at(v.token)) { child.size = Resolved(size, [p]) }
                else if !(sizeless && ctorName == "merge") { child.width = Self.unknown("a DefaultTextStyle style this reader does not resolve (its font size is unknown)") }
            }
        case "Expanded", "Flexible":
            if let r = env.row {
                let flex = w.argument("flex")?.value.number ?? 1
                if let s = FlutterSlotGeometry.share(r.width.value, flex: flex, total: r.totalFlex) {
                    child.width = Resolved(s, r.width.chain + [Provenance(.component, "\(name)(flex: \(ShortNumber.text(flex))) of \(ShortNumber.text(r.totalFlex)) in a Row" + (r.exact ? "" : ", beside other children: at most"),
                                                                          at: SourceLocation(file: FlutterSlotGeometry.flex))])
                    child.widthUnknowns = r.unknowns + (r.exact ? [] : [WidthRange.Unknown("the Row's other children", atMostDp: nil, source: Provenance(.component, "RenderFlex: flexible children share what the others leave", at: SourceLocation(file: FlutterSlotGeometry.flex)))])
                    child.unboundedInRow = nil
                } else {
                    child.width = Self.unknown("a Row share of a width this reader cannot divide")
                }
            }
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

    private mutating func text(_ key: String, _ t: SourceToken, _ keyFile: String, _ w: CallSegment, _ env: Environment, autoSize: Bool) {
        var e = env
        if let v = w.argument("maxLines") {
            if let n = value(v.value).number, n >= 1, n == n.rounded(), n <= 10_000 { e.maxLines = Resolved(Int(n), [src("maxLines: \(Int(n))", v.token)]) }
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
            if let weight = FlutterFontWeight.weight(value(v.value), at: at(v.token)) { e.weight = weight }
            if let (size, p) = FlutterTextStyle.size(value(v.value), at: at(v.token)) { e.size = Resolved(size, [p]) }
            else { e.size = nil; e.width = e.width.value.unknownReason != nil ? e.width : Self.unknown("style is not resolved statically (its font size is unknown)") }
        } else if e.size == nil {
            e.size = Resolved(FlutterTypography.sizes["bodyMedium"]!, [component("Material DefaultTextStyle bodyMedium (M3)", "material.dart"), Provenance(.component, FlutterTypography.version)])
        }
        if w.argument("textScaleFactor") != nil || w.argument("textScaler") != nil { e.width = Self.unknown("the text sets its own text scaling") }
        if let p = env.unboundedInRow, e.width.value.unknownReason == nil {
            // With no maximum width a Text lays out on one line whatever its maxLines and overflow say.
            e.maxLines = Resolved(1, [p])
            e.overflow = Resolved(.clip, [p])
        }
        var use = makeUse(key, t, keyFile, e, shownBy: env.component ?? w.name)
        if autoSize { use.constraint.autoSize = Resolved("AutoSizeText", [src("AutoSizeText", w.token)]) }
        uses.append(use)
        referencedKeys.insert(key)
    }

    private mutating func use(_ key: String, _ t: SourceToken, _ keyFile: String, _ e: Environment, shownBy: String) {
        uses.append(makeUse(key, t, keyFile, e, shownBy: shownBy))
        referencedKeys.insert(key)
    }

    private func makeUse(_ key: String, _ t: SourceToken, _ keyFile: String, _ e: Environment, shownBy: String) -> TextUse {
        var c = TextConstraint()
        c.maxLines = e.maxLines
        if e.maxLines != nil { c.overflow = e.overflow ?? Resolved(.clip, [Provenance(.component, "Text overflow default TextOverflow.clip", at: SourceLocation(file: "flutter/packages/flutter/lib/src/widgets/text.dart"))]) }
        c.width = e.width
        if e.width.value.unknownReason == nil { for u in e.widthUnknowns { c.widthMayLose(u.what, atMostDp: u.atMostDp, source: u.source) } }
        c.textSizeSp = e.size
        c.fontWeight = e.weight
        var u = TextUse(key: key, platform: .flutter, site: SourceLocation(file: keyFile, line: t.line), constraint: c)
        u.shownBy = shownBy
        return u
    }
}
