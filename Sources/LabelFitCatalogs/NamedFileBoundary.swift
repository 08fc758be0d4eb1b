import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether a file that a catalog names (an i18next `$t(ns:key)` sibling namespace, a paired
/// source file) may be read.
///
/// The catalog is repository content, so what it names is hostile input: a committed link
/// `ar/secret.json → /home/runner/.ssh/…` would carry the target's text into every report, and a
/// FIFO or a device named there would hang or flood the read. A named file is therefore read only
/// when it is a regular file whose real path (after every symbolic link) lies in the real folder of
/// the catalog that names it — inside the tree the walk checks, as the catalog itself is. Anything
/// else is refused with a reason the reader reports as a warning at the reference.
public enum NamedFileBoundary {
    /// Why `path`, named by the catalog at `catalog`, is not read, in words that follow the path;
    /// nil when it may be read, or when nothing exists there (a missing file is the reader's case).
    public static func refusal(of path: String, namedBy catalog: String) -> String? {
        var link = stat()
        guard lstat(path, &link) == 0 else { return nil }
        var s = stat()
        guard stat(path, &s) == 0 else { return "is a symbolic link that leads nowhere: not read" }
        guard s.st_mode & S_IFMT == S_IFREG else { return "is not a regular file (a FIFO, device or folder): not read" }
        let folder = (catalog as NSString).deletingLastPathComponent
        guard let real = FileTreeWalk.realPath(path), let realFolder = FileTreeWalk.realPath(folder.isEmpty ? "." : folder) else {
            return "cannot be resolved: not read"
        }
        guard real.hasPrefix(realFolder == "/" ? "/" : realFolder + "/") else {
            return "leads to \(real) (through a symbolic link), outside the folder of the catalog that names it: not read"
        }
        return nil
    }
}
