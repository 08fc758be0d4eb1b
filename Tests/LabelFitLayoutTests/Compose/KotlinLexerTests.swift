@testable import LabelFitLayout
import XCTest
import LabelFitTestSupport

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

/// Hostile source is bounded: long runs of prefixes and operators neither recurse once per token nor
/// build a tree that deep; deep statement nesting is a located error like deep brackets.
final class KotlinSyntaxBoundsTests: XCTestCase {
    func testLongRunsAreReadFlatAndDeepNestingIsLocated() throws {
        let n = 200_000
        for body in [String(repeating: "!", count: n) + "x", String(repeating: "@a ", count: n) + "x",
                     "1" + String(repeating: " + 1", count: n), "a" + String(repeating: " to b", count: n)] {
            let file = try KotlinSyntax.parse("val v = " + body + "\nfun after() {}", path: "T.kt")
            XCTAssertEqual(file.functions.last?.name, "after")
        }
        let operation = try KotlinSyntax.parse("val v = 1" + String(repeating: " + 1", count: 1_000), path: "T.kt").properties["v"]
        guard case .operation(let operands, _)? = operation else { return XCTFail("\(String(describing: operation))") }
        XCTAssertEqual(operands.count, 1_001)   // one flat operation: 1,000 operators, 1,001 operands
        let deep = "fun f() {\n" + String(repeating: "if (a) ", count: 50_000) + "g()\n}"
        XCTAssertThrowsError(try KotlinSyntax.parse(deep, path: "T.kt")) { e in
            XCTAssertEqual((e as? KotlinLexer.Failure)?.line, 2)
        }
    }
}
