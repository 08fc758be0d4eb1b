/// One compound selector (Selectors Level 4 §3.1, https://www.w3.org/TR/selectors-4/#compound):
/// a type, an id, classes, and the parts LabelFit cannot decide statically.
public struct CSSCompound: Sendable, Hashable {
    public var tag: String?
    public var ids: [String] = []
    public var classes: [String] = []
    /// `[dir="rtl"]`, `:dir(rtl)`, `[dir=rtl] &`: the rule applies only in a right-to-left context.
    public var rtlGuard = false
    /// `:hover`, `:focus`… (Selectors 4 §9 "User Action Pseudo-classes"): not the resting state.
    public var stateOnly = false
    /// `::before`, `::after`…: another box than the element's text.
    public var pseudoElement = false
    /// Attribute selectors (Selectors 4 §6): name, operator (`""` for presence, `=`, `~=`, `|=`, `^=`,
    /// `$=`, `*=`) and value; decided against the attributes a template writes literally.
    public var attributes: [CSSAttributeTest] = []
    /// Structural and other pseudo-classes: may or may not match.
    public var undecided: [String] = []
    /// `:is(…)` and `:where(…)` whose arguments are each one compound: the element matches one of each
    /// group's compounds (Selectors 4 §4.2/§4.4: they match what any selector of their list matches).
    public var anyOf: [[CSSCompound]] = []
}

public struct CSSAttributeTest: Sendable, Hashable {
    public var name: String
    public var op: String
    public var value: String

    /// Selectors 4 §6.1–6.2 on one attribute value.
    public func matches(_ v: String) -> Bool {
        switch op {
        case "": true
        case "=": v == value
        case "~=": v.split(separator: " ").contains { $0 == value }
        case "|=": v == value || v.hasPrefix(value + "-")
        case "^=": !value.isEmpty && v.hasPrefix(value)
        case "$=": !value.isEmpty && v.hasSuffix(value)
        case "*=": !value.isEmpty && v.contains(value)
        default: false
        }
    }
}

/// A complex selector: compounds joined by combinators, left to right, with its specificity.
public struct CSSComplexSelector: Sendable, Hashable {
    public enum Combinator: Sendable, Hashable { case descendant, child, sibling }
    public var compounds: [CSSCompound]
    /// `combinators[k]` joins `compounds[k]` and `compounds[k + 1]`.
    public var combinators: [Combinator]
    /// (ids, classes/attributes/pseudo-classes, types/pseudo-elements): Selectors 4 §17
    /// "Calculating a selector's specificity".
    public var specificity: [Int]
    public var text: String
    public var rtlGuarded: Bool { compounds.contains { $0.rtlGuard } }
}

/// Reads selector text into complex selectors. A selector with something it does not read at all
/// (a namespace, `:has()` and other functional pseudo-classes beyond `:dir`/`:not`/`:is`/`:where`)
/// keeps it in `undecided`, so matching says "maybe", never a wrong yes or no.
///
/// `:is()` and `:where()` arguments are read again for a `dir` guard, one level per call: a selector
/// whose functional pseudo-classes nest deeper than `maxNesting` is not read at all (checked before
/// anything recurses), so neither the stack nor the copies of the argument grow with the input.
public enum CSSSelectorParser {
    public static let maxCompounds = 32
    public static let maxNesting = 32

    /// How deep the parentheses of `text` nest (`:is(:not(.a))` is 2), strings and escapes read as
    /// the tokenizer reads them.
    public static func nesting(_ text: String) -> Int { nesting(CSSTokenizer.tokens(text)) }

    static func nesting(_ tokens: [CSSToken]) -> Int {
        var depth = 0, deepest = 0
        for t in tokens {
            if t.kind == .function || t.kind == .openParen { depth += 1; deepest = max(deepest, depth) }
            else if t.kind == .closeParen { depth = max(0, depth - 1) }
        }
        return deepest
    }

    public static func parse(_ list: [String]) -> [CSSComplexSelector]? {
        var out: [CSSComplexSelector] = []
        for text in list {
            guard let s = parseOne(text) else { return nil }
            out.append(s)
        }
        return out
    }

    /// A selector list whose every selector is one compound (`.a, button.b`), or nil: what `:is()` and
    /// `:where()` can be matched by here. Commas inside parentheses do not split.
    static func compoundList(_ text: String) -> [CSSComplexSelector]? {
        var parts: [String] = [], current = "", depth = 0
        for t in CSSTokenizer.tokens(text) {
            if t.kind == .function || t.kind == .openParen { depth += 1 }
            if t.kind == .closeParen { depth -= 1 }
            if t.kind == .comma && depth == 0 { parts.append(current); current = ""; continue }
            current += CSSStylesheet.text([t])
        }
        parts.append(current)
        var out: [CSSComplexSelector] = []
        for part in parts {
            guard let s = parseOne(part.trimmingCharacters(in: .whitespaces)), s.compounds.count == 1 else { return nil }
            out.append(s)
        }
        return out.isEmpty ? nil : out
    }

    static let userAction: Set<String> = ["hover", "focus", "active", "focus-visible", "focus-within", "visited", "target", "link", "any-link"]

    static func parseOne(_ text: String) -> CSSComplexSelector? {
        let tokens = CSSTokenizer.tokens(text)
        guard nesting(tokens) <= maxNesting else { return nil }
        var compounds: [CSSCompound] = [CSSCompound()]
        var combinators: [CSSComplexSelector.Combinator] = []
        var spec = [0, 0, 0]
        var pendingCombinator: CSSComplexSelector.Combinator?
        var empty = true
        var i = 0
        func startCompound() {
            if !empty, let c = pendingCombinator {
                combinators.append(c)
                compounds.append(CSSCompound())
                empty = true
            }
            pendingCombinator = nil
        }
        while i < tokens.count {
            let t = tokens[i]
            switch t.kind {
            case .whitespace:
                if !empty && pendingCombinator == nil { pendingCombinator = .descendant }
                i += 1
                continue
            case .delim where t.value == ">":
                pendingCombinator = .child; i += 1; continue
            case .delim where t.value == "+" || t.value == "~":
                pendingCombinator = .sibling; i += 1; continue
            default: break
            }
            startCompound()
            guard compounds.count <= maxCompounds else { return nil }
            var c = compounds[compounds.count - 1]
            switch t.kind {
            case .ident:
                c.tag = t.value.lowercased(); spec[2] += 1
            case .delim where t.value == "*":
                break
            case .hash:
                c.ids.append(t.value); spec[0] += 1
            case .delim where t.value == ".":
                guard i + 1 < tokens.count, tokens[i + 1].kind == .ident else { return nil }
                c.classes.append(tokens[i + 1].value); spec[1] += 1
                i += 1
            case .openSquare:
                var inner: [CSSToken] = []
                i += 1
                while i < tokens.count && tokens[i].kind != .closeSquare { inner.append(tokens[i]); i += 1 }
                let sig = inner.filter { $0.kind != .whitespace }
                let name = sig.first?.value.lowercased() ?? ""
                var op = ""
                var k = 1
                while k < sig.count, sig[k].kind == .delim, op.count < 2 { op += sig[k].value; k += 1 }
                let raw = k < sig.count && (sig[k].kind == .string || sig[k].kind == .ident) ? sig[k].value : ""
                let value = raw.lowercased()
                let flagged = k + 1 < sig.count
                if name == "dir" && value == "rtl" { c.rtlGuard = true }
                else if sig.first?.kind == .ident, ["", "=", "~=", "|=", "^=", "$=", "*="].contains(op), !flagged { c.attributes.append(CSSAttributeTest(name: name, op: op, value: raw)) }
                else { c.undecided.append("[" + CSSStylesheet.text(inner) + "]") }
                spec[1] += 1
            case .colon:
                let pseudoElement = i + 1 < tokens.count && tokens[i + 1].kind == .colon
                if pseudoElement { i += 1 }
                guard i + 1 < tokens.count else { return nil }
                let n = tokens[i + 1]
                i += 1
                if n.kind == .ident {
                    let name = n.value.lowercased()
                    // CSS 2's single-colon pseudo-elements are still pseudo-elements (Selectors 4 §14).
                    if pseudoElement || ["before", "after", "first-line", "first-letter"].contains(name) {
                        c.pseudoElement = true; spec[2] += 1
                    } else if userAction.contains(name) {
                        c.stateOnly = true; spec[1] += 1
                    } else {
                        c.undecided.append(":" + name); spec[1] += 1
                    }
                } else if n.kind == .function {
                    var depth = 1
                    var inner: [CSSToken] = []
                    i += 1
                    while i < tokens.count {
                        if tokens[i].kind == .openParen || tokens[i].kind == .function { depth += 1 }
                        if tokens[i].kind == .closeParen { depth -= 1; if depth == 0 { break } }
                        inner.append(tokens[i]); i += 1
                    }
                    let name = n.value.lowercased()
                    let rawArg = CSSStylesheet.text(inner).trimmingCharacters(in: .whitespaces)
                    let arg = rawArg.lowercased()
                    if name == "dir" && arg == "rtl" { c.rtlGuard = true; spec[1] += 1 }
                    else if name == "is" || name == "where", let list = compoundList(rawArg) {
                        // Each argument one compound: matched against the element as the list says.
                        // `:where` adds no specificity, `:is` its most specific argument's (§17).
                        if name == "is", let most = list.map(\.specificity).max(by: { $0.lexicographicallyPrecedes($1) }) {
                            for k in 0..<3 { spec[k] += most[k] }
                        }
                        let alternatives = list.map { $0.compounds[0] }
                        if alternatives.allSatisfy({ $0.rtlGuard && $0.undecided.isEmpty && $0.anyOf.isEmpty && $0.classes.isEmpty && $0.ids.isEmpty && $0.tag == nil }) {
                            c.rtlGuard = true
                        } else {
                            c.anyOf.append(alternatives)
                        }
                    }
                    else if name == "where" { c.undecided.append(":where(\(arg))") }
                    else {
                        // :is/:not/:has take their most specific argument's specificity (§17); a class
                        // or id argument is what they usually hold, counted as such.
                        if arg.contains("#") { spec[0] += 1 } else if arg.contains(".") || arg.contains("[") || arg.contains(":") { spec[1] += 1 } else { spec[2] += 1 }
                        if name == "is" || name == "where", let inner = parseOne(arg), inner.compounds.count == 1, inner.compounds[0].undecided.isEmpty,
                           inner.compounds[0].rtlGuard { c.rtlGuard = true }
                        else { c.undecided.append(":\(name)(\(arg))") }
                    }
                } else { return nil }
            case .delim where t.value == "&":
                return nil
            default:
                return nil
            }
            compounds[compounds.count - 1] = c
            empty = false
            i += 1
        }
        guard !empty else { return nil }
        return CSSComplexSelector(compounds: compounds, combinators: combinators, specificity: spec, text: text)
    }
}

import Foundation
