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

    /// SplitMix64: the same patterns on every run, so a disagreement is reproducible.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E3779B97F4A7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            return z ^ (z >> 31)
        }
    }

    /// Patterns where fnmatch(3) and gitignore's wildmatch part ways: glibc reads `[.`, `[=` and `[:`
    /// inside a bracket as the start of a collating symbol, equivalence class or character class,
    /// while gitignore(5) (git's wildmatch.c) knows only `[:class:]` and takes `[.` and `[=` as the
    /// characters; `PathGlob` follows gitignore, so the fnmatch reference is not asked about these.
    static func fnmatchReadsDifferently(_ pattern: String) -> Bool {
        ["[.", "[=", "[:"].contains { pattern.contains($0) }
    }

    func testEveryPatternOfASmallAlphabetAgreesWithTheRecursiveReading() {
        var rng = SeededGenerator(state: 20_261_207)
        let pieces = ["a", "b", ".", "*", "?", "[ab]", "[!a]", "[a-b]", "\\*", "[", "**", "/", "/", "a*b"]
        let names = ["a", "b", "ab", "ba", ".a", "aab", "*", "[", "b.a"]
        var compared = 0
        for _ in 0..<3_000 {
            let pattern = (0..<Int.random(in: 1...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let path = (0..<Int.random(in: 1...4, using: &rng)).map { _ in names.randomElement(using: &rng)! }.joined(separator: "/")
            guard !Self.fnmatchReadsDifferently(pattern) else { continue }
            XCTAssertEqual(PathGlob(pattern).matches(path), Self.reference(pattern, path), "\(pattern) against \(path)")
            compared += 1
        }
        XCTAssertGreaterThan(compared, 2_500)
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
