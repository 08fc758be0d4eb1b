import Foundation

/// One object per thread, kept under a pthread key and released when its thread ends: the shaping
/// buffers and word caches, and `check`'s per-thread copy of its plan.
public final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    // Written once, by pthread_key_create in init; read on every access to `value` (hot: three times a string).
    @exclusivity(unchecked) @usableFromInline var key = pthread_key_t()

    public init() {
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
    }

    /// The calling thread's object, if it has one; setting replaces (and releases) it.
    /// Inlinable, so that a client module gets it specialized to its `Value`: called generically
    /// from `check`'s module, reading it cost some 220 instructions (metadata lookups), three times
    /// per string (callgrind).
    @inlinable public var value: Value? {
        get { pthread_getspecific(key).map { Unmanaged<Value>.fromOpaque($0).takeUnretainedValue() } }
        set {
            if let old = pthread_getspecific(key) { Unmanaged<AnyObject>.fromOpaque(old).release() }
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
        }
    }
}

/// Numbers that name objects in caches and per-thread state: unlike an address, never reused.
public final class SerialNumbers: @unchecked Sendable {
    private let lock = NSLock()
    private var last: UInt64 = 0

    public init() {}

    public func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
