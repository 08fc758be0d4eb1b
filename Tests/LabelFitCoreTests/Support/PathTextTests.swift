import Foundation
import XCTest
@testable import LabelFitCore
#if canImport(Glibc)
import Glibc
#endif

final class PathTextTests: XCTestCase {
    /// POSIX `dirname(3)` (glibc's) is the independent reading: the same folder part, except that a
    /// path with no slash is "." there and "" here (Foundation's convention, which callers rely on:
    /// the folder of a bare file name is the empty relative path).
    func testAgreesWithPOSIXDirname() {
        let paths = ["a/b", "b", "/a", "/", "a/b/", "/a/b//", "./dist", "./a/b", "a/.", "/.", "./.", "../a", "a//b",
                     ".", "..", "./", "src/main/dist", "/tmp/x/values-ar/strings.xml", "عربي/ملف.txt", "a/"]  // not "//": POSIX leaves its dirname to the implementation
        for p in paths {
            var bytes = Array(p.utf8CString)
            let posix = bytes.withUnsafeMutableBufferPointer { String(cString: dirname($0.baseAddress!)) }
            var trimmed = p
            while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
            let expected = trimmed.contains("/") ? posix : ""
            XCTAssertEqual(PathText.parent(of: p), expected, "«\(p)»")
        }
        XCTAssertEqual(PathText.parent(of: ""), "")
    }
}
