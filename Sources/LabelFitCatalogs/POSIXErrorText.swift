#if canImport(Glibc)
import Glibc
#endif

/// An `errno` value and its `strerror(3)` text.
public struct POSIXErrorText: Error, Sendable {
    public let code: Int32
    public let text: String
    public init(_ code: Int32) {
        self.code = code
        text = String(cString: strerror(code))
    }
}
