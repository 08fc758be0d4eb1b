import LabelFitCore

/// SwiftUI views that show a catalog string, read from one Swift file's call syntax (`CallSyntax`),
/// with what static reading can tell of their constraint. SwiftUI's layout is a negotiation: a parent
/// proposes a size, the child chooses (developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:),
/// "Layout fundamentals"), so a width is known only where the source fixes it:
/// - `.frame(width: N)` proposes exactly N to what it wraps; `.frame(maxWidth: N)` at most N (an upper
///   bound); `.padding(n)` / `.padding(.horizontal, n)` inside the frame takes 2n (one edge's
///   `.padding(.leading, n)` takes n);
/// - `VStack`, `LazyVStack`, `ZStack`, `Group`, `ScrollView` pass their proposal to each child; an
///   `HStack` shares it with siblings at run time, any other container or custom view is unknown.
/// Text modifiers are environment values (documentation of `lineLimit(_:)`, `truncationMode(_:)`,
/// `font(_:)`: "applies to all text in this view"): a container's reach its texts, the innermost wins.
/// `Text` wraps without limit unless `lineLimit` says otherwise, then truncates at the tail (`Text.TruncationMode`
/// default `.tail`); its default font is `.body`. `.minimumScaleFactor` (shrink-to-fit) makes the site
/// unknown; `.fixedSize()` gives the text its ideal width, never truncated.
struct SwiftUITextReader {
    struct Environment {
        var maxLines: Resolved<Int>?
        var unlimitedLines = false
        var overflow: Resolved<TextOverflowMode>?
        var font: Resolved<TextScaling>?
        var fontSize: Double?
        /// The font's own weight (`.headline`, `.title.bold()`), and one `.bold()` / `.fontWeight(_:)`
        /// sets over whatever font the text has (AppleFontWeight).
        var fontWeight: Resolved<TextWeight>?
        var weightOverride: Resolved<TextWeight>?
        var minimumScale: Resolved<String>?
        var fixedSize: Provenance?
        var width: Resolved<WidthModel>?
        /// The width is only the widest the text can get: what else may take room (`WidthRange`).
        var widthUnknown: WidthRange.Unknown?
        /// Set inside `.tabItem { … }`, `.toolbar { … }`, `.navigationTitle`: what shows the text.
        var component: String?
        var notASite: String?
    }

    let file: String
    var generated = SwiftGenStrings()
    var uses: [TextUse] = []
    var findings: [LayoutRuleFinding] = []
    /// Every key the file names in a localizing position, found in a use or not.
    var referencedKeys = Set<String>()

    init(file: String) { self.file = file }

    /// Stacks that propose their own width to each child, and the control flow and `ForEach` that lay
    /// out what they hold in their parent (result builders: developer.apple.com/documentation/swiftui/viewbuilder).
    static let passThroughStacks: Set<String> = ["VStack", "LazyVStack", "ZStack", "Group", "ScrollView", "NavigationStack", "NavigationView",
                                                 "ForEach", "if", "else", "switch", "case", "default"]
    /// Views whose first unlabeled argument is a `LocalizedStringKey` title (SwiftUI's `init(_ titleKey:…)`).
    static let titledViews: [String: String] = [
        "Button": "Button label", "Label": "Label title", "Toggle": "Toggle label", "Picker": "Picker label",
        "Link": "Link", "NavigationLink": "NavigationLink label", "Menu": "Menu label", "Stepper": "Stepper label",
        "TextField": "TextField placeholder", "SecureField": "SecureField placeholder", "Section": "Section header",
        "DisclosureGroup": "DisclosureGroup label", "ShareLink": "ShareLink label", "LabeledContent": "LabeledContent label",
    ]
    /// Modifiers whose title is spoken or shown as a tooltip, not laid out.
    static let spokenModifiers: Set<String> = ["accessibilityLabel", "accessibilityHint", "accessibilityValue", "help"]

    mutating func read(_ items: [CallExpr]) {
        for e in items { walk(e, Environment(width: Resolved(.unknown("SwiftUI proposes this view's width from its parents at run time"), []))) }
    }

    private func location(_ t: SourceToken) -> SourceLocation { SourceLocation(file: file, line: t.line) }
    private func source(_ note: String, _ t: SourceToken) -> Provenance { Provenance(.source, note, at: location(t)) }

    private mutating func walk(_ e: CallExpr, _ env: Environment) {
        switch e {
        case .group(let items, _): for x in items { walk(x, env) }
        case .chain(let segs): walkChain(segs, env)
        default: break
        }
    }

    private mutating func walkChain(_ segs: [CallSegment], _ parent: Environment) {
        let head = segs[0]
        let modifiers = Array(segs.dropFirst())
        // The view's own environment: its modifiers over its parent's, the innermost (first) winning.
        var env = parent
        for m in modifiers.reversed() { apply(m, to: &env) }
        env.width = width(of: modifiers, proposed: parent.width, upperBound: &env.widthUnknown)
        if head.isLiteral && head.name.isEmpty {
            // An implicit member (`.headline`): nothing laid out; arguments may hold views.
        } else if head.name == "Text" {
            if let arg = head.positional(), let (key, t) = SwiftLocalizedKey.key(arg.value, literalIsKey: true, generated: generated) { use(key, t, env, shownBy: env.component ?? "Text") }
        } else if let shown = Self.titledViews[head.name], let arg = head.positional(),
                  let (key, t) = SwiftLocalizedKey.key(arg.value, literalIsKey: true, generated: generated) {
            var own = env
            // A control's title shares its row with the control (a toggle's switch, a picker's value, a
            // label's icon); a button's, link's or menu's label is the whole control.
            if !["Button", "Link", "NavigationLink", "Menu"].contains(head.name) {
                own.width = Resolved(.unknown("\(head.name)'s title shares its row with the control"), [])
            }
            use(key, t, own, shownBy: env.component ?? shown)
        } else {
            // Any other call with a localized first argument: a key the app names (counted, not measured).
            for a in head.arguments ?? [] { if let (k, _) = SwiftLocalizedKey.key(a.value, literalIsKey: false, generated: generated) { referencedKeys.insert(k) } }
        }
        // Children: a pass-through stack gives them its width; anything else makes it unknown.
        var childEnv = env
        // `if flag { … }` reads as `flag` with a trailing closure: a lowercase name without arguments
        // before a closure is a condition (or `else`), whose views are laid out in the parent.
        let condition = head.arguments == nil && !head.closures.isEmpty && head.name.first?.isLowercase == true
        if !Self.passThroughStacks.contains(head.name) && !condition {
            childEnv.width = Resolved(.unknown(head.name == "HStack" || head.name == "LazyHStack"
                ? "a child of \(head.name) shares the row with its siblings at run time" : "the width \(head.name.isEmpty ? "this view" : head.name) gives its content is not modelled"), [])
            childEnv.widthUnknown = nil
        }
        for a in head.arguments ?? [] where a.label != nil || head.name != "Text" { walk(a.value, childEnv) }
        for c in head.closures { walk(c.value, childEnv) }
        // Modifiers' own content (`.toolbar { … }`, `.navigationTitle("k")`, `.tabItem { … }`).
        var base = parent
        base.width = Resolved(.unknown("shown by a modifier's container"), [])
        base.widthUnknown = nil
        for m in modifiers { modifierContent(m, base, chain: modifiers) }
    }

    private mutating func modifierContent(_ m: CallSegment, _ base: Environment, chain: [CallSegment]) {
        var inner = base
        switch m.name {
        case "navigationTitle", "navigationBarTitle":
            guard let arg = m.positional(), let (key, t) = SwiftLocalizedKey.key(arg.value, literalIsKey: true, generated: generated) else { break }
            use(key, t, navigationTitle(m, chain: chain), shownBy: "navigation title")
            return
        case "tabItem":
            inner.component = "tab bar item"
            inner.maxLines = Resolved(1, [Provenance(.component, "UITabBarItem title: one line", at: SourceLocation(file: "developer.apple.com/documentation/uikit/uitabbaritem"))])
            inner.notASite = nil
        case "toolbar": inner.component = "toolbar item"
        case let name where Self.spokenModifiers.contains(name):
            inner.notASite = "\(name) is spoken or shown as a tooltip, not laid out"
            if let arg = m.positional(), let (key, t) = SwiftLocalizedKey.key(arg.value, literalIsKey: true, generated: generated) { use(key, t, inner, shownBy: name) }
            return
        default: break
        }
        for a in m.arguments ?? [] { walk(a.value, inner) }
        for c in m.closures { walk(c.value, inner) }
    }

    /// A navigation bar title: one line, truncated at the tail; large (`.largeTitle`) or inline
    /// (`.headline`) by `navigationBarTitleDisplayMode` in the same chain; `.automatic` is decided at run
    /// time. Its width is at most the screen less the bar's 16-pt layout margins on each side
    /// (HIG, Navigation bars; UINavigationBar `layoutMargins`): bar buttons take more.
    private func navigationTitle(_ m: CallSegment, chain: [CallSegment]) -> Environment {
        var env = Environment()
        let table = Provenance(.component, "navigation bar title: one line, tail truncation, within the bar's 16-pt margins",
                               at: SourceLocation(file: "developer.apple.com/design/human-interface-guidelines/navigation-bars"))
        env.maxLines = Resolved(1, [source(".\(m.name)", m.token), table])
        env.overflow = Resolved(.ellipsisEnd, [table])
        env.width = Resolved(.profileMinus(32), [table])
        // Bar buttons take their own widths, up to the whole bar.
        env.widthUnknown = WidthRange.Unknown("the navigation bar's buttons", atMostDp: nil, source: table)
        let mode = chain.first { $0.name == "navigationBarTitleDisplayMode" }
        switch mode?.positional()?.value.implicitMember {
        case "inline":
            env.font = Resolved(.dynamicType(DynamicTypeSizes.styles["headline"]!), [source(".navigationBarTitleDisplayMode(.inline): .headline", mode!.token)])
            env.fontSize = DynamicTypeSizes.styles["headline"]![3]
            env.fontWeight = Resolved(TextWeight(AppleFontWeight.ofStyle("headline")), env.font!.chain + [Provenance(.component, "Headline: Semibold", at: SourceLocation(file: AppleFontWeight.hig))])
        case "large":
            env.font = Resolved(.dynamicType(DynamicTypeSizes.styles["largeTitle"]!), [source(".navigationBarTitleDisplayMode(.large): .largeTitle", mode!.token)])
            env.fontSize = DynamicTypeSizes.styles["largeTitle"]![3]
            env.fontWeight = Resolved(TextWeight(400, undecided: "a large navigation title's weight is not read"), env.font!.chain)
        default:
            env.width = Resolved(.unknown("the title's display mode (.automatic: large or inline) is decided at run time"), [])
        }
        return env
    }

    /// Text modifiers of one link, applied to the environment.
    private func apply(_ m: CallSegment, to env: inout Environment) {
        let at = m.token
        switch m.name {
        case "lineLimit":
            guard let v = m.positional()?.value else { return }
            if let n = v.number, n >= 1, n == n.rounded(), n <= 10_000 { env.maxLines = Resolved(Int(n), [source(".lineLimit(\(Int(n)))", at)]); env.unlimitedLines = false }
            else if case .chain(let s) = v, s.count == 1, s[0].name == "nil" { env.maxLines = nil; env.unlimitedLines = true }
            else { env.maxLines = Resolved(-1, [source(".lineLimit(…): a range or a value read at run time", at)]); env.unlimitedLines = false }
        case "truncationMode":
            switch m.positional()?.value.implicitMember {
            case "head": env.overflow = Resolved(.ellipsisStart, [source(".truncationMode(.head)", at)])
            case "middle": env.overflow = Resolved(.ellipsisMiddle, [source(".truncationMode(.middle)", at)])
            case "tail": env.overflow = Resolved(.ellipsisEnd, [source(".truncationMode(.tail)", at)])
            default: break
            }
        case "font":
            guard let v = m.positional()?.value else { return }
            env.fontWeight = AppleFontWeight.ofFont(v).map { Resolved(TextWeight($0), [source(".font(…): weight \($0)", at), Provenance(.component, "Dynamic Type style weights", at: SourceLocation(file: AppleFontWeight.hig))]) }
            // `.title.bold()`, `.headline.weight(.semibold)`: a weight or design keeps the style's size.
            var styleName = v.implicitMember
            if styleName == nil, let s = v.segments, s.count >= 3, s[0].name == "", s[0].isLiteral,
               s.dropFirst(2).allSatisfy({ ["bold", "weight", "italic", "monospacedDigit", "smallCaps", "leading"].contains($0.name) }) { styleName = s[1].name }
            if let s = v.segments, s.count == 2, s[0].name == "", s[1].name == "system", s[1].argument("size") == nil,
               let style = s[1].positional()?.value.implicitMember { styleName = style }   // .system(.title, design: .rounded)
            if let style = styleName, let sizes = DynamicTypeSizes.styles[style] {
                env.font = Resolved(.dynamicType(sizes), [source(".font(.\(style)): \(ShortNumber.text(sizes[3])) pt at Large", at), Provenance(.component, DynamicTypeSizes.version)])
                env.fontSize = sizes[3]
            } else if let s = v.segments, s.count == 2, s[0].name == "", s[1].name == "system" || s[1].name == "custom" {
                let call = s[1]
                let size = call.argument("size")?.value.number
                if let size, size > 0, size <= 1000, call.name == "system" {
                    env.font = Resolved(.fixed, [source(".font(.system(size: \(ShortNumber.text(size)))): not scaled by Dynamic Type", at)])
                    env.fontSize = size
                } else if let size, size > 0, size <= 1000, call.name == "custom", call.argument("fixedSize") == nil {
                    // `.custom(_:size:)` scales relative to `.body` (documentation of Font.custom(_:size:)).
                    let body = DynamicTypeSizes.styles["body"]!
                    env.font = Resolved(.dynamicType(body.map { $0 / body[3] * size }), [source(".font(.custom(…, size: \(ShortNumber.text(size)))): scaled like .body", at)])
                    env.fontSize = size
                } else {
                    env.font = nil; env.fontSize = -1
                }
            } else {
                env.font = nil; env.fontSize = -1   // a font this reader does not resolve
            }
        case "bold":
            if m.positional()?.value.segments?.first?.name != "false" { env.weightOverride = Resolved(TextWeight(700), [source(".bold()", at)]) }
        case "fontWeight":
            if let w = m.positional()?.value.implicitMember, let n = AppleFontWeight.named[w] { env.weightOverride = Resolved(TextWeight(n), [source(".fontWeight(.\(w))", at)]) }
            else { env.weightOverride = Resolved(TextWeight(400, undecided: "fontWeight(_:) is not a Font.Weight constant"), [source(".fontWeight(…)", at)]) }
        case "minimumScaleFactor": env.minimumScale = Resolved("minimumScaleFactor", [source(".minimumScaleFactor", at)])
        case "fixedSize":
            let vertical = m.argument("horizontal")?.value.segments?.first?.name == "false"
            if !vertical { env.fixedSize = source(".fixedSize()", at) }
        default: break
        }
    }

    /// The width the text gets through its own modifiers: paddings up to the innermost frame come off.
    private func width(of modifiers: [CallSegment], proposed: Resolved<WidthModel>?, upperBound: inout WidthRange.Unknown?) -> Resolved<WidthModel>? {
        var inset = 0.0
        var steps: [Provenance] = []
        for m in modifiers {
            switch m.name {
            case "padding":
                guard let (n, p) = horizontalPadding(m) else { return Resolved(.unknown("a padding this reader does not resolve (.padding() is the system's default)"), []) }
                inset += n
                if n > 0 { steps.append(p) }
            case "frame":
                if let w = m.argument("width")?.value.number, w > 0 {
                    upperBound = nil
                    return Resolved(.fixed(w - inset), [source(".frame(width: \(ShortNumber.text(w)))", m.token)] + steps)
                }
                if let w = m.argument("maxWidth")?.value.number, w > 0 {
                    // A maxWidth frame proposes its parent's width up to the cap: the parent may leave less.
                    upperBound = WidthRange.Unknown("the parent of .frame(maxWidth:)", atMostDp: nil, source: source(".frame(maxWidth: \(ShortNumber.text(w)))", m.token))
                    return Resolved(.fixed(w - inset), [source(".frame(maxWidth: \(ShortNumber.text(w))): at most", m.token)] + steps)
                }
                if m.argument("width") != nil || m.argument("maxWidth") != nil || m.argument("minWidth") != nil || m.argument("idealWidth") != nil {
                    return Resolved(.unknown(".frame's width is not a number here"), [])
                }
            default: break
            }
        }
        guard let proposed else { return nil }
        return Resolved(proposed.value.minus(inset), proposed.chain + steps)
    }

    /// `.padding()` (the system's default, not a number: unknown), `.padding(n)`, `.padding(.horizontal, n)`,
    /// `.padding(.leading, n)`, `.padding(EdgeInsets(…))` (unknown): the horizontal inset it takes.
    private func horizontalPadding(_ m: CallSegment) -> (Double, Provenance)? {
        let args = m.arguments ?? []
        if args.isEmpty { return nil }   // the default padding is platform-chosen
        if args.count == 1, let n = args[0].value.number { return (2 * n, source(".padding(\(ShortNumber.text(n)))", m.token)) }
        if args.count == 2, let edge = args[0].value.implicitMember, let n = args[1].value.number {
            switch edge {
            case "horizontal", "all": return (2 * n, source(".padding(.\(edge), \(ShortNumber.text(n)))", m.token))
            case "leading", "trailing": return (n, source(".padding(.\(edge), \(ShortNumber.text(n)))", m.token))
            case "vertical", "top", "bottom": return (0, source(".padding(.\(edge), …)", m.token))
            default: return nil
            }
        }
        if args.count == 1, let edge = args[0].value.implicitMember, ["vertical", "top", "bottom"].contains(edge) { return (0, source(".padding(.\(edge))", m.token)) }
        return nil
    }

    private mutating func use(_ key: String, _ t: SourceToken, _ env: Environment, shownBy: String) {
        referencedKeys.insert(key)
        var c = TextConstraint()
        if let why = env.notASite { c.notASite = why }
        if let m = env.maxLines {
            if m.value < 1 { c.width = Resolved(.unknown("the line limit is a range or read at run time"), m.chain) }
            else { c.maxLines = m; c.overflow = env.overflow ?? Resolved(.ellipsisEnd, [Provenance(.component, "Text truncationMode default .tail", at: SourceLocation(file: "developer.apple.com/documentation/swiftui/text/truncationmode"))]) }
        }
        if c.width == nil { c.width = env.width }
        if let u = env.widthUnknown { c.widthMayLose(u.what, atMostDp: u.atMostDp, source: u.source) }
        if let f = env.fixedSize { c.width = Resolved(.unknown("fixedSize(): the text takes its ideal width and is never truncated"), [f]) }
        if let font = env.font, let size = env.fontSize {
            c.textSizeSp = Resolved(size, font.chain)
            c.textScaling = font.value
        } else if env.fontSize == nil {
            let body = DynamicTypeSizes.styles["body"]!
            c.textSizeSp = Resolved(17, [Provenance(.component, "Text default font .body: 17 pt at Large", at: SourceLocation(file: "developer.apple.com/documentation/swiftui/font/body"))])
            c.textScaling = .dynamicType(body)
        }
        if let s = env.minimumScale { c.autoSize = s }
        c.fontWeight = env.weightOverride ?? env.fontWeight
        var u = TextUse(key: key, platform: .swiftui, site: location(t), constraint: c)
        u.shownBy = shownBy
        uses.append(u)
    }
}
