import Foundation
import LabelFitCore

/// An XML element with the line and column where it starts, built with libxml2's SAX2 push parser
/// (`XMLSAXParser`) from the document as declared (`XMLDeclaredEncoding`) and prepared by `XMLPrepass`
/// (internal entities expanded within `XMLLimits`, attributes counted). External entities and DTDs
/// are never read; nesting deeper than `maxDepth` is refused.
public final class XMLElementNode {
    public enum Child {
        case element(XMLElementNode)
        case text(String)
    }
    public let name: String
    public let attributes: [String: String]
    public let line: Int
    public let column: Int
    public internal(set) var children: [Child] = []
    /// The comment right before this element among its siblings, with only white space between: a
    /// translator's note in Android resources (AOSP's stringslint takes the last comment before a
    /// `<string>` as its description).
    public internal(set) var note: String?
    /// References in this element's attributes or text that could not be expanded (`XMLPrepass`).
    var unresolvedEntities: [XMLPrepass.Unresolved] = []
    /// This element or one inside it has such a reference (so most strings are never searched).
    var holdsUnresolvedEntity = false

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    /// A copy with `overrides` set over this element's attributes and `children` (when given) in place
    /// of its own: how a layout's `<include>` is expanded (its `layout_*` attributes win over the
    /// included root's).
    public func copy(overriding overrides: [String: String], children replaced: [Child]? = nil) -> XMLElementNode {
        let n = XMLElementNode(name: name, attributes: attributes.merging(overrides) { _, new in new }, line: line, column: column)
        n.children = replaced ?? children
        return n
    }

    public var elements: [XMLElementNode] { children.compactMap { if case .element(let e) = $0 { e } else { nil } } }
    public func first(_ name: String) -> XMLElementNode? {
        for case .element(let e) in children where e.localName == name { return e }
        return nil
    }
    public func all(_ name: String) -> [XMLElementNode] { elements.filter { $0.localName == name } }

    /// The name without its namespace prefix ("xliff:g" → "g"). Most names have none, and are
    /// their own local name without a split (every element a reader looks at asks this).
    public var localName: String {
        name.contains(ascii: ":") ? name.split(separator: ":").last.map(String.init) ?? name : name
    }

    /// The attribute of this local name, unprefixed first. A name without a colon is its own local
    /// name, which the dictionary lookup already answered: only prefixed names are split (asked of
    /// every string for attributes it seldom has, the split of each name cost more than the lookup).
    public func attribute(_ local: String) -> String? {
        if let value = attributes[local] { return value }
        for (key, value) in attributes where key.contains(ascii: ":") && key.split(separator: ":").last.map(String.init) == local {
            return value
        }
        return nil
    }

    /// All descendant text, with `inline` deciding what an element contributes (nil = its text).
    public func text(inline: (XMLElementNode) -> String? = { _ in nil }) -> String {
        var out = ""
        for child in children {
            switch child {
            case .text(let t): out += t
            case .element(let e): out += inline(e) ?? e.text(inline: inline)
            }
        }
        return out
    }

    /// The first reference in this element or inside it that could not be expanded, as the
    /// diagnostic for the string it belongs to: its text is not what the app shows.
    /// (A loop, not recursion: `--max-depth` allows documents deeper than the stack.)
    func unresolvedEntity(file: String, key: String) -> CatalogDiagnostic? {
        guard holdsUnresolvedEntity else { return nil }
        var pending: [XMLElementNode] = [self]
        while let node = pending.popLast() {
            if let first = node.unresolvedEntities.first {
                return CatalogDiagnostic(SourceLocation(file: file, line: first.line), .error, "'\(key)': \(first.message); the string is skipped")
            }
            for case .element(let e) in node.children.reversed() where e.holdsUnresolvedEntity { pending.append(e) }
        }
        return nil
    }

    public static let maxDepth = 64
    /// The deepest XML `--max-depth` can ask for: the tree is walked (text with its inline markup) and
    /// freed by recursion, one stack frame per level, and 60,000 levels overflowed the stack; no catalog
    /// format nests more than a few levels. Deeper is the same located error as past `--max-depth`.
    static let deepestSupported = 10_000

    public static func parse(_ input: [UInt8], file: String, maxDepth: Int = XMLElementNode.maxDepth) throws -> XMLElementNode {
        // Decoded from the encoding the document declares, then given to libxml2 as UTF-8.
        let decoded = try XMLDeclaredEncoding.utf8(input, file: file)
        // Invalid UTF-8 is refused here with its position: libxml2 reports it but recovers with
        // the bytes in names and text (found by fuzzing; see Tests/Fixtures/fuzz-regressions).
        if String(validating: decoded, as: UTF8.self) == nil {
            throw LabelFitError.invalidInput(firstInvalidUTF8(decoded, file: file), "invalid UTF-8")
        }
        if let nul = decoded.firstIndex(of: 0) {
            let line = decoded[..<nul].filter { $0 == 0x0A }.count + 1
            throw LabelFitError.invalidInput(SourceLocation(file: file, line: line), "NUL byte in an XML file")
        }
        // Entity references expanded within XMLLimits, attributes counted (see XMLPrepass).
        let prepared = try XMLPrepass(decoded, file: file)
        let builder = Builder(maxDepth: min(maxDepth, deepestSupported), file: file, prepared: prepared)
        let (parsed, code, position) = prepared.bytes.withUnsafeBufferPointer { bytes -> (Bool, Int32?, (Int, Int)) in
            guard let parser = XMLSAXParser(first: bytes, events: builder) else { return (false, nil, (0, 0)) }
            let result = parser.finish(UnsafeBufferPointer(rebasing: bytes[4...]))
            return (result == 0, parser.lastErrorCode ?? (result == 0 ? nil : result), (parser.line, parser.column))
        }
        if let error = builder.error { throw error }
        guard parsed, let root = builder.root else {
            let reason = code.map(Self.describe) ?? "malformed XML"
            // The position when libxml2 reported the first error; afterwards the parser has moved on.
            let (line, column) = builder.errorPosition ?? position
            throw LabelFitError.invalidInput(SourceLocation(file: file, line: max(prepared.lines.sourceLine(line), 1), column: max(column, 1)), reason)
        }
        // libxml2's push parser ends a document that stops inside an element (a truncated file)
        // with only XML_ERR_DOCUMENT_END: an element still open at the end is that error.
        if let open = builder.stack.last {
            let lines = decoded.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            throw LabelFitError.invalidInput(SourceLocation(file: file, line: lines),
                "malformed XML: the document ends too early (<\(open.name)> opened at line \(open.line) is not closed)")
        }
        return root
    }

    /// libxml2's error code (xmlParserErrors, xmlerror.h) in words.
    private static func describe(_ code: Int32) -> String {
        let reasons: [Int32: String] = [
            4: "the document is empty", 5: "the document ends too early", 9: "invalid character",
            23: "expected '>' or '/>'", 26: "undefined entity", 38: "unterminated attribute value",
            39: "attribute has no value", 41: "attribute is given twice", 73: "expected '>'", 76: "mismatched closing tag",
            77: "mismatched closing tag",
        ]
        return "malformed XML: " + (reasons[code] ?? "parser error \(code)")
    }

    private final class Builder: XMLSAXEvents {
        let maxDepth: Int
        let file: String
        let lines: XMLLineMap
        let unresolved: [XMLPrepass.Unresolved]
        /// How many of `unresolved` the text so far has held.
        var unresolvedSeen = 0
        init(maxDepth: Int, file: String, prepared: XMLPrepass) {
            self.maxDepth = maxDepth
            self.file = file
            self.lines = prepared.lines
            self.unresolved = prepared.unresolved
        }
        var stack: [XMLElementNode] = []
        var root: XMLElementNode?
        var error: LabelFitError?
        var errorPosition: (Int, Int)?
        /// The last comment since the last element boundary or text, for the next element's `note`.
        var pendingComment: String?

        func line(_ parser: XMLSAXParser) -> Int { lines.sourceLine(parser.line) }

        func parseError(_ parser: XMLSAXParser) {
            if errorPosition == nil { errorPosition = (parser.line, parser.column) }
        }

        func startElement(_ parser: XMLSAXParser, name: String, attributes: [String: String]) {
            guard stack.count < maxDepth else {
                error = .limitExceeded(SourceLocation(file: file, line: line(parser)), "XML nested deeper than \(maxDepth) levels")
                parser.stop()
                return
            }
            let node: XMLElementNode
            // Markers exist only where XMLPrepass recorded one (it refuses U+FDD0 in the document).
            if !unresolved.isEmpty, attributes.values.contains(where: { $0.unicodeScalars.contains(XMLPrepass.marker) }) {
                var problems: [XMLPrepass.Unresolved] = []
                var kept = attributes
                for (key, value) in attributes { kept[key] = take(value, into: &problems) }
                node = XMLElementNode(name: name, attributes: kept, line: line(parser), column: parser.column)
                node.unresolvedEntities = problems
                node.holdsUnresolvedEntity = true
                for ancestor in stack { ancestor.holdsUnresolvedEntity = true }
            } else {
                node = XMLElementNode(name: name, attributes: attributes, line: line(parser), column: parser.column)
            }
            if let parent = stack.last { parent.children.append(.element(node)) } else { root = node }
            node.note = pendingComment
            pendingComment = nil
            stack.append(node)
        }

        /// The text without its markers of unexpandable references, whose reasons go to `problems`.
        func take(_ text: String, into problems: inout [XMLPrepass.Unresolved]) -> String {
            var kept = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                guard scalar == XMLPrepass.marker else { kept.append(scalar); continue }
                if unresolvedSeen < unresolved.count { problems.append(unresolved[unresolvedSeen]) }
                unresolvedSeen += 1
            }
            return String(kept)
        }

        func endElement(_ parser: XMLSAXParser) {
            _ = stack.popLast()
            pendingComment = nil
        }

        func comment(_ parser: XMLSAXParser, _ text: String) {
            // Bounded by the file: a comment is never longer than the document it stands in.
            pendingComment = text.trimmingCharacters(in: .whitespacesAndNewlines)
        }

        func characters(_ parser: XMLSAXParser, _ text: UnsafeBufferPointer<UInt8>) {
            let string = String(decoding: text, as: UTF8.self)
            if pendingComment != nil, string.contains(where: { !$0.isWhitespace }) { pendingComment = nil }
            guard let node = stack.last else { return }
            if !unresolved.isEmpty && string.unicodeScalars.contains(XMLPrepass.marker) {
                node.children.append(.text(take(string, into: &node.unresolvedEntities)))
                for ancestor in stack { ancestor.holdsUnresolvedEntity = true }
            } else {
                node.children.append(.text(string))
            }
        }

        func cdata(_ parser: XMLSAXParser, _ text: UnsafeBufferPointer<UInt8>) {
            stack.last?.children.append(.text(String(decoding: text, as: UTF8.self)))
        }
    }
}
