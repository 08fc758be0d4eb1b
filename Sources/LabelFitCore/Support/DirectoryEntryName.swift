import Foundation

/// The name of an entry `readdir(3)` returned, read in place up to its NUL. glibc packs entries by
/// their `d_reclen`, so the last one in its buffer can be shorter than `struct dirent`: copying the
/// whole 256-byte `d_name` field out (as `withUnsafeBytes(of: entry.pointee.d_name)` does) read past
/// the buffer (AddressSanitizer: heap-buffer-overflow in the upload folder's cleanup).
public func directoryEntryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    return String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
}
