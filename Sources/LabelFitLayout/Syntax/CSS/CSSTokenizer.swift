/// A CSS token, as CSS Syntax Module Level 3 §4 ("Tokenization",
/// https://www.w3.org/TR/css-syntax-3/#tokenization) defines them; `line` is the 1-based line it starts on.
public struct CSSToken: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case ident, function, atKeyword, hash, string, badString, url, badURL, delim
        case number, percentage, dimension, whitespace, cdo, cdc, colon, semicolon, comma
        case openSquare, closeSquare, openParen, closeParen, openCurly, closeCurly
    }
    public var kind: Kind
    /// The ident / function name / at-keyword name / hash name / string value / delim character, or the
    /// numeric text of a number, percentage or dimension.
    public var value: String
    /// A dimension's unit (`px`, `rem`), lowercased.
    public var unit: String = ""
    public var number: Double = 0
    public var line: Int
}

/// CSS Syntax Level 3 §4 tokenizer over UTF-8 bytes. One pass, each byte looked at a bounded number of
/// times; comments are consumed (§4.3.2). `scss` also consumes `//` line comments (Sass's silent
/// comments, https://sass-lang.com/documentation/syntax/comments/), which CSS would read as two delims.
/// Escapes are decoded only as far as selectors and property names need (`\` + one code point).
public enum CSSTokenizer {
    public static func tokens(_ text: String, scss: Bool = false, firstLine: Int = 1) -> [CSSToken] {
        let b = Array(text.utf8)
        var out: [CSSToken] = []
        out.reserveCapacity(b.count / 3)
        var i = 0
        var line = firstLine
        func at(_ k: Int) -> UInt8 { k < b.count ? b[k] : 0 }
        func isNameStart(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80 }
        func isName(_ c: UInt8) -> Bool { isNameStart(c) || (c >= 0x30 && c <= 0x39) || c == 0x2D }
        func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        func validEscape(_ k: Int) -> Bool { at(k) == 0x5C && at(k + 1) != 0x0A && k + 1 < b.count }
        // §4.3.9 "would start an identifier".
        func startsIdent(_ k: Int) -> Bool {
            let c = at(k)
            if c == 0x2D { return isNameStart(at(k + 1)) || at(k + 1) == 0x2D || validEscape(k + 1) }
            if isNameStart(c) { return k < b.count }
            return validEscape(k)
        }
        // §4.3.10 "starts with a number".
        func startsNumber(_ k: Int) -> Bool {
            let c = at(k)
            if c == 0x2B || c == 0x2D { return isDigit(at(k + 1)) || (at(k + 1) == 0x2E && isDigit(at(k + 2))) }
            if c == 0x2E { return isDigit(at(k + 1)) }
            return isDigit(c)
        }
        // §4.3.11 "consume an ident sequence".
        func consumeName() -> String {
            var bytes: [UInt8] = []
            while i < b.count {
                if isName(b[i]) { bytes.append(b[i]); i += 1 }
                else if validEscape(i) {
                    i += 1
                    // A hex escape: up to six hex digits and one following whitespace (§4.3.7).
                    var hex = 0, n = 0
                    while n < 6, let h = hexValue(at(i)) { hex = hex * 16 + h; i += 1; n += 1 }
                    if n > 0 {
                        if at(i) == 0x20 || at(i) == 0x0A || at(i) == 0x09 { i += 1 }
                        let scalar = Unicode.Scalar(UInt32(hex)).flatMap { hex == 0 ? nil : $0 } ?? "\u{FFFD}"
                        bytes += Array(String(scalar).utf8)
                    } else { bytes.append(b[i]); i += 1 }
                } else { break }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        func hexValue(_ c: UInt8) -> Int? {
            switch c {
            case 0x30...0x39: Int(c - 0x30)
            case 0x41...0x46: Int(c - 0x41 + 10)
            case 0x61...0x66: Int(c - 0x61 + 10)
            default: nil
            }
        }
        // §4.3.12 "consume a number".
        func consumeNumber() -> (String, Double) {
            let start = i
            if at(i) == 0x2B || at(i) == 0x2D { i += 1 }
            while isDigit(at(i)) { i += 1 }
            if at(i) == 0x2E && isDigit(at(i + 1)) { i += 2; while isDigit(at(i)) { i += 1 } }
            if (at(i) == 0x45 || at(i) == 0x65) && (isDigit(at(i + 1)) || ((at(i + 1) == 0x2B || at(i + 1) == 0x2D) && isDigit(at(i + 2)))) {
                i += 2
                while isDigit(at(i)) { i += 1 }
            }
            let text = String(decoding: b[start..<i], as: UTF8.self)
            return (text, Double(text) ?? 0)
        }
        while i < b.count {
            let c = b[i]
            let startLine = line
            func emit(_ kind: CSSToken.Kind, _ value: String = "") { out.append(CSSToken(kind: kind, value: value, line: startLine)) }
            // Comments (§4.3.2).
            if c == 0x2F && at(i + 1) == 0x2A {
                i += 2
                while i < b.count && !(b[i] == 0x2A && at(i + 1) == 0x2F) { if b[i] == 0x0A { line += 1 }; i += 1 }
                i = min(b.count, i + 2)
                continue
            }
            if scss && c == 0x2F && at(i + 1) == 0x2F {
                while i < b.count && b[i] != 0x0A { i += 1 }
                continue
            }
            switch c {
            case 0x0A, 0x09, 0x20, 0x0D, 0x0C:
                while i < b.count, [0x0A, 0x09, 0x20, 0x0D, 0x0C].contains(b[i]) { if b[i] == 0x0A { line += 1 }; i += 1 }
                emit(.whitespace)
            case 0x22, 0x27:
                // §4.3.5 "consume a string token": a raw newline makes it a bad string.
                i += 1
                var bytes: [UInt8] = []
                var bad = false
                while i < b.count {
                    let d = b[i]
                    if d == c { i += 1; break }
                    if d == 0x0A { bad = true; break }
                    if d == 0x5C {
                        if at(i + 1) == 0x0A { i += 2; line += 1; continue }
                        if i + 1 < b.count { bytes.append(b[i + 1]); i += 2; continue }
                        i += 1; continue
                    }
                    bytes.append(d); i += 1
                }
                emit(bad ? .badString : .string, String(decoding: bytes, as: UTF8.self))
            case 0x23:
                if isName(at(i + 1)) || validEscape(i + 1) { i += 1; emit(.hash, consumeName()) } else { i += 1; emit(.delim, "#") }
            case 0x28: i += 1; emit(.openParen)
            case 0x29: i += 1; emit(.closeParen)
            case 0x5B: i += 1; emit(.openSquare)
            case 0x5D: i += 1; emit(.closeSquare)
            case 0x7B: i += 1; emit(.openCurly)
            case 0x7D: i += 1; emit(.closeCurly)
            case 0x2C: i += 1; emit(.comma)
            case 0x3A: i += 1; emit(.colon)
            case 0x3B: i += 1; emit(.semicolon)
            case 0x3C where at(i + 1) == 0x21 && at(i + 2) == 0x2D && at(i + 3) == 0x2D: i += 4; emit(.cdo)
            case 0x40:
                i += 1
                if startsIdent(i) { emit(.atKeyword, consumeName()) } else { emit(.delim, "@") }
            default:
                if startsNumber(i) {
                    let (text, value) = consumeNumber()
                    if startsIdent(i) {
                        var t = CSSToken(kind: .dimension, value: text, line: startLine)
                        t.unit = consumeName().lowercased()
                        t.number = value
                        out.append(t)
                    } else if at(i) == 0x25 {
                        i += 1
                        var t = CSSToken(kind: .percentage, value: text, line: startLine)
                        t.number = value
                        out.append(t)
                    } else {
                        var t = CSSToken(kind: .number, value: text, line: startLine)
                        t.number = value
                        out.append(t)
                    }
                } else if c == 0x2D && at(i + 1) == 0x2D && at(i + 2) == 0x3E {
                    i += 3; emit(.cdc)
                } else if startsIdent(i) {
                    // §4.3.4 "consume an ident-like token": a function, or url( with an unquoted URL.
                    let name = consumeName()
                    if at(i) == 0x28 {
                        i += 1
                        if name.lowercased() == "url" {
                            var k = i
                            while at(k) == 0x20 || at(k) == 0x09 || at(k) == 0x0A { k += 1 }
                            if at(k) != 0x22 && at(k) != 0x27 {
                                // §4.3.6 "consume a url token".
                                var bytes: [UInt8] = []
                                i = k
                                while i < b.count && b[i] != 0x29 { if b[i] == 0x0A { line += 1 }; bytes.append(b[i]); i += 1 }
                                i = min(b.count, i + 1)
                                emit(.url, String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
                                continue
                            }
                        }
                        emit(.function, name)
                    } else {
                        emit(.ident, name)
                    }
                } else {
                    // A delim: one code point (a UTF-8 sequence is kept whole).
                    var n = 1
                    if c >= 0xC0 { n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2 }
                    let end = min(b.count, i + n)
                    emit(.delim, String(decoding: b[i..<end], as: UTF8.self))
                    i = end
                }
            }
        }
        return out
    }
}

import Foundation
