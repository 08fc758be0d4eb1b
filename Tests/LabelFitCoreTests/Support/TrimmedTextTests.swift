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

    /// `containsUTF8(_:)` and `firstUTF8Offset(of:)` held to Foundation's literal search
    /// (`.literal`, UTF-16 units compared: for text and needles of whole scalars, the same matches as
    /// bytes), and `replacingUTF8(_:with:)` to its literal replacement. A combining mark after the
    /// needle is where Foundation's default search differs: it does not find `$t(` in `$t(\u{301}a)`.
    func testByteSearchAndReplaceAnswerAsFoundationsLiteralOnes() {
        let texts = ["", "$t(", "a $t(key) b $t(ns:k, {\"count\": 2})", "one |||| two", "|||", "x | y | z", "x|y", "$t(\u{301}a)",
                     "مرحبا %{name} و %{name}", "{count}{count}", "ﬁ | ﬁ", "%1$@ و %2$@", "a||||||b"]
        let needles: [StaticString] = ["$t(", "||||", " | ", "|", "%{name}", "{count}", "%1$@"]
        for t in texts {
            for n in needles {
                let needle = n.description
                let literal = t.range(of: needle, options: .literal)
                XCTAssertEqual(t.containsUTF8(n), literal != nil, "«\(t)» \(needle)")
                XCTAssertEqual(t.firstUTF8Offset(of: n), literal.map { t.utf8.distance(from: t.startIndex, to: $0.lowerBound) }, "«\(t)» \(needle)")
                XCTAssertEqual(t.replacingUTF8(needle, with: " "), t.replacingOccurrences(of: needle, with: " ", options: .literal), "«\(t)» \(needle)")
            }
        }
        XCTAssertTrue("$t(\u{301}a)".containsUTF8("$t("))
        XCTAssertFalse("$t(\u{301}a)".contains("$t("), "Foundation's default search: canonical equivalence")
        XCTAssertEqual("a||||||b".replacingUTF8("||||", with: "-"), "a-||b", "left to right, not overlapping")
    }
}
