import Foundation
@testable import LabelFitLayout
import XCTest
import LabelFitTestSupport

/// The Swift and Dart lexers and the call-syntax reader they share: literals, interpolation,
/// comments and call shapes read as the languages' references say.
final class SwiftDartSyntaxTests: XCTestCase {
    private func strings(_ t: [SourceToken]) -> [String?] { t.compactMap { if case .string(let v) = $0.kind { v } else { nil } } }

    func testSwiftInterpolationRawStringsAndNestedComments() throws {
        let t = try SwiftLexer.tokens(#"""
        /* outer /* inner */ still comment ) */
        let a = "x \(f("y)")) z"   // the ")" inside the interpolation's string ends nothing
        let b = #"raw \(not) "quoted""#
        let c = """
        multi "line"
        """
        Text("key")
        """#)
        XCTAssertEqual(strings(t), [nil, "raw \\(not) \"quoted\"", "multi \"line\"", "key"])
        XCTAssertFalse(t.contains { $0.text == "comment" || $0.text == "inner" })
        XCTAssertEqual(t.last?.line, 7)
    }

    func testDartInterpolationRawAndTripleQuotes() throws {
        let t = try DartLexer.tokens("""
        var a = 'it\\'s ${b('}')} done';
        var c = r'raw $x \\n';
        var d = '''multi 'q' line''';
        var e = "plain";
        /* a /* nested */ comment */
        """)
        XCTAssertEqual(strings(t), [nil, "raw $x \\n", "multi 'q' line", "plain"])
    }

    func testCallShapes() throws {
        let items = try CallSyntax.parse(try SwiftLexer.tokens("""
        Button { Text("a") } label: { Text("b") }
        Text("c")
            .lineLimit(1)
            .font(.headline)
        """))
        guard case .chain(let button)? = items.first else { return XCTFail("\(items)") }
        XCTAssertEqual(button[0].closures.map(\.label), [nil, "label"])
        guard case .chain(let text) = items[1] else { return XCTFail() }
        XCTAssertEqual(text.map(\.name), ["Text", "lineLimit", "font"])   // the chain goes on across lines
        XCTAssertEqual(text[1].positional()?.value.number, 1)
        XCTAssertEqual(text[2].positional()?.value.implicitMember, "headline")
        let dart = try CallSyntax.parse(try DartLexer.tokens("Text(AppLocalizations.of(context)!.title, maxLines: 2, style: const TextStyle(fontSize: 18))"))
        guard case .chain(let d)? = dart.first else { return XCTFail() }
        XCTAssertEqual(d[0].argument("maxLines")?.value.number, 2)
        XCTAssertEqual(FlutterLocalizedKey(tokens: []).key(d[0].positional()!.value)?.0, "title")
        // `const` before a value is not part of it: the style resolves to 18.
        XCTAssertEqual(FlutterTextStyle.size(d[0].argument("style")!.value, at: .init(file: "x"))?.0, 18)
        let tr = try CallSyntax.parse(try DartLexer.tokens("Text('settings.title'.tr())"))
        guard case .chain(let e)? = tr.first else { return XCTFail() }
        XCTAssertEqual(FlutterLocalizedKey(tokens: []).key(e[0].positional()!.value)?.0, "settings.title")
    }

    func testUnterminatedInputIsLocated() {
        for (source, line) in [("let a = 1\nlet b = \"open", 2), ("f(\n\n", 1), ("/* never closed", 1)] {
            XCTAssertThrowsError(try CallSyntax.parse(try SwiftLexer.tokens(source))) { e in
                XCTAssertEqual((e as? KotlinLexer.Failure)?.line, line, source)
            }
        }
        XCTAssertThrowsError(try CallSyntax.parse(try DartLexer.tokens("x = '''\nnever"))) { e in
            XCTAssertEqual((e as? KotlinLexer.Failure)?.line, 1)
        }
    }
}

/// Hostile sources: every run is read in a loop into a flat array, and nesting stops at a located
/// error, as `KotlinSyntaxBoundsTests` holds for Kotlin.
final class SwiftDartSyntaxBoundsTests: XCTestCase {
    func testLongRunsAreReadFlatAndDeepNestingIsLocated() throws {
        let n = 100_000
        let lexers: [(String) throws -> [SourceToken]] = [{ try SwiftLexer.tokens($0) }, { try DartLexer.tokens($0) }]
        for lex in lexers {
            for body in [String(repeating: "!", count: n) + "x", "a" + String(repeating: ".b", count: n), "1" + String(repeating: " + 1", count: n),
                         String(repeating: "@a ", count: n)] {
                let items = try CallSyntax.parse(try lex("v = " + body + "\nafter()"))
                guard case .chain(let last)? = items.last else { return XCTFail() }
                XCTAssertEqual(last.first?.name, "after")
            }
            // One chain of 100,001 links, not a nesting as deep as the line is long.
            let chain = try CallSyntax.parse(try lex("a" + String(repeating: ".b", count: n)))
            XCTAssertEqual(chain.first?.segments?.count, n + 1)
            for open in ["(", "{", "["] {
                let deep = "f()\n" + String(repeating: "g" + open, count: 50_000)
                XCTAssertThrowsError(try CallSyntax.parse(try lex(deep))) { e in
                    let f = e as? KotlinLexer.Failure
                    XCTAssertEqual(f?.line, 2)
                    XCTAssertTrue(f?.reason.contains("nested deeper than \(CallSyntax.maxDepth)") == true, "\(String(describing: f))")
                }
            }
        }
        // Swift: a run of `#` is read once (not rescanned per character), and a delimiter is bounded.
        XCTAssertEqual(try SwiftLexer.tokens(String(repeating: "#", count: n) + "if").count, n + 1)
        XCTAssertThrowsError(try SwiftLexer.tokens(String(repeating: "#", count: 1_000) + "\"x\"" + String(repeating: "#", count: 1_000)))
        // Interpolations nested past the bound are located, in both languages.
        let swiftDeep = String(repeating: "\"\\(", count: 100) + "x" + String(repeating: ")\"", count: 100)
        XCTAssertThrowsError(try SwiftLexer.tokens(swiftDeep)) { e in XCTAssertEqual((e as? KotlinLexer.Failure)?.line, 1) }
        let dartDeep = String(repeating: "'${", count: 100) + "x" + String(repeating: "}'", count: 100)
        XCTAssertThrowsError(try DartLexer.tokens(dartDeep)) { e in XCTAssertEqual((e as? KotlinLexer.Failure)?.line, 1) }
        // Stray closers and a source that is only brackets end (they are skipped, never looped on).
        XCTAssertEqual(try CallSyntax.parse(try SwiftLexer.tokens(String(repeating: ")]}", count: 10_000) + " x")).count, 1)
    }
}
