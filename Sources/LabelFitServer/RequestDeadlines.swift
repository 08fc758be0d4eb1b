import CMicroHTTPD
import Foundation

/// The deadline for a whole request. libmicrohttpd's own timeout is for idleness: it restarts with
/// every byte, so a client sending one byte every few seconds would hold its connection forever. Each
/// connection is registered here when it opens; from then until its request has fully arrived (and
/// again while a kept-alive connection waits for its next request) it has `seconds` to finish. A
/// watchdog shuts down the socket of one that has not — shutdown(2), never close(2): the descriptor
/// stays libmicrohttpd's, which sees the end of the stream and closes the connection itself.
final class RequestDeadlines: @unchecked Sendable {
    private struct Entry { var fd: Int32; var since: Date? }
    private var entries: [OpaquePointer: Entry] = [:]
    private let lock = NSLock()
    private let seconds: TimeInterval
    private var timer: DispatchSourceTimer?

    init(seconds: TimeInterval) {
        self.seconds = seconds
        let t = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "labelfit.deadlines"))
        let tick = max(0.1, min(1, seconds / 4))
        t.schedule(deadline: .now() + tick, repeating: tick)
        t.setEventHandler { [weak self] in self?.enforce() }
        t.resume()
        timer = t
    }

    deinit { timer?.cancel() }

    func opened(_ c: OpaquePointer) {
        let fd = lf_mhd_connection_fd(c)
        lock.withLock { entries[c] = Entry(fd: fd, since: Date()) }
    }

    func closed(_ c: OpaquePointer) { lock.withLock { _ = entries.removeValue(forKey: c) } }

    /// The request has arrived: answering it is bounded by other limits, not by this deadline.
    func arrived(_ c: OpaquePointer) { lock.withLock { entries[c]?.since = nil } }

    /// The answer is sent; a kept-alive connection's next request starts its clock now.
    func answered(_ c: OpaquePointer) { lock.withLock { if entries[c] != nil { entries[c]!.since = Date() } } }

    private func enforce() {
        let now = Date()
        lock.withLock {
            for (c, e) in entries {
                if let since = e.since, now.timeIntervalSince(since) > seconds, e.fd >= 0 {
                    shutdown(e.fd, Int32(SHUT_RDWR))
                    entries[c]?.since = nil  // once
                }
            }
        }
    }
}
