import XCTest
@testable import LabelFitLayout
import LabelFitTestSupport

/// JavaScript/TypeScript under `SourceLexer` (ECMA-262, "ECMAScript Language: Lexical Grammar"), and
/// the translation calls read from its tokens: strings, template literals whose `${…}` is code,
/// regular expression literals told from division, comments that do not nest, escapes.
final class JavaScriptLexerTests: XCTestCase {
    private func kinds(_ source: String) throws -> [String] {
        try JavaScriptLexer.tokens(source).map { t in
            switch t.kind {
            case .identifier: "name \(t.text)"
            case .number: "number \(t.text)"
            case .string(let v): v.map { "string \($0)" } ?? "template \(t.text)"
            case .character: "character \(t.text)"
            case .regularExpression: "regex \(t.text)"
            case .punctuation: t.text
            }
        }
    }

    func testASlashIsARegularExpressionWhereAnExpressionStartsAndADivisionAfterAValue() throws {
        // ECMA-262: after `=`, `(`, `,` and `return` an expression starts (InputElementRegExp); after a
        // name, a number, `)` or `]` a value ended (InputElementDiv).
        XCTAssertEqual(try kinds("x = /a\\/b[/]'/gi.test(s)"),
                       ["name x", "=", "regex /a\\/b[/]'/gi", ".", "name test", "(", "name s", ")"])
        XCTAssertEqual(try kinds("a / b / 2"), ["name a", "/", "name b", "/", "number 2"])
        XCTAssertEqual(try kinds("f(x) / 2 / y[0] / 3"),
                       ["name f", "(", "name x", ")", "/", "number 2", "/", "name y", "[", "number 0", "]", "/", "number 3"])
        XCTAssertEqual(try kinds("return /'/"), ["name return", "regex /'/"])
        XCTAssertEqual(try kinds("i++ / 2"), ["name i", "++", "/", "number 2"])
        // A `/` whose line ends before a second one was no regular expression.
        XCTAssertEqual(try kinds("x = / 2\ny"), ["name x", "=", "/", "number 2", "name y"])
        // After that, every `/` on the line divides (each line is read at most twice), and the next
        // line is read afresh.
        XCTAssertEqual(try kinds("x = /[ ; y = (/z/)\nw = (/z/)"),
                       ["name x", "=", "/", "[", ";", "name y", "=", "(", "/", "name z", "/", ")", "name w", "=", "(", "regex /z/", ")"])
        // `</` in JSX markup read as code is a closing tag, not a regular expression.
        XCTAssertEqual(try kinds("{a}</b> <i>{c}</i>"),
                       ["{", "name a", "}", "<", "/", "name b", ">", "<", "name i", ">", "{", "name c", "}", "<", "/", "name i", ">"])
    }

    func testTemplateLiteralsSpanLinesAndTheirSubstitutionsAreCode() throws {
        // The template's own token first, then the tokens of its substitutions, which nest.
        XCTAssertEqual(try kinds("`a ${ `b ${ '}' } c` } d`"),
                       ["template `a ${ `b ${ '}' } c` } d`", "template `b ${ '}' } c`", "string }"])
        XCTAssertEqual(try kinds("`two\nlines`"), ["string two\nlines"])
        XCTAssertEqual(try kinds("'\\x41\\u0042\\u{43}\\n'"), ["string ABC\n"])
        // A `$` not before `{` is text; `$name` is a name outside strings.
        XCTAssertEqual(try kinds("`$x` + $y"), ["string $x", "+", "name $y"])
    }

    func testCommentsDoNotNestAndHideCalls() throws {
        // ECMA-262 MultiLineComment ends at the first `*/`: what follows it is code.
        XCTAssertEqual(try kinds("/* /* */ t /* */ // u\nv"), ["name t", "name v"])
    }

    func testWhatIsNoJavaScriptEndsAtItsLinesEndAndTheRestIsRead() throws {
        // JSX text: the apostrophe opens a string that its line ends.
        XCTAssertEqual(try kinds("Don't x\ny"), ["name Don", "string t x", "name y"])
        XCTAssertEqual(try kinds("`open ${ a"), ["template `open ${ a", "name a"])
        XCTAssertEqual(try kinds("a /* open"), ["name a"])
    }

    func testCallsInSubstitutionsAreUsesAndCallsInCommentsStringsAndRegularExpressionsAreNot() {
        let source = """
        // t('in-line-comment')
        /* t('in-block-comment') */
        const a = `${t('in-substitution')}, ${user}`;
        const b = s.replace(/'/g, '') + t('after-quote-regex');
        const c = "t('in-string')" + t("caf\\u00e9");
        return /[/]'/.test(s) ? t('yes') : t('no');
        """
        let keys = TranslationCalls.keys(in: source)
        XCTAssertEqual(keys.map(\.key), ["in-substitution", "after-quote-regex", "café", "yes", "no"])
        XCTAssertEqual(keys.map(\.line), [3, 4, 5, 6, 6])
    }

    func testAKeyBuiltAtRunTimeIsNoKey() {
        XCTAssertEqual(TranslationCalls.keys(in: "t(`plain`) + t(`a.${b}`)").map(\.key), ["plain"])
    }

    func testSubstitutionsNestedPastTheBoundAreALocatedProblemAndTheRestIsRead() {
        let n = SourceLexer.maxInterpolationDepth + 1
        let deep = String(repeating: "`${", count: n) + String(repeating: "}`", count: n)
        let (tpl, problems) = WebTemplateReader.read("<p>\n{{ \(deep) }}</p>\n<b>{{ t('after') }}</b>", file: "t.vue")
        XCTAssertEqual(problems.map(\.reason), ["code not read: template substitutions nested deeper than \(SourceLexer.maxInterpolationDepth)"])
        // The expression is on line 2; its n-th `${` opens at column 1 (the space) + 3 × (n − 1) + 3.
        XCTAssertEqual(problems.first?.location.line, 2)
        XCTAssertEqual(problems.first?.location.column, 1 + 3 * (n - 1) + 3)
        XCTAssertEqual(tpl.uses.map(\.key), ["after"])
    }

    func testJSXMarkupIsFoundByTheTokensBeforeIt() {
        // A `<` inside a regular expression, a template literal's substitution or after a name is no
        // element; after `return`, `(`, `&&` and `=>` it is.
        let source = """
        const r = /(<p>)/; const s = `${a < b}<i>`;
        return (<p>{t('one')}</p>);
        const u = ok && <b>{t('two')}</b>;
        const v = x => <i>{t('three')}</i>;
        """
        let markup = JSXRegions.markup(source)
        XCTAssertEqual(markup.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) },
                       ["", "<p>{t('one')}</p>", "<b>{t('two')}</b>", "<i>{t('three')}</i>"])
    }
}
