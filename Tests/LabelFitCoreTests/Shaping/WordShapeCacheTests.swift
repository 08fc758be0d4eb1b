import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// The word cache's eviction: CLOCK (second chance), checked against a plain model of it written here
/// (a list of keys with one bit each and a hand), and its index against the set of keys kept.
final class WordShapeCacheTests: XCTestCase {
    func entry(_ key: UInt32, hashBits: UInt64 = .max) -> WordShapeCache.Entry {
        let scalars = [key, key &* 7]
        // `hashBits` narrows the hash so that many keys share probe chains (exercising deletion).
        let hash = scalars.withUnsafeBufferPointer { WordShapeCache.hash(face: 1, script: 2, rtl: false, language: 3, scalars: $0) } & hashBits
        return .init(hash: hash, face: 1, script: 2, rtl: false, language: 3, scalars: scalars, glyphs: [])
    }

    func find(_ cache: WordShapeCache, _ e: WordShapeCache.Entry) -> Bool {
        e.scalars.withUnsafeBufferPointer { cache.lookup(hash: e.hash, face: 1, script: 2, rtl: false, language: 3, scalars: $0) } != nil
    }

    func testAWordUsedSinceTheHandPassedGetsASecondChance() {
        let cache = WordShapeCache(capacity: 4)
        for k: UInt32 in 1...4 { cache.insert(entry(k)) }
        XCTAssertTrue(find(cache, entry(1)))          // "1" is hot
        cache.insert(entry(5))                         // the hand spares 1, evicts 2
        XCTAssertEqual(cache.count, 4)
        XCTAssertTrue(find(cache, entry(1)))
        XCTAssertFalse(find(cache, entry(2)))
        for k: UInt32 in [3, 4, 5] { XCTAssertTrue(find(cache, entry(k)), "\(k)") }
    }

    func testAgreesWithAPlainModelOfClockOverManyOperations() {
        for hashBits: UInt64 in [.max, 0x3F] {        // 0x3F: heavy collisions in a 128-slot index
            let capacity = 50
            let cache = WordShapeCache(capacity: capacity)
            var keys: [UInt32] = [], bits: [Bool] = [], hand = 0
            var rng = SystemRandomNumberGenerator()
            for _ in 0..<20_000 {
                let k = UInt32.random(in: 0..<200, using: &rng)
                let e = entry(k, hashBits: hashBits)
                let found = find(cache, e)
                XCTAssertEqual(found, keys.contains(k), "key \(k)")
                if let i = keys.firstIndex(of: k) { bits[i] = true; continue }
                if keys.count < capacity { keys.append(k); bits.append(false) } else {
                    while bits[hand] { bits[hand] = false; hand = (hand + 1) % capacity }
                    keys[hand] = k; bits[hand] = false; hand = (hand + 1) % capacity
                }
                cache.insert(e)
            }
            for k in keys { XCTAssertTrue(find(cache, entry(k, hashBits: hashBits))) }
        }
    }
}

/// The key comparison by `memcmp` against the element-by-element one it replaced.
final class WordShapeCacheKeyComparisonTests: XCTestCase {
    func testSameAgreesWithElementsEqual() {
        var rng = SystemRandomNumberGenerator()
        var cases: [([UInt32], [UInt32])] = [([], []), ([1], []), ([], [1]), ([0x628], [0x628]), ([0x628, 0x20], [0x628])]
        for _ in 0..<5_000 {
            let a = (0..<Int.random(in: 0...12, using: &rng)).map { _ in UInt32.random(in: 0...3, using: &rng) }
            var b = Bool.random(using: &rng) ? a : (0..<Int.random(in: 0...12, using: &rng)).map { _ in UInt32.random(in: 0...3, using: &rng) }
            if !b.isEmpty && Bool.random(using: &rng) { b[Int.random(in: 0..<b.count, using: &rng)] ^= 0x1_0000 }   // a difference in a high byte
            cases.append((a, b))
        }
        var equal = 0
        for (a, b) in cases {
            let same = a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in WordShapeCache.same(x, y) } }
            XCTAssertEqual(same, a.elementsEqual(b), "\(a) \(b)")
            if same { equal += 1 }
        }
        XCTAssertGreaterThan(equal, 100)          // both answers were exercised
        XCTAssertLessThan(equal, cases.count - 100)
    }
}
