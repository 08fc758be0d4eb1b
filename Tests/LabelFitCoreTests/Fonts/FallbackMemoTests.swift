import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// The per-thread memo of single-scalar fallbacks says what the registry says, for every language
/// and registry, whichever slot of its front table the scalars share.
final class FallbackMemoTests: XCTestCase {
    func testMemoAnswersAsTheRegistryDoes() throws {
        let registry = Fixtures.registry
        let other = try FontRegistry(sources: FontSources(systemFonts: true))
        let memo = FallbackMemo()
        // Scalars 256 apart share a front slot: Latin letters, Arabic letters, CJK, a private-use
        // scalar no font has (nil), and a symbol.
        let scalars: [UInt32] = [0x41, 0x141, 0x641, 0x741, 0x4E2D, 0x4F2D, 0xF0000, 0xF0100, 0x2713, 0x2813]
        // Chains that answer the same scalar differently (Latin: Roboto on Android, Noto Sans elsewhere).
        let chains = [FallbackChain(platform: .androidCompact), FallbackChain(platform: .apple), FallbackChain(platform: .browser, weight: 700)]
        var found = 0
        for round in 0..<3 {
            for language in ["ar", "en", "ja"] {
                for chain in chains {
                    for s in (round == 1 ? scalars.reversed() : scalars) {
                        for r in [registry, other] {
                            let expected = r.fallback(covering: [s], language: language, chain: chain)
                            let got = memo.face(for: s, language: language, chain: chain, registry: r)
                            XCTAssertTrue(got === expected, "U+\(String(s, radix: 16)) \(language) \(chain) round \(round)")
                            if got != nil { found += 1 }
                        }
                    }
                }
            }
        }
        // Both kinds of answer were asked for: faces (Latin and Arabic letters are in the bundled fonts)
        // and none (the private-use scalars).
        XCTAssertGreaterThan(found, 0)
        XCTAssertLessThan(found, 3 * 3 * chains.count * scalars.count * 2)
    }
}
