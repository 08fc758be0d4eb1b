import Foundation
import XCTest
@testable import LabelFitServer

/// A server dropped by its owner stops on the owner's thread, even while a connection's thread is
/// inside one of libmicrohttpd's callbacks. Were that callback's reference the server's last, the
/// server's `deinit` would stop the daemon from the connection's own thread, which joins the polling
/// thread while that thread joins it: libmicrohttpd panics ("Failed to join a thread") and the
/// process aborts.
final class ServerLifetimeTests: XCTestCase {
    func testDroppingTheServerWhileARequestWaitsInsideACallbackStopsItOnTheOwnersThread() throws {
        var server: HTTPServer? = RequestOriginAndFairnessTests.makeServer(threads: 1, exchange: 3)
        let port = server!.port
        // The only work permit is held elsewhere, so the POST below waits inside the access
        // callback (for a permit, until a little before its 3 s exchange deadline).
        let permits = server!.permits
        let held = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        Thread { _ = permits.run(before: .distantFuture) { held.signal(); release.wait() } }.start()
        held.wait()
        defer { release.signal() }

        let fd = RequestOriginAndFairnessTests.connect(port, timeout: 10)
        defer { close(fd) }
        let body = #"{"strings":[{"key":"k","source":"Delete","target":"حذف"}]}"#
        let request = "POST /v1/measure HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        _ = request.withCString { send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        let deadlines = server!.deadlines
        for _ in 0..<500 where deadlines.allCancellations().isEmpty { usleep(10_000) }
        XCTAssertEqual(deadlines.allCancellations().count, 1, "the connection was accepted")
        usleep(300_000)   // the whole request is in one segment: its thread is now waiting for the permit

        server = nil
        // Stopped on this thread: the waiting connection has been answered or closed already...
        var waiting = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&waiting, 1, 0), 1, "the waiting connection is still open after the server was dropped")
        // ...and nothing listens on the port any more.
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(probe) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        XCTAssertEqual(connected, -1, "the port still accepts connections after the server was dropped")
        XCTAssertEqual(errno, ECONNREFUSED)
    }
}
