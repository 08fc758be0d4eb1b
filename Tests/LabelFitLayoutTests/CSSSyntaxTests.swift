import XCTest
@testable import LabelFitLayout
import LabelFitTestSupport

/// The CSS tokenizer against CSS Syntax Level 3 §4's token definitions, selector specificity against
/// Selectors 4 §17's worked examples, and the cascade order of CSS Cascade 4 §6.
final class CSSSyntaxTests: XCTestCase {
    func kinds(_ css: String, scss: Bool = false) -> [String] {
        CSSTokenizer.tokens(css, scss: scss).filter { $0.kind != .whitespace }.map { t in
            switch t.kind {
            case .dimension: "dim:\(t.value)\(t.unit)"
            case .percentage: "pct:\(t.value)"
            case .number: "num:\(t.value)"
            case .hash: "hash:\(t.value)"
            case .string: "str:\(t.value)"
            case .badString: "bad-str"
            case .url: "url:\(t.value)"
            case .ident: "ident:\(t.value)"
            case .function: "fn:\(t.value)"
            case .atKeyword: "at:\(t.value)"
            case .delim: "delim:\(t.value)"
            case .colon: ":"
            case .semicolon: ";"
            case .openCurly: "{"
            case .closeCurly: "}"
            default: "\(t.kind)"
            }
        }
    }

    func testTokensAsCSSSyntax3Defines() {
        XCTAssertEqual(kinds("a{width:12px;max-width:50%;line-height:1.5}"),
                       ["ident:a", "{", "ident:width", ":", "dim:12px", ";", "ident:max-width", ":", "pct:50", ";", "ident:line-height", ":", "num:1.5", "}"])
        XCTAssertEqual(kinds("#main .x /* skipped */ url(a.png) url( \"b.png\" )"), ["hash:main", "delim:.", "ident:x", "url:a.png", "fn:url", "str:b.png", "closeParen"])
        // §4.3.5: a newline ends a string as a bad string; an escape keeps the quote.
        XCTAssertEqual(kinds("\"a\\\"b\" 'open\nx"), ["str:a\"b", "bad-str", "ident:x"])
        // §4.3.7: a hex escape and its one trailing space, in an ident.
        XCTAssertEqual(kinds(".\\31 23"), ["delim:.", "ident:123"])
        XCTAssertEqual(kinds("-webkit-line-clamp --gap -1.5e2px"), ["ident:-webkit-line-clamp", "ident:--gap", "dim:-1.5e2px"])
        // `//` is two delims in CSS and a comment in SCSS.
        XCTAssertEqual(kinds("a // b\nc"), ["ident:a", "delim:/", "delim:/", "ident:b", "ident:c"])
        XCTAssertEqual(kinds("a // b\nc", scss: true), ["ident:a", "ident:c"])
        XCTAssertEqual(CSSTokenizer.tokens("a\n/* x\ny */\nb").last?.line, 4)
    }

    func testSpecificityAsSelectors4Counts() throws {
        // Selectors 4 §17's examples: `*` 0,0,0; `li` 0,0,1; `ul li` 0,0,2; `ul ol+li` 0,0,3;
        // `h1 + *[rel=up]` 0,1,1; `ul ol li.red` 0,1,3; `li.red.level` 0,2,1; `#x34y` 1,0,0.
        let cases: [(String, [Int])] = [("*", [0, 0, 0]), ("li", [0, 0, 1]), ("ul li", [0, 0, 2]), ("ul ol+li", [0, 0, 3]),
                                        ("h1 + *[rel=up]", [0, 1, 1]), ("ul ol li.red", [0, 1, 3]), ("li.red.level", [0, 2, 1]),
                                        ("#x34y", [1, 0, 0]), (":where(.x) a", [0, 0, 1]), ("a::before", [0, 0, 2]), (".a:hover", [0, 2, 0])]
        for (text, spec) in cases {
            let s = try XCTUnwrap(CSSSelectorParser.parseOne(text), text)
            XCTAssertEqual(s.specificity, spec, text)
        }
        XCTAssertTrue(try XCTUnwrap(CSSSelectorParser.parseOne("[dir=\"rtl\"] svg")).rtlGuarded)
        XCTAssertTrue(try XCTUnwrap(CSSSelectorParser.parseOne("html:dir(rtl) .x")).rtlGuarded)
        XCTAssertEqual(CSSStylesheet.unwrapScoping(".a :deep(.b .c)"), ".a .b .c")
    }

    func cascadeValue(_ css: [String], _ html: String, _ property: String = "width") -> CSSValue {
        let (tpl, _) = WebTemplateReader.read(html, file: "t.html")
        let sheets = css.enumerated().map { CSSStylesheet(file: "s\($0.offset).css", text: $0.element, scss: false) }
        return CSSCascade(template: tpl, sheets: sheets).value(property, on: tpl.elements.count - 1)
    }

    func testCascadeOrder() {
        func w(_ v: CSSValue) -> String { switch v { case .set(let d, _): d.text; case .unset: "unset"; case .unknown(let r): "unknown: " + r } }
        let html = "<html><body><div id=\"m\" class=\"a b\">x</div></body></html>"
        XCTAssertEqual(w(cascadeValue([".a { width: 1px } .b { width: 2px }"], html)), "2px", "later wins at equal specificity")
        XCTAssertEqual(w(cascadeValue([".a.b { width: 1px } .b { width: 2px }"], html)), "1px", "specificity beats order")
        XCTAssertEqual(w(cascadeValue(["#m { width: 1px } .b { width: 2px !important }"], html)), "2px", "importance beats specificity")
        XCTAssertEqual(w(cascadeValue(["#m { width: 1px }"], "<html><body><div id=\"m\" style=\"width: 3px\">x</div></body></html>")), "3px", "the style attribute beats any selector")
        XCTAssertTrue(w(cascadeValue([".a { width: 1px }", ".b { width: 2px }"], html)).hasPrefix("unknown"), "two files' order is the bundler's")
        XCTAssertEqual(w(cascadeValue([".a { width: 1px }", ".b { width: 1px }"], html)), "1px", "the same value either way")
        XCTAssertTrue(w(cascadeValue([".a { width: 1px } @media (min-width: 1px) { .a { width: 2px } }"], html)).contains("@media"))
        XCTAssertEqual(w(cascadeValue([".a { width: 1px } .a:hover { width: 2px } .a::before { width: 3px }"], html)), "1px", "state and pseudo-elements are not the text's box at rest")
        XCTAssertEqual(w(cascadeValue(["section .a { width: 1px }"], html)), "unset", "a whole page has no ancestor outside it")
        XCTAssertTrue(w(cascadeValue(["section .a { width: 1px }"], "<div class=\"a\">x</div>")).contains("outside this component"))
        XCTAssertEqual(w(cascadeValue(["div[title=x] { width: 1px }"], html)), "unset", "a literal attribute list decides an attribute selector")
        XCTAssertTrue(w(cascadeValue(["div[title=x] { width: 1px }"], "<div :title=\"t\" class=\"a\">x</div>")).hasPrefix("unknown"))
        XCTAssertEqual(w(cascadeValue([".a { @apply text-red-500 bg-white; width: 4px }"], html)), "4px", "colour utilities set no width")
        XCTAssertTrue(w(cascadeValue([".a { width: 4px; @include sizes; }"], html)).hasPrefix("unknown"), "an unknown mixin may set it")
        XCTAssertEqual(w(cascadeValue(["@mixin colours { color: red; &:hover { color: blue } } .a { width: 4px; @include colours; }"], html)), "4px")
    }

    /// `:is()` and `:where()` match what one of their arguments matches (Selectors 4 §4.2, §4.4);
    /// `:where()` adds no specificity, `:is()` its most specific argument's (§17).
    func testIsAndWhereMatchTheirArguments() {
        func w(_ v: CSSValue) -> String { switch v { case .set(let d, _): d.text; case .unset: "unset"; case .unknown(let r): "unknown: " + r } }
        let html = "<html><body><div id=\"m\" class=\"a b\">x</div></body></html>"
        XCTAssertEqual(w(cascadeValue([":where(.base-button) { width: 1px }"], html)), "unset", "an argument the element cannot match")
        XCTAssertEqual(w(cascadeValue([":where(.base-button, .a) { width: 1px }"], html)), "1px", "one argument of the list matches")
        XCTAssertEqual(w(cascadeValue([":is(span, div.b) { width: 1px }"], html)), "1px")
        // `:where(.a)` is 0,0,0, below `div` (0,0,1), so the earlier `div` wins; `:is(.a)` is 0,1,0, above it.
        XCTAssertEqual(w(cascadeValue(["div { width: 2px } :where(.a) { width: 1px }"], html)), "2px")
        XCTAssertEqual(w(cascadeValue(["div { width: 2px } :is(.a) { width: 1px }"], html)), "1px")
        // An argument that is not one compound stays undecided.
        XCTAssertTrue(w(cascadeValue([":where(section .a) { width: 1px }"], html)).hasPrefix("unknown"))
        XCTAssertTrue(w(cascadeValue([":is(.x):where(.a, .c) { width: 1px }"], "<div :class=\"k\">x</div>")).hasPrefix("unknown"), "a bound class may be any")
    }
}
