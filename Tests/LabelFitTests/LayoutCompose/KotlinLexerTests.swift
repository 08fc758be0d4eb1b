@testable import LabelFitLayout
import XCTest

/// The lexer against the Kotlin specification's lexical rules, on cases counted by hand.
final class KotlinLexerTests: XCTestCase {
    func testTemplatesNestAndDoNotEndTheString() throws {
        // One string whose template holds a string with a brace and a character literal '}'.
        let t = try KotlinLexer.tokens(#"val a = "x${f("}") + '}'}y" + 1"#)
        XCTAssertEqual(t.map(\.text), ["val", "a", "=", #""x${f("}") + '}'}y""#, "+", "1"])
        guard case .string(let v) = t[3].kind else { return XCTFail() }
        XCTAssertNil(v, "a templated string has no single value")
    }

    func testRawStringsBlockCommentsAndNumbers() throws {
        let src = "/* a /* nested */ still comment */ val s = \"\"\"line \"quoted\"\n2\"\"\" ; 16.dp 1.5f 0xFF 1_000"
        let t = try KotlinLexer.tokens(src)
        XCTAssertEqual(t.map(\.text), ["val", "s", "=", "\"\"\"line \"quoted\"\n2\"\"\"", ";", "16", ".", "dp", "1.5f", "0xFF", "1_000"])
        guard case .string(let v) = t[3].kind else { return XCTFail() }
        XCTAssertEqual(v, "line \"quoted\"\n2")
        XCTAssertEqual(t[5].line, 2)   // after the raw string's newline
    }

    func testEscapesInStrings() throws {
        let t = try KotlinLexer.tokens(#""a\"b\u0628\n""#)
        guard case .string(let v) = t[0].kind else { return XCTFail() }
        XCTAssertEqual(v, "a\"b\u{0628}\n")
    }

    func testUnterminatedCommentIsLocated() {
        XCTAssertThrowsError(try KotlinLexer.tokens("val a = 1\n  /* open")) { e in
            let f = e as! KotlinLexer.Failure
            XCTAssertEqual(f.line, 2)
            XCTAssertEqual(f.column, 3)
        }
    }
}

/// Valid Kotlin the syntax reader once refused ('{' is never closed), each from a real file of
/// Thunderbird for Android: a labelled `this`, an annotated argument, a postfix `++` before a brace.
final class KotlinSyntaxTests: XCTestCase {
    func testLabelsAnnotatedArgumentsAndPostfixIncrementParse() throws {
        let sources = [
            "@Composable\nprivate fun Int.pxToDp() = with(LocalDensity.current) { this@pxToDp.toDp() }\nfun after() { Text(\"x\") }",
            "val m = module {\n    single<A> {\n        B(\n            logger = get(),\n            cache = @OptIn(ExperimentalTime::class)TimeLimitedCache(),\n        )\n    }\n}\nfun after() {}",
            "fun f() {\n    var i = 0\n    while (i < 9) {\n        if (c < 0x80) {\n            g(c.toByte())\n            i++\n        } else {\n            i--\n        }\n    }\n}\nfun after() {}",
        ]
        for source in sources {
            let file = try KotlinSyntax.parse(source, path: "T.kt")
            XCTAssertEqual(file.functions.last?.name, "after", source)
        }
    }
}
