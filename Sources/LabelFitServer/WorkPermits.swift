import Foundation

/// How many requests are worked at once (measuring, checking, drawing, reading uploads): `count`,
/// one per `--threads`. Each connection has its own thread (`lf_mhd_start`), so a request waiting
/// for a permit blocks only itself; `/healthz`, the page and the other GETs take none and are never
/// behind. A request that cannot get one before its exchange deadline is answered 503 without
/// being worked at. CPU and working memory are bounded by `count` requests, whatever arrives: a
/// streamed answer (`/v1/check`) takes one for each record it makes (`ResponseStream.permits`), as
/// its records are measured while it is sent, after the request's own permit is given back.
final class WorkPermits: @unchecked Sendable {
    private let semaphore: DispatchSemaphore
    let count: Int

    init(count: Int) {
        self.count = max(1, count)
        semaphore = DispatchSemaphore(value: self.count)
    }

    /// Runs `work` holding a permit, or returns nil when none came free before `deadline`.
    func run<T>(before deadline: Date, _ work: () throws -> T) rethrows -> T? {
        let wait = max(0, deadline.timeIntervalSinceNow)
        guard semaphore.wait(timeout: .now() + wait) == .success else { return nil }
        defer { semaphore.signal() }
        return try work()
    }
}
