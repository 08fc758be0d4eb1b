import Foundation

/// `java.text.MessageFormat` patterns as a Java bundle's strings are written for them
/// (docs.oracle.com/javase/8/docs/api/java/text/MessageFormat.html):
///
/// - `{ArgumentIndex}`, `{0,number}`, `{1,date,short}`: arguments, kept for the placeholder filler
///   (which types `number`, `date` and `time` arguments);
/// - a single quote starts a quoted run that ends at the next single quote; `''` is one quote,
///   inside a run or outside ("Within a String, a pair of single quotes can be used to quote any
///   arbitrary characters except single quotes... a single quote itself must be represented by
///   doubled single quotes '' throughout a String");
/// - `{0,choice,0#no files|1#one file|1<{0,number,integer} files}`: a `ChoiceFormat`
///   (docs.oracle.com/javase/8/docs/api/java/text/ChoiceFormat.html): options separated by `|`,
///   each a limit, `#`, `<` or `≤`, and the text, which MessageFormat formats again when it holds
///   `{`. Each option is its own string (`key[0#]`, `key[1<]`).
///
/// Whether a string goes through MessageFormat is the calling code's choice; the convention
/// (ResourceBundle strings with arguments are passed to `MessageFormat.format`) is taken: a value
/// with at least one argument is a pattern, any other value is shown as it is, quotes and all.
enum JavaMessageFormat {
    struct Variant: Equatable { var suffix: String; var text: String }
    struct SyntaxError: Error { var message: String }

    /// The strings a value shows; the value itself when it holds no argument.
    static func variants(_ text: String) throws -> [Variant] {
        guard hasArgument(text) else { return [Variant(suffix: "", text: text)] }
        var arguments = 0
        var selectors = Set<String>()
        let parts = try parse(Array(text.unicodeScalars), depth: 0, arguments: &arguments, selectors: &selectors)
        guard arguments > 0 else { return [Variant(suffix: "", text: text)] }
        var variants = try expand(parts)
        // The argument a choice selects on is a number, and a plain `{0}` of a Number is formatted
        // with NumberFormat (MessageFormat javadoc, table "Argument … Formatter"): typed for the filler.
        for index in selectors {
            for k in variants.indices { variants[k].text = variants[k].text.replacingOccurrences(of: "{\(index)}", with: "{\(index),number}") }
        }
        return variants
    }

    /// Whether the value has `{` then a digit (white space allowed): an argument, so the value is
    /// meant for MessageFormat. Braces around anything else (JabRef's "Add {} around selected
    /// text") are text in a string the code shows as it is.
    static func hasArgument(_ text: String) -> Bool {
        var afterBrace = false
        for c in text.unicodeScalars {
            if c == "{" { afterBrace = true; continue }
            if afterBrace, c == " " || c == "\t" { continue }
            if afterBrace, ("0"..."9").contains(c) { return true }
            afterBrace = false
        }
        return false
    }

    enum Part { case text(String); case choice([(suffix: String, parts: [Part])]) }

    /// Splits a pattern into text (quotes resolved, arguments kept as `{…}`) and choice arguments.
    static func parse(_ s: [Unicode.Scalar], depth: Int, arguments: inout Int, selectors: inout Set<String>) throws -> [Part] {
        guard depth <= VariantLimit.maxNesting else { throw SyntaxError(message: "choices nested deeper than \(VariantLimit.maxNesting) levels") }
        var parts: [Part] = []
        var text = String.UnicodeScalarView()
        var i = 0
        var quoted = false
        while i < s.count {
            let c = s[i]
            if c == "'" {
                if i + 1 < s.count, s[i + 1] == "'" { text.append("'"); i += 2; continue }
                quoted.toggle()
                i += 1
                continue
            }
            if quoted || c != "{" { text.append(c); i += 1; continue }
            // An argument: up to its matching brace (braces in a subformat pattern nest; quotes in
            // it are the subformat's own).
            var j = i + 1
            var level = 1
            var inQuote = false
            while j < s.count {
                if s[j] == "'" { inQuote.toggle() } else if !inQuote {
                    if s[j] == "{" { level += 1 } else if s[j] == "}" { level -= 1; if level == 0 { break } }
                }
                j += 1
            }
            guard j < s.count else { throw SyntaxError(message: "unmatched braces in a MessageFormat pattern") }
            let inner = Array(s[(i + 1)..<j])
            let fields = split(inner, on: ",", limit: 3)
            let index = String(String.UnicodeScalarView(fields[0])).trimmingCharacters(in: .whitespaces)
            guard !index.isEmpty, index.allSatisfy(\.isNumber) else {
                throw SyntaxError(message: "'{\(String(String.UnicodeScalarView(inner.prefix(40))))}' is not a MessageFormat argument (an argument index must be a number)")
            }
            arguments += 1
            let type = fields.count > 1 ? String(String.UnicodeScalarView(fields[1])).trimmingCharacters(in: .whitespaces) : ""
            if type == "choice", fields.count == 3 {
                selectors.insert(index)
                parts.append(.text(String(text)))
                text = String.UnicodeScalarView()
                var options: [(String, [Part])] = []
                for option in split(fields[2], on: "|", limit: Int.max) {
                    guard let sep = option.firstIndex(where: { $0 == "#" || $0 == "<" || $0 == "\u{2264}" }) else {
                        throw SyntaxError(message: "a ChoiceFormat option without '#', '<' or '≤'")
                    }
                    let limit = String(String.UnicodeScalarView(option[..<sep])).trimmingCharacters(in: .whitespaces)
                    let body = Array(option[(sep + 1)...])
                    var nested = 0
                    options.append(("[\(limit)\(option[sep] == "\u{2264}" ? "#" : String(option[sep]))]", try parse(body, depth: depth + 1, arguments: &nested, selectors: &selectors)))
                }
                parts.append(.choice(options))
            } else {
                text.append("{")
                text.append(contentsOf: inner)
                text.append("}")
            }
            i = j + 1
        }
        parts.append(.text(String(text)))
        return parts
    }

    /// Splits at `separator` outside braces and quotes, into at most `limit` fields.
    static func split(_ s: [Unicode.Scalar], on separator: Unicode.Scalar, limit: Int) -> [[Unicode.Scalar]] {
        var out: [[Unicode.Scalar]] = [[]]
        var level = 0
        var quoted = false
        for c in s {
            if c == "'" { quoted.toggle() } else if !quoted {
                if c == "{" { level += 1 } else if c == "}" { level -= 1 }
            }
            if c == separator, level == 0, !quoted, out.count < limit { out.append([]); continue }
            out[out.count - 1].append(c)
        }
        return out
    }

    /// Every combination of choice options, bounded by `VariantLimit`.
    static func expand(_ parts: [Part]) throws -> [Variant] {
        var out = [Variant(suffix: "", text: "")]
        for part in parts {
            switch part {
            case .text(let t):
                for k in out.indices { out[k].text += t }
            case .choice(let options):
                var next: [Variant] = []
                for o in options {
                    for v in try expand(o.parts) {
                        for prefix in out {
                            next.append(Variant(suffix: prefix.suffix + o.suffix + v.suffix, text: prefix.text + v.text))
                            guard next.count <= VariantLimit.maxVariants else {
                                throw SyntaxError(message: "its choices expand to more than \(VariantLimit.maxVariants) variants; skipped")
                            }
                        }
                    }
                }
                out = next
            }
        }
        return out
    }
}
