/// Path arithmetic done on the text alone.
public enum PathText {
    /// The folder part of a path, as `NSString.deletingLastPathComponent` defines it: "a/b" → "a",
    /// "b" → "", "/a" → "/", "/" → "/", trailing slashes ignored. Foundation's own traps on ".", ".."
    /// and "./" on Linux (swift-corelibs-foundation of Swift 6.3.1, in
    /// `String._startOfLastPathComponent`), and a walk started at "." meets "./dist", whose folder's
    /// folder is "."; so every path's folder is taken here.
    public static func parent(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == 0 { return "/" }
        var head = bytes[..<slash]
        while head.count > 1, head.last == UInt8(ascii: "/") { head.removeLast() }
        return String(decoding: head, as: UTF8.self)
    }
}
