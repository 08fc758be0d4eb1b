import Foundation

/// The bytes of request bodies the server holds at once, across connections. Each body is bounded by
/// `--max-body`, but every connection may be sending one: 512 connections × 1 MiB would be 512 MiB
/// held before any of it is worked at. A chunk that would pass the budget is not kept: its request
/// is read to its end, discarded and answered 503, like a body over its own limit (413).
final class BodyBudget: @unchecked Sendable {
    let limit: Int
    private var held = 0
    private let lock = NSLock()

    init(limit: Int) { self.limit = max(1, limit) }

    /// Takes `bytes` of the budget, or says no (nothing taken).
    func take(_ bytes: Int) -> Bool {
        lock.withLock {
            guard held + bytes <= limit else { return false }
            held += bytes
            return true
        }
    }

    func give(_ bytes: Int) { lock.withLock { held -= min(bytes, held) } }

    var used: Int { lock.withLock { held } }
}
