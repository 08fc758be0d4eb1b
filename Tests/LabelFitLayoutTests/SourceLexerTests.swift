import Foundation
import XCTest
@testable import LabelFitLayout
import LabelFitTestSupport

/// `SourceLexer` under each language's rules, over every Kotlin, Java, Swift, Dart, JavaScript and
/// TypeScript fixture: the tokens cover the source (what lies between them is white space and
/// comments, as a second reader in this test finds them; JavaScript's substitution tokens lie inside
/// their template literal's), lexing the tokens' own source text again gives the same tokens, and the
/// brackets they hold balance.
final class SourceLexerTests: XCTestCase {
    static let languages: [(extensions: Set<String>, rules: LexicalRules)] = [
        (["kt", "kts", "java"], .kotlin), (["swift"], .swift), (["dart"], .dart), (["js", "mjs", "ts"], .javaScript),
    ]

    static func sources(under roots: [URL]) -> [(path: String, text: String, rules: LexicalRules)] {
        var out: [(String, String, LexicalRules)] = []
        for root in roots {
            guard let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in e {
                guard let lang = languages.first(where: { $0.extensions.contains(url.pathExtension) }),
                      let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                out.append((url.path, text, lang.rules))
            }
        }
        return out.sorted { $0.0 < $1.0 }
    }

    /// The byte offset of each line's start.
    private func lineStarts(_ s: [UInt8]) -> [Int] {
        var starts = [0]
        for (k, c) in s.enumerated() where c == 0x0A { starts.append(k + 1) }
        return starts
    }

    /// The end of white space and comments from `k` (a nested block comment read by its own count).
    private func triviaEnd(_ s: [UInt8], from k: Int, to end: Int, nested: Bool) -> Int {
        var k = k
        while k < end {
            if [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains(s[k]) { k += 1; continue }
            if s[k] == UInt8(ascii: "/") && k + 1 < end && s[k + 1] == UInt8(ascii: "/") {
                while k < end && s[k] != 0x0A { k += 1 }
                continue
            }
            if s[k] == UInt8(ascii: "/") && k + 1 < end && s[k + 1] == UInt8(ascii: "*") {
                var depth = 0
                repeat {
                    if k + 1 < end && s[k] == UInt8(ascii: "/") && s[k + 1] == UInt8(ascii: "*") && (nested || depth == 0) { depth += 1; k += 2 }
                    else if k + 1 < end && s[k] == UInt8(ascii: "*") && s[k + 1] == UInt8(ascii: "/") { depth -= 1; k += 2 }
                    else { k += 1 }
                } while depth > 0 && k < end
                continue
            }
            break
        }
        return k
    }

    func testTokensCoverTheSourceAndLexAgainAlike() throws {
        let files = Self.sources(under: [Fixtures.root.appendingPathComponent("Tests/Fixtures")])
        XCTAssertGreaterThan(files.count, 20)
        var lexed = 0
        for (path, text, rules) in files {
            guard let tokens = try? SourceLexer.tokens(text, rules: rules) else { continue }
            lexed += 1
            let s = Array(text.utf8), starts = lineStarts(s)
            var slices: [String] = [], at = 0, depth = 0, balanced = true
            for t in tokens {
                let offset = starts[t.line - 1] + t.column - 1
                if offset < at { continue }   // inside a template literal, read with it
                // Between two tokens: white space and comments only.
                XCTAssertEqual(triviaEnd(s, from: at, to: offset, nested: rules.nestedComments), offset, "\(path):\(t.line):\(t.column): \(t.text) follows something not lexed")
                let quoted = t.isIdentifier && s[offset] == UInt8(ascii: "`")
                let length = t.text.utf8.count + (quoted ? 2 : 0)
                if !quoted, case .string = t.kind {} else if !quoted, case .character = t.kind {} else {
                    XCTAssertEqual(String(decoding: s[offset + (quoted ? 1 : 0)..<offset + length - (quoted ? 1 : 0)], as: UTF8.self), t.text, "\(path):\(t.line):\(t.column)")
                }
                let end = offset + length
                slices.append(String(decoding: s[offset..<end], as: UTF8.self))
                at = end
                if t.isPunctuation("(") || t.isPunctuation("{") || t.isPunctuation("[") { depth += 1 }
                if t.isPunctuation(")") || t.isPunctuation("}") || t.isPunctuation("]") { depth -= 1; if depth < 0 { balanced = false } }
            }
            XCTAssertEqual(triviaEnd(s, from: at, to: s.count, nested: rules.nestedComments), s.count, "\(path): something after the last token is not lexed")
            XCTAssertTrue(balanced && depth == 0, "\(path): brackets do not balance (\(depth))")
            let again = try SourceLexer.tokens(slices.joined(separator: " "), rules: rules)
            XCTAssertEqual(again.map(\.text), tokens.map(\.text), path)
            XCTAssertEqual(again.map(\.kind), tokens.map(\.kind), path)
        }
        XCTAssertEqual(lexed, files.count, "every fixture lexes")
    }
}

/// Swift's extended regular expression literals (SE-0354): `#/…/#` holds quotes and slashes that are
/// neither strings nor comments, may span lines, and closes only on `/` with as many `#`s.
final class SwiftRegexLiteralTests: XCTestCase {
    func testAnExtendedRegexLiteralIsOneToken() throws {
        let source = #"""
            let regex = #/^\"(?<key>[^\"]+)\"\s*=\s*\"(?<value>[^\"]+)\";/#
            let multi = ##/
              a/# "b" // not a comment
            /##
            let s = "after"
            """#
        let tokens = try SwiftLexer.tokens(source)
        let regexes = tokens.filter { $0.kind == .regularExpression }
        XCTAssertEqual(regexes.count, 2)
        XCTAssertEqual(regexes.map(\.line), [1, 2])
        // The string after them is read as a string, on its own line.
        XCTAssertEqual(tokens.first { if case .string = $0.kind { true } else { false } }?.line, 5)
    }

    func testAnUnclosedOpeningIsPunctuation() throws {
        // `#/` with no `/#` after it: the `#` is punctuation, as before, and the rest reads on.
        let tokens = try SwiftLexer.tokens("let a = x #/ 2\nlet b = \"c\"\n")
        XCTAssertTrue(tokens.contains { if case .string = $0.kind { $0.line == 2 } else { false } })
        XCTAssertFalse(tokens.contains { $0.kind == .regularExpression })
    }
}
