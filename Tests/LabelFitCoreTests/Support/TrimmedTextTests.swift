import Foundation
import XCTest
@testable import LabelFitCore

/// `trimmingWhitespaces()` and `contains(ascii:)` stand in for Foundation's
/// `trimmingCharacters(in: .whitespaces)` and `contains(_:)` on the catalog readers' paths: each is
/// held to Foundation's own answer, the reference it replaces.
final class TrimmedTextTests: XCTestCase {
    func testEveryScalarIsTrimmedExactlyWhenFoundationTrimsIt() {
        var differ: [String] = []
        for v in UInt32(0)...0x10FFFF {
            guard let u = Unicode.Scalar(v) else { continue }
            let text = String(u) + "x" + String(u)
            if text.trimmingWhitespaces() != text.trimmingCharacters(in: .whitespaces) { differ.append(String(v, radix: 16)) }
        }
        XCTAssertEqual(differ, [], "scalars trimmed differently from Foundation (hex)")
    }

    func testRunsAndSubstringsAreTrimmedAsFoundationTrimsThem() {
        let texts = ["", " ", "\t \u{3000}", "  msgid \"a b\"  ", "\u{A0}نص\u{2009}", "a\u{200B}", "\n x \n", "\u{1680}\u{205F}y z\u{202F}",
                     "e\u{301} ", " \u{301}e"]
        for t in texts {
            XCTAssertEqual(t.trimmingWhitespaces(), t.trimmingCharacters(in: .whitespaces), "«\(t.debugDescription)»")
            let inner = t.isEmpty ? t[...] : t.dropFirst()
            XCTAssertEqual(inner.trimmingWhitespaces(), inner.trimmingCharacters(in: .whitespaces), "«\(inner.debugDescription)»")
        }
    }

    /// Held to Foundation's literal search (`.literal`: UTF-16 units compared), and to Foundation's
    /// default `contains(_:)` wherever no combining mark follows the character: that search takes
    /// canonical equivalence and does not find `<` in `<\u{301}b>`, where the byte is.
    func testContainsASCIIAnswersAsFoundationsLiteralSearch() {
        let texts = ["", "<b>", "a|b", "it's", "مرحبا", "x\u{301}<", "<\u{301}b>", "\\n", "{count, plural}", "ﬁ&"]
        for t in texts {
            for c in ["<", "|", "'", "&", "\\", "{", ":", ","] {
                let literal = t.range(of: c, options: .literal) != nil
                XCTAssertEqual(t.contains(ascii: Unicode.Scalar(c)!), literal, "«\(t)» \(c)")
                if t != "<\u{301}b>" { XCTAssertEqual(t.contains(ascii: Unicode.Scalar(c)!), t.contains(c), "«\(t)» \(c)") }
            }
        }
        XCTAssertTrue("<\u{301}b>".contains(ascii: "<"))
        XCTAssertFalse("<\u{301}b>".contains("<"), "Foundation's default search: canonical equivalence")
    }
}
