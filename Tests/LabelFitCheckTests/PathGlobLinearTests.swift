import Foundation
import XCTest
@testable import LabelFitCheck
import LabelFitTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `PathGlob` matches in time linear in the path's length times the pattern's, and keeps gitignore's
/// meaning: it agrees with a plain recursive reading of gitignore(5) (each segment by fnmatch(3))
/// on every pattern and path of a small alphabet.
final class PathGlobLinearTests: XCTestCase {
    /// The recursive reading: `**` tries every number of segments, other segments fnmatch(3); the
    /// path or any folder above it. Exponential in the number of `**`, so only used on small inputs.
    static func reference(_ pattern: String, _ path: String) -> Bool {
        var p = pattern
        let onlyFolders = p.hasSuffix("/")
        while p.hasSuffix("/") { p.removeLast() }
        let anchored = p.dropLast().contains("/")
        if p.hasPrefix("/") { p.removeFirst() }
        var segments = p.split(separator: "/").map(String.init)
        if !anchored { segments.insert("**", at: 0) }
        func match(_ s: ArraySlice<String>, _ q: ArraySlice<String>) -> Bool {
            guard let first = s.first else { return q.isEmpty }
            if first == "**" {
                if s.count == 1 { return true }
                return (0...q.count).contains { match(s.dropFirst(), q.dropFirst($0)) }
            }
            guard let head = q.first, fnmatch(first, head, 0) == 0 else { return false }
            return match(s.dropFirst(), q.dropFirst())
        }
        let parts = path.split(separator: "/").map(String.init)
        guard !parts.isEmpty else { return false }
        let longest = onlyFolders ? parts.count - 1 : parts.count
        return longest >= 1 && (1...longest).contains { match(segments[...], parts[..<$0]) }
    }

    func testEveryPatternOfASmallAlphabetAgreesWithTheRecursiveReading() {
        var rng = SystemRandomNumberGenerator()
        let pieces = ["a", "b", ".", "*", "?", "[ab]", "[!a]", "[a-b]", "\\*", "[", "**", "/", "/", "a*b"]
        let names = ["a", "b", "ab", "ba", ".a", "aab", "*", "[", "b.a"]
        var compared = 0
        for _ in 0..<3_000 {
            let pattern = (0..<Int.random(in: 1...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let path = (0..<Int.random(in: 1...4, using: &rng)).map { _ in names.randomElement(using: &rng)! }.joined(separator: "/")
            XCTAssertEqual(PathGlob(pattern).matches(path), Self.reference(pattern, path), "\(pattern) against \(path)")
            compared += 1
        }
        XCTAssertEqual(compared, 3_000)
    }

    /// Eight `**` segments and a last segment the path does not have: the recursive reading tries
    /// every way of splitting 30 folders among the eight, C(38, 8) = 48,903,492 for the whole path
    /// alone (then again for each folder above it), which took minutes; the automaton reads each byte once.
    func testEightDoubleStarsAgainstALongPathThatDoesNotMatch() {
        let pattern = Array(repeating: "**", count: 8).joined(separator: "/") + "/x"
        let path = Array(repeating: "a", count: 30).joined(separator: "/") + "/y"
        let started = Date()
        XCTAssertFalse(PathGlob(pattern).matches(path))
        XCTAssertTrue(PathGlob(pattern).matches(path + "/x"), "the same pattern matches the path ending in x")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "a probe that took minutes ends at once")
    }
}
