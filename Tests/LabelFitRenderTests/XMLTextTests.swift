import Foundation
import XCTest
@testable import LabelFitRender
import LabelFitTestSupport

/// The one escaper, read back by an independent XML parser (Python's expat): every text and attribute
/// value comes back as written, forbidden characters as the policy says.
final class XMLTextTests: XCTestCase {
    func testTextAndAttributesReadBackByExpat() throws {
        let samples = ["a & b < c > d \"e\" 'f'", "line\nbreak\ttab\rreturn", "إضافة إلى «الشاشة» الرئيسية", "bell\u{7} esc\u{1B} \u{FFFE}\u{FFFF}",
                       "&amp; already", "]]> end", "\u{1F600} emoji"]
        let dir = TempDir()
        var doc = "<r>"
        for s in samples {
            doc += "<t a=\"\(XMLText.attribute(s, forbidden: .codePoint))\">\(XMLText.escaped(s, forbidden: .codePoint))</t>"
            doc += "<d>\(XMLText.escaped(s, forbidden: .replacementCharacter))</d>"
        }
        doc += "</r>"
        XCTAssertFalse(doc.contains("\n") || doc.contains("\r"), doc)
        try doc.write(toFile: dir.path("doc.xml"), atomically: true, encoding: .utf8)
        let script = "import json,sys,xml.etree.ElementTree as E; r=E.parse(sys.argv[1]).getroot(); print(json.dumps([[e.tag, e.text or '', e.get('a')] for e in r]))"
        let (status, output) = try CLI.tool("/usr/bin/python3", ["-c", script, dir.path("doc.xml")])
        XCTAssertEqual(status, 0, output)
        let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8)) as! [[Any]]
        XCTAssertEqual(parsed.count, samples.count * 2)
        for (i, s) in samples.enumerated() {
            let visible = Self.replacing(s) { "U+" + String($0.value, radix: 16, uppercase: true) }
            let drawn = Self.replacing(s) { _ in "\u{FFFD}" }
            // CR and LF are written as references, so both text and attributes keep them (a literal CR
            // would be read as LF, XML 1.0 §2.11) and the document holds no line the text began.
            XCTAssertEqual(parsed[2 * i][1] as? String, visible, s)
            XCTAssertEqual(parsed[2 * i][2] as? String, visible, s)
            XCTAssertEqual(parsed[2 * i + 1][1] as? String, drawn, s)
        }
    }

    /// XML 1.0's `Char` production, written out here: tab, LF, CR and U+0020 up, less U+FFFE/U+FFFF.
    static func replacing(_ s: String, _ shown: (Unicode.Scalar) -> String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            let allowed = u == "\t" || u == "\n" || u == "\r" || (u.value >= 0x20 && u.value != 0xFFFE && u.value != 0xFFFF)
            if allowed { out.unicodeScalars.append(u) } else { out += shown(u) }
        }
        return out
    }
}
