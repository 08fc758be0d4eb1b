import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// The per-thread memo of single-scalar fallbacks says what the registry says, for every language
/// and registry, whichever slot of its front table the scalars share.
final class FallbackMemoTests: XCTestCase {
    func testMemoAnswersAsTheRegistryDoes() throws {
        let registry = Fixtures.registry
        let other = try FontRegistry()
        let memo = FallbackMemo()
        // Scalars 256 apart share a front slot: Latin letters, Arabic letters, CJK, a private-use
        // scalar no font has (nil), and a symbol.
        let scalars: [UInt32] = [0x41, 0x141, 0x641, 0x741, 0x4E2D, 0x4F2D, 0xF0000, 0xF0100, 0x2713, 0x2813]
        var found = 0
        for round in 0..<3 {
            for language in ["ar", "en", "ja"] {
                for s in (round == 1 ? scalars.reversed() : scalars) {
                    for r in [registry, other] {
                        let expected = r.fallback(covering: [s], language: language)
                        let got = memo.face(for: s, language: language, registry: r)
                        XCTAssertTrue(got === expected, "U+\(String(s, radix: 16)) \(language) round \(round)")
                        if got != nil { found += 1 }
                    }
                }
            }
        }
        // Both kinds of answer were asked for: faces (Latin and Arabic letters are in the bundled fonts)
        // and none (the private-use scalars).
        XCTAssertGreaterThan(found, 0)
        XCTAssertLessThan(found, 3 * 3 * scalars.count * 2)
    }
}
