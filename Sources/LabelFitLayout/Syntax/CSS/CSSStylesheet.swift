import LabelFitCore

/// One declaration `property: value [!important]` (CSS Syntax 3 §5.4.6 "consume a declaration").
public struct CSSDeclaration: Sendable, Hashable {
    public var property: String
    /// The value's tokens, whitespace kept, `!important` removed.
    public var value: [CSSToken]
    public var important: Bool
    public var line: Int
    /// Why the value is not known although it is written (a bound stopped its Sass variables being
    /// substituted): what it sets is unknown with this reason.
    public var unknownReason: String?

    /// The value's significant tokens (no whitespace).
    public var parts: [CSSToken] { value.filter { $0.kind != .whitespace } }
    /// The value's space-separated components, a function with its arguments kept whole
    /// (`var(--gap) 0` is two components, as a shorthand counts them: CSS Values 4 §2).
    public var components: [[CSSToken]] {
        var out: [[CSSToken]] = []
        var cur: [CSSToken] = []
        var depth = 0
        for t in value {
            if t.kind == .whitespace && depth == 0 { if !cur.isEmpty { out.append(cur); cur = [] }; continue }
            if t.kind == .function || t.kind == .openParen { depth += 1 } else if t.kind == .closeParen { depth = max(0, depth - 1) }
            cur.append(t)
        }
        if !cur.isEmpty { out.append(cur) }
        return out
    }
    /// The value as text, idents lowercased: `nowrap`, `0 8px`, `scalex(-1)`.
    public var text: String { CSSStylesheet.text(value).trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
}

/// A style rule: its selectors, declarations, and whether it applies only under a condition.
public struct CSSRule: Sendable {
    public var selectorText: String
    /// Nil when the selector could not be read (Sass interpolation, an unknown construct): such a
    /// rule may match anything, so it can only make a value unknown.
    public var selectors: [CSSComplexSelector]?
    public var declarations: [CSSDeclaration] = []
    /// `@media (…)`, `@supports (…)`, `@container`, `@layer`: the rule applies only sometimes (or in
    /// an order cascade layers decide), so what it sets is unknown where it would win.
    public var condition: String?
    /// `@include name`, `@extend %name` / `@extend .name`, `@apply utility` inside: declarations that
    /// come from elsewhere (`CSSIncludes` says which properties they may set).
    public var includes: [String] = []
    public var opaque: Bool { !includes.isEmpty }
    public var file: String
    public var line: Int
    /// Position in its file (CSS Cascade 4 §6.1 "Order of Appearance" within one style sheet).
    public var order: Int
    /// Scoped to one component (Vue `<style scoped>`, Svelte, an Angular component's own stylesheet):
    /// the component's file path.
    public var scope: String?
    /// Why the selector was not read when a bound stopped it (the sheet's selector budget, selector
    /// nesting): such a rule makes what it declares unknown with this reason.
    public var unreadReason: String?
    /// For a rule whose selector is not read (or not readable): compounds one of which the element it matches must
    /// match (its own last compounds, or its parent's for `&`), so that it stays out of the elements it
    /// cannot match; nil when not even that is known.
    public var subjects: [CSSCompound]?
}

/// A Sass `@mixin` or `%placeholder` rule: the properties it declares, what it includes, where it is.
public struct CSSMixin: Sendable {
    public var properties = Set<String>()
    public var includes: [String] = []
    public var file: String
    public var line: Int
}

/// A problem in a style sheet, located; the rest of the sheet is still read.
public struct CSSProblem: Sendable, Hashable {
    public var location: SourceLocation
    public var reason: String
}

/// A style sheet read into rules: plain CSS, SCSS (nesting with `&`, `$variables`, `//` comments) or a
/// component's `<style>` block. Blocks are read with an explicit stack, not recursion, so nesting is
/// bounded by `maxNesting` (a located problem past it) and each token is looked at once.
///
/// Nesting multiplies selector text (`& & { … }` doubles it per level, a list of 8 nested 6 deep is
/// 8^6 selectors), so the full selectors of one sheet are bounded by `selectorBytesPerFileByte` times
/// its size (at least `minSelectorBudget`), counted before they are made. The rule that would pass
/// it is one located problem; it and every later rule that needs expanding keep their declarations but
/// not their selectors (`unreadReason`), so what they set is unknown, never dropped.
///
/// Sass variables multiply tokens the same way (a variable of N tokens referenced N times is N²), so
/// the tokens substituted for them in one sheet are bounded by `substitutedTokensPerFileByte` times
/// its size (at least `minSubstitutionBudget`), counted before they are copied. The declaration that
/// would pass it is one located problem; it and every later declaration that needs a substitution
/// keep their written value, marked unknown (`CSSDeclaration.unknownReason`).
public struct CSSStylesheet: Sendable {
    public static let maxNesting = 64
    public static let selectorBytesPerFileByte = 16
    public static let minSelectorBudget = 1 << 20
    public static let substitutedTokensPerFileByte = 4
    public static let minSubstitutionBudget = 1 << 16

    /// The tokens Sass variables of a sheet of `fileBytes` bytes may substitute.
    public static func substitutionBudget(fileBytes: Int) -> Int { max(minSubstitutionBudget, substitutedTokensPerFileByte * fileBytes) }

    /// The bytes of full selectors a sheet of `fileBytes` bytes may expand to.
    public static func selectorBudget(fileBytes: Int) -> Int { max(minSelectorBudget, selectorBytesPerFileByte * fileBytes) }
    public var file: String
    public var rules: [CSSRule] = []
    public var problems: [CSSProblem] = []
    /// Sass variables (`$gap: 8px;`), last assignment wins (https://sass-lang.com/documentation/variables/).
    public var variables: [String: [CSSToken]] = [:]
    /// The properties each `@mixin name` and `%placeholder` rule declares, and what they include
    /// (https://sass-lang.com/documentation/at-rules/mixin/, …/style-rules/placeholder-selectors/).
    public var mixins: [String: CSSMixin] = [:]

    public init(file: String, text: String, scss: Bool, firstLine: Int = 1, scope: String? = nil) {
        self.file = file
        let tokens = CSSTokenizer.tokens(text, scss: scss, firstLine: firstLine)
        // A rule's or group's selectors are nil when they were not read (`unreadReason`): so are its children's.
        enum Frame { case group(selectors: [String]?, condition: String?), rule(Int, selectors: [String]?, condition: String?), mixin(String), skip }
        var stack: [Frame] = []
        var rules: [CSSRule] = []
        var problems: [CSSProblem] = []
        var variables: [String: [CSSToken]] = [:]
        var mixins: [String: CSSMixin] = [:]
        var pending: [CSSToken] = []
        var order = 0
        var tooDeep = 0
        let selectorBudget = Self.selectorBudget(fileBytes: text.utf8.count)
        var selectorBytes = 0
        var budgetReason: String?
        var deepSelectorReported = false
        let substitutionBudget = Self.substitutionBudget(fileBytes: text.utf8.count)
        var substitutedTokens = 0
        var substitutionReason: String?
        func context() -> ([String]?, String?) {
            for f in stack.reversed() {
                switch f {
                case .group(let s, let c): return (s, c)
                case .rule(_, let s, let c): return (s, c)
                case .skip, .mixin: return ([], nil)
                }
            }
            return ([], nil)
        }
        func inSkip() -> Bool { stack.contains { if case .skip = $0 { true } else { false } } }
        func currentMixin() -> String? { if case .mixin(let n)? = stack.last { n } else { nil } }
        func inMixin() -> String? { for f in stack.reversed() { if case .mixin(let n) = f { return n } }; return nil }
        func currentRule() -> Int? { if case .rule(let i, _, _)? = stack.last { i } else { nil } }
        func currentRuleIndex(_ frames: ArraySlice<Frame>) -> Int? {
            for f in frames.reversed() { if case .rule(let i, _, _) = f { return i } }
            return nil
        }
        // A statement ended by `;` or `}`: a declaration, a Sass variable, or an at-rule.
        func take(_ statement: [CSSToken], rule: Int?) {
            let s = Array(statement.drop { $0.kind == .whitespace })
            guard let first = s.first else { return }
            if first.kind == .atKeyword {
                let kind = first.value.lowercased()
                let args = s.dropFirst().filter { $0.kind != .whitespace }
                guard ["include", "extend", "apply"].contains(kind) else { return }
                var names: [String] = []
                switch kind {
                case "include":
                    // `@include ns.name(args)`: a module's member is the mixin `name`
                    // (https://sass-lang.com/documentation/at-rules/use/#loading-members).
                    let call = CSSStylesheet.text(Array(s.dropFirst())).trimmingCharacters(in: .whitespaces)
                    let head = call.split(separator: "(").first.map(String.init) ?? call
                    names = [head.split(separator: ".").last.map { String($0).trimmingCharacters(in: .whitespaces) } ?? (args.first?.value ?? "*")]
                case "extend": names = [CSSStylesheet.text(Array(s.dropFirst())).trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " !optional", with: "")]
                default:
                    // Tailwind's `@apply a b c` (https://tailwindcss.com/docs/functions-and-directives#apply).
                    names = CSSStylesheet.text(Array(s.dropFirst())).split(separator: " ").map { "@apply " + $0 }
                }
                if let r = rule { rules[r].includes += names } else if let m = inMixin() { mixins[m, default: CSSMixin(file: file, line: first.line)].includes += names }
                return
            }
            if first.kind == .delim && first.value == "$", s.count > 2, s[1].kind == .ident,
               let colon = s.firstIndex(where: { $0.kind == .colon }) {
                variables[s[1].value] = Array(s[(colon + 1)...]).filter { !($0.kind == .delim && $0.value == "!") && !($0.kind == .ident && $0.value == "default") }
                return
            }
            if let m = inMixin(), first.kind == .ident, s.contains(where: { $0.kind == .colon }) {
                mixins[m, default: CSSMixin(file: file, line: first.line)].properties.insert(first.value.lowercased())
                return
            }
            guard let r = rule, first.kind == .ident, let colon = s.firstIndex(where: { $0.kind == .colon }), colon == 1 || s[1..<colon].allSatisfy({ $0.kind == .whitespace }) else { return }
            var value = Array(s[(colon + 1)...])
            var important = false
            // `!important` (CSS Syntax 3 §5.4.6 step 5).
            let sig = value.enumerated().filter { $0.element.kind != .whitespace }
            if sig.count >= 2, sig[sig.count - 2].element.kind == .delim, sig[sig.count - 2].element.value == "!",
               sig[sig.count - 1].element.kind == .ident, sig[sig.count - 1].element.value.lowercased() == "important" {
                important = true
                value = Array(value[..<sig[sig.count - 2].offset])
            }
            // Sass variables in a value are replaced by their value when known, within the sheet's budget.
            var cost = 0
            var k = 0
            while k + 1 < value.count {
                if value[k].kind == .delim, value[k].value == "$", value[k + 1].kind == .ident, let v = variables[value[k + 1].value] { cost += v.count; k += 2 } else { k += 1 }
            }
            var declaration = CSSDeclaration(property: first.value.lowercased(), value: value, important: important, line: first.line)
            if cost > 0, let reason = substitutionReason ?? (substitutedTokens + cost > substitutionBudget ? "Sass variables substituted past this sheet's budget of \(substitutionBudget) tokens (\(Self.substitutedTokensPerFileByte) × its size, at least \(Self.minSubstitutionBudget))" : nil) {
                if substitutionReason == nil {
                    substitutionReason = reason
                    problems.append(CSSProblem(location: SourceLocation(file: file, line: first.line), reason: "\(reason) here: this declaration and the later ones that need a substitution are not read, what they set is unknown"))
                }
                declaration.unknownReason = reason
            } else if cost > 0 {
                substitutedTokens += cost
                var resolved: [CSSToken] = []
                resolved.reserveCapacity(value.count + cost)
                k = 0
                while k < value.count {
                    if value[k].kind == .delim, value[k].value == "$", k + 1 < value.count, value[k + 1].kind == .ident, let v = variables[value[k + 1].value] {
                        resolved += v
                        k += 2
                    } else { resolved.append(value[k]); k += 1 }
                }
                declaration.value = resolved
            }
            rules[r].declarations.append(declaration)
        }
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            i += 1
            if tooDeep > 0 {
                if t.kind == .openCurly { tooDeep += 1 } else if t.kind == .closeCurly { tooDeep -= 1 }
                continue
            }
            // Sass interpolation `#{…}` is kept inside the prelude, not taken for a block.
            if t.kind == .delim && t.value == "#" && i < tokens.count && tokens[i].kind == .openCurly {
                var depth = 0
                pending.append(t)
                while i < tokens.count {
                    let u = tokens[i]; i += 1
                    pending.append(u)
                    if u.kind == .openCurly { depth += 1 } else if u.kind == .closeCurly { depth -= 1; if depth == 0 { break } }
                }
                continue
            }
            switch t.kind {
            case .openCurly:
                let prelude = pending
                pending = []
                if stack.count >= Self.maxNesting {
                    problems.append(CSSProblem(location: SourceLocation(file: file, line: t.line), reason: "blocks nested deeper than \(Self.maxNesting): the rest of this block is not read"))
                    tooDeep = 1
                    continue
                }
                if inSkip() { stack.append(.skip); continue }
                if let m = inMixin() {
                    // A nested block in a mixin (`&:hover { … }`, `@media`): what it declares counts as the mixin's.
                    stack.append(.mixin(m)); continue
                }
                let significant = prelude.filter { $0.kind != .whitespace }
                let (parents, condition) = context()
                if let first = significant.first, first.kind == .atKeyword {
                    switch first.value.lowercased() {
                    case "media", "supports", "container", "layer", "document", "scope":
                        let c = "@" + first.value + " " + Self.text(Array(prelude.drop { $0.kind != .atKeyword }.dropFirst())).trimmingCharacters(in: .whitespacesAndNewlines)
                        stack.append(.group(selectors: parents, condition: condition.map { $0 + " " + c } ?? c))
                    case "mixin":
                        let name = significant.dropFirst().first.map { $0.value } ?? ""
                        mixins[name] = mixins[name] ?? CSSMixin(file: file, line: first.line)
                        stack.append(.mixin(name))
                    case "include":
                        // `@include name { … }`: the mixin with a content block.
                        if case .rule(let r, _, _)? = stack.last, let name = significant.dropFirst().first?.value { rules[r].includes.append(name) }
                        stack.append(.skip)
                    default:
                        // @keyframes, @font-face, @if, @each … : not style rules of elements (an @if's
                        // branches are not followed: a rule inside one makes nothing known).
                        if case .rule(let r, _, _)? = stack.last { rules[r].includes.append("*") }
                        stack.append(.skip)
                    }
                    continue
                }
                let own = Self.splitSelectors(Self.text(prelude))
                let line = significant.first?.line ?? t.line
                var full: [String]?
                var unreadReason: String?
                if let parents {
                    let cost = Self.nestedLength(own, in: parents, atMost: selectorBudget - selectorBytes)
                    // A rule at the top needs no expanding: it is its own text, within the file's size.
                    if !parents.isEmpty, let reason = budgetReason ?? (selectorBytes + cost > selectorBudget ? "selectors past this sheet's budget of \(selectorBudget) bytes (\(Self.selectorBytesPerFileByte) × its size, at least \(Self.minSelectorBudget))" : nil) {
                        if budgetReason == nil {
                            budgetReason = reason
                            problems.append(CSSProblem(location: SourceLocation(file: file, line: line), reason: "nesting expands the \(reason) here: this rule and the later ones that need expanding are not matched, what they set is unknown"))
                        }
                        unreadReason = reason
                    } else {
                        selectorBytes += cost
                        full = Self.nest(own, in: parents).map(Self.unwrapScoping)
                    }
                } else {
                    unreadReason = (currentRuleIndex(stack[...]).flatMap { rules[$0].unreadReason }) ?? "an enclosing rule's selector was not read"
                }
                // A placeholder rule never matches an element; it is a set of declarations to @extend.
                if let full, full.count == 1, full[0].hasPrefix("%"), !full[0].contains(" ") {
                    mixins[full[0]] = mixins[full[0]] ?? CSSMixin(file: file, line: line)
                    stack.append(.mixin(full[0]))
                    continue
                }
                if let full, unreadReason == nil, let deep = full.first(where: { CSSSelectorParser.nesting($0) > CSSSelectorParser.maxNesting }) {
                    unreadReason = "a selector with functional pseudo-classes nested deeper than \(CSSSelectorParser.maxNesting)"
                    if !deepSelectorReported {
                        deepSelectorReported = true
                        problems.append(CSSProblem(location: SourceLocation(file: file, line: line), reason: "\(unreadReason!) ('\(deep.prefix(60))…'): it is not matched, what it sets is unknown"))
                    }
                }
                let interpolated = prelude.contains { $0.kind == .delim && $0.value == "#" }
                var rule = CSSRule(selectorText: unreadReason == nil ? (full ?? own).joined(separator: ", ") : own.joined(separator: ", "),
                                   selectors: nil, condition: condition, file: file, line: line, order: order, scope: scope)
                rule.unreadReason = unreadReason
                order += 1
                if !interpolated, unreadReason == nil, let full { rule.selectors = CSSSelectorParser.parse(full) }
                if rule.selectors == nil { rule.subjects = Self.subjects(own, parent: currentRuleIndex(stack[...]).map { rules[$0] }) }
                rules.append(rule)
                stack.append(.rule(rules.count - 1, selectors: full, condition: condition))
            case .semicolon, .closeCurly:
                let statement = pending
                pending = []
                if !inSkip() { take(statement, rule: currentRule()) }
                if t.kind == .closeCurly { _ = stack.popLast() }
            default:
                pending.append(t)
            }
        }
        if !pending.isEmpty && !inSkip() { take(pending, rule: currentRule()) }
        _ = currentMixin

        self.rules = rules
        self.problems = problems
        self.variables = variables
        self.mixins = mixins
    }

    /// A declaration list (`style="…"`), read as the body of one rule.
    public static func declarations(_ text: String, firstLine: Int) -> [CSSDeclaration] {
        let sheet = CSSStylesheet(file: "", text: "x{" + text + "}", scss: false, firstLine: firstLine)
        return sheet.rules.first?.declarations ?? []
    }

    /// Tokens back to CSS text (enough for selectors and messages).
    static func text(_ tokens: [CSSToken]) -> String {
        var s = ""
        for t in tokens {
            switch t.kind {
            case .ident, .delim, .number: s += t.value
            case .function: s += t.value + "("
            case .atKeyword: s += "@" + t.value
            case .hash: s += "#" + t.value
            case .string, .badString: s += "\"" + t.value + "\""
            case .url, .badURL: s += "url(" + t.value + ")"
            case .percentage: s += t.value + "%"
            case .dimension: s += t.value + t.unit
            case .whitespace: s += " "
            case .cdo: s += "<!--"
            case .cdc: s += "-->"
            case .colon: s += ":"
            case .semicolon: s += ";"
            case .comma: s += ","
            case .openSquare: s += "["
            case .closeSquare: s += "]"
            case .openParen: s += "("
            case .closeParen: s += ")"
            case .openCurly: s += "{"
            case .closeCurly: s += "}"
            }
        }
        return s
    }

    /// Vue's `:deep(x)` / `::v-deep(x)` and Svelte's and CSS Modules' `:global(x)` only change how the
    /// component's scoping attribute is added (https://vuejs.org/api/sfc-css-features.html#deep-selectors,
    /// https://svelte.dev/docs/svelte/global-styles): for matching, the selector is its argument.
    static func unwrapScoping(_ text: String) -> String {
        var out = text
        for pseudo in ["::v-deep(", ":deep(", ":global(", "::v-global(", ":slotted(", "::v-slotted("] {
            var guardCount = 0
            while let r = out.range(of: pseudo), guardCount < 64 {
                guardCount += 1
                var depth = 1
                var end = r.upperBound
                while end < out.endIndex && depth > 0 {
                    if out[end] == "(" { depth += 1 } else if out[end] == ")" { depth -= 1 }
                    if depth > 0 { end = out.index(after: end) }
                }
                guard end < out.endIndex else { break }
                let inner = out[r.upperBound..<end]
                let lead = r.lowerBound == out.startIndex || out[out.index(before: r.lowerBound)] == " " ? "" : " "
                out.replaceSubrange(r.lowerBound...end, with: lead + inner)
            }
        }
        return out
    }

    /// A selector list split at its top-level commas.
    static func splitSelectors(_ text: String) -> [String] {
        var out: [String] = []
        var depth = 0
        var cur = ""
        for ch in text {
            if ch == "(" || ch == "[" { depth += 1 } else if ch == ")" || ch == "]" { depth -= 1 }
            if ch == "," && depth == 0 { out.append(cur.trimmingCharacters(in: .whitespacesAndNewlines)); cur = "" } else { cur.append(ch) }
        }
        out.append(cur.trimmingCharacters(in: .whitespacesAndNewlines))
        return out.filter { !$0.isEmpty }
    }

    /// Sass / CSS Nesting: a nested selector with `&` has the parent put in its place (`&__title` joins
    /// it, BEM style), one without is a descendant of the parent
    /// (https://sass-lang.com/documentation/style-rules/parent-selector/).
    static func nest(_ own: [String], in parents: [String]) -> [String] {
        guard !parents.isEmpty else { return own }
        var out: [String] = []
        for p in parents {
            for o in own {
                out.append(o.contains("&") ? o.replacingOccurrences(of: "&", with: p) : p + " " + o)
            }
        }
        return out
    }

    /// Compounds one of which the subject of any of `own`, nested in `parent`, must match: each one's
    /// last compound without its `&`, or the parent's subjects where that is all `&` is. A necessary
    /// condition only (`&.b` keeps `.b`), so a rule that fails it surely does not match. Nil when a
    /// last compound is not read, glues `&` to a name, or there is no parent to take them from.
    static func subjects(_ own: [String], parent: CSSRule?) -> [CSSCompound]? {
        var out: [CSSCompound] = []
        var seen = Set<CSSCompound>()
        func add(_ c: CSSCompound) { if seen.insert(c).inserted { out.append(c) } }
        for o in own {
            let last = lastCompound(o)
            // `&__title` (BEM) joins the parent's last name: that compound is not one of its own.
            let glued = last.unicodeScalars.indices.contains { i in
                guard last.unicodeScalars[i] == "&", let next = last.unicodeScalars.index(i, offsetBy: 1, limitedBy: last.unicodeScalars.endIndex),
                      next < last.unicodeScalars.endIndex else { return false }
                let c = last.unicodeScalars[next]
                return c == "-" || c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c)
            }
            if glued { return nil }
            let rest = last.replacingOccurrences(of: "&", with: "")
            if rest.isEmpty {
                guard let parent else { return nil }
                guard let inherited = parent.selectors.map({ $0.compactMap(\.compounds.last) }) ?? parent.subjects else { return nil }
                inherited.forEach(add)
                continue
            }
            guard let parsed = CSSSelectorParser.parseOne(rest), parsed.compounds.count == 1 else { return nil }
            add(parsed.compounds[0])
        }
        return out
    }

    /// The text after a selector's last top-level combinator or space: `.a > .b:is(.c d)` → `.b:is(.c d)`.
    static func lastCompound(_ selector: String) -> String {
        let chars = Array(selector.trimmingCharacters(in: .whitespaces))
        var depth = 0
        var k = chars.count
        while k > 0 {
            let c = chars[k - 1]
            if c == ")" || c == "]" { depth += 1 } else if c == "(" || c == "[" { depth -= 1 }
            if depth == 0, c == " " || c == ">" || c == "+" || c == "~" { break }
            k -= 1
        }
        return String(chars[k...])
    }

    /// The bytes `nest(own, in: parents)` makes, counted in one pass over each list without making
    /// them; past `limit` the count stops (it is then only known to pass it).
    static func nestedLength(_ own: [String], in parents: [String], atMost limit: Int) -> Int {
        guard !parents.isEmpty else { return own.reduce(0) { $0 + $1.utf8.count } }
        let count = parents.count
        let parentBytes = parents.reduce(0) { $0 + $1.utf8.count }
        var total = 0
        for o in own {
            let bytes = o.utf8.count
            let amps = o.utf8.reduce(0) { $0 + ($1 == 0x26 ? 1 : 0) }
            // Each `&` is replaced by the parent; without one, the parent and a space come first.
            let (a, o1) = count.multipliedReportingOverflow(by: amps > 0 ? bytes - amps : bytes + 1)
            let (b, o2) = parentBytes.multipliedReportingOverflow(by: max(amps, 1))
            if o1 || o2 { return Int.max }
            total += a + b
            if total > limit { return total }
        }
        return total
    }
}

import Foundation
