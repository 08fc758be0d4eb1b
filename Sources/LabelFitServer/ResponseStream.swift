import Foundation
import LabelFitCheck

/// An answer made piece by piece while it is sent (chunked), so a request's memory is one piece and
/// a bounded buffer, not the whole answer. `next` gives the next piece, nil at the end, or throws:
/// then the connection is closed before the final chunk and the client sees an incomplete answer,
/// never a short one that looks whole.
final class ResponseStream {
    private var pending: [UInt8] = []
    private var offset = 0
    private var finished = false
    private let next: () throws -> [UInt8]?
    /// When the exchange must be over (`RequestDeadlines`): past it no more pieces are made and the
    /// answer ends as on an error, without its last chunk.
    var deadline: Date?
    /// Called when the deadline ends the answer, while the connection is still open.
    var cut: (() -> Void)?
    /// The exchange's flag (`RequestDeadlines`): once set, no more pieces are made, as past the deadline.
    var cancellation: WorkCancellation?
    /// The server's work permits: each piece is made holding one (nil: made at once, as in tests
    /// and the fuzz target).
    var permits: WorkPermits?

    init(next: @escaping () throws -> [UInt8]?) { self.next = next }

    /// Copies up to `max` bytes into `buffer`: the count, -1 at the end, -2 on an error.
    func read(into buffer: UnsafeMutableRawPointer, max: Int) -> Int {
        while offset == pending.count {
            if finished { return -1 }
            if let deadline, Date() > deadline { finished = true; cut?(); return -2 }
            if cancellation?.isCancelled == true { finished = true; cut?(); return -2 }
            do {
                let made: [UInt8]?
                if let permits {
                    // Measured while sent, after the handler's permit was given back: each record
                    // takes one, so streamed checks add no work beyond --threads.
                    guard let piece = try permits.run(before: deadline ?? .distantFuture, { try next() }) else {
                        finished = true; cut?(); return -2   // no permit before the deadline
                    }
                    made = piece
                } else {
                    made = try next()
                }
                guard let piece = made else { finished = true; return -1 }
                pending = piece
                offset = 0
            } catch {
                finished = true
                return -2
            }
        }
        let n = min(max, pending.count - offset)
        pending.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress! + offset, byteCount: n) }
        offset += n
        return n
    }

    /// Everything the stream gives, for callers without a connection (tests, the fuzz target).
    func collect() throws -> [UInt8] {
        var out: [UInt8] = []
        while let piece = try next() { out += piece }
        return out
    }
}
