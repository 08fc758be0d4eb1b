import XCTest
@testable import LabelFitLayout
import LabelFitTestSupport

/// Hostile style sheets and templates: every bound the readers have is reached here and gives a
/// located problem or a capped count, and the rest of the input is still read. Work is bounded
/// structurally (counts), never by timing.
final class WebSyntaxBoundsTests: XCTestCase {
    func testDeepCSSNestingIsCutAtTheBoundWithALocatedProblem() {
        let depth = 10_000
        let css = String(repeating: ".a {\n", count: depth) + "width: 1px;" + String(repeating: "}", count: depth) + "\n.after { width: 2px; }"
        let sheet = CSSStylesheet(file: "deep.scss", text: css, scss: true)
        XCTAssertEqual(sheet.problems.count, 1)
        XCTAssertEqual(sheet.problems.first?.location.line, CSSStylesheet.maxNesting + 1, "the block that went past the bound")
        XCTAssertEqual(sheet.rules.count, CSSStylesheet.maxNesting + 1, "the nested rules up to the bound, and the rule after")
        XCTAssertEqual(sheet.rules.last?.selectorText, ".after")
    }

    func testSelectorListsNestedInSassStopAtTheSheetsSelectorBudget() {
        // 8 selectors nested 6 deep would be 8^6 = 262,144 selectors for the innermost rule. Level k
        // (line k) has 8^k selectors of k three-byte classes and k − 1 spaces: 24 + 448 + 5,632 +
        // 61,440 + 622,592 = 690,136 bytes through level 5, within 1 MiB; level 6 adds 262,144 × 23.
        let list = (0..<8).map { ".s\($0)" }.joined(separator: ", ")
        let css = String(repeating: list + " {\n", count: 6) + "width: 1px;" + String(repeating: "}", count: 6)
        let sheet = CSSStylesheet(file: "wide.scss", text: css, scss: true)
        XCTAssertEqual(sheet.rules.map { $0.selectors?.count ?? 0 }, [8, 64, 512, 4_096, 32_768, 0])
        XCTAssertEqual(sheet.rules.prefix(5).map { $0.selectorText.utf8.count - ($0.selectors!.count - 1) * 2 }.reduce(0, +), 690_136, "the selectors kept, less the \", \" between them")
        XCTAssertEqual(sheet.problems.count, 1)
        XCTAssertEqual(sheet.problems.first?.location.line, 6)
        XCTAssertEqual(sheet.rules.last?.declarations.count, 1, "the rule past the budget keeps what it declares")
    }

    func testALongSelectorIsNotReadAndSoOnlyMakesValuesUnknown() {
        let long = (0..<100).map { ".c\($0)" }.joined(separator: " ")
        XCTAssertNil(CSSSelectorParser.parseOne(long))
        let sheet = CSSStylesheet(file: "long.css", text: long + " { width: 1px }", scss: false)
        XCTAssertNil(sheet.rules.first?.selectors)
        let (tpl, _) = WebTemplateReader.read("<div class=\"c99\">x</div>", file: "t.vue")
        guard case .unknown = CSSCascade(template: tpl, sheets: [sheet]).value("width", on: 0) else { return XCTFail("an unread selector may match") }
    }

    func testUnterminatedConstructsEndAtTheEndOfInput() {
        XCTAssertEqual(CSSTokenizer.tokens("/* never closed").count, 0)
        XCTAssertEqual(CSSTokenizer.tokens("a { content: \"open").last?.kind, .string)
        XCTAssertEqual(CSSTokenizer.tokens("url(never").last?.kind, .url)
        let sheet = CSSStylesheet(file: "open.scss", text: ".a { width: 1px; .b { #{ never", scss: true)
        XCTAssertEqual(sheet.rules.first?.declarations.count, 1)
        for html in ["<div>{{ $t('a')", "<style>.a{", "<!-- open", "<div class=\"open", "<div {#if x", "<script>t('a')"] {
            let (tpl, problems) = WebTemplateReader.read(html, file: html.contains("{#") ? "t.svelte" : "t.vue")
            XCTAssertTrue(problems.isEmpty, html)
            XCTAssertLessThanOrEqual(tpl.elements.count, 1, html)
        }
    }

    func testDeepTemplateNestingStopsWithALocatedProblem() {
        let html = String(repeating: "<div>\n", count: 5_000) + "{{ $t('deep') }}"
        let (tpl, problems) = WebTemplateReader.read(html, file: "deep.vue")
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(problems.first?.location.line, WebTemplateReader.maxDepth + 1)
        XCTAssertEqual(problems.first?.location.file, "deep.vue")
        XCTAssertEqual(tpl.elements.count, WebTemplateReader.maxDepth + 1)
        XCTAssertTrue(tpl.uses.isEmpty, "the rest of the file is not read")
    }

    func testAttributesPerElementAreBounded() {
        let attrs = (0..<2_000).map { "a\($0)=\"v\"" }.joined(separator: " ")
        let (_, problems) = WebTemplateReader.read("<div \(attrs)>x</div>", file: "many.html")
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].reason.contains("\(WebTemplateReader.maxAttributes) attributes"))
    }

    func testMixinCyclesEndAtTheDepthBound() {
        let sheet = CSSStylesheet(file: "cycle.scss", text: "@mixin a { @include b; } @mixin b { @include a; } .x { @include a; }", scss: true)
        let includes = CSSIncludes(sheets: [sheet])
        XCTAssertNil(includes.properties("a"), "a cycle is unknown, not an endless walk")
        XCTAssertTrue(includes.maySet(["a"], ["width"]))
    }

    func testTranslationCallsOnlyTakeLiteralKeys() {
        let keys = TranslationCalls.keys(in: "$t('a') + t(`b`) + t(`c${x}`) + t(key) + foo.t('d') + i18n.t('e') + 'f' | translate + x || 'g' | translate + intl.formatMessage({ id: 'h' }) + $_('i')").map(\.key)
        XCTAssertEqual(keys, ["a", "b", "e", "f", "g", "h", "i"])
    }

    func testJSXIsFoundInExpressionPositionOnly() {
        let source = """
        const a = b < c ? f<T>(x) : '<p>{t("no")}</p>';
        // <p>{t("comment")}</p>
        return (<p className="x">Don't {t('yes')}</p>);
        const open = <div>{t('unclosed')}
        """
        let markup = JSXRegions.markup(source)
        XCTAssertEqual(markup.split(separator: "\n", omittingEmptySubsequences: false).count, 4, "lines are kept")
        let (tpl, problems) = WebTemplateReader.read(markup, file: "t.tsx")
        XCTAssertTrue(problems.isEmpty)
        XCTAssertEqual(tpl.uses.map(\.key), ["yes", "unclosed"])
        XCTAssertEqual(tpl.uses.first?.line, 3)
        XCTAssertEqual(tpl.elements.first?.classes, ["x"])
    }
}
