import LabelFitCatalogs

/// A placeholder syntax read from the pair, where the catalog declares none: `$1`, `$2`… that stand
/// in the English and in its translation alike are positional parameters, filled as MediaWiki's are
/// (Luanti's `fgettext("Conflicts with \"$1\"", name)` in gettext catalogs with no format flag). The
/// English's must run from `$1` without a gap (parameters are numbered from one), the translation
/// must carry at least one of them, and none may be a price (`$1.50`, `$5,000`).
enum PairedPlaceholderSyntax {
    static func syntax(source: String?, target: String?) -> PlaceholderSyntax? {
        guard let source, let target, source.utf8.contains(UInt8(ascii: "$")), target.utf8.contains(UInt8(ascii: "$")),
              let english = parameters(source), let translated = parameters(target),
              english.contains(1), english.max() == english.count, !english.isDisjoint(with: translated) else { return nil }
        return .mediawiki
    }

    /// The numbers of the `$n` in a text, or nil when one of them reads as an amount.
    static func parameters(_ text: String) -> Set<Int>? {
        let s = Array(text.utf8)
        var found = Set<Int>()
        var i = 0
        while i < s.count {
            guard s[i] == UInt8(ascii: "$"), i + 1 < s.count, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(s[i + 1]) else { i += 1; continue }
            var j = i + 1, n = 0
            while j < s.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(s[j]), j - i < 4 { n = n * 10 + Int(s[j] - UInt8(ascii: "0")); j += 1 }
            if j + 1 < s.count, s[j] == UInt8(ascii: ".") || s[j] == UInt8(ascii: ","), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(s[j + 1]) { return nil }
            found.insert(n)
            i = j
        }
        return found.isEmpty ? nil : found
    }
}
