import Foundation
import XCTest
@testable import LabelFitLayout
import LabelFitTestSupport

final class SourceLexerLegacyTests: XCTestCase {
    func testNewMatchesOld() throws {
        let files = SourceLexerTests.sources(under: [Fixtures.root.appendingPathComponent("Tests/Fixtures"), Fixtures.root.appendingPathComponent("../shared/layouts").standardizedFileURL])
        print("LEGACY files", files.count)
        var compared = 0, failures = 0
        func old(_ text: String, _ ext: String) -> Result<[SourceToken], KotlinLexer.Failure> {
            do {
                switch ext {
                case "swift": return .success(try SwiftLexer.tokens(text))
                case "dart": return .success(try DartLexer.tokens(text))
                default: return .success(try KotlinLexer.tokens(text))
                }
            } catch { return .failure(error as! KotlinLexer.Failure) }
        }
        for (path, text, rules) in files {
            let ext = URL(fileURLWithPath: path).pathExtension
            var variants = [text]
            let u = Array(text.utf8)
            if u.count > 0 {
                for k in stride(from: 0, to: u.count, by: max(1, u.count / 40)) {
                    variants.append(String(decoding: u[0..<k], as: UTF8.self))
                }
            }
            for v in variants {
                compared += 1
                let a = old(v, ext)
                let b: Result<[SourceToken], KotlinLexer.Failure>
                do { b = .success(try SourceLexer.tokens(v, rules: rules)) } catch { b = .failure(KotlinLexer.Failure(line: error.line, column: error.column, reason: error.reason)) }
                switch (a, b) {
                case (.success(let x), .success(let y)) where x == y: continue
                case (.failure(let x), .failure(let y)) where x.line == y.line && x.column == y.column && x.reason == y.reason: continue
                default:
                    failures += 1
                    if failures < 10 { XCTFail("\(path) (\(v.utf8.count) bytes): old \(a) new \(b)".prefix(2000).description) }
                }
            }
        }
        print("LEGACY compared", compared, "failures", failures)
        XCTAssertEqual(failures, 0)
    }
}
