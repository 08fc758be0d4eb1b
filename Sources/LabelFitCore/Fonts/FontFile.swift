import CHarfBuzz
import Foundation

/// Opens a font file for HarfBuzz and FreeType: the one way LabelFit reads a font by path (bundled,
/// Fontconfig's, a configuration's `fonts`, `--font`). A named file may come from a tree under review,
/// so before any byte reaches a font parser the file must be a regular file (after links) no larger
/// than `maximumBytes`: a FIFO would block the read for ever, a device such as `/dev/zero` would read
/// without end, and a folder is no font.
public enum FontFile {
    /// The largest font file read, 64 MiB: fonts are rarely over 30 MB (a full CJK family's file
    /// is about 20 MB).
    public static let maximumBytes = 64 << 20

    /// The file's bytes as a HarfBuzz blob (mapped, not copied), owned by the caller.
    public static func open(path: String) throws -> OpaquePointer {
        // O_NONBLOCK: opening a FIFO for reading otherwise waits for a writer before `fstat` can refuse it.
        let fd = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            throw LabelFitError.badFont(path: path, reason: code == ENOENT ? "no such file" : "cannot be read (\(String(cString: strerror(code))))")
        }
        defer { close(fd) }
        // fstat of the opened descriptor, not stat of the name: the file checked is the file read.
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw LabelFitError.badFont(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw LabelFitError.badFont(path: path, reason: "not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= maximumBytes else {
            throw LabelFitError.badFont(path: path, reason: "the file is \(size) bytes, over the \(maximumBytes >> 20) MiB limit for a font file")
        }
        guard size > 0 else { throw LabelFitError.badFont(path: path, reason: "the file is empty") }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw LabelFitError.badFont(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))")
        }
        let region = UnsafeMutablePointer<MappedRegion>.allocate(capacity: 1)
        region.initialize(to: MappedRegion(base: base, length: size))
        let blob = hb_blob_create(base.assumingMemoryBound(to: CChar.self), UInt32(size), HB_MEMORY_MODE_READONLY, region) { data in
            guard let region = data?.assumingMemoryBound(to: MappedRegion.self) else { return }
            munmap(region.pointee.base, region.pointee.length)
            region.deinitialize(count: 1)
            region.deallocate()
        }
        guard let blob else { throw LabelFitError.badFont(path: path, reason: "cannot be read") }
        return blob
    }

    private struct MappedRegion {
        var base: UnsafeMutableRawPointer
        var length: Int
    }
}
