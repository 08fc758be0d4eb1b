import Foundation

/// The syntax of a Mozilla Fluent resource (`.ftl`), parsed by the grammar of
/// projectfluent/fluent `spec/fluent.ebnf` (Fluent Syntax 1.0), with the pattern rules of the
/// reference parser (fluent.js `@fluent/syntax` `FluentParser.getPattern`/`dedent`):
///
/// - `Resource ::= (Entry | blank_block | Junk)*`; an entry is a Message (`id = …`), a Term
///   (`-id = …`) or a comment line (`#`, `##`, `###`); a single-`#` comment right before a
///   message is that message's note for translators.
/// - A pattern runs on while the next non-blank line is indented and does not start with `[`, `*`
///   or `.` (`block_text`), or starts with `{` (`block_placeable`); the common indent of its lines
///   is removed, blank lines inside are kept as line breaks, trailing white space is trimmed.
/// - Attributes: `line_end blank? "." Identifier "=" Pattern` after the value.
/// - Placeables `{ … }`: string and number literals, `$variable`, message and term references
///   (with `.attribute`, terms with call arguments), function calls, nested placeables, and select
///   expressions `{ selector -> [key] pattern *[default] pattern }`.
/// - `Junk`: content that does not parse is skipped line by line up to the next line starting with
///   a letter, `-` or `#`; here each junk entry is a located error and the rest of the file is read.
///
/// Every cost is bounded: one pass over the text; placeables nested at most `maxNesting` deep
/// (each level of recursion takes at least two characters, and the limit stops the stack).
enum FluentSyntax {
    static let maxNesting = VariantLimit.maxNesting

    struct Pattern { var elements: [Element] }
    enum Element { case text(String); case placeable(Expression) }
    indirect enum Expression {
        case string(String), number(String), variable(String)
        case message(String, attribute: String?)
        case term(String, attribute: String?, named: [String: Expression])
        case function(String, positional: [Expression], named: [String: Expression])
        case select(Expression, variants: [Variant])
        case placeable(Expression)
    }
    struct Variant { var key: String; var isNumber: Bool; var isDefault: Bool; var value: Pattern; var line: Int }
    struct Attribute { var name: String; var value: Pattern; var line: Int }
    struct Entry {
        var id: String
        var isTerm: Bool
        var value: Pattern?
        var attributes: [Attribute]
        var line: Int
        var comment: String?
    }
    struct Junk { var line: Int; var reason: String }

    struct ParseError: Error { var reason: String }

    /// Every entry and junk of a resource, in file order.
    static func parse(_ text: String) -> (entries: [Entry], junk: [Junk]) {
        var p = Parser(Array(text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars))
        return p.resource()
    }

    struct Parser {
        let s: [Unicode.Scalar]
        var i = 0
        var line = 1
        var depth = 0
        init(_ s: [Unicode.Scalar]) { self.s = s }

        var atEnd: Bool { i >= s.count }
        func char(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
        var current: Unicode.Scalar? { char(i) }

        static func isIdentifierStart(_ c: Unicode.Scalar?) -> Bool {
            guard let c else { return false }
            return ("a"..."z").contains(c) || ("A"..."Z").contains(c)
        }
        static func isIdentifierChar(_ c: Unicode.Scalar?) -> Bool {
            guard let c else { return false }
            return isIdentifierStart(c) || ("0"..."9").contains(c) || c == "_" || c == "-"
        }

        mutating func advance() { if s[i] == "\n" { line += 1 }; i += 1 }
        mutating func skipBlankInline() { while current == " " { i += 1 } }
        /// `blank ::= (blank_inline | line_end)+`
        mutating func skipBlank() { while current == " " || current == "\n" { advance() } }

        mutating func expect(_ c: Unicode.Scalar, _ what: String) throws {
            guard current == c else { throw ParseError(reason: "expected \(what)" + (current.map { c in c == "\n" ? ", found the end of the line" : ", found '\(Character(c))'" } ?? " before the end of the file")) }
            advance()
        }

        mutating func resource() -> (entries: [Entry], junk: [Junk]) {
            var entries: [Entry] = []
            var junk: [Junk] = []
            var comment: [String] = []
            var commentEndLine = 0
            while !atEnd {
                if current == "\n" { advance(); comment = []; continue }
                // blank_block ::= (blank_inline? line_end)+: a line of spaces is blank.
                if current == " " {
                    var k = i
                    while char(k) == " " { k += 1 }
                    if k >= s.count || s[k] == "\n" { i = k; comment = []; continue }
                }
                let start = i, startLine = line
                if current == "#" {
                    // CommentLine ::= ("###" | "##" | "#") ("\u0020" comment_char*)? line_end
                    var hashes = 0
                    while current == "#", hashes < 3 { i += 1; hashes += 1 }
                    if current == " " || current == "\n" || atEnd {
                        if current == " " { i += 1 }
                        let textStart = i
                        while let c = current, c != "\n" { i += 1 }
                        if hashes == 1 {
                            if commentEndLine != line - 1 { comment = [] }
                            comment.append(String(String.UnicodeScalarView(s[textStart..<i])))
                            commentEndLine = line
                        } else { comment = [] }
                        if current == "\n" { advance() }
                        continue
                    }
                    i = start
                }
                do {
                    guard current == "-" || Self.isIdentifierStart(current) else { throw ParseError(reason: "expected a message, term or comment at the start of the line") }
                    var entry = try self.entry()
                    if comment.isEmpty == false, commentEndLine == startLine - 1 { entry.comment = comment.joined(separator: "\n") }
                    entries.append(entry)
                    // Entry ::= Message line_end
                    skipBlankInline()
                    guard atEnd || current == "\n" else { throw ParseError(reason: "unexpected text after the end of the entry") }
                } catch let e as ParseError {
                    junk.append(Junk(line: startLine, reason: e.reason))
                    // Junk ::= junk_line (junk_line - "#" - "-" - [a-zA-Z])*
                    i = start
                    line = startLine
                    repeat {
                        while let c = current, c != "\n" { i += 1 }
                        if current == "\n" { advance() }
                    } while !atEnd && !(current == "#" || current == "-" || Self.isIdentifierStart(current))
                } catch {}
                comment = []
            }
            return (entries, junk)
        }

        mutating func identifier() throws -> String {
            guard Self.isIdentifierStart(current) else { throw ParseError(reason: "expected an identifier ([a-zA-Z][a-zA-Z0-9_-]*)") }
            let start = i
            while Self.isIdentifierChar(current) { i += 1 }
            return String(String.UnicodeScalarView(s[start..<i]))
        }

        mutating func entry() throws -> Entry {
            let line = self.line
            let isTerm = current == "-"
            if isTerm { i += 1 }
            let id = try identifier()
            skipBlankInline()
            try expect("=", "'=' after '\(isTerm ? "-" : "")\(id)'")
            let value = try maybePattern()
            var attributes: [Attribute] = []
            while let a = try attribute() { attributes.append(a) }
            if isTerm && value == nil { throw ParseError(reason: "the term '-\(id)' has no value") }
            if value == nil && attributes.isEmpty { throw ParseError(reason: "the message '\(id)' has neither a value nor attributes") }
            return Entry(id: id, isTerm: isTerm, value: value, attributes: attributes, line: line, comment: nil)
        }

        /// `Attribute ::= line_end blank? "." Identifier blank_inline? "=" blank_inline? Pattern`
        mutating func attribute() throws -> Attribute? {
            guard current == "\n" else { return nil }
            var k = i
            var lines = 0
            while char(k) == "\n" || char(k) == " " { if char(k) == "\n" { lines += 1 }; k += 1 }
            guard char(k) == "." else { return nil }
            i = k + 1
            line += lines
            let attributeLine = line
            let name = try identifier()
            skipBlankInline()
            try expect("=", "'=' after '.\(name)'")
            guard let value = try maybePattern() else { throw ParseError(reason: "the attribute '.\(name)' has no value") }
            return Attribute(name: name, value: value, line: attributeLine)
        }

        /// fluent.js `maybeGetPattern`: an inline start on this line, or a block on the next lines.
        mutating func maybePattern() throws -> Pattern? {
            skipBlankInline()
            if let c = current, c != "\n" { return try pattern(block: false) }
            let save = (i, line)
            if let indent = continuation() {
                _ = indent
                return try pattern(block: true)
            }
            (i, line) = save
            return nil
        }

        /// At a line end: whether the pattern goes on after it (`blank_block blank_inline
        /// indented_char` or `blank_block blank_inline? "{"`); if so, moves to the first
        /// character of that line's content and returns the blank lines and indent crossed.
        mutating func continuation() -> (breaks: Int, indent: Int)? {
            var k = i, breaks = 0, lineStart = i
            while k < s.count {
                if s[k] == "\n" { breaks += 1; k += 1; lineStart = k; continue }
                if s[k] == " " { k += 1; continue }
                break
            }
            guard breaks > 0, k < s.count else { return nil }
            let indent = k - lineStart
            let c = s[k]
            guard c == "{" || (indent > 0 && c != "[" && c != "*" && c != "." && c != "}") else {
                // `}` starting a line ends the select around this pattern.
                return nil
            }
            i = k
            line += breaks
            return (breaks, indent)
        }

        enum Piece { case text(String); case indent(breaks: Int, width: Int); case placeable(Expression) }

        /// `Pattern ::= PatternElement+`, dedented as fluent.js `dedent` does.
        mutating func pattern(block: Bool) throws -> Pattern {
            var pieces: [Piece] = []
            var common = Int.max
            if block {
                // The first line's indent: measured from the start of its line.
                var k = i
                while k > 0, s[k - 1] == " " { k -= 1 }
                common = i - k
                pieces.append(.indent(breaks: 0, width: common))
            }
            loop: while let c = current {
                switch c {
                case "\n":
                    let save = (i, line)
                    guard let (breaks, width) = continuation() else { (i, line) = save; break loop }
                    common = min(common, width)
                    pieces.append(.indent(breaks: breaks, width: width))
                case "{":
                    pieces.append(.placeable(try placeable()))
                case "}":
                    throw ParseError(reason: "unbalanced closing brace '}' in text (write { \"}\" })")
                default:
                    let start = i
                    while let c = current, c != "\n", c != "{", c != "}" { i += 1 }
                    pieces.append(.text(String(String.UnicodeScalarView(s[start..<i]))))
                }
            }
            // Dedent: each indent keeps its line breaks and the spaces past the common indent.
            var elements: [Element] = []
            var text = ""
            var hasText = false
            for (n, piece) in pieces.enumerated() {
                switch piece {
                case .text(let t): text += t; hasText = true
                case .indent(let breaks, let width):
                    let kept = String(repeating: "\n", count: breaks) + String(repeating: " ", count: max(0, width - (common == Int.max ? 0 : common)))
                    // The first line's own indent is no text (fluent.js drops an empty Indent).
                    if n == 0 && block { text += String(repeating: " ", count: max(0, width - common)); hasText = hasText || width > common; continue }
                    text += kept; hasText = true
                case .placeable(let e):
                    if hasText { elements.append(.text(text)); text = ""; hasText = false }
                    elements.append(.placeable(e))
                }
            }
            if hasText { elements.append(.text(text)) }
            // fluent.js: trailing white space of the last text element is trimmed (/[ \n\r]+$/).
            if case .text(let last)? = elements.last {
                var t = Substring(last)
                while let l = t.last, l == " " || l == "\n" || l == "\r" { t = t.dropLast() }
                elements.removeLast()
                if !t.isEmpty { elements.append(.text(String(t))) }
            }
            return Pattern(elements: elements)
        }

        /// `inline_placeable ::= "{" blank? (SelectExpression | InlineExpression) blank? "}"`
        mutating func placeable() throws -> Expression {
            guard depth < maxNesting else { throw ParseError(reason: "placeables nested deeper than \(maxNesting) levels") }
            depth += 1
            defer { depth -= 1 }
            try expect("{", "'{'")
            skipBlank()
            let e = try inlineExpression()
            skipBlank()
            if current == "-", char(i + 1) == ">" {
                i += 2
                skipBlankInline()
                var variants: [Variant] = []
                // variant_list ::= Variant* DefaultVariant Variant* line_end
                while true {
                    var k = i, lines = 0
                    while char(k) == "\n" || char(k) == " " { if char(k) == "\n" { lines += 1 }; k += 1 }
                    let isDefault = char(k) == "*"
                    guard char(k) == "[" || (isDefault && char(k + 1) == "[") else { break }
                    guard lines > 0 else { throw ParseError(reason: "each variant starts on a new line") }
                    i = k + (isDefault ? 1 : 0)
                    line += lines
                    let variantLine = line
                    i += 1
                    skipBlank()
                    let key: String, isNumber: Bool
                    if current == "-" || (current.map { ("0"..."9").contains($0) } ?? false) {
                        key = try numberLiteral(); isNumber = true
                    } else {
                        key = try identifier(); isNumber = false
                    }
                    skipBlank()
                    try expect("]", "']' after the variant key")
                    guard let value = try maybePattern() else { throw ParseError(reason: "the variant [\(key)] has no value") }
                    variants.append(Variant(key: key, isNumber: isNumber, isDefault: isDefault, value: value, line: variantLine))
                }
                guard !variants.isEmpty else { throw ParseError(reason: "a select expression with no variants") }
                let defaults = variants.filter(\.isDefault).count
                guard defaults == 1 else { throw ParseError(reason: defaults == 0 ? "a select expression needs one default variant (*[key])" : "a select expression has \(defaults) default variants; one is allowed") }
                skipBlank()
                try expect("}", "'}' closing the select expression")
                if case .message = e { throw ParseError(reason: "a message reference cannot be a selector") }
                return .select(e, variants: variants)
            }
            try expect("}", "'}' closing the placeable")
            return e
        }

        mutating func numberLiteral() throws -> String {
            let start = i
            if current == "-" { i += 1 }
            let digitsStart = i
            while let c = current, ("0"..."9").contains(c) { i += 1 }
            guard i > digitsStart else { throw ParseError(reason: "expected digits in a number literal") }
            if current == ".", let d = char(i + 1), ("0"..."9").contains(d) {
                i += 1
                while let c = current, ("0"..."9").contains(c) { i += 1 }
            }
            return String(String.UnicodeScalarView(s[start..<i]))
        }

        mutating func inlineExpression() throws -> Expression {
            guard let c = current else { throw ParseError(reason: "expected an expression before the end of the file") }
            switch c {
            case "\"":
                i += 1
                var out = String.UnicodeScalarView()
                while let c = current, c != "\"" {
                    guard c != "\n" else { throw ParseError(reason: "a string literal may not contain a line break") }
                    if c == "\\" {
                        let e = char(i + 1)
                        if e == "\"" || e == "\\" { out.append(e!); i += 2; continue }
                        if e == "u" || e == "U" {
                            let n = e == "u" ? 4 : 6
                            let hex = String(String.UnicodeScalarView(s[min(i + 2, s.count)..<min(i + 2 + n, s.count)]))
                            guard hex.unicodeScalars.count == n, let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
                                throw ParseError(reason: "malformed unicode escape \\\(Character(e!)) in a string literal")
                            }
                            out.append(scalar); i += 2 + n; continue
                        }
                        throw ParseError(reason: "unknown escape sequence in a string literal")
                    }
                    out.append(c); i += 1
                }
                try expect("\"", "'\"' closing the string literal")
                return .string(String(out))
            case "$":
                i += 1
                return .variable(try identifier())
            case "{":
                return .placeable(try placeable())
            case "-":
                if let d = char(i + 1), ("0"..."9").contains(d) { return .number(try numberLiteral()) }
                i += 1
                let id = try identifier()
                var attribute: String?
                if current == "." { i += 1; attribute = try identifier() }
                var named: [String: Expression] = [:]
                let save = (i, line)
                skipBlank()
                if current == "(" { (_, named) = try callArguments() } else { (i, line) = save }
                return .term(id, attribute: attribute, named: named)
            default:
                if ("0"..."9").contains(c) { return .number(try numberLiteral()) }
                let id = try identifier()
                if current == "." { i += 1; return .message(id, attribute: try identifier()) }
                let save = (i, line)
                skipBlank()
                if current == "(" {
                    // Function names are upper-case (spec/valid.md); anything called is taken as one.
                    let (positional, named) = try callArguments()
                    return .function(id, positional: positional, named: named)
                }
                (i, line) = save
                return .message(id, attribute: nil)
            }
        }

        /// `CallArguments ::= blank? "(" blank? argument_list blank? ")"`
        mutating func callArguments() throws -> ([Expression], [String: Expression]) {
            guard depth < maxNesting else { throw ParseError(reason: "expressions nested deeper than \(maxNesting) levels") }
            depth += 1
            defer { depth -= 1 }
            try expect("(", "'('")
            var positional: [Expression] = []
            var named: [String: Expression] = [:]
            skipBlank()
            while current != ")" {
                let e = try inlineExpression()
                skipBlank()
                if current == ":", case .message(let name, nil) = e {
                    i += 1
                    skipBlank()
                    let value = try inlineExpression()
                    guard case .string = value, true else {
                        if case .number = value {} else { throw ParseError(reason: "a named argument takes a string or number literal") }
                        named[name] = value
                        skipBlank()
                        if current == "," { i += 1; skipBlank() } else if current != ")" { throw ParseError(reason: "expected ',' or ')' in the arguments") }
                        continue
                    }
                    named[name] = value
                } else {
                    positional.append(e)
                }
                skipBlank()
                if current == "," { i += 1; skipBlank() } else if current != ")" { throw ParseError(reason: "expected ',' or ')' in the arguments") }
            }
            try expect(")", "')'")
            return (positional, named)
        }
    }
}
