import Foundation

/// A flag that ends a check early: set once (by the server's watchdog when a request's exchange
/// deadline passes, or by any caller), and polled by the work between strings (`CheckRunner`,
/// the server's streamed answers), so a thread whose answer can no longer be sent stops after the
/// strings already being measured instead of measuring the rest. Measuring one string is not
/// interrupted: it is bounded by the string and cluster limits.
public final class WorkCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    public init() {}

    public func cancel() { lock.withLock { cancelled = true } }

    public var isCancelled: Bool { lock.withLock { cancelled } }

    /// Thrown by the work that saw the flag: what it had not yet given out is not given.
    public struct Cancelled: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "the work was cancelled (its deadline passed)" }
    }
}
