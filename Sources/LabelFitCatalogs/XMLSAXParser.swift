import CLibXML2

/// What `XMLSAXParser` tells its reader, in document order. Names and attribute values arrive as
/// strings (libxml2 has checked them); text as the bytes libxml2 holds, valid only during the call.
protocol XMLSAXEvents: AnyObject {
    func startElement(_ parser: XMLSAXParser, name: String, attributes: [String: String])
    func endElement(_ parser: XMLSAXParser)
    func characters(_ parser: XMLSAXParser, _ text: UnsafeBufferPointer<UInt8>)
    func cdata(_ parser: XMLSAXParser, _ text: UnsafeBufferPointer<UInt8>)
    func comment(_ parser: XMLSAXParser, _ text: String)
    /// An error or warning libxml2 reported; `parser.line`/`column` say where it was then.
    func parseError(_ parser: XMLSAXParser)
}

/// One libxml2 push parser context (SAX2), owned by this object and freed with it.
///
/// The document is given as one chunk after its first four bytes, which libxml2 reads to detect the
/// encoding (xmlCreatePushParserCtxt); the callers hand it UTF-8. Options: `XML_PARSE_RECOVER` (a
/// document with a well-formedness error is still read to its end, so the first error has its
/// position and the reader sees the elements around it) and `XML_PARSE_NONET`. Deliberately absent:
/// `XML_PARSE_NOENT` (only its attribute-value half, `replaceEntities`, is set), `XML_PARSE_DTDLOAD`,
/// `XML_PARSE_DTDATTR` and `XML_PARSE_DTDVALID`: no external entity, external subset or DTD is ever
/// read. The handler declares no entity callbacks (`entityDecl`, `getParameterEntity`), so libxml2
/// holds no entity but the five predefined ones and expands nothing (`XMLPrepass` has expanded the
/// document's internal entities within `XMLLimits`), and the process-wide external entity loader
/// refuses every load as well (`setUp`).
///
/// What a parse answers is what FoundationXML's `XMLParser` answers over the same libxml2 calls: a
/// document shorter than four bytes is not parsed; the position of a failure is where libxml2 was at
/// the first error it reported, the reason the code of the last one; a document that only ends early
/// (XML_ERR_DOCUMENT_END) counts as parsed, and `XMLElementNode` names the element still open.
final class XMLSAXParser {
    private var context: xmlParserCtxtPtr!
    private unowned let events: any XMLSAXEvents
    /// The code of the last error or warning libxml2 reported (xmlParserErrors), if any.
    private(set) var lastErrorCode: Int32?

    /// nil when `bytes` has fewer than four bytes (too short for libxml2 to detect an encoding) or
    /// libxml2 could not allocate a context.
    init?(first bytes: UnsafeBufferPointer<UInt8>, events: any XMLSAXEvents) {
        guard bytes.count >= 4, let base = bytes.baseAddress else { return nil }
        _ = Self.setUp
        self.events = events
        var handler = Self.handler()
        let me = Unmanaged.passUnretained(self).toOpaque()
        guard let context = base.withMemoryRebound(to: CChar.self, capacity: 4, {
            xmlCreatePushParserCtxt(&handler, me, $0, 4, nil)
        }) else { return nil }
        self.context = context
        // Errors reach `serror` with the user data of whichever context raised them (a validity
        // error passes its own); the parser context's private slot names this object for them.
        context.pointee._private = me
        xmlCtxtUseOptions(context, Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NONET.rawValue))
        // Attribute values with their references replaced by the characters (XML 1.0 §3.3.3: `&amp;`
        // and `&#38;` are "&" in the value). Without this libxml2 hands SAX2 `&#38;` for its own tree
        // builder. It is the half of XML_PARSE_NOENT that concerns attribute text; the other half,
        // loading external entities, has nothing to act on: no entity but the predefined ones exists.
        context.pointee.replaceEntities = 1
    }

    deinit {
        guard let context else { return }
        if let document = context.pointee.myDoc { xmlFreeDoc(document) }
        xmlFreeParserCtxt(context)
    }

    /// Parses the rest of the document (after the first four bytes given to `init`) to its end.
    /// Returns 0, or libxml2's last error code (xmlParseChunk's answer); an input that only ended
    /// early is 0 (see the type's note).
    func finish(_ rest: UnsafeBufferPointer<UInt8>) -> Int32 {
        let result = rest.withMemoryRebound(to: CChar.self) { chunk in
            xmlParseChunk(context, chunk.baseAddress, Int32(chunk.count), 1)
        }
        return result == Int32(XML_ERR_DOCUMENT_END.rawValue) ? 0 : result
    }

    /// Stops the parse from inside a callback (xmlStopParser): no further callbacks come.
    func stop() { xmlStopParser(context) }

    /// libxml2's current line (xmlSAX2GetLineNumber): in a start-element callback, the line of the
    /// tag's end.
    var line: Int { context.pointee.input.map { Int($0.pointee.line) } ?? 0 }
    /// libxml2's current column (xmlSAX2GetColumnNumber).
    var column: Int { context.pointee.input.map { Int($0.pointee.col) } ?? 0 }

    /// libxml2 set up once per process: its globals (xmlInitParser is not safe to race on), and an
    /// external entity loader that loads nothing — a second lock on the door the options keep shut.
    private static let setUp: Void = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
    }()

    private static func parser(_ userData: UnsafeMutableRawPointer?) -> XMLSAXParser {
        Unmanaged<XMLSAXParser>.fromOpaque(userData!).takeUnretainedValue()
    }

    private static func string(_ bytes: UnsafePointer<xmlChar>) -> String {
        String(decoding: UnsafeBufferPointer(start: bytes, count: Int(xmlStrlen(bytes))), as: UTF8.self)
    }

    /// "prefix:local", or the local name alone (namespaces are not processed: names are as written).
    private static func qualified(_ local: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?) -> String {
        guard let prefix, prefix.pointee != 0 else { return string(local) }
        return string(prefix) + ":" + string(local)
    }

    private static func handler() -> xmlSAXHandler {
        var h = xmlSAXHandler()
        h.initialized = UInt32(XML_SAX2_MAGIC)
        // The predefined entities only: nothing else is declared to libxml2 (see the type's note).
        h.getEntity = { _, name in name.flatMap { xmlGetPredefinedEntity($0) } }
        h.startElementNs = { userData, localname, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            let parser = XMLSAXParser.parser(userData)
            var dictionary: [String: String] = [:]
            let total = Int(namespaceCount) + Int(attributeCount)
            if total > 0 { dictionary.reserveCapacity(total) }
            // Namespace declarations stay attributes, as written (xmlns, xmlns:p).
            if let namespaces {
                for k in 0..<Int(namespaceCount) {
                    let key = namespaces[2 * k].map { "xmlns:" + XMLSAXParser.string($0) } ?? "xmlns"
                    dictionary[key] = namespaces[2 * k + 1].map(XMLSAXParser.string) ?? ""
                }
            }
            // Five pointers per attribute: local name, prefix, URI, value start, value end.
            if let attributes {
                for k in 0..<Int(attributeCount) {
                    guard let local = attributes[5 * k], let start = attributes[5 * k + 3], let end = attributes[5 * k + 4] else { continue }
                    dictionary[XMLSAXParser.qualified(local, attributes[5 * k + 1])] = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                }
            }
            parser.events.startElement(parser, name: XMLSAXParser.qualified(localname!, prefix), attributes: dictionary)
        }
        h.endElementNs = { userData, _, _, _ in
            let parser = XMLSAXParser.parser(userData)
            parser.events.endElement(parser)
        }
        h.characters = { userData, text, count in
            let parser = XMLSAXParser.parser(userData)
            parser.events.characters(parser, UnsafeBufferPointer(start: text, count: Int(count)))
        }
        h.cdataBlock = { userData, text, count in
            let parser = XMLSAXParser.parser(userData)
            parser.events.cdata(parser, UnsafeBufferPointer(start: text, count: Int(count)))
        }
        h.comment = { userData, text in
            let parser = XMLSAXParser.parser(userData)
            parser.events.comment(parser, text.map(XMLSAXParser.string) ?? "")
        }
        // Structured errors (SAX2): every error and warning of the parse, with its code.
        h.serror = { _, error in
            guard let error, let context = error.pointee.ctxt?.assumingMemoryBound(to: xmlParserCtxt.self),
                  let me = context.pointee._private else { return }
            let parser = XMLSAXParser.parser(me)
            parser.lastErrorCode = error.pointee.code
            parser.events.parseError(parser)
        }
        return h
    }
}
