import CMicroHTTPD
import Foundation
import LabelFitCheck

/// Two deadlines per connection. libmicrohttpd's own timeout (`MHD_OPTION_CONNECTION_TIMEOUT`, "after
/// how many seconds of inactivity should a connection automatically be timed out", microhttpd.h) is
/// for idleness: it restarts with every byte read or written, so a client sending — or reading — one
/// byte every few seconds would hold its connection forever. Here:
///
/// - `arrival`: from the connection's opening (or the previous answer on a kept-alive connection)
///   until its request has fully arrived, `arrivalSeconds`;
/// - `exchange`: from the same moment until the answer has been sent whole (libmicrohttpd's
///   request-completed callback), `exchangeSeconds` — work and sending included, so a slow reader
///   of a streamed `/v1/check` answer is cut off too.
///
/// A watchdog shuts down the socket of a connection past either deadline — shutdown(2), never
/// close(2): the descriptor stays libmicrohttpd's, which sees the end of the stream and closes the
/// connection itself. A streamed answer also stops making records at the exchange deadline
/// (`ResponseStream.deadline`), ending without its last chunk, so the client sees it incomplete.
/// Each exchange has a `WorkCancellation`, set when the watchdog cuts it or the connection ends, so
/// work still running for it (a streamed check's next record) stops at the next string boundary.
final class RequestDeadlines: @unchecked Sendable {
    private struct Entry { var fd: Int32; var arrival: Date?; var exchange: Date?; var cancellation = WorkCancellation() }
    private var entries: [OpaquePointer: Entry] = [:]
    private let lock = NSLock()
    private let arrivalSeconds: TimeInterval
    let exchangeSeconds: TimeInterval
    private var timer: DispatchSourceTimer?

    init(arrivalSeconds: TimeInterval, exchangeSeconds: TimeInterval) {
        self.arrivalSeconds = arrivalSeconds
        self.exchangeSeconds = exchangeSeconds
        let t = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "labelfit.deadlines"))
        let tick = max(0.1, min(1, min(arrivalSeconds, exchangeSeconds) / 4))
        t.schedule(deadline: .now() + tick, repeating: tick)
        t.setEventHandler { [weak self] in self?.enforce() }
        t.resume()
        timer = t
    }

    deinit { timer?.cancel() }

    func opened(_ c: OpaquePointer) {
        let fd = lf_mhd_connection_fd(c)
        let now = Date()
        lock.withLock { entries[c] = Entry(fd: fd, arrival: now, exchange: now) }
    }

    func closed(_ c: OpaquePointer) { lock.withLock { entries.removeValue(forKey: c)?.cancellation.cancel() } }

    /// Every open connection's current flag (for tests).
    func allCancellations() -> [WorkCancellation] { lock.withLock { entries.values.map(\.cancellation) } }

    /// The flag of the connection's current exchange (a fresh, never-set one for an unknown connection).
    func cancellation(_ c: OpaquePointer) -> WorkCancellation { lock.withLock { entries[c]?.cancellation ?? WorkCancellation() } }

    /// The request has arrived: from now on only the exchange deadline runs.
    func arrived(_ c: OpaquePointer) { lock.withLock { entries[c]?.arrival = nil } }

    /// The moment the exchange must be over by (nil for an unknown connection).
    func exchangeDeadline(_ c: OpaquePointer) -> Date? {
        lock.withLock { entries[c]?.exchange.map { $0.addingTimeInterval(exchangeSeconds) } }
    }

    /// The exchange is ending with a short refusal (503): no deadline cuts it any more.
    func exempt(_ c: OpaquePointer) { lock.withLock { entries[c]?.exchange = nil } }

    /// The answer is sent; a kept-alive connection's next request starts both clocks now.
    func answered(_ c: OpaquePointer) {
        let now = Date()
        lock.withLock {
            if entries[c] != nil {
                entries[c]!.arrival = now
                entries[c]!.exchange = now
                // The answer is whole: whatever still holds the old flag has nothing left to send.
                entries[c]!.cancellation.cancel()
                entries[c]!.cancellation = WorkCancellation()
            }
        }
    }

    /// Linger 0 (socket(7), SO_LINGER): when libmicrohttpd closes the socket, what is still queued for
    /// a slow reader is dropped and the client reset at once, instead of the kernel trickling the rest
    /// of a cut answer to it (up to tcp_wmem's 4 MB per connection) after the slot is free.
    static func resetOnClose(_ fd: Int32) {
        guard fd >= 0 else { return }
        var off = linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &off, socklen_t(MemoryLayout<linger>.size))
    }

    private func enforce() {
        let now = Date()
        // Under the lock: libmicrohttpd reports a connection closed (`closed`, which takes the lock)
        // before it closes the socket, so a descriptor shut down here is still that connection's,
        // never a new one given the same number.
        lock.withLock {
            for (c, e) in entries where e.fd >= 0 {
                guard e.arrival.map({ now.timeIntervalSince($0) > arrivalSeconds }) ?? false
                    || e.exchange.map({ now.timeIntervalSince($0) > exchangeSeconds }) ?? false else { continue }
                entries[c]?.arrival = nil  // once
                entries[c]?.exchange = nil
                e.cancellation.cancel()
                Self.resetOnClose(e.fd)
                shutdown(e.fd, Int32(SHUT_RDWR))
            }
        }
    }
}
