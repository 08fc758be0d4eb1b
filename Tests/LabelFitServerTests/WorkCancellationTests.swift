import Foundation
import XCTest
@testable import LabelFitCheck
@testable import LabelFitCore
@testable import LabelFitServer
import LabelFitTestSupport

/// Issue #24's left-over: a request cut at its deadline kept measuring until its work ended. Work is
/// now cancelled at string boundaries by a flag (`WorkCancellation`) that the runner and the server's
/// streamed answers poll. Bounded structurally: the strings measured after the flag is set are at
/// most those already being measured, one per worker thread (never a timing).
final class WorkCancellationTests: XCTestCase {
    /// 5,000 strings in 1,000-string batches; the flag is set when the 10th string has been measured.
    /// `concurrentPerform` runs at most one iteration per worker thread (activeProcessorCount), so at
    /// most that many more are measured; without the poll all 5,000 are, and the run returns.
    func testARunStopsMeasuringOnceCancelled() throws {
        let dir = TempDir()
        var csv = "key,en,ar\n"
        for i in 0..<5_000 { csv += "k\(i),Delete,حذف \(i)\n" }
        dir.write("strings.csv", csv)
        var config = CheckConfiguration()
        config.fonts = ["en": "Roboto", "ar": "Noto Naskh Arabic UI"]
        let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: dir.url.path)
        runner.batchSize = 1_000
        let cancellation = WorkCancellation()
        runner.cancellation = cancellation
        let lock = NSLock()
        nonisolated(unsafe) var measured = 0
        let cancelAt = 10
        // Called on the measuring threads once per string measured (CheckRunner.measureBatch).
        runner.renderRow = { _ in
            let n = lock.withLock { measured += 1; return measured }
            if n == cancelAt { cancellation.cancel() }
            return []
        }
        var emitted = 0
        XCTAssertThrowsError(try runner.run(jobs: runner.jobs(paths: [dir.url.path])) { event in
            if case .string = event { emitted += 1 }
        }) { error in
            XCTAssertTrue(error is WorkCancellation.Cancelled, "\(error)")
        }
        let workers = ProcessInfo.processInfo.activeProcessorCount
        XCTAssertGreaterThanOrEqual(measured, cancelAt)
        XCTAssertLessThanOrEqual(measured, cancelAt + workers, "strings measured after the cancellation")
        // The first batch was being measured when the flag was set: none of it is given out.
        XCTAssertEqual(emitted, 0)
    }

    /// The server's streamed answer makes no further record once its exchange's flag is set (the
    /// watchdog sets it when it cuts the connection, libmicrohttpd's close when the client goes).
    func testAStreamedAnswerMakesNoRecordOnceCancelled() {
        nonisolated(unsafe) var made = 0
        let stream = ResponseStream {
            made += 1
            return Array("record \(made)\n".utf8)
        }
        let cancellation = WorkCancellation()
        stream.cancellation = cancellation
        nonisolated(unsafe) var cuts = 0
        stream.cut = { cuts += 1 }
        var buffer = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<3 { XCTAssertGreaterThan(buffer.withUnsafeMutableBytes { stream.read(into: $0.baseAddress!, max: 4096) }, 0) }
        cancellation.cancel()
        XCTAssertEqual(buffer.withUnsafeMutableBytes { stream.read(into: $0.baseAddress!, max: 4096) }, -2, "an answer cut by the flag ends as on an error")
        XCTAssertEqual(buffer.withUnsafeMutableBytes { stream.read(into: $0.baseAddress!, max: 4096) }, -1)
        XCTAssertEqual(made, 3)
        XCTAssertEqual(cuts, 1)
    }

    /// The watchdog's cut sets the exchange's flag; a new exchange on the connection has a fresh one.
    func testTheDeadlinesCancelTheExchangeTheyCut() throws {
        let server = RequestOriginAndFairnessTests.makeServer(exchange: 1)
        let fd = RequestOriginAndFairnessTests.connect(server.port, timeout: 5)
        defer { close(fd) }
        // A request that never arrives whole: the arrival deadline (20 s) is not what cuts it, the
        // exchange deadline (1 s) is. Read until the server closes.
        let head = "POST /v1/measure HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"
        _ = head.withCString { send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        var flags: [WorkCancellation] = []
        for _ in 0..<500 where flags.isEmpty {   // until libmicrohttpd has accepted it (at most 5 s)
            usleep(10_000)
            flags = server.deadlines.allCancellations()
        }
        XCTAssertEqual(flags.count, 1)
        XCTAssertFalse(flags[0].isCancelled)
        var byte = [UInt8](repeating: 0, count: 16)
        while read(fd, &byte, 16) > 0 {}
        XCTAssertTrue(flags[0].isCancelled, "the exchange the watchdog cut still reads as running")
    }

    /// A streamed `/v1/check` measured its records after the request's permit was given back, so
    /// any number of streams measured at once whatever `--threads` said. Each record now takes a
    /// permit: six streams read at once on six threads, each record overlapping the others (it
    /// sleeps 2 ms inside), are never measured more than two at a time with two permits (six at once
    /// before). Counted, not timed.
    func testStreamedRecordsAreMadeHoldingAWorkPermit() {
        let permits = WorkPermits(count: 2)
        let lock = NSLock()
        nonisolated(unsafe) var inFlight = 0, most = 0, made = 0
        let streams = (0..<6).map { _ in
            nonisolated(unsafe) var left = 20
            let stream = ResponseStream {
                guard left > 0 else { return nil }
                left -= 1
                lock.withLock { inFlight += 1; most = max(most, inFlight); made += 1 }
                usleep(2_000)
                lock.withLock { inFlight -= 1 }
                return [1]
            }
            stream.permits = permits
            return stream
        }
        let done = DispatchGroup()
        for s in streams {
            nonisolated(unsafe) let stream = s   // read by its one thread only
            done.enter()
            Thread {
                var buffer = [UInt8](repeating: 0, count: 16)
                while buffer.withUnsafeMutableBytes({ stream.read(into: $0.baseAddress!, max: 16) }) > 0 {}
                done.leave()
            }.start()
        }
        done.wait()
        XCTAssertEqual(made, 6 * 20)
        XCTAssertLessThanOrEqual(most, 2, "records measured at once")
    }

    /// No permit before the exchange deadline: the answer ends cut, nothing more is measured.
    func testAStreamThatGetsNoPermitBeforeItsDeadlineIsCut() {
        let permits = WorkPermits(count: 1)
        let held = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        Thread { _ = permits.run(before: .distantFuture) { held.signal(); release.wait() } }.start()
        held.wait()
        defer { release.signal() }
        nonisolated(unsafe) var made = 0
        let stream = ResponseStream { made += 1; return [1] }
        stream.permits = permits
        stream.deadline = Date().addingTimeInterval(0.2)
        var buffer = [UInt8](repeating: 0, count: 16)
        XCTAssertEqual(buffer.withUnsafeMutableBytes { stream.read(into: $0.baseAddress!, max: 16) }, -2)
        XCTAssertEqual(made, 0)
    }
}
