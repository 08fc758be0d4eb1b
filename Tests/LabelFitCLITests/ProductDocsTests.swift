import Foundation
import XCTest
import LabelFitTestSupport

/// The product's docs (README.md, docs/*.md, Benchmarks/*.md) describe LabelFit as it is. The
/// history of its development — which branch, session, issue or pass added what — belongs in
/// CHANGELOG.md and the git log, so a reader looking for what a format does or what the speed is
/// today never has to read a diary.
final class ProductDocsTests: XCTestCase {
    /// Phrases that only a development diary uses. Matched case-insensitively on prose: code spans
    /// and fenced code blocks are removed first, so product names such as `CheckSession` or a
    /// `--branch` option never count.
    static let historyMarkers: [(name: String, pattern: String)] = [
        ("a branch name", #"\bbranch [a-z]"#),
        ("a work session", #"\b(this|that|the|previous|following|next|same|later|earlier|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(st|nd|rd|th))\s+sessions?\b"#),
        ("an issue number", #"\bissue #?\d+"#),
        ("an issue reference", #"\(#\d+\)"#),
        ("a numbered pass of work", #"\bpass \d+\b"#),
        ("a numbered round of work", #"\bround \d+\b"#),
    ]

    /// The product's docs, relative to the repository root; CHANGELOG.md is the history's place.
    static func productDocs() throws -> [String] {
        let fm = FileManager.default
        var files = ["README.md"]
        for dir in ["docs", "Benchmarks"] {
            let names = try fm.contentsOfDirectory(atPath: Fixtures.root.appendingPathComponent(dir).path)
            files += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(dir)/\($0)" }
        }
        return files.filter { $0 != "CHANGELOG.md" }
    }

    /// Each line of `text` with its code removed: fenced blocks become empty lines and inline
    /// code spans are cut, so line numbers stay those of the file.
    static func proseLines(_ text: String) -> [String] {
        var inFence = false
        return text.components(separatedBy: "\n").map { line in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); return "" }
            if inFence { return "" }
            return line.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
        }
    }

    /// `file:line: marker: text` for every line of `text` that holds a history marker.
    static func historyMarkers(in text: String, file: String) throws -> [String] {
        let expressions = try historyMarkers.map { ($0.name, try NSRegularExpression(pattern: $0.pattern, options: .caseInsensitive)) }
        var hits: [String] = []
        for (index, line) in proseLines(text).enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            if let (name, _) = expressions.first(where: { $0.1.firstMatch(in: line, range: range) != nil }) {
                hits.append("\(file):\(index + 1): \(name): \(line.trimmingCharacters(in: .whitespaces).prefix(120))")
            }
        }
        return hits
    }

    func testProductDocsTellNoHistoryOfTheirDevelopment() throws {
        let files = try Self.productDocs()
        XCTAssertTrue(files.contains("docs/catalogs.md") && files.contains("Benchmarks/RESULTS.md"), "\(files)")
        var hits: [String] = []
        for file in files {
            let text = try String(contentsOf: Fixtures.root.appendingPathComponent(file), encoding: .utf8)
            hits += try Self.historyMarkers(in: text, file: file)
        }
        XCTAssertEqual(hits, [], "history belongs in CHANGELOG.md:\n" + hits.joined(separator: "\n"))
    }

    /// The code and its comments name no issue or branch either: a comment says why, in the product's
    /// terms (this file's own examples of diary phrases aside).
    func testSourcesNameNoIssueOrBranch() throws {
        let pattern = try NSRegularExpression(pattern: #"issue #[0-9]+|\(branch [a-z]+\)"#)
        var hits: [String] = []
        for dir in ["Sources", "Tests", "Fuzz", "scripts", "Benchmarks"] {
            let root = Fixtures.root.appendingPathComponent(dir)
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk {
                let path = url.path
                if path.contains("/.build/") || path.contains("/Fixtures/") || path.hasSuffix("ProductDocsTests.swift") { continue }
                guard ["swift", "py", "h", "dict", "sh", "md"].contains(url.pathExtension) || url.pathExtension.isEmpty,
                      let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                for (n, line) in text.components(separatedBy: "\n").enumerated()
                where pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                    hits.append("\(path.dropFirst(Fixtures.root.path.count + 1)):\(n + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        XCTAssertEqual(hits, [], hits.joined(separator: "\n"))
    }

    /// No file of the tree keeps a merge's conflict markers (a conflicted table once reached docs/ci.md):
    /// every tracked text file, read as git lists it.
    func testNoFileKeepsMergeConflictMarkers() throws {
        let (status, listing) = try CLI.tool("/usr/bin/git", ["-C", Fixtures.root.path, "ls-files"])
        XCTAssertEqual(status, 0, listing)
        let markers = ["<<<<<<< ", ">>>>>>> "]
        var hits: [String] = []
        for file in listing.split(separator: "\n").map(String.init) where !file.hasPrefix("Tests/Fixtures/") {
            guard let text = try? String(contentsOf: Fixtures.root.appendingPathComponent(file), encoding: .utf8) else { continue }
            for (n, line) in text.components(separatedBy: "\n").enumerated() where markers.contains(where: { line.hasPrefix($0) }) || line == "=======" {
                hits.append("\(file):\(n + 1): \(line)")
            }
        }
        XCTAssertEqual(hits, [], hits.joined(separator: "\n"))
    }

    /// Every marker finds the diary phrase it is written for, and none fires on the product words
    /// next to it (code spans, fenced code, the server's session, a round trip).
    func testTheMarkersFindDiaryPhrasesAndSpareProductWords() throws {
        let diary = [
            "Added in branch propphp.", "Measured at the end of the previous session.", "the seventh session added",
            "see issue #24", "as issue 14 asked", "Thunderbird (#31) now", "pass 3 halved it", "after round 2",
        ]
        for line in diary {
            XCTAssertEqual(try Self.historyMarkers(in: line, file: "f").count, 1, line)
        }
        let product = [
            "`CheckSession` holds one run's configuration.", "```\ngit checkout -b branch feature\n```",
            "Each server session keeps its fonts.", "`--branch main` names the base.", "A round trip of 3 requests.",
        ]
        for text in product {
            XCTAssertEqual(try Self.historyMarkers(in: text, file: "f"), [], text)
        }
    }
}
