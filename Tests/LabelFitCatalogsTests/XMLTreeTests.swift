import XCTest
@testable import LabelFitCatalogs
import LabelFitCore

/// The tree XML catalogs are read into, from libxml2's SAX2 events.
final class XMLTreeTests: XCTestCase {
    /// XML 1.0 §3.3.3 (attribute-value normalization): a character reference or a reference to a
    /// predefined entity in an attribute value is replaced by the character it names, so `&amp;`,
    /// `&#38;` and `&#x26;` are each "&" — in an XLIFF `id`, an Android `name` — as in element text
    /// (§4.4.5, §4.6).
    func testReferencesInAttributeValuesAndTextAreTheirCharacters() throws {
        let xml = #"<root id="Date &amp; Time, 1 &#38; 2, 3 &#x26; 4, &lt;b&gt; &quot;q&quot; &apos;a&apos;"><b>Date &amp; Time &#38; &lt;</b></root>"#
        let root = try XMLElementNode.parse(Array(xml.utf8), file: "a.xml")
        XCTAssertEqual(root.attribute("id"), #"Date & Time, 1 & 2, 3 & 4, <b> "q" 'a'"#)
        XCTAssertEqual(root.first("b")?.text(), "Date & Time & <")
    }

    /// Names are kept as written when namespaces are not processed: a prefixed element keeps its
    /// prefix, a namespace declaration is an attribute of its element (`xmlns`, `xmlns:p`).
    func testPrefixesAndNamespaceDeclarationsAreKeptAsWritten() throws {
        let xml = #"<resources xmlns:tools="urn:t" xmlns="urn:d"><tools:x tools:a="1" b="2"/></resources>"#
        let root = try XMLElementNode.parse(Array(xml.utf8), file: "a.xml")
        XCTAssertEqual(root.attributes, ["xmlns:tools": "urn:t", "xmlns": "urn:d"])
        let x = try XCTUnwrap(root.elements.first)
        XCTAssertEqual(x.name, "tools:x")
        XCTAssertEqual(x.localName, "x")
        XCTAssertEqual(x.attributes, ["tools:a": "1", "b": "2"])
    }

    /// An external parameter entity is never loaded: the file it names declares the entity the
    /// document uses, so loading it would make the document well-formed; unloaded, the reference to
    /// the parameter entity is undeclared, which XML 1.0 §4.1 (WFC: Entity Declared) makes an error
    /// for a document without an external subset, located at the reference.
    func testAnExternalParameterEntityIsNeverLoaded() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmltree-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let dtd = dir.appendingPathComponent("leak.dtd")
        try Data(#"<!ENTITY leak "LOADED">"#.utf8).write(to: dtd)
        let doctype = "<!DOCTYPE r [<!ENTITY % ext SYSTEM \"\(dtd.path)\"> %ext;]>"
        let xml = doctype + "\n<r><s>&leak;</s></r>"
        XCTAssertThrowsError(try XMLElementNode.parse(Array(xml.utf8), file: "a.xml")) { error in
            // Located where the parser is once past `%ext;`: the column of the `]` after it (the
            // second character from the line's end).
            XCTAssertEqual("\(error)", "a.xml:1:\(doctype.count - 1): malformed XML: undefined entity")
        }
    }
}
