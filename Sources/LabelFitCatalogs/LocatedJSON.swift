import LabelFitCore

/// A JSON value that remembers the line and column where it starts.
///
/// Foundation's JSONSerialization gives no positions, and a localization report must point at the
/// line of each string, so catalogs in JSON (.xcstrings, .arb, i18next) are read with this RFC 8259
/// parser. Objects keep their key order; duplicate keys are reported.
package indirect enum LocatedJSON {
    case object([(key: String, value: LocatedJSON, line: Int)], line: Int)
    case array([LocatedJSON], line: Int)
    case string(String, line: Int, column: Int)
    case number(Double, line: Int)
    case bool(Bool, line: Int)
    case null(line: Int)

    package var line: Int {
        switch self {
        case .object(_, let l), .array(_, let l), .string(_, let l, _), .number(_, let l), .bool(_, let l), .null(let l): l
        }
    }

    package subscript(key: String) -> LocatedJSON? {
        if case .object(let members, _) = self { return members.last { $0.key == key }?.value }
        return nil
    }

    /// Frees a tree without recursion: releasing a value frees its members, and a chain of
    /// 100,000 nested objects released that way recurses 100,000 times. Each node is taken off a
    /// list while its children are still held by the list, so no release reaches a child's children.
    /// The readers call it on the documents they parse, whose depth `--max-depth` allows up to 100,000.
    package static func release(_ value: inout LocatedJSON) {
        var pending = [value]
        value = .null(line: 0)
        release(&pending)
    }

    package static func release(_ values: inout [LocatedJSON]) {
        var pending = values
        values = []
        while let node = pending.popLast() {
            switch node {
            case .object(let members, _): for m in members { pending.append(m.value) }
            case .array(let items, _): pending.append(contentsOf: items)
            default: break
            }
        }
    }

    package var stringValue: String? { if case .string(let s, _, _) = self { s } else { nil } }
    package var members: [(key: String, value: LocatedJSON, line: Int)] { if case .object(let m, _) = self { m } else { [] } }
}

package struct LocatedJSONParser {
    /// Default nesting limit: deeper than any catalog needs, and keeps hostile input from exhausting the stack.
    static let maxDepth = 64
    private var depthLimit = LocatedJSONParser.maxDepth

    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private var lineStart = 0
    private let file: String
    private(set) var duplicateKeys: [(key: String, line: Int)] = []

    init(bytes: [UInt8], file: String) {
        var b = bytes
        if b.starts(with: [0xEF, 0xBB, 0xBF]) { b.removeFirst(3) }
        self.bytes = b
        self.file = file
    }

    package static func parse(_ bytes: [UInt8], file: String, maxDepth: Int = LocatedJSONParser.maxDepth) throws -> (LocatedJSON, [(key: String, line: Int)]) {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw LabelFitError.invalidInput(firstInvalidUTF8(bytes, file: file), "invalid UTF-8")
        }
        var p = LocatedJSONParser(bytes: bytes, file: file)
        p.depthLimit = maxDepth
        p.skipSpace()
        var value = try p.document()
        p.skipSpace()
        guard p.i == p.bytes.count else {
            LocatedJSON.release(&value)
            throw p.error("unexpected text after the JSON value")
        }
        return (value, p.duplicateKeys)
    }

    private var column: Int { i - lineStart + 1 }

    private func error(_ reason: String) -> LabelFitError {
        .invalidInput(SourceLocation(file: file, line: line, column: column), reason)
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0D: i += 1
            case 0x0A: i += 1; line += 1; lineStart = i
            default: return
            }
        }
    }

    /// An object or array being read: its members so far and, in an object, the key whose value
    /// comes next.
    private struct Open {
        var isObject: Bool
        var line: Int
        var members: [(key: String, value: LocatedJSON, line: Int)] = []
        var items: [LocatedJSON] = []
        var seen = Set<String>()
        var key = ""
        var keyLine = 0
    }

    /// One value, read without recursion: containers being read wait on an explicit stack, so any
    /// depth up to `--max-depth`'s 100,000 (NumberRanges.nestingDepth) costs heap, not call stack.
    /// The errors and their order are those of the grammar read recursively (RFC 8259 §2–§5).
    private mutating func document() throws -> LocatedJSON {
        var open: [Open] = []
        do {
            while true {
                guard open.count < depthLimit else { throw error("JSON nested deeper than \(depthLimit) levels") }
                guard i < bytes.count else { throw error("unexpected end of file") }
                let startLine = line
                var value: LocatedJSON
                switch bytes[i] {
                case UInt8(ascii: "{"):
                    i += 1
                    skipSpace()
                    if i < bytes.count && bytes[i] == UInt8(ascii: "}") {
                        i += 1
                        value = .object([], line: startLine)
                    } else {
                        var o = Open(isObject: true, line: startLine)
                        try memberKey(&o)
                        open.append(o)
                        continue
                    }
                case UInt8(ascii: "["):
                    i += 1
                    skipSpace()
                    if i < bytes.count && bytes[i] == UInt8(ascii: "]") {
                        i += 1
                        value = .array([], line: startLine)
                    } else {
                        open.append(Open(isObject: false, line: startLine))
                        skipSpace()
                        continue
                    }
                default:
                    value = try scalar()
                }
                // The value ends its container's member; containers it closes end theirs.
                closing: while true {
                    guard !open.isEmpty else { return value }
                    let top = open.count - 1
                    if open[top].isObject {
                        open[top].members.append((open[top].key, value, open[top].keyLine))
                    } else {
                        open[top].items.append(value)
                    }
                    value = .null(line: 0)
                    skipSpace()
                    let isObject = open[top].isObject
                    guard i < bytes.count else {
                        throw error("unterminated \(isObject ? "object" : "array") (opened on line \(open[top].line))")
                    }
                    if bytes[i] == UInt8(ascii: ",") {
                        i += 1
                        if isObject { try memberKey(&open[top]) } else { skipSpace() }
                        break closing
                    }
                    if bytes[i] == UInt8(ascii: isObject ? "}" : "]") {
                        i += 1
                        let done = open.removeLast()
                        value = isObject ? .object(done.members, line: done.line) : .array(done.items, line: done.line)
                        continue closing
                    }
                    throw error(isObject ? "expected ',' or '}'" : "expected ',' or ']'")
                }
            }
        } catch {
            var partial = open.flatMap { $0.members.map(\.value) + $0.items }
            open = []
            LocatedJSON.release(&partial)
            throw error
        }
    }

    /// `"key" :` before a member's value (the spaces around it skipped).
    private mutating func memberKey(_ o: inout Open) throws {
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
        o.keyLine = line
        o.key = try string()
        if !o.seen.insert(o.key).inserted { duplicateKeys.append((o.key, o.keyLine)) }
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(o.key)\"") }
        i += 1
        skipSpace()
    }

    /// A string, number, `true`, `false` or `null`.
    private mutating func scalar() throws -> LocatedJSON {
        let startLine = line
        switch bytes[i] {
        case UInt8(ascii: "\""):
            let col = column
            return .string(try string(), line: startLine, column: col)
        case UInt8(ascii: "t"): try literal("true"); return .bool(true, line: startLine)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false, line: startLine)
        case UInt8(ascii: "n"): try literal("null"); return .null(line: startLine)
        default:
            let start = i
            while i < bytes.count, "+-0123456789.eE".utf8.contains(bytes[i]) { i += 1 }
            guard i > start, let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else {
                throw error("unexpected character '\(String(decoding: [bytes[start]], as: UTF8.self))'")
            }
            return .number(v, line: startLine)
        }
    }

    private mutating func literal(_ word: String) throws {
        let w = Array(word.utf8)
        guard bytes.count - i >= w.count, Array(bytes[i..<i + w.count]) == w else { throw error("unexpected token") }
        i += w.count
    }

    private mutating func string() throws -> String {
        i += 1  // opening quote
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw error("unterminated string") }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; break }
            if b < 0x20 { throw error(b == 0x0A ? "unterminated string (newline inside quotes)" : "control character in string") }
            if b == UInt8(ascii: "\\") {
                i += 1
                guard i < bytes.count else { throw error("unterminated escape") }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar), bytes.count - i >= 6, bytes[i] == 0x5C, bytes[i + 1] == UInt8(ascii: "u") {
                        i += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("unpaired surrogate escape") }
                    out.append(contentsOf: Array(String(u).utf8))
                default: throw error("invalid escape '\\\(String(decoding: [e], as: UTF8.self))'")
                }
                continue
            }
            out.append(b)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func hex4() throws -> UInt32 {
        guard bytes.count - i >= 4, let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16) else {
            throw error("invalid \\u escape")
        }
        i += 4
        return v
    }
}

/// The line and column of the first byte that is not valid UTF-8.
func firstInvalidUTF8(_ bytes: [UInt8], file: String) -> SourceLocation {
    var line = 1, column = 1, i = 0
    while i < bytes.count {
        let b = bytes[i]
        let length = b < 0x80 ? 1 : b >> 5 == 0b110 ? 2 : b >> 4 == 0b1110 ? 3 : b >> 3 == 0b11110 ? 4 : 0
        if length == 0 || i + length > bytes.count || String(validating: bytes[i..<i + length], as: UTF8.self) == nil {
            return SourceLocation(file: file, line: line, column: column)
        }
        if b == 0x0A { line += 1; column = 1 } else { column += 1 }
        i += length
    }
    return SourceLocation(file: file, line: line, column: column)
}
