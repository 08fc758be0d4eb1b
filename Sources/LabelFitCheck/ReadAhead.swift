import Dispatch
import Foundation
import LabelFitCatalogs

/// A run's catalog files read ahead of the measuring, on threads of their own: files are claimed in
/// job order by `readers` threads, at most `window` files past the one being emitted, and each file's
/// batches are handed on as they are read (a reader waits while `perFile` of its file's batches are
/// not yet taken), so the measuring threads get work while the next files are parsed. The consumer
/// takes each file's batches, then its read result, strictly in job order: what it emits is the same
/// whatever the threads did. Memory holds at most `window × (perFile + 1)` batches.
///
/// Reading before took as long as measuring on real catalogs (many small files of XML, JSON and
/// gettext) and ran before the measuring threads got each file's work.
final class ReadAhead<Batch>: @unchecked Sendable {
    enum Next {
        case batch(Batch)
        /// The file is read: its result (role, locale, diagnostics; its entries went out as batches).
        case end(CatalogReadResult)
    }

    /// A reader's callback is asked to stop (the consumer stopped).
    private struct Stopped: Error {}

    private let condition = NSCondition()
    private var waiting: [Int: [Batch]] = [:]
    private var ends: [Int: CatalogReadResult] = [:]
    private var claimed = 0
    private var head = 0
    private var stopped = false
    private let count: Int, window: Int, perFile: Int
    private let finished = DispatchGroup()
    private let read: @Sendable (Int, (Batch) throws -> Void) throws -> CatalogReadResult

    /// `read(index, hand)` reads file `index`, calling `hand` with each batch (it may block, and throws
    /// once the run is stopped: `read` must pass that on).
    /// `stackSize`: a reader parses as the calling thread did, recursive parsers included, so its
    /// threads get the main thread's usual stack (Linux's default `ulimit -s`, 8 MiB).
    init(count: Int, readers: Int, window: Int, perFile: Int = 2, stackSize: Int = 8 << 20,
         read: @escaping @Sendable (Int, (Batch) throws -> Void) throws -> CatalogReadResult) {
        self.count = count
        self.window = max(1, window)
        self.perFile = max(1, perFile)
        self.read = read
        for _ in 0..<min(max(1, readers), count) {
            finished.enter()
            let thread = Thread { [self] in
                readFiles()
                finished.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
    }

    private func readFiles() {
        while true {
            condition.lock()
            while !stopped && claimed < count && claimed >= head + window { condition.wait() }
            if stopped || claimed >= count {
                condition.unlock()
                return
            }
            let index = claimed
            claimed += 1
            condition.unlock()
            let result = try? read(index) { batch in try hand(batch, of: index) }
            condition.lock()
            if let result { ends[index] = result }
            condition.broadcast()
            condition.unlock()
        }
    }

    private func hand(_ batch: Batch, of index: Int) throws {
        condition.lock()
        defer { condition.unlock() }
        waiting[index, default: []].append(batch)
        condition.broadcast()
        while !stopped && (waiting[index]?.count ?? 0) > perFile { condition.wait() }
        if stopped { throw Stopped() }
    }

    /// File `index`'s next batch, or its end; waits until one is read. Files are asked in order.
    func next(_ index: Int) -> Next {
        condition.lock()
        defer { condition.unlock() }
        if head != index {
            head = index
            condition.broadcast()
        }
        while true {
            if var list = waiting[index], !list.isEmpty {
                let batch = list.removeFirst()
                waiting[index] = list.isEmpty ? nil : list
                condition.broadcast()
                return .batch(batch)
            }
            if let end = ends.removeValue(forKey: index) { return .end(end) }
            condition.wait()
        }
    }

    /// Stops the readers and waits for them; returns the batches read and never taken (their work may
    /// still be running: the caller waits for it).
    func stop() -> [Batch] {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
        finished.wait()
        condition.lock()
        defer { condition.unlock() }
        let left = waiting.keys.sorted().flatMap { waiting[$0]! }
        waiting = [:]
        return left
    }
}
