import Foundation

/// MediaWiki interface messages as the wiki shows them. Their files are banana JSON
/// (mediawiki.org "Help:System message" / "Localisation file format": `i18n/<lang>.json`, the
/// `@metadata` member reserved for authors and never a message; `qqq` is message documentation).
/// The wikitext a message may hold (mediawiki.org "Help:Magic words" § Localization, "Help:Links"):
///
/// - `{{PLURAL:$1|form|form…}}`: one form per plural category of the language, in CLDR's order
///   (zero, one, two, few, many, other — those the language has; English one, other); a form
///   `N=text` is for exactly N; missing trailing forms repeat the last one given. Each category is a
///   variant `key[category]`, an exact one `key[=N]`.
/// - `{{GENDER:$1|male|female|unknown}}`: the female form defaults to the male one. Each is a variant
///   `key[male]`, `key[female]` (and `key[unknown]` where written), so every form a reader may see is measured.
/// - `[[Target|label]]` shows `label`, `[[Target]]` shows `Target`; `[https://… label]` shows
///   `label`; `'''bold'''` and `''italic''` show their text.
/// - `$1`, `$2`… are the message's parameters (`PlaceholderSyntax.mediawiki`).
///
/// Blocks inside blocks expand in turn; the variants are bounded as every format's (`VariantLimit`).
enum MediaWikiMessage {
    /// Whether a JSON document is banana JSON: it has the reserved top-level `@metadata`.
    static func isBanana(_ root: LocatedJSON) -> Bool { root.members.contains { $0.key == "@metadata" } }

    /// The plural categories whose forms a `{{PLURAL:…}}` lists, in order, for a language.
    static func pluralCategories(_ language: String?) -> [String] {
        let known = PluralRules.samples[language ?? "en"] ?? PluralRules.samples["en"]!
        return PluralRules.categories.filter { known[$0] != nil }
    }

    static func expand(_ text: String, language: String?) -> [ICUMessageFormat.Variant] {
        var done: [ICUMessageFormat.Variant] = [], pending = [ICUMessageFormat.Variant(suffix: "", text: text)]
        var steps = 0
        while let v = pending.popLast() {
            steps += 1
            guard steps <= VariantLimit.maxVariants, let block = firstBlock(v.text) else {
                done.append(ICUMessageFormat.Variant(suffix: canonical(v.suffix), text: links(v.text), count: v.count))
                continue
            }
            let before = String(v.text[..<block.range.lowerBound]), after = String(v.text[block.range.upperBound...])
            var forms: [(String, String)] = []
            // `{{PLURAL:$2|…}}` is chosen by `$2`'s number: in the forms' text `$2` is that number, not a
            // name (Help:Magic words: "{{PLURAL:$1|…}}" where "$1 is the number").
            var count = v.count
            if block.kind == "PLURAL" {
                let parameter = block.parameter.trimmingCharacters(in: .whitespaces)
                if parameter.hasPrefix("$"), parameter.count > 1, parameter.dropFirst().allSatisfy(\.isASCII), parameter.dropFirst().allSatisfy(\.isNumber) {
                    count = count ?? parameter
                }
                var positional: [String] = []
                for f in block.forms {
                    if let eq = f.firstIndex(of: "="), let n = Int(f[..<eq].trimmingCharacters(in: .whitespaces)) {
                        forms.append(("[=\(n)]", String(f[f.index(after: eq)...])))
                    } else { positional.append(f) }
                }
                let categories = pluralCategories(language)
                if !positional.isEmpty {
                    for (i, c) in categories.enumerated() { forms.append(("[\(c)]", positional[min(i, positional.count - 1)])) }
                }
            } else {
                let male = block.forms.first ?? ""
                forms = [("[male]", male), ("[female]", block.forms.count > 1 ? block.forms[1] : male)]
                // The third form, for a user who set no gender, is a variant only where it is written.
                if block.forms.count > 2 { forms.append(("[unknown]", block.forms[2])) }
            }
            for (suffix, form) in forms.reversed() where pending.count + done.count < VariantLimit.maxVariants {
                pending.append(ICUMessageFormat.Variant(suffix: v.suffix + suffix, text: before + form + after, count: count))
            }
        }
        return done
    }

    /// Plural segments before gender ones, whatever order the blocks stand in: a translation that puts
    /// `{{GENDER}}` first (`[male][few]`) pairs with an English that puts `{{PLURAL}}` first (`[other][male]`).
    static func canonical(_ suffix: String) -> String {
        guard suffix.contains("][") else { return suffix }
        let segments = suffix.dropFirst().dropLast().components(separatedBy: "][")
        let genders: Set<String> = ["male", "female", "unknown"]
        return (segments.filter { !genders.contains($0) } + segments.filter(genders.contains)).map { "[\($0)]" }.joined()
    }

    /// The first `{{PLURAL:…}}` or `{{GENDER:…}}` (case-insensitive, as magic words are), its parameter,
    /// and its forms split at the `|` that stand outside nested `{{…}}` and `[[…]]`.
    static func firstBlock(_ text: String) -> (kind: String, parameter: String, forms: [String], range: Range<String.Index>)? {
        var search = text.startIndex
        while let open = text.range(of: "{{", range: search..<text.endIndex) {
            let head = text[open.upperBound...].prefix(7).uppercased()
            let kind = head.hasPrefix("PLURAL:") ? "PLURAL" : head.hasPrefix("GENDER:") ? "GENDER" : nil
            guard let kind else { search = open.upperBound; continue }
            var depth = 0, i = text.index(open.upperBound, offsetBy: 7)
            var forms: [String] = [], current = "", first = true, parameter = ""
            while i < text.endIndex {
                let rest = text[i...]
                if rest.hasPrefix("{{") || rest.hasPrefix("[[") { depth += 1; current += rest.prefix(2); i = text.index(i, offsetBy: 2); continue }
                if rest.hasPrefix("]]") && depth > 0 { depth -= 1; current += "]]"; i = text.index(i, offsetBy: 2); continue }
                if rest.hasPrefix("}}") {
                    if depth == 0 {
                        if !first { forms.append(current) }
                        return (kind, first ? current : parameter, forms, open.lowerBound..<text.index(i, offsetBy: 2))
                    }
                    depth -= 1; current += "}}"; i = text.index(i, offsetBy: 2); continue
                }
                if text[i] == "|" && depth == 0 {
                    // The first piece is the parameter ($1), not a form.
                    if first { parameter = current } else { forms.append(current) }
                    first = false; current = ""
                } else { current.append(text[i]) }
                i = text.index(after: i)
            }
            return nil
        }
        return nil
    }

    /// Links and emphasis as shown: `[[T|label]]` → label, `[[T]]` → T, `[url label]` → label,
    /// `'''`/`''` removed.
    static func links(_ text: String) -> String {
        // The last closers, found once: an opener past them has none, so a stranger's `[[[[…` without
        // one is not searched to the end from every position.
        let lastLinkClose = text.range(of: "]]", options: .backwards)?.lowerBound, lastBracket = text.lastIndex(of: "]")
        var out = "", i = text.startIndex
        while i < text.endIndex {
            let rest = text[i...]
            if rest.hasPrefix("[["), let last = lastLinkClose, i < last, let close = rest.range(of: "]]") {
                let inner = rest[rest.index(i, offsetBy: 2)..<close.lowerBound]
                out += inner.split(separator: "|", omittingEmptySubsequences: false).last.map(String.init) ?? ""
                i = close.upperBound
                continue
            }
            if rest.hasPrefix("[http://") || rest.hasPrefix("[https://") || rest.hasPrefix("[//"), let last = lastBracket, i < last,
               let close = rest.firstIndex(of: "]") {
                let inner = rest[rest.index(after: i)..<close]
                if let space = inner.firstIndex(of: " ") { out += inner[inner.index(after: space)...] } else { out += inner }
                i = rest.index(after: close)
                continue
            }
            if rest.hasPrefix("''") {
                i = rest.hasPrefix("'''") ? text.index(i, offsetBy: 3) : text.index(i, offsetBy: 2)
                continue
            }
            out.append(text[i])
            i = text.index(after: i)
        }
        return out
    }
}
