import Foundation
import FoundationXML
import LabelFitCore

/// An XML element with the line and column where it starts, built with FoundationXML's XMLParser
/// (libxml2) from the document as declared (`XMLDeclaredEncoding`). External entities are never
/// resolved, and libxml2's own limits stop entity expansion attacks; nesting deeper than `maxDepth`
/// is refused.
final class XMLElementNode {
    enum Child {
        case element(XMLElementNode)
        case text(String)
    }
    let name: String
    let attributes: [String: String]
    let line: Int
    let column: Int
    var children: [Child] = []

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    var elements: [XMLElementNode] { children.compactMap { if case .element(let e) = $0 { e } else { nil } } }
    func first(_ name: String) -> XMLElementNode? { elements.first { $0.localName == name } }
    func all(_ name: String) -> [XMLElementNode] { elements.filter { $0.localName == name } }

    /// The name without its namespace prefix ("xliff:g" → "g").
    var localName: String { name.split(separator: ":").last.map(String.init) ?? name }

    func attribute(_ local: String) -> String? {
        attributes[local] ?? attributes.first { $0.key.split(separator: ":").last.map(String.init) == local }?.value
    }

    /// All descendant text, with `inline` deciding what an element contributes (nil = its text).
    func text(inline: (XMLElementNode) -> String? = { _ in nil }) -> String {
        var out = ""
        for child in children {
            switch child {
            case .text(let t): out += t
            case .element(let e): out += inline(e) ?? e.text(inline: inline)
            }
        }
        return out
    }

    static let maxDepth = 64

    static func parse(_ input: [UInt8], file: String, maxDepth: Int = XMLElementNode.maxDepth) throws -> XMLElementNode {
        // Decoded from the encoding the document declares, then given to libxml2 as UTF-8.
        let bytes = try XMLDeclaredEncoding.utf8(input, file: file)
        // Invalid UTF-8 is refused here with its position: libxml2 reports it but recovers, and
        // FoundationXML then traps decoding the element name (found by fuzzing; see
        // Tests/Fixtures/fuzz-regressions).
        if String(validating: bytes, as: UTF8.self) == nil {
            throw LabelFitError.invalidInput(firstInvalidUTF8(bytes, file: file), "invalid UTF-8")
        }
        if let nul = bytes.firstIndex(of: 0) {
            let line = bytes[..<nul].filter { $0 == 0x0A }.count + 1
            throw LabelFitError.invalidInput(SourceLocation(file: file, line: line), "NUL byte in an XML file")
        }
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = Builder(maxDepth: maxDepth, file: file)
        parser.delegate = builder
        let ok = parser.parse()
        if let error = builder.error { throw error }
        guard ok, let root = builder.root else {
            let reason = (parser.parserError as NSError?).map { Self.describe($0) } ?? "malformed XML"
            // The position when libxml2 reported the error; afterwards the parser has moved on.
            let (line, column) = builder.errorPosition ?? (parser.lineNumber, parser.columnNumber)
            throw LabelFitError.invalidInput(SourceLocation(file: file, line: max(line, 1), column: max(column, 1)), reason)
        }
        // libxml2 through XMLParser reports success when the input stops inside an element (a
        // truncated file): an element still open at the end is that error.
        if let open = builder.stack.last {
            let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            throw LabelFitError.invalidInput(SourceLocation(file: file, line: lines),
                "malformed XML: the document ends too early (<\(open.name)> opened at line \(open.line) is not closed)")
        }
        return root
    }

    private static func describe(_ error: NSError) -> String {
        let code = error.code
        let reasons: [Int: String] = [
            4: "the document is empty", 5: "the document ends too early", 9: "invalid character",
            23: "expected '>' or '/>'", 26: "undefined entity", 38: "unterminated attribute value",
            39: "attribute has no value", 41: "attribute is given twice", 73: "expected '>'", 76: "mismatched closing tag",
            77: "mismatched closing tag",
        ]
        return "malformed XML: " + (reasons[code] ?? "parser error \(code)")
    }

    private final class Builder: NSObject, XMLParserDelegate {
        let maxDepth: Int
        let file: String
        init(maxDepth: Int, file: String) {
            self.maxDepth = maxDepth
            self.file = file
        }
        var stack: [XMLElementNode] = []
        var root: XMLElementNode?
        var error: LabelFitError?
        var errorPosition: (Int, Int)?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if errorPosition == nil { errorPosition = (parser.lineNumber, parser.columnNumber) }
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            guard stack.count < maxDepth else {
                error = .limitExceeded(SourceLocation(file: file, line: parser.lineNumber), "XML nested deeper than \(maxDepth) levels")
                parser.abortParsing()
                return
            }
            let node = XMLElementNode(name: name, attributes: attributes, line: parser.lineNumber, column: parser.columnNumber)
            if let parent = stack.last { parent.children.append(.element(node)) } else { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.children.append(.text(string))
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            stack.last?.children.append(.text(String(decoding: block, as: UTF8.self)))
        }
    }
}
