import Foundation
import LabelFitCore

/// Java `.properties` resource bundles (`Messages.properties`, `Messages_ar.properties`,
/// `Messages_ar_SA.properties`), read by the rules of `java.util.Properties.load(Reader)`
/// (docs.oracle.com/javase/8/docs/api/java/util/Properties.html#load-java.io.Reader-):
///
/// - a natural line ends at `\n`, `\r` or `\r\n`; a line of only white space (space, `\t`, `\f`)
///   is blank; a line whose first non-white character is `#` or `!` is a comment (and is never
///   continued);
/// - a line ending in an odd number of backslashes continues on the next line, whose leading
///   white space is dropped;
/// - the key runs from the first non-white character to the first unescaped `=`, `:` or white
///   space; white space, one `=` or `:`, and white space again separate it from the element;
/// - escapes `\t` `\n` `\r` `\f` and `\uXXXX`; a backslash before any other character is that
///   character; a malformed `\uXXXX` makes `load` throw (here: that entry is a located error).
///
/// Encoding: since Java 9 `PropertyResourceBundle` reads a bundle as UTF-8 and, when it is not
/// valid UTF-8, again as ISO-8859-1 (JEP 226; PropertyResourceBundle javadoc). Bundles are read
/// that way here: real Arabic bundles are often UTF-8 (JabRef), older ones ASCII with `\uXXXX`
/// (ZAP), and both load the same on the Java versions that run them today.
///
/// Values are `MessageFormat` patterns when they hold arguments (`JavaMessageFormat`).
///
/// Hand-written: Debian ships no C library that reads Java properties files.
struct JavaPropertiesReader {
    let limits: ReadLimits

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let bytes = try CatalogText.read(path, limits: limits)
            let text: String
            if let utf8 = try? CatalogText.decode(bytes, file: path) {
                text = utf8
            } else {
                // ISO-8859-1: every byte is the code point of the same value.
                text = String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
                try CatalogText.rejectNUL(text, file: path)
            }
            var seen: [String: SourceLocation] = [:]
            for entry in Self.entries(Array(text.unicodeScalars), file: path) {
                switch entry {
                case .failure(let location, let reason):
                    out.diagnostics.append(CatalogDiagnostic(location, .error, reason))
                case .pair(let key, let value, let location):
                    do {
                        for v in try JavaMessageFormat.variants(value) {
                            out.add(.init(key: key + v.suffix, text: v.text, location: location, comment: nil,
                                          raw: v.text == value ? nil : value), limits: limits, seen: &seen)
                        }
                    } catch let e as JavaMessageFormat.SyntaxError {
                        // MessageFormat would throw on this pattern: the app shows no text for it.
                        out.diagnostics.append(CatalogDiagnostic(location, .error, "'\(key)': \(e.message)"))
                    }
                }
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }

    enum Entry { case pair(String, String, SourceLocation); case failure(SourceLocation, String) }

    static func isWhite(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\u{0C}" }

    /// Every key/element pair in file order (Properties keeps the last of equal keys).
    static func entries(_ s: [Unicode.Scalar], file: String) -> [Entry] {
        var out: [Entry] = []
        var i = 0
        var line = 1
        func lineEnd(_ k: Int) -> Int { var k = k; while k < s.count, s[k] != "\n", s[k] != "\r" { k += 1 }; return k }
        func skipTerminator(_ k: inout Int) {
            if k < s.count, s[k] == "\r" { k += 1; if k < s.count, s[k] == "\n" { k += 1 } } else if k < s.count, s[k] == "\n" { k += 1 }
            line += 1
        }
        while i < s.count {
            let startLine = line
            var k = i
            while k < s.count, isWhite(s[k]) { k += 1 }
            if k >= s.count { break }
            if s[k] == "\n" || s[k] == "\r" { i = k; skipTerminator(&i); continue }
            if s[k] == "#" || s[k] == "!" { i = lineEnd(k); if i < s.count { skipTerminator(&i) }; continue }
            // The logical line: natural lines joined where one ends in an odd number of backslashes.
            var logical: [Unicode.Scalar] = []
            let location = SourceLocation(file: file, line: startLine, column: k - i + 1)
            i = k
            while true {
                let end = lineEnd(i)
                var slashes = 0
                while end - slashes - 1 >= i, s[end - slashes - 1] == "\\" { slashes += 1 }
                if slashes % 2 == 1 {
                    logical.append(contentsOf: s[i..<(end - 1)])
                    i = end
                    guard i < s.count else { break }
                    skipTerminator(&i)
                    while i < s.count, isWhite(s[i]) { i += 1 }
                    continue
                }
                logical.append(contentsOf: s[i..<end])
                i = end
                if i < s.count { skipTerminator(&i) }
                break
            }
            // The key: up to an unescaped separator.
            var j = 0
            while j < logical.count {
                if logical[j] == "\\" { j += 2; continue }
                if logical[j] == "=" || logical[j] == ":" || isWhite(logical[j]) { break }
                j += 1
            }
            let rawKey = Array(logical[..<min(j, logical.count)])
            while j < logical.count, isWhite(logical[j]) { j += 1 }
            if j < logical.count, logical[j] == "=" || logical[j] == ":" { j += 1 }
            while j < logical.count, isWhite(logical[j]) { j += 1 }
            let rawValue = j < logical.count ? Array(logical[j...]) : []
            do {
                out.append(.pair(try unescape(rawKey), try unescape(rawValue), location))
            } catch let reason as Malformed {
                out.append(.failure(location, reason.message))
            } catch {}
        }
        return out
    }

    struct Malformed: Error { var message: String }

    /// `\t \n \r \f \uXXXX`; any other escaped character is itself. Java strings are UTF-16:
    /// `\uD83D\uDE00` is one character.
    static func unescape(_ s: [Unicode.Scalar]) throws -> String {
        guard s.contains("\\") else { return String(String.UnicodeScalarView(s)) }
        var out = String.UnicodeScalarView()
        var units: [UInt16] = []
        func flush() throws {
            guard !units.isEmpty else { return }
            var it = units.makeIterator()
            var decoder = Unicode.UTF16()
            loop: while true {
                switch decoder.decode(&it) {
                case .scalarValue(let v): out.append(v)
                case .emptyInput: break loop
                case .error: throw Malformed(message: "an unpaired \\u surrogate escape: not a character")
                }
            }
            units = []
        }
        var i = 0
        while i < s.count {
            let c = s[i]
            guard c == "\\", i + 1 < s.count else {
                try flush()
                if c != "\\" { out.append(c) }   // a lone final backslash is dropped, as load does
                i += 1
                continue
            }
            let e = s[i + 1]
            if e == "u" {
                let hex = String(String.UnicodeScalarView(s[(i + 2)..<min(i + 6, s.count)]))
                guard hex.unicodeScalars.count == 4, hex.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit), let v = UInt16(hex, radix: 16) else {
                    throw Malformed(message: "malformed \\uxxxx encoding (java.util.Properties.load throws IllegalArgumentException)")
                }
                units.append(v)
                i += 6
                continue
            }
            try flush()
            switch e {
            case "t": out.append("\t")
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "f": out.append("\u{0C}")
            default: out.append(e)
            }
            i += 2
        }
        try flush()
        return String(out)
    }
}
