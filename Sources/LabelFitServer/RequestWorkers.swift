import Foundation

/// A fixed set of threads that do the requests' work (measuring, checking, drawing, reading uploads)
/// in the order they came, off libmicrohttpd's polling threads: however many heavy requests are in,
/// at most `count` are worked at once (CPU and memory bounded by that), and the polling threads
/// stay free to answer `/healthz`. Waiting jobs are bounded by the connection slots (one per
/// connection) and each is answered 503 if its exchange deadline passes first (`HTTPServer`).
final class RequestWorkers: @unchecked Sendable {
    private var jobs: [() -> Void] = []
    private var head = 0
    private var stopping = false
    private let condition = NSCondition()

    init(count: Int) {
        for i in 0..<count {
            let t = Thread { [weak self] in self?.loop() }
            t.name = "labelfit-worker-\(i)"
            t.stackSize = 8 << 20  // as the main thread's: the parsers' depth limits assume it
            t.start()
        }
    }

    func run(_ job: @escaping () -> Void) {
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Ends the threads once the jobs already queued are done.
    func stop() { condition.withLock { stopping = true; condition.broadcast() } }

    private func loop() {
        while true {
            let job: (() -> Void)? = condition.withLock {
                while head == jobs.count && !stopping { condition.wait() }
                guard head < jobs.count else { return nil }
                let j = jobs[head]
                head += 1
                if head > 64 && head * 2 > jobs.count { jobs.removeFirst(head); head = 0 }
                return j
            }
            guard let job else { return }
            job()
        }
    }
}
