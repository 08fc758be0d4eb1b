import Foundation
import LabelFitCore

/// PHP catalogs that hold their strings as literal arrays: Laravel `lang/<locale>/<file>.php`
/// (`return [ 'key' => 'value', 'nested' => [ … ] ];` or `array( … )`), DokuWiki `lang.php`
/// (`$lang['key'] = 'value';`), Roundcube `localization/<locale>/labels.inc`
/// (`$labels['key'] = 'value';`) and phpBB `language/<locale>/*.php`
/// (`$lang = array_merge($lang, array('KEY' => 'value'));`).
///
/// Hand-written against the PHP manual's lexical rules because Debian ships no C library that
/// parses PHP source outside the PHP interpreter itself, and running PHP on a project's files
/// would execute them. Only literals are read: strings (single- and double-quoted, with their
/// escapes), numbers, arrays and `.` concatenation of literals. A value that needs PHP to compute
/// it (a function call, a constant, a variable, an interpolating string) is one located warning
/// naming its key, and the file's other strings are still read.
///
/// Keys: Laravel's `__('file.key')` names a string by the file's path below the locale folder
/// and its nested keys joined with "." (laravel.com/docs/localization "Retrieving Translation
/// Strings"); `$var['a']['b'] = …` is `a.b` (DokuWiki's `$lang['js']['…']`).
struct PHPArrayReader {
    let limits: ReadLimits
    /// The prefix of every key `return [...]` defines: the file's path below the locale folder,
    /// without `.php` (Laravel `auth`, `admin/users/table`). nil for files that assign variables.
    let keyPrefix: String?

    /// Array nesting read; deeper is a located error. Recursive descent keeps to this whatever
    /// `--max-depth` allows, so a hostile file cannot exhaust the stack.
    static let maxDepth = 64
    /// As in `JSONCatalogReader`: full keys may make at most this many bytes per byte of the file.
    static let keyBytesPerFileByte = JSONCatalogReader.keyBytesPerFileByte

    struct Leaf { var key: String; var text: String; var location: SourceLocation }

    /// The file's strings, and whether it `return`s its array (Laravel) rather than assigning variables.
    func read(_ path: String) -> (strings: LocaleStrings, returnsArray: Bool) {
        var out = LocaleStrings()
        var returns = false
        do {
            let bytes = try CatalogText.read(path, limits: limits)
            let text = try CatalogText.decode(bytes, file: path)
            var parser = Parser(scalars: Array(text.unicodeScalars), file: path, keyBudget: VariantLimit.Size.times(Self.keyBytesPerFileByte, max(bytes.count, 1)))
            parser.readFile(prefix: keyPrefix)
            var seen: [String: SourceLocation] = [:]
            // PHP keeps the last of equal keys in one array literal and the last assignment; said once.
            for leaf in parser.leaves {
                out.add(.init(key: leaf.key, text: leaf.text, location: leaf.location, comment: nil), limits: limits, seen: &seen)
            }
            out.diagnostics += parser.diagnostics
            returns = parser.returned
            if parser.leaves.isEmpty, parser.diagnostics.isEmpty, parser.literals > 0 {
                // Strings in a shape this reader does not take (code, a computed array): never a silent gap.
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path), .warning,
                    "holds \(parser.literals) quoted strings but no literal array or assignment of them LabelFit reads: not read; its strings are not checked"))
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return (out, returns)
    }

    enum Token: Equatable {
        case string(String)
        /// A double-quoted string with `$name` or `{$` in it: PHP interpolates a variable.
        case interpolated
        case number(String)
        case name(String)       // array, return, true, a constant or function name
        case variable(String)   // $labels
        case punct(String)      // [ ] ( ) , ; = => . and any other operator
        case end

        /// PHP keywords are case-insensitive (php.net/manual/en/reserved.keywords.php: `ARRAY(`, `Return`).
        func isKeyword(_ word: String) -> Bool { if case .name(let n) = self { n.lowercased() == word } else { false } }
    }

    struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var keyBudget: Int
        var i = 0
        var line = 1
        var lineStart = 0
        var leaves: [Leaf] = []
        var diagnostics: [CatalogDiagnostic] = []
        var keyBytes = 0
        var stopped = false
        var returned = false
        /// How many quoted strings the file holds: one with strings but no key read is named.
        var literals = 0
        /// The token after the current one, read ahead once.
        var token: Token = .end
        var tokenLocation: SourceLocation

        init(scalars: [Unicode.Scalar], file: String, keyBudget: Int) {
            self.scalars = scalars
            self.file = file
            self.keyBudget = keyBudget
            tokenLocation = SourceLocation(file: file, line: 1, column: 1)
        }

        struct Failure: Error { var location: SourceLocation; var reason: String }

        var here: SourceLocation { SourceLocation(file: file, line: line, column: i - lineStart + 1) }

        mutating func step() {
            if scalars[i] == "\n" { line += 1; lineStart = i + 1 }
            i += 1
        }

        func at(_ offset: Int) -> Unicode.Scalar? { i + offset < scalars.count ? scalars[i + offset] : nil }

        static func isNameStart(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || c == "_" || c.value >= 0x80 || c == "\\" }
        static func isName(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || ("0"..."9").contains(c) }

        /// Reads the next token (php.net/manual/en/language.basic-syntax.comments.php: `//`, `#`
        /// and `/* */` comments; `<?php` and `?>` tags).
        mutating func advance() throws {
            while i < scalars.count {
                let c = scalars[i]
                if c == " " || c == "\t" || c == "\r" || c == "\n" || c == "\u{FEFF}" { step(); continue }
                if c == "#" && at(1) != "[" || c == "/" && at(1) == "/" {
                    while i < scalars.count, scalars[i] != "\n" {
                        if scalars[i] == "?", at(1) == ">" { break }   // a one-line comment ends at ?>
                        step()
                    }
                    continue
                }
                if c == "/" && at(1) == "*" {
                    let start = here
                    step(); step()
                    while i < scalars.count, !(scalars[i] == "*" && at(1) == "/") { step() }
                    guard i < scalars.count else { throw Failure(location: start, reason: "unterminated /* comment") }
                    step(); step()
                    continue
                }
                if c == "<", at(1) == "?" {
                    step(); step()
                    while i < scalars.count, Self.isName(scalars[i]) { step() }   // <?php
                    continue
                }
                if c == "?", at(1) == ">" { step(); step(); continue }
                break
            }
            tokenLocation = here
            guard i < scalars.count else { token = .end; return }
            let c = scalars[i]
            if c == "'" { token = .string(try singleQuoted()); literals += 1; return }
            if c == "\"" { token = try doubleQuoted(); literals += 1; return }
            if c == "$", let n = at(1), Self.isNameStart(n) {
                step()
                var name = String.UnicodeScalarView()
                while i < scalars.count, Self.isName(scalars[i]) { name.append(scalars[i]); step() }
                token = .variable(String(name))
                return
            }
            if ("0"..."9").contains(c) || c == "." && at(1).map({ ("0"..."9").contains($0) }) == true {
                var n = String.UnicodeScalarView()
                while i < scalars.count, Self.isName(scalars[i]) || scalars[i] == "." && at(1).map({ ("0"..."9").contains($0) }) == true {
                    n.append(scalars[i]); step()
                }
                token = .number(String(n))
                return
            }
            if Self.isNameStart(c) {
                var name = String.UnicodeScalarView()
                while i < scalars.count, Self.isName(scalars[i]) { name.append(scalars[i]); step() }
                token = .name(String(name))
                return
            }
            if c == "=", at(1) == ">" { step(); step(); token = .punct("=>"); return }
            if c == "<", at(1) == "<", at(2) == "<" {
                // Heredoc and nowdoc: not read; the statement they stand in is reported.
                step(); step(); step()
                token = .punct("<<<")
                return
            }
            step()
            token = .punct(String(c))
        }

        /// php.net/manual/en/language.types.string.php#language.types.string.syntax.single:
        /// only `\'` and `\\` are escapes; every other backslash is itself.
        mutating func singleQuoted() throws -> String {
            let start = here
            step()
            var out = String.UnicodeScalarView()
            while true {
                guard i < scalars.count else { throw Failure(location: start, reason: "unterminated string") }
                let c = scalars[i]
                if c == "'" { step(); return String(out) }
                if c == "\\", let n = at(1), n == "'" || n == "\\" { out.append(n); step(); step(); continue }
                out.append(c)
                step()
            }
        }

        /// php.net/manual/en/language.types.string.php#language.types.string.syntax.double: `\n`
        /// `\r` `\t` `\v` `\e` `\f` `\\` `\$` `\"`, octal `\[0-7]{1,3}`, `\x[0-9A-Fa-f]{1,2}`,
        /// `\u{hex}`; any other backslash stays. `$name` and `{$` interpolate a variable.
        mutating func doubleQuoted() throws -> Token {
            let start = here
            step()
            var bytes: [UInt8] = []   // octal and \x escapes are bytes; the whole is read as UTF-8
            var interpolates = false
            func append(_ s: Unicode.Scalar) { bytes.append(contentsOf: Array(String(s).utf8)) }
            while true {
                guard i < scalars.count else { throw Failure(location: start, reason: "unterminated string") }
                let c = scalars[i]
                if c == "\"" { step(); break }
                if c == "$", let n = at(1), Self.isNameStart(n) && n != "\\" || n == "{" { interpolates = true }
                if c == "{", at(1) == "$" { interpolates = true }
                if c == "\\", let e = at(1) {
                    step(); step()
                    switch e {
                    case "n": bytes.append(0x0A)
                    case "r": bytes.append(0x0D)
                    case "t": bytes.append(0x09)
                    case "v": bytes.append(0x0B)
                    case "e": bytes.append(0x1B)
                    case "f": bytes.append(0x0C)
                    case "\\", "$", "\"": append(e)
                    case "0"..."7":
                        var v = e.value - 0x30
                        var k = 1
                        while k < 3, let d = at(0), ("0"..."7").contains(d) { v = v * 8 + d.value - 0x30; step(); k += 1 }
                        bytes.append(UInt8(v & 0xFF))
                    case "x" where at(0)?.properties.isASCIIHexDigit == true:
                        var hex = ""
                        while hex.count < 2, let d = at(0), d.properties.isASCIIHexDigit { hex.unicodeScalars.append(d); step() }
                        bytes.append(UInt8(hex, radix: 16)!)
                    case "u" where at(0) == "{":
                        let save = (i, line, lineStart)
                        step()
                        var hex = ""
                        while let d = at(0), d.properties.isASCIIHexDigit, hex.count < 8 { hex.unicodeScalars.append(d); step() }
                        if at(0) == "}", let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) {
                            step()
                            append(u)
                        } else {
                            // PHP refuses a bad \u{…} at compile time.
                            (i, line, lineStart) = save
                            throw Failure(location: here, reason: "invalid \\u{…} escape in a double-quoted string")
                        }
                    default: append("\\"); append(e)
                    }
                    continue
                }
                append(c)
                step()
            }
            if interpolates { return .interpolated }
            guard let s = String(validating: bytes, as: UTF8.self) else {
                throw Failure(location: start, reason: "escapes in this string make invalid UTF-8")
            }
            return .string(s)
        }

        /// The whole file: `return <array>;` defines the strings; `$var[...] = <value>;` each one.
        mutating func readFile(prefix: String?) {
            do {
                try advance()
                while token != .end, !stopped {
                    if token.isKeyword("return") {
                        try advance()
                        if case .variable = token {
                            // `return $_MODULE;` (PrestaShop): the array the file's assignments built, read already.
                            var probe = self
                            try probe.advance()
                            if probe.token == .punct(";") || probe.token == .end {
                                self = probe
                                try statementEnd()
                                continue
                            }
                        }
                        returned = true
                        try value(path: prefix.map { [$0] } ?? [], location: tokenLocation, depth: 0, top: true)
                        try statementEnd()
                    } else if case .variable = token {
                        try assignment()
                    } else {
                        try skipStatement()
                    }
                }
            } catch let f as Failure {
                diagnostics.append(CatalogDiagnostic(f.location, .error, "\(f.reason); the rest of the file is not read"))
            } catch is Stop {
                // Already reported where the key budget ran out.
            } catch {
                diagnostics.append(CatalogDiagnostic(error, file: file))
            }
        }

        mutating func statementEnd() throws {
            if token == .punct(";") { try advance(); return }
            if token == .end { return }
            throw Failure(location: tokenLocation, reason: "expected ';' after the value")
        }

        mutating func skipStatement() throws {
            var depth = 0, opened = false
            while token != .end {
                if token == .punct("(") || token == .punct("[") || token == .punct("{") { depth += 1 }
                if token == .punct(")") || token == .punct("]") || token == .punct("}") { depth = max(0, depth - 1) }
                // A statement ends at its `;`, or at the `}` that closes its block (`if (…) { exit; }`).
                let wasEnd = token == .punct(";") && depth == 0 || token == .punct("}") && depth == 0 && opened
                if depth > 0 { opened = true }
                try advance()
                if wasEnd { return }
            }
        }

        /// `$labels['key'] = 'value';`, `$lang['js']['del'] = …;`, `$labels = array();`.
        mutating func assignment() throws {
            let statement = tokenLocation
            try advance()
            var path: [String] = []
            while token == .punct("[") {
                try advance()
                switch token {
                case .string(let k), .number(let k): path.append(k)
                default:
                    diagnostics.append(CatalogDiagnostic(statement, .warning, "an assignment whose key is not a literal is not read"))
                    return try skipStatement()
                }
                try advance()
                guard token == .punct("]") else { throw Failure(location: tokenLocation, reason: "expected ']' after an array key") }
                try advance()
            }
            guard token == .punct("=") else { return try skipStatement() }
            try advance()
            try value(path: path, location: tokenLocation, depth: 0, top: false)
            try statementEnd()
        }

        /// One value at `path`: a string (with concatenation), a number, an array, or something PHP
        /// computes, which is reported and skipped up to the end of the expression.
        mutating func value(path: [String], location: SourceLocation, depth: Int, top: Bool) throws {
            let key = path.joined(separator: ".")
            if token == .punct("[") || token.isKeyword("array") {
                try array(path: path, depth: depth)
                return
            }
            if token.isKeyword("array_merge") || token.isKeyword("array_replace") {
                // phpBB's `$lang = array_merge($lang, array('KEY' => '…'));`: each array literal argument adds its
                // strings (php.net/array_merge: a later string key replaces an earlier one, as `add` keeps the last);
                // the array merged into (`$lang`) holds what the file read before.
                let call = tokenLocation
                try advance()
                guard token == .punct("(") else { throw Failure(location: tokenLocation, reason: "expected '(' after array_merge") }
                try advance()
                while token != .punct(")") {
                    guard token != .end else { throw Failure(location: call, reason: "array_merge( not closed") }
                    // The array merged into (`$lang`), a literal array, or anything else PHP computes
                    // (`$lang['x']`, a call): the last is skipped, with a warning, and the rest still read.
                    let at = tokenLocation
                    var computed = false
                    if case .variable = token {
                        try advance()
                        computed = token != .punct(",") && token != .punct(")")
                    } else if token == .punct("[") || token.isKeyword("array") {
                        try value(path: path, location: at, depth: depth + 1, top: false)
                    } else { computed = true }
                    if computed {
                        diagnostics.append(CatalogDiagnostic(at, .warning, "an array_merge argument PHP computes: only literal arrays are read; skipped"))
                        try skipExpression()
                    }
                    if token == .punct(",") { try advance() } else if token != .punct(")") {
                        throw Failure(location: tokenLocation, reason: "expected ',' or ')' in array_merge(…)")
                    }
                }
                try advance()
                return
            }
            if case .string(var text) = token {
                try advance()
                var literal = true
                while token == .punct(".") {
                    try advance()
                    switch token {
                    case .string(let s), .number(let s): text += s; try advance()
                    default: literal = false
                    }
                    if !literal { break }
                }
                if literal, token == .punct(",") || token == .punct("]") || token == .punct(")") || token == .punct(";") || token == .end {
                    guard !path.isEmpty else { return }   // `return 'x';` defines no key
                    keyBytes = VariantLimit.Size.plus(keyBytes, key.utf8.count)
                    guard keyBytes <= keyBudget else {
                        diagnostics.append(CatalogDiagnostic(location, .error,
                            "the full keys of this file pass \(PHPArrayReader.keyBytesPerFileByte) times its size from the key starting '\(key.prefix(60))' on; the rest of the file is skipped"))
                        stopped = true
                        throw Stop()
                    }
                    leaves.append(Leaf(key: key, text: text, location: location))
                    return
                }
            } else if case .number = token {
                // A number is not UI text (and Laravel returns it as it is).
                try advance()
                if token == .punct(",") || token == .punct("]") || token == .punct(")") || token == .punct(";") || token == .end { return }
            }
            let what: String
            switch token {
            case .variable(let v): what = "the variable $\(v)"
            case .interpolated: what = "a double-quoted string that interpolates a variable"
            case .name(let n): what = ["true", "false", "null"].contains(n.lowercased()) ? "\(n), not a string" : "'\(n)', a constant or function call"
            case .punct("<<<"): what = "a heredoc or nowdoc"
            default: what = "an expression PHP computes"
            }
            diagnostics.append(CatalogDiagnostic(location, .warning, "'\(key)' is \(what): only literal strings are read; not measured"))
            try skipExpression()
        }

        struct Stop: Error {}

        /// Skips to the `,`, `;` or closing bracket that ends the current expression.
        mutating func skipExpression() throws {
            var depth = 0
            while token != .end {
                if depth == 0, token == .punct(",") || token == .punct(";") || token == .punct("]") || token == .punct(")") { return }
                if token == .punct("(") || token == .punct("[") || token == .punct("{") { depth += 1 }
                if token == .punct(")") || token == .punct("]") || token == .punct("}") { depth -= 1 }
                try advance()
            }
        }

        /// `[ k => v, … ]` or `array( k => v, … )`; an element without a key takes the next integer
        /// key (php.net/manual/en/language.types.array.php).
        mutating func array(path: [String], depth: Int) throws {
            let open = tokenLocation
            guard depth < PHPArrayReader.maxDepth else { throw Failure(location: open, reason: "arrays nested deeper than \(PHPArrayReader.maxDepth) levels") }
            let close: Token
            if token.isKeyword("array") {
                try advance()
                guard token == .punct("(") else { throw Failure(location: tokenLocation, reason: "expected '(' after array") }
                close = .punct(")")
            } else {
                close = .punct("]")
            }
            try advance()
            var nextIndex = 0
            while token != close {
                guard token != .end else { throw Failure(location: open, reason: "array not closed") }
                let elementLocation = tokenLocation
                let saved = (i, line, lineStart, token, tokenLocation)
                var key: String?
                switch token {
                case .string(let k), .number(let k):
                    try advance()
                    if token == .punct("=>") { key = k; try advance() } else { (i, line, lineStart, token, tokenLocation) = saved }
                default:
                    break
                }
                if key == nil, token != .punct("["), !token.isKeyword("array") {
                    // `CONSTANT => 'x'` or `'x'` alone: a list element or a computed key.
                    let probe = (i, line, lineStart, token, tokenLocation)
                    try skipExpression()
                    let keyed = token == .punct("=>")
                    (i, line, lineStart, token, tokenLocation) = probe
                    if keyed {
                        diagnostics.append(CatalogDiagnostic(elementLocation, .warning, "an array key PHP computes in '\(path.joined(separator: "."))' is not read; its value is not measured"))
                        try skipExpression()
                        try advance()
                        try skipExpression()
                        if token == .punct(",") { try advance() }
                        continue
                    }
                }
                if key == nil { key = String(nextIndex) }
                if let k = key, let n = Int(k), n >= nextIndex { nextIndex = n + 1 }
                try value(path: path + [key!], location: tokenLocation, depth: depth + 1, top: false)
                if token == .punct(",") { try advance(); continue }
                guard token == close else { throw Failure(location: tokenLocation, reason: "expected ',' or '\(close == .punct("]") ? "]" : ")")' in an array") }
            }
            try advance()
        }
    }
}
