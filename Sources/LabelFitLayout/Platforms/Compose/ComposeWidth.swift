import Foundation
import LabelFitCore

/// The width a Compose `Text` is laid out in, from the containers on the way to it, as far as a small
/// model of Compose layout reads it (androidx.compose.foundation.layout):
/// - the outermost composable of the walk is assumed to span the profile's width (said in the chain);
///   a wider guess only ever hides a cut, never invents one;
/// - modifiers apply outside in, in order (Modifier.kt: "the order of modifier functions is
///   significant"): `padding` takes its insets off, `width`/`size`/`requiredWidth` fix the width,
///   `widthIn(max =)` caps it, `fillMaxWidth(f)` takes a fraction; `weight` is read by the parent `Row`;
/// - a `Row` (Row.kt, RowColumnMeasurePolicy) measures its unweighted children first, each with what
///   the ones before it left, then shares what remains among weighted children by weight; siblings of
///   a known fixed width (`ComposeComponents`, `Spacer(Modifier.width(…))`) are taken off, any other
///   sibling makes the width unknown;
/// - `Column`, `Box`, `Surface`, `Card` and the other `ComposeComponents.passThrough` containers give
///   their content their inner width; any other container makes the width unknown.
enum ComposeWidth {
    typealias Env = ComposeTextReader.Env
    typealias Step = ComposeTextReader.Step

    /// The width so far: `insets` off the profile, or fixed, with a cap.
    private struct Running {
        var fixed: Double?
        var insets = 0.0
        var cap: Double?
        var chain: [Provenance]
        /// A sibling that is there only in some states was taken at its narrowest: the width is the
        /// most the text can get.
        var dependsOnState = false
        /// How much more than its narrowest such a sibling can take at its widest (every block's width
        /// known), or nil when a block's width is not known.
        var stateExtra: Double? = 0
        var stateSites: [Provenance] = []
        /// Parts not read that take from nothing to all the width (a sibling of unread width, a padding
        /// that is not a literal): the width is then the widest of a range from 0.
        var unknowns: [WidthRange.Unknown] = []
        /// The least the text gets whatever the unknowns take (inside a dialog of documented minimum width).
        var floor: Double?

        mutating func subtract(_ d: Double) {
            if let f = fixed { fixed = max(0, f - d) } else { insets += d }
            if let c = cap { cap = max(0, c - d) }
            if let f = floor { floor = max(0, f - d) }
        }

        var model: WidthModel {
            if let f = fixed { return .fixed(cap.map { min($0, f) } ?? f) }
            if let c = cap { return .capped(divisor: 1, screenInset: insets, capDp: c, inset: 0) }
            return .profileMinus(insets)
        }
    }

    /// The width, and whether it depends on state (a sibling shown in some states only, taken at its
    /// narrowest: the width is then the most the text can get).
    /// material3 `AlertDialog` (AlertDialog.kt: `AlertDialogContent` is `sizeIn(minWidth = DialogMinWidth
    /// 280.dp, maxWidth = DialogMaxWidth 560.dp)` inside its own window, with `DialogPadding` 24 dp on
    /// every side; its `title` and `text` slots are laid out in that padding at the dialog's width).
    static let dialogMinWidth = 280.0, dialogMaxWidth = 560.0, dialogPadding = 24.0

    /// `floor`: set when the text is in a window of documented minimum width (a material3 dialog): the
    /// least it gets, whatever its range's unknowns take.
    static func of(text: KotlinSegment, env: Env, path: [Step], content: [KotlinExpr], index: Int, dependsOnState: inout [WidthRange.Unknown],
                   floor: inout Double?) -> Resolved<WidthModel> {
        let root = path.first.map { "\($0.env.function.name)" } ?? env.function.name
        var w = Running(chain: env.calls + [Provenance(.profile, "assumed: \(root) spans the profile's width")])
        func unknown(_ why: String) -> Resolved<WidthModel> { Resolved(.unknown(why), w.chain) }

        // A material3 dialog or modal sheet is its own window: what lies on the way to it does not reach its content.
        let start = path.lastIndex { ($0.call.name == "AlertDialog" || $0.call.name == "ModalBottomSheet") && $0.isMaterial3Call } ?? 0
        for (k, step) in path.enumerated() where k >= start && !step.isAppCall {
            let name = step.call.name
            let at = SourceLocation(file: step.env.file.path, line: step.call.token.line, column: step.call.token.column)
            guard let mods = modifiers(of: step.call, env: step.env) else { return unknown("the modifier of \(name)(…) at \(at) is not followed") }
            let insideScaffold = path[..<k].contains { $0.call.name == "Scaffold" } || name == "Scaffold"
            if let why = apply(mods, to: &w, env: step.env, insideScaffold: insideScaffold) { return unknown(why) }
            if let defaultPadding = ComposeComponents.buttonPadding(step) {
                // The button's content Row, inside its content padding (ComposeComponents.buttonPadding).
                var pad = defaultPadding
                if let given = step.call.arguments?.first(where: { $0.label == "contentPadding" }) {
                    guard let p = horizontalInsets([KotlinArgument(label: nil, value: given.value)], env: step.env, insideScaffold: false, depth: 0) else {
                        return unknown("the contentPadding of \(name)(…) at \(at) is not read")
                    }
                    pad = p
                }
                w.subtract(pad)
                w.chain.append(Provenance(.component, "\(name)(…) content padding −\(DecimalText.rounded(pad)) dp (androidx/compose/material3/Button.kt)", at: at))
                if let why = rowSiblings(step, k: k, path: path, text: text, env: env, at: at, w: &w) { return unknown(why) }
            } else if name == "Row" {
                if let why = rowSiblings(step, k: k, path: path, text: text, env: env, at: at, w: &w) { return unknown(why) }
                w.chain.append(Provenance(.source, "Row(…)", at: at))
            } else if ComposeComponents.passThrough.contains(name) || ComposeComponents.isSinglePaneNavDisplay(step.call) {
                w.chain.append(Provenance(.source, "\(name)(…)", at: at))
            } else if name == "AlertDialog" && step.isMaterial3Call {
                // A dialog is its own window: the widths on the way to it do not reach its content.
                let target = k + 1 < path.count ? path[k + 1].call : text
                let args = step.call.arguments ?? []
                // The slot holding the text: the lambda written there, or a lambda the app passes on by
                // name (`AlertDialog(title = title)`) when one slot alone is passed that way.
                let slots: Set<String> = ["title", "text", "icon", "confirmButton", "dismissButton"]
                let passedOn = args.filter { a in
                    guard let label = a.label, slots.contains(label), case .chain(let s) = a.value, s.count == 1 else { return false }
                    return s[0].arguments == nil && s[0].lambda == nil
                }
                let slot = args.first(where: { $0.label != nil && contains($0.value, target.token) })?.label
                    ?? (passedOn.count == 1 ? passedOn[0].label : nil)
                guard let slot, slot == "title" || slot == "text" else {
                    return unknown("inside \(name)(…) at \(at), in a slot whose width is not modelled")
                }
                // A modifier or window properties of the app's (`usePlatformDefaultWidth = false`, a size) change the window.
                if let own = args.first(where: { $0.label == "modifier" || $0.label == "properties" })?.label {
                    return unknown("inside \(name)(…) at \(at), whose \(own) changes its width")
                }
                let source = Provenance(.component, "AlertDialog(\(slot) = …): its own window, \(DecimalText.rounded(dialogMinWidth))–\(DecimalText.rounded(dialogMaxWidth)) dp wide, \(DecimalText.rounded(dialogPadding)) dp padding (androidx/compose/material3/AlertDialog.kt DialogMinWidth, DialogMaxWidth, DialogPadding)", at: at)
                w = Running(chain: env.calls + [source])
                w.cap = dialogMaxWidth
                w.floor = dialogMinWidth
                w.subtract(2 * dialogPadding)
                w.unknowns.append(WidthRange.Unknown("the dialog's width (AlertDialog takes its content's width, \(DecimalText.rounded(dialogMinWidth)) to \(DecimalText.rounded(dialogMaxWidth)) dp)", atMostDp: nil, source: source))
            } else if name == "ModalBottomSheet" && step.isMaterial3Call {
                // material3 ModalBottomSheet.kt: the sheet is its own window, `widthIn(max = sheetMaxWidth)
                // .fillMaxWidth()` with `sheetMaxWidth = BottomSheetDefaults.SheetMaxWidth` (640.dp): its
                // content (a Column) gets min(screen, 640). The widths on the way to it do not reach it.
                let target = k + 1 < path.count ? path[k + 1].call : text
                let held = slot(of: step, holding: target)
                guard held == nil || held == "content" else { return unknown("inside \(name)(…) at \(at), in a slot whose width is not modelled") }
                if let own = step.call.arguments?.first(where: { $0.label == "sheetMaxWidth" || $0.label == "modifier" })?.label {
                    return unknown("inside \(name)(…) at \(at), whose \(own) changes its width")
                }
                w = Running(chain: env.calls + [Provenance(.component, "ModalBottomSheet content: the screen's width, at most BottomSheetDefaults.SheetMaxWidth 640 dp (androidx/compose/material3/ModalBottomSheet.kt, SheetDefaults.kt)", at: at)])
                w.cap = ComposeComponents.sheetMaxWidth
            } else if ComposeComponents.isSingleRowTopAppBar(step) {
                let target = k + 1 < path.count ? path[k + 1].call : text
                guard slot(of: step, holding: target) == "title" else {
                    return unknown("inside \(name)(…) at \(at), in a slot whose width is not modelled")
                }
                // TopAppBarLayout: maxTitleWidth is the bar's width less the navigation icon's Box and
                // the actions' Box (each with its 4 dp padding); the title's Box pads 4 dp each side.
                let pad = ComposeComponents.topAppBarHorizontalPadding
                var taken = 4 * pad, parts: [String] = []
                for label in ["navigationIcon", "actions"] {
                    // An absent slot is its default, `{}`: nothing beside the Box's padding.
                    guard let a = step.call.arguments?.first(where: { $0.label == label }) else { continue }
                    if let sw = slotWidth(a.value, env: step.env, depth: 0) {
                        taken += sw
                        parts.append("\(label) \(DecimalText.rounded(sw)) dp")
                    } else {
                        parts.append("\(label) not read")
                        w.unknowns.append(WidthRange.Unknown("the \(label) of \(name)(…)", atMostDp: nil,
                                                             source: Provenance(.source, "\(name)(\(label) = …)", at: at)))
                    }
                }
                w.subtract(taken)
                let beside = parts.isEmpty ? "" : ", " + parts.joined(separator: ", ")
                w.chain.append(Provenance(.component, "\(name)(title = …): the bar's width less \(DecimalText.rounded(4 * pad)) dp of padding\(beside) (\(ComposeComponents.topAppBarSource))", at: at))
            } else {
                return unknown("inside \(name)(…) at \(at), whose content width is not modelled")
            }
        }
        guard let own = modifiers(of: text, env: env) else { return unknown("the Text's modifier is not followed") }
        if let why = apply(own, to: &w, env: env, insideScaffold: path.contains { $0.call.name == "Scaffold" }) { return unknown(why) }
        if w.dependsOnState {
            w.chain.append(Provenance(.source, "a sibling shown in some states only, at its narrowest"))
            // At its widest the sibling takes `stateExtra` more; a weighted text loses only its share of
            // that (RowColumnMeasurePolicy), so taking all of it off is a narrowest that holds either way.
            dependsOnState.append(WidthRange.Unknown("a Row sibling shown in some states only", atMostDp: w.stateExtra,
                                                     source: w.stateSites.first ?? Provenance(.source, "a sibling shown in some states only")))
        }
        dependsOnState += w.unknowns
        floor = w.floor
        return Resolved(w.model, w.chain)
    }

    /// A Row's children beside the one on the way (foundation RowColumnMeasurePolicy): unweighted
    /// siblings before it take their width first; a weighted child gets its share of what all
    /// unweighted ones leave. The reason when a sibling's width is not known.
    private static func rowSiblings(_ step: Step, k: Int, path: [Step], text: KotlinSegment, env: Env, at: SourceLocation, w: inout Running) -> String? {
        // The child on the way: the next step's call, or the Text itself.
        let target = k + 1 < path.count ? path[k + 1].call : text
        let childWeight = weight(of: target, env: k + 1 < path.count ? path[k + 1].env : env)
        var before = 0.0, all = 0.0, weights = childWeight ?? 0
        // The Row's children: its statements, and when the child on the way sits in an `if` block,
        // that block's other statements beside it (the other blocks are not shown with it).
        var siblings: [(KotlinExpr, Bool)] = []   // (statement, before the child)
        for (j, s) in step.content.enumerated() {
            guard j == step.childIndex else { siblings.append((s, j < step.childIndex)); continue }
            guard case .alternatives(let branches) = s else { continue }
            for b in branches {
                guard case .lambda(let body) = b, let at = body.firstIndex(where: { contains($0, target.token) }) else { continue }
                for (m, x) in body.enumerated() where m != at { siblings.append((x, m < at)) }
            }
        }
        for (s, isBefore) in siblings {
            // An `if` statement beside it: the narrowest of its blocks (an absent `else` takes none),
            // the state that leaves the text the most room — a cut found there is a cut in every state.
            if case .alternatives(let branches) = s, branches.allSatisfy({ if case .lambda = $0 { true } else { false } }) {
                var widths: [Double] = [], unknownSibling: String?
                for b in branches {
                    guard case .lambda(let body) = b else { continue }
                    var sum: Double? = 0
                    for x in body {
                        guard let c = firstCall(x) else { continue }
                        guard weight(of: c, env: step.env) == nil, let sw = fixedWidth(c, env: step.env) else { unknownSibling = c.name; sum = nil; break }
                        sum! += sw
                    }
                    if let sum { widths.append(sum) }
                }
                // A block of unknown width still leaves the narrowest state known when another block
                // shows nothing (`if (wide) NavigationRail(…)` with no else: 0 dp).
                let sw = widths.min() ?? 0
                if let name = unknownSibling, sw > 0 { return "\(name)(…) beside it in the Row at \(at) has no known width" }
                if unknownSibling != nil || (widths.max() ?? 0) > sw {
                    w.dependsOnState = true
                    w.stateExtra = unknownSibling != nil ? nil : w.stateExtra.map { $0 + (widths.max() ?? 0) - sw }
                    w.stateSites.append(Provenance(.source, "if (…) beside the text in Row(…)", at: at))
                }
                all += sw
                if isBefore { before += sw }
                continue
            }
            guard let sibling = firstCall(s) else { continue }
            if let wt = weight(of: sibling, env: step.env) { weights += wt; continue }
            guard let sw = fixedWidth(sibling, env: step.env) else {
                // A sibling of unread width takes from nothing to all the Row. The Row measures its
                // unweighted children in order, each within what those before it left
                // (RowColumnMeasurePolicy), so after an unweighted text it takes nothing from the text;
                // before it, or beside a weighted text, it makes the text's width a range from 0.
                if childWeight == nil && !isBefore { continue }
                w.unknowns.append(WidthRange.Unknown("\(sibling.name)(…) beside it in the Row", atMostDp: nil,
                                                     source: Provenance(.source, "\(sibling.name)(…) in Row(…)", at: at)))
                continue
            }
            all += sw
            if isBefore { before += sw }
        }
        if let cw = childWeight {
            w.subtract(all)
            if weights > cw, let f = w.fixed { w.fixed = f * cw / weights }
            else if weights > cw { return "several weighted children share the Row at \(at)" }
        } else {
            w.subtract(before)
        }
        return nil
    }

    /// The label of the argument of `step`'s call that holds `target`: a lambda written there, or a
    /// slot passed on by name whose bound lambda holds it; nil when it is in an unlabelled argument.
    static func slot(of step: Step, holding target: KotlinSegment) -> String? {
        for a in step.call.arguments ?? [] {
            guard let label = a.label else { continue }
            if contains(a.value, target.token) { return label }
            if case .chain(let s) = a.value, s.count == 1, s[0].arguments == nil, s[0].lambda == nil,
               let bound = step.env.bindings[s[0].name], contains(bound.expr, target.token) { return label }
        }
        return nil
    }

    /// The width a slot lambda takes when laid out in a row (a top app bar's navigation icon or
    /// actions): the sum of its children's fixed widths, through a slot passed on by name; nil when a
    /// child's width is not known.
    private static func slotWidth(_ e: KotlinExpr, env: Env, depth: Int) -> Double? {
        guard depth < ComposeValues.maxDepth else { return nil }
        switch e {
        case .lambda(let body):
            var sum = 0.0
            for x in body {
                guard let c = firstCall(x), weight(of: c, env: env) == nil, let sw = fixedWidth(c, env: env) else { return nil }
                sum += sw
            }
            return sum
        case .chain(let s) where s.count == 1 && !s[0].isLiteral && s[0].arguments == nil && s[0].lambda == nil:
            guard let (x, scope) = ComposeValues.lookup(s[0].name, env: env) else { return nil }
            return slotWidth(x, env: scope, depth: depth + 1)
        default:
            return nil
        }
    }

    /// Whether an expression holds the call at `token` (found by its position).
    private static func contains(_ e: KotlinExpr, _ token: KotlinToken) -> Bool {
        var stack = [e], left = 100_000
        while let x = stack.popLast(), left > 0 {
            left -= 1
            switch x {
            case .lambda(let b), .alternatives(let b), .operation(let b, _): stack += b
            case .string, .other: continue
            case .chain(let s):
                for seg in s {
                    if seg.token.line == token.line && seg.token.column == token.column { return true }
                    stack += (seg.arguments ?? []).map(\.value)
                    if let l = seg.lambda { stack += l }
                }
            }
        }
        return false
    }

    /// The first call of a statement (`Icon(…)`, `icon?.let { Icon(…) }` → `Icon`).
    private static func firstCall(_ e: KotlinExpr) -> KotlinSegment? {
        guard case .chain(let s) = e else { return nil }
        if let c = s.first(where: { !$0.isLiteral && ($0.arguments != nil || $0.lambda != nil) }) {
            if ["let", "also", "run"].contains(c.name), let body = c.lambda, body.count == 1 { return firstCall(body[0]) }
            return c
        }
        return nil
    }

    /// The modifier segments a call is given (`modifier = Modifier.a().b()`), its bound parameter's
    /// chain first when it starts from one (`modifier.fillMaxWidth()`); [] when it has none, nil when
    /// the expression is not a chain this reads.
    static func modifiers(of call: KotlinSegment, env: Env, depth: Int = 0) -> [KotlinSegment]? {
        if let arg = call.arguments?.first(where: { $0.label == "modifier" }) { return chain(arg.value, env: env, depth: depth) }
        // Layouts take `modifier` as their first parameter (`Row(Modifier.width(120.dp)) { … }`):
        // an unlabelled argument that is a modifier chain is it.
        for a in call.arguments ?? [] where a.label == nil {
            if case .chain(let s) = a.value, let head = s.first, head.name == "Modifier" || head.name == "modifier" {
                return chain(a.value, env: env, depth: depth)
            }
        }
        return []
    }

    private static func chain(_ e: KotlinExpr, env: Env, depth: Int) -> [KotlinSegment]? {
        guard depth < 16, case .chain(let s) = e, let head = s.first else { return nil }
        let rest = Array(s.dropFirst())
        if head.name == "Modifier" { return rest }
        if head.arguments == nil, let (x, scope) = ComposeValues.lookup(head.name, env: env) {
            guard let inner = chain(x, env: scope, depth: depth + 1) else { return nil }
            return inner + rest
        }
        if head.name == "modifier" { return rest }   // an unbound `modifier` parameter: its default, Modifier
        return nil
    }

    private static func weight(of call: KotlinSegment, env: Env) -> Double? {
        guard let mods = modifiers(of: call, env: env), let w = mods.first(where: { $0.name == "weight" }) else { return nil }
        guard let a = w.arguments?.first, case .chain(let s) = a.value, s.count == 1, s[0].isLiteral else { return 1 }
        return Double(s[0].name.trimmingCharacters(in: CharacterSet(charactersIn: "fF")))
    }

    /// The width a sibling takes in a Row: a component's fixed width or a `Spacer`'s, with the
    /// horizontal padding of its modifiers; nil when unknown.
    private static func fixedWidth(_ call: KotlinSegment, env: Env) -> Double? {
        guard let mods = modifiers(of: call, env: env) else { return nil }
        var base: Double? = ComposeComponents.fixedWidths[call.name]?.widthDp
        if call.name == "Spacer" { base = 0 }
        // Modifiers apply outside in: a padding before the size is outside it (`padding(8.dp).size(40.dp)`
        // is 56 wide), one after it is inside (`size(40.dp).padding(8.dp)` is 40); a component's own
        // default size (Icon's 24 dp) comes after the caller's modifiers, so their paddings are outside.
        var pad = 0.0, sized = false
        for m in mods {
            switch m.name {
            case "size", "width", "requiredSize", "requiredWidth":
                guard let v = m.arguments?.first.flatMap({ ComposeValues.unit($0.value, "dp", env: env, depth: 0) }) else { return nil }
                if !sized { base = v.value }
                sized = true
            case "padding":
                guard let p = horizontalPadding(m, env: env) else { return nil }
                if !sized { pad += p }
            default: continue
            }
        }
        return base.map { $0 + pad }
    }

    /// Modifiers applied to the running width; the reason when one makes it unknown.
    private static func apply(_ mods: [KotlinSegment], to w: inout Running, env: Env, insideScaffold: Bool = false) -> String? {
        for m in mods {
            let at = SourceLocation(file: env.file.path, line: m.token.line, column: m.token.column)
            switch m.name {
            case "padding":
                guard let p = horizontalPadding(m, env: env, insideScaffold: insideScaffold) else {
                    // A padding is never negative (foundation Padding.kt, PaddingElement: "Padding must be
                    // non-negative"): one not read takes from nothing to all the width.
                    w.unknowns.append(WidthRange.Unknown("a padding that is not a literal size", atMostDp: nil, source: Provenance(.source, "padding", at: at)))
                    continue
                }
                if p > 0 { w.subtract(p); w.chain.append(Provenance(.source, "padding −\(DecimalText.rounded(p)) dp", at: at)) }
            case "width", "size", "requiredWidth", "requiredSize":
                guard let a = m.arguments?.first, let v = ComposeValues.unit(a.value, "dp", env: env, depth: 0) else { return "\(m.name) at \(at) is not a literal size" }
                w.fixed = v.value
                w.chain.append(Provenance(.source, "\(m.name)(\(DecimalText.rounded(v.value)).dp)", at: at))
            case "widthIn", "sizeIn", "defaultMinSize":
                if let a = m.arguments?.first(where: { $0.label == "max" || $0.label == "maxWidth" }) {
                    guard let v = ComposeValues.unit(a.value, "dp", env: env, depth: 0) else { return "\(m.name) at \(at) is not a literal size" }
                    w.cap = min(w.cap ?? v.value, v.value)
                    w.chain.append(Provenance(.source, "\(m.name)(max = \(DecimalText.rounded(v.value)).dp)", at: at))
                }
            case "fillMaxWidth", "fillMaxSize":
                if let a = m.arguments?.first, case .chain(let s) = a.value, s.count == 1, s[0].isLiteral,
                   let f = Double(s[0].name.trimmingCharacters(in: CharacterSet(charactersIn: "fF"))), f < 1 {
                    guard let fixed = w.fixed else { return "\(m.name)(\(s[0].name)) at \(at) of a width that depends on the profile" }
                    w.fixed = fixed * f
                }
            case "horizontalScroll":
                return "horizontalScroll at \(at): the content is as wide as it needs"
            case "wrapContentWidth", "weight", "align", "clickable", "selectable", "toggleable", "background", "clip", "border",
                 "height", "heightIn", "alpha", "semantics", "clearAndSetSemantics", "testTag", "alignBy", "alignByBaseline",
                 "combinedClickable", "focusable", "shadow", "graphicsLayer", "animateContentSize", "then", "verticalScroll":
                continue
            default:
                continue
            }
        }
        return nil
    }

    /// Horizontal insets of a `padding(…)` call (foundation Padding.kt overloads): `padding(all)`,
    /// `padding(horizontal, vertical)`, `padding(start, top, end, bottom)`, by label or position;
    /// `PaddingValues` arguments are not followed.
    private static func horizontalPadding(_ m: KotlinSegment, env: Env, insideScaffold: Bool = false) -> Double? {
        horizontalInsets(m.arguments ?? [], env: env, insideScaffold: insideScaffold, depth: 0)
    }

    /// The arguments of `padding(…)` or `PaddingValues(…)`: one positional `PaddingValues` is followed
    /// through names to its own call; inside a `Scaffold`, an unresolved one is taken as the content
    /// padding Scaffold passes, whose horizontal insets are 0 on a phone in portrait (material3
    /// Scaffold.kt: `contentWindowInsets = ScaffoldDefaults.contentWindowInsets`, the system bars' —
    /// top and bottom).
    private static func horizontalInsets(_ args: [KotlinArgument], env: Env, insideScaffold: Bool, depth: Int) -> Double? {
        func v(_ a: KotlinArgument) -> Double? { ComposeValues.unit(a.value, "dp", env: env, depth: 0)?.value }
        if args.isEmpty { return 0 }
        // `padding(innerPadding)` or `padding(paddingValues = innerPadding)`: the PaddingValues overload.
        if args.count == 1, args[0].label == nil || args[0].label == "paddingValues", ComposeValues.unit(args[0].value, "dp", env: env, depth: 0) == nil {
            var e = args[0].value, scope = env
            for _ in 0..<16 {
                guard case .chain(let s) = e, s.count == 1, !s[0].isLiteral else { break }
                if s[0].name == "PaddingValues", let inner = s[0].arguments {
                    return depth < 4 ? horizontalInsets(inner, env: scope, insideScaffold: false, depth: depth + 1) : nil
                }
                guard s[0].arguments == nil, let (x, next) = ComposeValues.lookup(s[0].name, env: scope) else {
                    return insideScaffold && s[0].arguments == nil ? 0 : nil
                }
                (e, scope) = (x, next)
            }
            return nil
        }
        if args.allSatisfy({ $0.label == nil }) {
            switch args.count {
            case 1: return v(args[0]).map { 2 * $0 }
            case 2: return v(args[0]).map { 2 * $0 }
            case 4:
                guard let s = v(args[0]), let e = v(args[2]) else { return nil }
                return s + e
            default: return nil
            }
        }
        var total = 0.0
        for a in args {
            switch a.label {
            case "all", "horizontal": guard let x = v(a) else { return nil }; total += 2 * x
            case "start", "end", "left", "right":
                if let x = v(a) { total += x; continue }
                // `start = it.calculateStartPadding(layoutDirection)` of the content padding Scaffold
                // passes (unresolved, as above): horizontally 0.
                guard insideScaffold, case .chain(let s) = a.value, s.count == 2, s[0].arguments == nil, !s[0].isLiteral,
                      ComposeValues.lookup(s[0].name, env: env) == nil,
                      ["calculateStartPadding", "calculateEndPadding", "calculateLeftPadding", "calculateRightPadding"].contains(s[1].name) else { return nil }
            case "top", "bottom", "vertical": continue
            default: return nil
            }
        }
        return total
    }
}
