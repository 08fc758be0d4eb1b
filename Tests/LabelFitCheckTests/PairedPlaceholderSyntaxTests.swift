import Foundation
import XCTest
import LabelFitCatalogs
@testable import LabelFitCheck

/// Placeholders read from the pair where a catalog declares no syntax: `$n` in the English and its
/// translation (Luanti's gettext strings), and which single braces hold an argument.
final class PairedPlaceholderSyntaxTests: XCTestCase {
    func testDollarDigitsBothSidesCarryAreParameters() {
        XCTAssertEqual(PairedPlaceholderSyntax.syntax(source: "Conflicts with \"$1\"", target: "يتعارض مع \"$1\""), .mediawiki)
        XCTAssertEqual(PairedPlaceholderSyntax.syntax(source: "$1 of $2", target: "$2 من $1"), .mediawiki)
        // Not numbered from one, an amount, or only on one side: text.
        XCTAssertNil(PairedPlaceholderSyntax.syntax(source: "Costs $5", target: "يكلف $5"))
        XCTAssertNil(PairedPlaceholderSyntax.syntax(source: "Only $1.50 a month", target: "فقط $1.50 شهريًا"))
        XCTAssertNil(PairedPlaceholderSyntax.syntax(source: "Server $1", target: "الخادم"))
        // Filled as parameters: the sample name takes each `$1`'s place on both sides.
        let p = Placeholders()
        let syntax = PairedPlaceholderSyntax.syntax(source: "Conflicts with \"$1\"", target: "يتعارض مع \"$1\"")
        XCTAssertEqual(p.fill("Conflicts with \"$1\"", locale: "en", pluralCategory: nil, syntax: syntax).0, "Conflicts with \"Alex\"")
        XCTAssertEqual(p.fill("يتعارض مع \"$1\"", locale: "ar", pluralCategory: nil, syntax: syntax).0, "يتعارض مع \"سارة\"")
    }

    /// An argument's field name is a run of name characters; CSS in a WebExtension message is text.
    func testCodeInSingleBracesIsNotAnArgument() {
        let p = Placeholders()
        let css = "html[x] h1 { display:none }"
        XCTAssertEqual(p.fill(css, locale: "en", pluralCategory: nil).0, css)
        XCTAssertEqual(p.fill("Hello {name}", locale: "en", pluralCategory: nil).0, "Hello Alex")
        XCTAssertEqual(p.fill("{0:N2} MB", locale: "en", pluralCategory: nil).1.map(\.placeholder), ["{0:N2}"])
        // Python fields with a format spec, a conversion or an index are arguments.
        for field in ["{value:.2f}", "{count!r}", "{user[name]}", "{amount:,.2f}"] {
            XCTAssertEqual(p.fill("Total \(field)", locale: "en", pluralCategory: nil).1.map(\.placeholder), [field], field)
        }
        XCTAssertEqual(p.fill("a {x; y} b", locale: "en", pluralCategory: nil).1, [])
    }
}
