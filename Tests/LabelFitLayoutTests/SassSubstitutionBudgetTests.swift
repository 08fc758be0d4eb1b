import XCTest
@testable import LabelFitLayout
import LabelFitTestSupport

/// Sass variables substituted into values: bounded per sheet, counted before copying; past the bound
/// the declaration is kept with an unknown value and the rest of the sheet is read.
final class SassSubstitutionBudgetTests: XCTestCase {
    /// `$a` of n `1px`: after its colon a space and n × (`1px`, space) = 2n + 1 tokens.
    func sheet(_ n: Int, scss: Bool) -> CSSStylesheet {
        let text = "$a: " + String(repeating: "1px ", count: n) + ";\n.x { width: 100px; margin: " + String(repeating: "$a ", count: n) + "; }\n.y { width: 200px; margin: 0; }\n"
        return CSSStylesheet(file: scss ? "s.scss" : "s.css", text: text, scss: scss)
    }

    func testAVariableReferencedPastTheBudgetMakesItsDeclarationUnknown() {
        // n = 200: 200 references × 401 tokens = 80,200, past 65,536 (4 × about 1,400 bytes is less).
        for scss in [true, false] {
            let s = sheet(200, scss: scss)
            XCTAssertEqual(s.problems.count, 1)
            XCTAssertEqual(s.problems.first?.location.line, 2)
            XCTAssertTrue(s.problems.first?.reason.contains("65536 tokens") ?? false, "\(s.problems)")
            XCTAssertEqual(s.rules.map(\.selectorText), [".x", ".y"])
            XCTAssertEqual(s.rules[0].declarations.map(\.property), ["width", "margin"])
            XCTAssertNil(s.rules[0].declarations[0].unknownReason)
            XCTAssertNotNil(s.rules[0].declarations[1].unknownReason)
            XCTAssertNil(s.rules[1].declarations[1].unknownReason)

            let (tpl, _) = WebTemplateReader.read("<div class=\"x\">a</div><div class=\"y\">b</div>", file: "t.html")
            let cascade = CSSCascade(template: tpl, sheets: [s])
            guard case .unknown = cascade.value("margin", on: 0) else { return XCTFail("what the declaration sets is unknown") }
            guard case .set(let d, _) = cascade.value("width", on: 0) else { return XCTFail("the rest of the rule is read") }
            XCTAssertEqual(d.text, "100px")
        }
    }

    func testSubstitutionsWithinTheBudgetAreMade() {
        // n = 100: 100 × 201 = 20,100 tokens, within 65,536.
        let s = sheet(100, scss: true)
        XCTAssertEqual(s.problems.count, 0)
        let margin = s.rules[0].declarations[1]
        XCTAssertNil(margin.unknownReason)
        XCTAssertEqual(margin.value.filter { $0.kind == .dimension }.count, 100 * 100)
    }
}
