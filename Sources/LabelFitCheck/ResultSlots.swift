import Foundation

/// Fixed slots that concurrent iterations fill, one index each, read after all have finished
/// (concurrentPerform returns only then, which orders the writes before the reads).
final class ResultSlots<T>: @unchecked Sendable {
    private let buffer: UnsafeMutablePointer<T?>
    let count: Int

    init(count: Int) {
        self.count = count
        let bytes = MemoryLayout<T?>.stride * max(count, 1)
        buffer = SlotMemory.shared.take(byteCount: bytes, alignment: MemoryLayout<T?>.alignment).bindMemory(to: T?.self, capacity: max(count, 1))
        buffer.initialize(repeating: nil, count: max(count, 1))
    }

    deinit {
        buffer.deinitialize(count: max(count, 1))
        SlotMemory.shared.give(UnsafeMutableRawPointer(buffer), byteCount: MemoryLayout<T?>.stride * max(count, 1))
    }

    func store(_ value: consuming T, at index: Int) { buffer[index] = .some(value) }

    /// Changes a stored value in place.
    func update(at index: Int, _ body: (inout T) -> Void) { body(&buffer[index]!) }

    /// One value, moved out; its slot is left empty.
    func move(at index: Int) -> T {
        let value = (buffer + index).move()!
        (buffer + index).initialize(to: nil)
        return value
    }

    /// The values, moved out (no copies); the slots are left empty.
    func take() -> [T] {
        [T](unsafeUninitializedCapacity: count) { out, initialized in
            for i in 0..<count {
                (out.baseAddress! + i).initialize(to: (buffer + i).move()!)
                (buffer + i).initialize(to: nil)
            }
            initialized = count
        }
    }
}

/// The memory of batches' result slots, kept for the next batches. A batch of 2,048 checked strings
/// takes a few megabytes, which the allocator maps fresh from the system and gives back when freed,
/// each batch then faulting its pages in again. A few buffers of the sizes in use are kept instead, so
/// that memory stays mapped (minor page faults of `check` on the benchmark's corpus ×10: 13,800–26,700
/// a run before, 11,900–14,000 after; the time saved was within this VM's noise).
final class SlotMemory: @unchecked Sendable {
    static let shared = SlotMemory()
    /// Buffers smaller than this go back to the allocator, which keeps small blocks mapped anyway.
    static let smallest = 64 * 1024
    static let kept = 4

    private let lock = NSLock()
    private var free: [(memory: UnsafeMutableRawPointer, byteCount: Int)] = []

    func take(byteCount: Int, alignment: Int) -> UnsafeMutableRawPointer {
        if byteCount >= Self.smallest {
            lock.lock()
            if let i = free.firstIndex(where: { $0.byteCount == byteCount }) {
                let memory = free.remove(at: i).memory
                lock.unlock()
                return memory
            }
            lock.unlock()
        }
        return .allocate(byteCount: byteCount, alignment: max(alignment, 16))
    }

    func give(_ memory: UnsafeMutableRawPointer, byteCount: Int) {
        if byteCount >= Self.smallest {
            lock.lock()
            if free.count < Self.kept {
                free.append((memory, byteCount))
                lock.unlock()
                return
            }
            lock.unlock()
        }
        memory.deallocate()
    }
}
