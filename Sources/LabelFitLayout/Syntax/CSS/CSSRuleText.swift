import Foundation

/// LabelFit's parsed style rules written back as plain CSS, one text per rule, for a browser to
/// insert one by one through the CSSOM (`CSSStyleSheet.insertRule`, which takes exactly one rule and
/// never parses HTML) into a rebuilt template (`WebTemplateTree`). Writing the parsed rules, not the files, is what lets SCSS reach
/// the browser: nesting is already flattened into full selectors (`&__title` joined), `$variables` are
/// already replaced, Vue's `:deep()` is already its argument. What the parse does not keep is not
/// sent: a mixin's declarations (`@include`, `@extend`, `@apply`: only the names of the properties
/// they set are kept), rules whose selector holds Sass interpolation, `@font-face`, `@keyframes`.
///
/// A scoped rule (Vue `<style scoped>`, Svelte, an Angular component sheet) gets an attribute
/// selector on its last compound, as Vue's compiler adds `[data-v-xxxx]`
/// (https://vuejs.org/api/sfc-css-features.html#scoped-css), and the component's elements carry the
/// attribute (`scopeAttribute`): the rule gains the same (0,1,0) the static cascade gives it.
public enum CSSRuleText {
    public static let scopeAttribute = "data-labelfit-scope"
    /// Conditional group rules whose prelude `CSSStylesheet` joins into one `condition` string.
    static let groupRules = ["media", "supports", "container", "layer", "document", "scope"]

    /// The rules of `sheets` with this scope (nil: the global ones; a template's file: its component's
    /// own), in the order the sheets are given: the static cascade calls a conflict between files
    /// unknown, a browser needs one order and gets this one.
    public static func rules(_ sheets: [CSSStylesheet], scope: String?) -> [String] {
        var out: [String] = []
        for sheet in sheets {
            for rule in sheet.rules where rule.scope == scope {
                guard rule.selectors != nil, !rule.declarations.isEmpty else { continue }
                out.append(text(rule))
            }
        }
        return out
    }

    /// One rule, wrapped in its conditions: `@media (max-width: 600px) { .row { width: 50% } }`.
    static func text(_ rule: CSSRule) -> String {
        var selectors = CSSStylesheet.splitSelectors(rule.selectorText)
        if rule.scope != nil { selectors = selectors.compactMap(scoped) }
        var body = selectors.joined(separator: ", ") + " { " + declarations(rule.declarations) + " }"
        for c in conditions(rule.condition).reversed() { body = c + " { " + body + " }" }
        return body
    }

    /// `style` attribute or rule body text.
    public static func declarations(_ list: [CSSDeclaration]) -> String {
        list.map { "\($0.property): \(value($0.value))\($0.important ? " !important" : "");" }.joined(separator: " ")
    }

    /// A selector with the scope attribute on its last compound; nil for one that ends in a
    /// pseudo-element (an attribute after it is invalid, and it is never the text's box at rest).
    static func scoped(_ selector: String) -> String? {
        let s = selector.trimmingCharacters(in: .whitespaces)
        if s.contains("::") || s.hasSuffix(":before") || s.hasSuffix(":after") { return nil }
        return s + "[\(scopeAttribute)]"
    }

    /// `@media a @supports b` back into its group rules' preludes.
    static func conditions(_ condition: String?) -> [String] {
        guard let condition else { return [] }
        var parts: [String] = []
        var current = ""
        let words = condition.components(separatedBy: " ")
        for w in words {
            if w.hasPrefix("@"), groupRules.contains(String(w.dropFirst()).lowercased()), !current.isEmpty {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + w
        }
        if !current.isEmpty { parts.append(current.trimmingCharacters(in: .whitespaces)) }
        return parts
    }

    /// Tokens back to CSS, strings quoted and escaped (CSS Syntax 3 §4.3.5 reads `\"` and `\\` back).
    static func value(_ tokens: [CSSToken]) -> String {
        var s = ""
        for t in tokens {
            switch t.kind {
            case .string, .badString:
                s += "\"" + t.value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\a ") + "\""
            case .url, .badURL: s += "url(\"" + t.value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\")"
            default: s += CSSStylesheet.text([t])
            }
        }
        return s.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
