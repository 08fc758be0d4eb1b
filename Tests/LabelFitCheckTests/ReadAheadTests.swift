import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck

/// `ReadAhead`: files read on reader threads come out in job order, batch by batch, whatever the
/// threads' timing; the batches read and not yet taken never pass the bound; a stopped run's readers
/// end and hand back what was read but not taken.
final class ReadAheadTests: XCTestCase {
    /// Counts the batches handed on and not yet taken, and the most there ever were.
    final class Outstanding: @unchecked Sendable {
        private let lock = NSLock()
        private var now = 0
        private(set) var most = 0
        func add() { lock.lock(); now += 1; most = max(most, now); lock.unlock() }
        func take() { lock.lock(); now -= 1; lock.unlock() }
    }

    /// File i has (i % 5) batches of its own numbers, read with uneven pauses, so later files are
    /// often done before earlier ones.
    func testBatchesComeOutInJobOrderAndWithinTheBound() {
        let files = 40, readers = 3, window = 4, perFile = 2
        let outstanding = Outstanding()
        let ahead = ReadAhead<[Int]>(count: files, readers: readers, window: window, perFile: perFile) { index, hand in
            for b in 0..<(index % 5) {
                if (index + b) % 3 == 0 { usleep(UInt32(200 * (index % 7))) }
                outstanding.add()
                try hand([index, b])
            }
            var result = CatalogReadResult()
            result.locale = "file \(index)"
            return result
        }
        var seen: [[Int]] = []
        for index in 0..<files {
            if index % 4 == 1 { usleep(500) }   // a slow consumer now and then: readers fill the window
            reading: while true {
                switch ahead.next(index) {
                case .batch(let batch):
                    outstanding.take()
                    seen.append(batch)
                case .end(let result):
                    XCTAssertEqual(result.locale, "file \(index)")
                    break reading
                }
            }
        }
        XCTAssertTrue(ahead.stop().isEmpty)
        // The order a single thread reading file after file gives, counted here independently.
        var expected: [[Int]] = []
        for index in 0..<files { for b in 0..<(index % 5) { expected.append([index, b]) } }
        XCTAssertEqual(seen, expected)
        // Each file claimed keeps at most perFile + 1 batches waiting (the one handed on while its
        // reader waits), and at most `window` files are claimed past the one being taken, plus it.
        XCTAssertLessThanOrEqual(outstanding.most, (window + 1) * (perFile + 1))
    }

    /// Stopped after the first file: every reader ends (stop returns) and the batches read but not
    /// taken are handed back, none twice.
    func testStopEndsTheReadersAndHandsBackWhatWasNotTaken() {
        let produced = Outstanding()
        let ahead = ReadAhead<[Int]>(count: 100, readers: 2, window: 3, perFile: 1) { index, hand in
            for b in 0..<3 {
                produced.add()
                try hand([index, b])
            }
            return CatalogReadResult()
        }
        var taken = 0
        reading: while true {
            switch ahead.next(0) {
            case .batch: taken += 1
            case .end: break reading
            }
        }
        usleep(20_000)   // the readers fill what the window allows
        let left = ahead.stop()
        XCTAssertEqual(taken, 3)
        XCTAssertEqual(Set(left.map { $0 }).count, left.count)
        XCTAssertEqual(taken + left.count, produced.most, "every batch handed on is either taken or handed back")
        XCTAssertFalse(left.contains { $0[0] == 0 })
    }
}
