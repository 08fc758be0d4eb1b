import Foundation

/// A per-string ignore written where the catalog keeps its notes on a string, so the reason stays
/// beside the string it excuses (as ESLint's `// eslint-disable-line rule` and SwiftLint's
/// `// swiftlint:disable:next rule` comments do in code):
///
/// - `labelfit-ignore` anywhere in the string's comment ignores every rule for it;
///   `labelfit-ignore: growth, lines` only those rules. The comment is the one each format has for a
///   string: `.strings` `/* */` or `//` before the pair (Apple, "Localizing and varying text with a
///   string catalog" / `genstrings` comments), gettext extracted `#.` and translator `# ` comments
///   (GNU gettext manual §3.2 "The Format of PO Files"), XLIFF `<note>` (XLIFF 1.2 §2.4.2, XLIFF 2.0
///   §4.3.1.3), ARB `@key.description` (ARB specification, "Resource Attributes"), String Catalog
///   `comment`, Qt `<extracomment>` (Qt Linguist manual, "TS file format"), .resx `<comment>`.
/// - Android: `tools:ignore="LabelFit"` (or `LabelFit:growth,LabelFit:lines`) on the `<string>`,
///   `<string-array>`, `<plurals>` or `<resources>` element, which is how Android Lint is silenced
///   in resource XML ("Suppressing Lint Checks": "add a tools:ignore="id" attribute on the element
///   containing the error, or one of its surrounding elements"). The reader keeps the attribute as
///   the string's note, `tools:ignore=…`. Lint's own `all` is not taken as LabelFit's: it is said for
///   Lint's checks.
public enum StringIgnore {
    static let marker = "labelfit-ignore"
    static let androidPrefix = "tools:ignore="

    /// The rules `comment` ignores: nil for none, every rule for a bare marker.
    public static func rules(in comment: String?) -> Set<Rule>? {
        guard let comment, comment.utf8.count >= 8 else { return nil }
        // A note of several lines (a target's and its source's, gettext's comment lines): each its own.
        guard !comment.contains("\n") else {
            let each = comment.split(separator: "\n").compactMap { rules(in: String($0)) }
            return each.isEmpty ? nil : each.reduce(into: Set<Rule>()) { $0.formUnion($1) }
        }
        if comment.hasPrefix(androidPrefix) { return androidRules(String(comment.dropFirst(androidPrefix.count))) }
        guard let range = comment.range(of: marker, options: .caseInsensitive) else { return nil }
        let after = comment[range.upperBound...]
        guard after.first == ":" else { return Set(CheckRules.rules) }
        // The rule names after the colon, up to the first word that is not one (the reason).
        var named = Set<Rule>()
        for word in after.dropFirst().split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }) {
            guard let rule = CheckRules.named(String(word).lowercased()) else { break }
            named.insert(rule)
        }
        return named.isEmpty ? Set(CheckRules.rules) : named
    }

    static func androidRules(_ value: String) -> Set<Rule>? {
        var named = Set<Rule>()
        for token in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if token == "LabelFit" { return Set(CheckRules.rules) }
            if token.hasPrefix("LabelFit:"), let rule = CheckRules.named(String(token.dropFirst(9)).lowercased()) { named.insert(rule) }
        }
        return named.isEmpty ? nil : named
    }
}
