import XCTest
@testable import LabelFitLayout
import LabelFitTestSupport

/// `HTMLTokenizer` alone: the tokens of small templates with their lines, written out by hand from the
/// HTML Living Standard's tokenizer states, and its bound.
final class HTMLTokenizerTests: XCTestCase {
    private func tokens(_ text: String, _ expressions: HTMLTokenizer.Expressions = .doubleBraces) -> [String] {
        var tokenizer = HTMLTokenizer(text, expressions: expressions)
        var out: [String] = []
        while let token = tokenizer.next() {
            switch token {
            case .startTag(let tag):
                let attributes = tag.attributes.map { "\($0.name)" + ($0.value.map { "=\($0)" } ?? "") + "@\($0.line)" }
                out.append("<\(tag.rawName)\(attributes.isEmpty ? "" : " " + attributes.joined(separator: " "))\(tag.spread ? " {…}" : "")\(tag.selfClosing ? "/" : "")>@\(tag.line)")
            case .endTag(let name, let line): out.append("</\(name)>@\(line)")
            case .text(let text, let line): out.append("text \(text.debugDescription)@\(line)")
            case .comment(let line): out.append("comment@\(line)")
            case .rawTextElement(let tag, let body, let bodyLine): out.append("raw \(tag.name) \(body.debugDescription)@\(bodyLine)")
            case .expression(let code, let line): out.append("expression \(code.debugDescription)@\(line)")
            case .failure(let reason, let line): out.append("failure \(reason)@\(line)")
            }
        }
        return out
    }

    func testAVueTemplatesTokensWithTheirLines() {
        let vue = """
        <!-- note --><template>
          <p :class="{ a: b }"
             title='x' hidden>{{ $t('k') }} &amp; more</p><br/>
        </template>
        <style scoped>.a { width: 1px }</style>
        """
        XCTAssertEqual(tokens(vue), [
            "comment@1", "<template>@1", "text \"\\n  \"@1",
            "<p :class={ a: b }@2 title=x@3 hidden@3>@2",
            "expression \" $t(\\'k\\') \"@3", "text \" &amp; more\"@3", "</p>@3", "<br/>@3", "text \"\\n\"@3",
            "</template>@4", "text \"\\n\"@4",
            "raw style \".a { width: 1px }\"@5",
        ])
    }

    func testSvelteBracesAreExpressionsAndSpreadsAndALoneBracketIsText() {
        XCTAssertEqual(tokens("<b {...rest} on:click={() => go({})}>{#if x}a < b{/if}</b>", .singleBraces), [
            "<b on:click={() => go({})}@1 {…}>@1", "expression \"#if x\"@1", "text \"a \"@1", "text \"<\"@1", "text \" b\"@1",
            "expression \"/if\"@1", "</b>@1",
        ])
        // Under `{{ … }}` a single brace is a piece of text of its own.
        XCTAssertEqual(tokens("a { b"), ["text \"a \"@1", "text \"{\"@1", "text \" b\"@1"])
    }

    func testUnterminatedConstructsEndAtTheEndOfTheInput() {
        XCTAssertEqual(tokens("<!-- open"), ["comment@1"])
        XCTAssertEqual(tokens("<script>t('a')"), ["raw script \"t(\\'a\\')\"@1"])
        XCTAssertEqual(tokens("{{ open\n"), ["expression \" open\\n\"@1"])
        XCTAssertEqual(tokens("<a title=\"open>x"), ["<a title=open>x@1>@1"])
    }

    func testAttributesPastTheBoundStopTheTokenizerWithALocatedFailure() {
        let n = HTMLTokenizer.maxAttributes + 1
        // One attribute a line: the one past the bound is on line n + 1, the tag opens on line 1.
        let html = "<div\n" + (0..<n).map { "a\($0)=\"v\"" }.joined(separator: "\n") + "\n>text</div>"
        let out = tokens(html)
        XCTAssertEqual(out.count, 1)
        XCTAssertEqual(out.first, "failure more than \(HTMLTokenizer.maxAttributes) attributes on <div>: the rest of the file is not read@\(n + 1)")
    }
}
