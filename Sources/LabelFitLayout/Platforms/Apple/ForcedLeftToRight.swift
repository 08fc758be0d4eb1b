import Foundation
import LabelFitCore

/// Where an iOS app forces left-to-right layout on the whole app, so that its Arabic is laid out left
/// to right whatever the catalog says:
/// - **UIKit**: `UIView.appearance().semanticContentAttribute = .forceLeftToRight` (Swift) or
///   `[[UIView appearance] setSemanticContentAttribute:UISemanticContentAttributeForceLeftToRight]`
///   (Objective-C). The appearance proxy of `UIView` itself customizes every instance of the class and
///   its subclasses (UIAppearance, developer.apple.com/documentation/uikit/uiappearance;
///   `semanticContentAttribute` is an appearance selector in UIView.h), and a view whose attribute is
///   `.forceLeftToRight` "is always laid out from left to right" (UISemanticContentAttribute,
///   developer.apple.com/documentation/uikit/uisemanticcontentattribute). A proxy of a subclass or a
///   container (`UIButton.appearance()`, `appearance(whenContainedInInstancesOf:)`) is not app-wide.
/// - **SwiftUI**: `.environment(\.layoutDirection, .leftToRight)` on a root view — a `WindowGroup`'s
///   content or a hosting controller's `rootView:` — written there or applied through a `View`
///   extension method whose `ViewModifier` body sets it (an environment value reaches every view under
///   the one it is set on, developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection).
/// A forcing under `if C` (or a value `C ? .leftToRight : x`) counts only when `C` is a Boolean constant
/// the app declares (`static let disableRightToLeftLayout = true`, optionally negated); anything decided
/// at run time, an `else` branch, or a value LabelFit cannot fold is no forcing.
struct ForcedLeftToRight: Sendable {
    struct Site: Sendable, Hashable {
        var site: SourceLocation
        /// What forces it, as written, and the constant it is under when there is one.
        var note: String
    }
    var uikit: [Site] = []
    var swiftUI: [Site] = []
    /// Root views no SwiftUI forcing reaches (a `rootView:` argument or `WindowGroup` without it), when
    /// there is a forcing: the SwiftUI findings are held back for all views, and the finding names these.
    var unforcedRoots: [SourceLocation] = []

    /// `let NAME = true|false` (any access, `static` or not) across the app's Swift files; a name
    /// declared with both values is no constant.
    struct Constants: Sendable {
        var values: [String: (value: Bool, site: SourceLocation)] = [:]
        var ambiguous = Set<String>()

        mutating func read(_ tokens: [SourceToken], file: String) {
            for i in tokens.indices.dropLast(3) where tokens[i].isIdentifier && tokens[i].text == "let" {
                let name = tokens[i + 1], eq = tokens[i + 2], v = tokens[i + 3]
                guard name.isIdentifier, eq.isPunctuation("="), v.isIdentifier, v.text == "true" || v.text == "false" else { continue }
                // `let x = true && y` is no constant.
                if i + 4 < tokens.count, tokens[i + 4].line == v.line, !tokens[i + 4].isPunctuation(";"), !tokens[i + 4].isPunctuation("}") { continue }
                let value = v.text == "true"
                if let old = values[name.text], old.value != value { ambiguous.insert(name.text) }
                else if values[name.text] == nil { values[name.text] = (value, SourceLocation(file: file, line: name.line)) }
            }
        }

        /// The value of a condition written `A.B.name`, `name`, `!name`, `true`: nil when it is anything else.
        func evaluate(_ tokens: ArraySlice<SourceToken>) -> (value: Bool, note: String)? {
            var t = Array(tokens)
            while t.first?.isPunctuation("(") == true && t.last?.isPunctuation(")") == true { t = Array(t.dropFirst().dropLast()) }
            var negated = false
            if t.first?.isPunctuation("!") == true { negated = true; t.removeFirst() }
            guard let last = t.last, last.isIdentifier else { return nil }
            for (k, x) in t.enumerated() where !(k % 2 == 0 ? x.isIdentifier : x.isPunctuation(".")) { return nil }
            if t.count == 1, last.text == "true" || last.text == "false" { return ((last.text == "true") != negated, last.text) }
            guard !ambiguous.contains(last.text), let c = values[last.text] else { return nil }
            let written = t.map(\.text).joined()
            return (c.value != negated, "\(negated ? "!" : "")\(written), \(c.value) at \(URL(fileURLWithPath: c.site.file).lastPathComponent):\(c.site.line ?? 0)")
        }
    }

    /// The conditions of the blocks around `index`, innermost first, up to the enclosing function: nil
    /// when one of them is no `if` on a true constant (an `else`, a `switch` case, a run-time test).
    /// `cStyle`: Objective-C's `if (c) {` and `if (c) statement`; else Swift's `if c {`.
    static func guards(_ tokens: [SourceToken], statementStart: Int, constants: Constants) -> [String]? {
        var notes: [String] = []
        /// The `if` whose parenthesized condition ends at `close`, when there is one.
        func cCondition(endingAt close: Int) -> ArraySlice<SourceToken>? {
            var depth = 0, k = close
            while k >= 0 {
                if tokens[k].isPunctuation(")") { depth += 1 } else if tokens[k].isPunctuation("(") { depth -= 1; if depth == 0 { break } }
                k -= 1
            }
            guard k > 0, tokens[k - 1].isIdentifier, tokens[k - 1].text == "if" else { return nil }
            return tokens[(k + 1)..<close]
        }
        // A brace-less `if (c) statement` (Objective-C).
        if statementStart > 0, tokens[statementStart - 1].isPunctuation(")") {
            guard let c = cCondition(endingAt: statementStart - 1), let v = constants.evaluate(c), v.value else { return nil }
            notes.append(v.note)
        }
        var depth = 0, k = statementStart - 1
        while k >= 0 {
            let t = tokens[k]
            if t.isPunctuation("}") { depth += 1 }
            else if t.isPunctuation("{") {
                if depth > 0 { depth -= 1; k -= 1; continue }
                // An opening brace around the statement: what opens it?
                if k > 0, tokens[k - 1].isIdentifier, tokens[k - 1].text == "else" { return nil }
                if k > 0, tokens[k - 1].isPunctuation(")"), let c = cCondition(endingAt: k - 1) {
                    guard let v = constants.evaluate(c), v.value else { return nil }
                    notes.append(v.note)
                } else {
                    // Swift: `if cond {` — the tokens back to `if` on the same bracket level.
                    var j = k - 1, paren = 0
                    while j >= 0 {
                        let x = tokens[j]
                        if x.isPunctuation(")") || x.isPunctuation("]") { paren += 1 } else if x.isPunctuation("(") || x.isPunctuation("[") { if paren == 0 { break }; paren -= 1 }
                        if paren == 0, x.isPunctuation("{") || x.isPunctuation("}") || x.isPunctuation(";") { break }
                        if paren == 0, x.isIdentifier, ["if", "guard", "while", "for", "switch", "case", "default", "func", "init", "in", "else", "var", "let"].contains(x.text) { break }
                        j -= 1
                    }
                    if j >= 0, tokens[j].isIdentifier {
                        switch tokens[j].text {
                        case "if":
                            guard let v = constants.evaluate(tokens[(j + 1)..<k]), v.value else { return nil }
                            notes.append(v.note)
                        case "else", "switch", "case", "default", "while", "for", "guard": return nil
                        case "func", "init": return notes
                        default: break
                        }
                    }
                }
            }
            k -= 1
        }
        return notes
    }

    /// Reads one Swift file for the UIKit forcing (the SwiftUI one needs every file: `swiftUIForcings`).
    mutating func readSwift(_ tokens: [SourceToken], file: String, constants: Constants) {
        // UIView.appearance().semanticContentAttribute = .forceLeftToRight
        for i in tokens.indices where tokens[i].isIdentifier && tokens[i].text == "semanticContentAttribute" && i >= 6 {
            guard tokens[(i - 6)..<i].map(\.text) == ["UIView", ".", "appearance", "(", ")", "."] else { continue }
            let value = tokens[(i + 1)...].prefix { $0.line == tokens[i].line }.map(\.text).joined()
            guard value == "=.forceLeftToRight" || value == "=UISemanticContentAttribute.forceLeftToRight" else { continue }
            guard let notes = Self.guards(tokens, statementStart: i - 6, constants: constants) else { continue }
            uikit.append(Site(site: SourceLocation(file: file, line: tokens[i].line),
                              note: "UIView.appearance().semanticContentAttribute = .forceLeftToRight" + (notes.isEmpty ? "" : " (under \(notes.joined(separator: ", ")))")))
        }
    }

    /// Reads one Objective-C file (`.m`, `.mm`) for the UIKit forcing: the message or the dot syntax.
    mutating func readObjectiveC(_ tokens: [SourceToken], file: String, constants: Constants) {
        for i in tokens.indices where tokens[i].isIdentifier && (tokens[i].text == "setSemanticContentAttribute" || tokens[i].text == "semanticContentAttribute") && i >= 4 {
            guard tokens[(i - 4)..<i].map(\.text) == ["[", "UIView", "appearance", "]"] || (i >= 5 && tokens[(i - 5)..<i].map(\.text) == ["[", "UIView", "appearance", "]", "."]) else { continue }
            let start = tokens[i - 1].isPunctuation(".") ? i - 5 : i - 4
            let rest = tokens[(i + 1)...].prefix(2).map(\.text)
            guard rest == [":", "UISemanticContentAttributeForceLeftToRight"] || rest == ["=", "UISemanticContentAttributeForceLeftToRight"] else { continue }
            // The message's own `[` is the statement's first token.
            let statement = tokens[i - 1].isPunctuation(".") ? start : (start > 0 && tokens[start - 1].isPunctuation("[") ? start - 1 : start)
            guard let notes = Self.guards(tokens, statementStart: statement, constants: constants) else { continue }
            uikit.append(Site(site: SourceLocation(file: file, line: tokens[i].line),
                              note: "[[UIView appearance] setSemanticContentAttribute:UISemanticContentAttributeForceLeftToRight]" + (notes.isEmpty ? "" : " (under \(notes.joined(separator: ", ")))")))
        }
    }

    /// The SwiftUI forcings over every Swift file: where `.environment(\.layoutDirection, V)` sets
    /// `.leftToRight` (V folded: the member, `C ? .leftToRight : x` on a true constant, or a computed
    /// property of the same file that returns one), and which root views it reaches.
    mutating func readSwiftUI(_ files: [(file: String, tokens: [SourceToken])], constants: Constants) {
        /// The value tokens as a layout direction: `.leftToRight`, or nil when it cannot be told.
        func folds(_ v: ArraySlice<SourceToken>, tokens: [SourceToken], depth: Int = 0) -> (Bool, String)? {
            let text = v.map(\.text).joined()
            if text == ".leftToRight" || text == "LayoutDirection.leftToRight" { return (true, "") }
            if let q = v.firstIndex(where: { $0.isPunctuation("?") }), let c = v[q...].firstIndex(where: { $0.isPunctuation(":") }) {
                guard let cond = constants.evaluate(v[v.startIndex..<q]) else { return nil }
                let branch = cond.value ? v[(q + 1)..<c] : v[(c + 1)...]
                return folds(branch, tokens: tokens, depth: depth).map { ($0.0, " (under \(cond.note))") }
            }
            // A computed property of the file: `var name: LayoutDirection { … }`.
            if depth == 0, v.count == 1, let name = v.first, name.isIdentifier {
                for k in tokens.indices.dropLast(5) where tokens[k].text == "var" && tokens[k + 1].text == name.text && tokens[k + 2].isPunctuation(":")
                    && tokens[k + 3].text == "LayoutDirection" && tokens[k + 4].isPunctuation("{") {
                    var d = 0, e = k + 4
                    repeat { if tokens[e].isPunctuation("{") { d += 1 } else if tokens[e].isPunctuation("}") { d -= 1 }; e += 1 } while d > 0 && e < tokens.count
                    var body = tokens[(k + 5)..<(e - 1)]
                    if body.first?.text == "return" { body = body.dropFirst() }
                    return folds(body, tokens: tokens, depth: 1)
                }
            }
            return nil
        }
        func closing(_ tokens: [SourceToken], _ open: Int) -> Int {
            var d = 0, e = open
            repeat {
                if tokens[e].isPunctuation("(") || tokens[e].isPunctuation("{") { d += 1 } else if tokens[e].isPunctuation(")") || tokens[e].isPunctuation("}") { d -= 1 }
                e += 1
            } while d > 0 && e < tokens.count
            return e - 1
        }
        /// The type declared around `index`: its name and whether it conforms to ViewModifier.
        func enclosingType(_ tokens: [SourceToken], _ index: Int) -> (name: String, modifier: Bool)? {
            var depth = 0, k = index
            while k >= 0 {
                if tokens[k].isPunctuation("}") { depth += 1 } else if tokens[k].isPunctuation("{") {
                    if depth > 0 { depth -= 1 } else {
                        var j = k - 1
                        while j >= 0, !(tokens[j].isIdentifier && ["struct", "class", "enum", "extension"].contains(tokens[j].text)), !tokens[j].isPunctuation("}"), !tokens[j].isPunctuation("{") { j -= 1 }
                        if j >= 0, tokens[j].isIdentifier, j + 1 < k {
                            return (tokens[j + 1].text, tokens[(j + 1)..<k].contains { $0.text == "ViewModifier" })
                        }
                    }
                }
                k -= 1
            }
            return nil
        }
        /// The `func` whose body holds `index`.
        func enclosingFunction(_ tokens: [SourceToken], _ index: Int) -> String? {
            var depth = 0, k = index
            while k >= 0 {
                if tokens[k].isPunctuation("}") { depth += 1 } else if tokens[k].isPunctuation("{") { if depth > 0 { depth -= 1 } }
                else if depth == 0, tokens[k].isIdentifier, tokens[k].text == "func", k + 1 < tokens.count { return tokens[k + 1].text }
                k -= 1
            }
            return nil
        }
        // 1. The forcing environment settings, each with what applies it: the modifier type's name, or nil (inline).
        var settings: [(file: String, tokens: Int, fileIndex: Int, site: SourceLocation, note: String, modifier: String?)] = []
        for (fi, f) in files.enumerated() {
            let t = f.tokens
            for i in t.indices.dropLast(6) where t[i].text == "environment" && t[i + 1].isPunctuation("(") && t[i + 2].isPunctuation("\\")
                && t[i + 3].isPunctuation(".") && t[i + 4].text == "layoutDirection" && t[i + 5].isPunctuation(",") {
                let close = closing(t, i + 1)
                guard close > i + 6, let (ltr, under) = folds(t[(i + 6)..<close], tokens: t), ltr else { continue }
                let type = enclosingType(t, i)
                settings.append((f.file, i, fi, SourceLocation(file: f.file, line: t[i].line), ".environment(\\.layoutDirection, \(t[(i + 6)..<close].map(\.text).joined()))\(under)", type?.modifier == true ? type!.name : nil))
            }
        }
        guard !settings.isEmpty else { return }
        // 2. `View` extension methods that apply a forcing modifier: `func m() -> some View { modifier(T()) }`.
        var methods: [String: Int] = [:]   // method name → setting
        for f in files {
            let t = f.tokens
            for i in t.indices.dropLast(3) where t[i].text == "modifier" && t[i + 1].isPunctuation("(") {
                guard let s = settings.firstIndex(where: { $0.modifier == t[i + 2].text }), let m = enclosingFunction(t, i) else { continue }
                methods[m] = s
            }
        }
        // 3. The roots: a `rootView:` argument, or a `WindowGroup { … }`. A hosting controller class whose
        // `super.init(rootView:)` applies the forcing forces every root given to it (`Host(rootView: x)`).
        var hosts = Set<String>()
        var roots: [(site: SourceLocation, callee: String?, reached: Bool)] = []
        for f in files {
            let t = f.tokens
            for i in t.indices.dropLast(2) {
                var range: Range<Int>?
                if t[i].text == "rootView", t[i + 1].isPunctuation(":") {
                    // To the end of the argument: the call's closing parenthesis or the next top-level comma.
                    var d = 0, e = i + 2
                    while e < t.count {
                        if t[e].isPunctuation("(") || t[e].isPunctuation("{") || t[e].isPunctuation("[") { d += 1 }
                        else if t[e].isPunctuation(")") || t[e].isPunctuation("}") || t[e].isPunctuation("]") { if d == 0 { break }; d -= 1 }
                        else if d == 0, t[e].isPunctuation(",") { break }
                        e += 1
                    }
                    range = (i + 2)..<e
                } else if t[i].text == "WindowGroup" {
                    var open = i + 1
                    if t[open].isPunctuation("(") { open = closing(t, open) + 1 }
                    if open < t.count, t[open].isPunctuation("{") { range = open..<closing(t, open) }
                }
                guard let r = range else { continue }
                // `init(rootView: Content)` declares a parameter; `super.init(rootView:)`, `UIHostingController(rootView:)` pass one.
                var callee: String?, isSuper = false
                if t[i].text == "rootView" {
                    var d = 0, k = i - 1
                    while k >= 0 { if t[k].isPunctuation(")") { d += 1 } else if t[k].isPunctuation("(") { if d == 0 { break }; d -= 1 }; k -= 1 }
                    if k > 0, t[k - 1].isPunctuation(">") || (t[k - 1].text == "init" && !(k > 1 && t[k - 2].isPunctuation("."))) { continue }
                    if k > 0, t[k - 1].isIdentifier {
                        callee = t[k - 1].text
                        if callee == "init", k > 2, t[k - 2].isPunctuation(".") { callee = t[k - 3].text; isSuper = callee == "super" }
                    }
                }
                var reached = false
                defer { roots.append((SourceLocation(file: f.file, line: t[i].line), callee, reached)) }
                for k in r where k + 1 < t.count && t[k].isPunctuation(".") && t[k + 1].isIdentifier {
                    let name = t[k + 1].text
                    var s: Int?
                    var via = ""
                    if let m = methods[name] { s = m; via = " through .\(name)()" }
                    else if name == "modifier", k + 3 < t.count, let m = settings.firstIndex(where: { $0.modifier == t[k + 3].text }) { s = m; via = " through .modifier(\(t[k + 3].text)())" }
                    else if name == "environment", let m = settings.firstIndex(where: { $0.file == f.file && $0.tokens == k + 1 && $0.modifier == nil }) { s = m }
                    guard let si = s else { continue }
                    reached = true
                    if isSuper, let host = enclosingType(t, i)?.name { hosts.insert(host) }
                    let root = t[i].text == "rootView" ? "the rootView at \(URL(fileURLWithPath: f.file).lastPathComponent):\(t[i].line)" : "the WindowGroup at \(URL(fileURLWithPath: f.file).lastPathComponent):\(t[i].line)"
                    let site = Site(site: settings[si].site, note: settings[si].note + ", applied\(via) to \(root)")
                    if !swiftUI.contains(where: { $0.site == site.site }) { swiftUI.append(site) }
                }
            }
        }
        unforcedRoots = roots.filter { !$0.reached && !($0.callee.map(hosts.contains) ?? false) }.map(\.site)
    }
}

extension LexicalRules {
    /// Objective-C's lexical structure is C's (ISO C11 §6.4; `@"…"` is `@` and a C string): `"…"`
    /// strings and `'c'` character constants with escapes, comments that do not nest, `#import` a `#`
    /// and a name. Only names and punctuation are read from it (the forced left-to-right appearance), so
    /// the rules recover: an unterminated string ends at its line.
    static let objectiveC = LexicalRules(
        dollar: .inNames, backtickNames: false, leadingDotNumbers: true, numbers: .nameRun,
        operators: ["->", "==", "!=", "&&", "||", "++", "--", "<=", ">="],
        quotes: [UInt8(ascii: "\"")], tripleQuotes: false, templateQuote: nil, rawPrefix: nil, extendedDelimiters: false,
        tripleQuotedIsRaw: false, trimsMultilineText: false, interpolation: .none, interpolationNoun: "string interpolation",
        unicodeEscape: .fourHex, characterLiterals: true, nestedComments: false, regularExpressions: nil,
        keepsInterpolatedTokens: false, recovers: true)
}
