import XCTest
@testable import LabelFitCore

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
