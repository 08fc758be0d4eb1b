import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
import LabelFitCore
import LabelFitTestSupport

/// What `labelfit.json` may name and set: paths inside its tree after links (`TreeBoundary`), read
/// limits no higher than the built-in ones (`LimitSettings`).
final class ConfigurationBoundaryTests: XCTestCase {
    /// `dir/repo/labelfit.json` holding `json`, with `dir/secret/` beside the repository.
    func configuration(_ json: String, allow: Bool = false, prepare: (TempDir) throws -> Void = { _ in }) throws -> (CheckConfiguration, TempDir) {
        let dir = TempDir()
        dir.write("secret/ar.json", "{}")
        dir.write("repo/app/ar.json", "{}")
        try prepare(dir)
        let path = dir.write("repo/labelfit.json", json)
        return (try CheckConfiguration.load(path: path, allowOutsideTree: allow), dir)
    }

    func testALinkInsideTheTreeThatLeadsOutIsRefusedAtItsLine() throws {
        let (config, dir) = try configuration("{\n  \"catalogs\": [\n    \"app\",\n    \"linked\"\n  ]\n}\n") { dir in
            try FileManager.default.createSymbolicLink(atPath: dir.path("repo/linked"), withDestinationPath: "../secret")
        }
        XCTAssertEqual(config.catalogs, ["app"])
        let refusal = try XCTUnwrap(config.pathRefusals.first)
        XCTAssertEqual(config.pathRefusals.count, 1)
        // "linked" is the fourth line of the literal.
        XCTAssertEqual(refusal.location.line, 4)
        XCTAssertEqual(refusal.severity, .error)
        XCTAssertTrue(refusal.message.contains("setting 'catalogs[1]'") && refusal.message.contains("leads to " + TreeBoundary.physical(dir.path("secret"))), refusal.message)
    }

    func testTheRepositoryHoldingTheConfigurationIsTheTree() throws {
        // A configuration in a subfolder of a repository may name a sibling folder inside the repository.
        let dir = TempDir()
        dir.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        dir.write("repo/shared/ar.json", "{}")
        let nested = try CheckConfiguration.load(path: dir.write("repo/web/labelfit.json", "{\"catalogs\": [\"../shared\", \"../../out\"]}"))
        XCTAssertEqual(nested.catalogs, ["../shared"])
        XCTAssertEqual(nested.pathRefusals.map(\.location.line), [1])
        XCTAssertEqual(nested.tree?.root, TreeBoundary.physical(dir.path("repo")))
    }

    func testAFontFileOutsideTheTreeLeavesItsStackAndTheRestStays() throws {
        let (config, _) = try configuration("{\"catalogs\": [\"app\"],\n \"fonts\": {\"ar\": \"/usr/share/fonts/x.ttf, 'Noto Naskh Arabic UI'\", \"en\": \"Roboto\"}}")
        XCTAssertEqual(config.fonts["ar"], "\"Noto Naskh Arabic UI\"")
        XCTAssertEqual(config.fonts["en"], "Roboto")
        XCTAssertEqual(config.pathRefusals.map(\.location.line), [2])
        XCTAssertTrue(config.pathRefusals[0].message.contains("setting 'fonts.ar': '/usr/share/fonts/x.ttf' is outside"), config.pathRefusals[0].message)
    }

    func testTheCommandLineMayAllowPathsOutside() throws {
        let (config, _) = try configuration(#"{"catalogs": ["app", "../secret", "/"], "baseline": "../b.json"}"#, allow: true)
        XCTAssertEqual(config.catalogs, ["app", "../secret", "/"])
        XCTAssertTrue(config.pathRefusals.isEmpty)
        XCTAssertNil(config.refusal(of: "/etc/passwd", setting: "baseline", file: "labelfit.json"))
    }

    func testReadLimitsMayOnlyBeLowered() throws {
        // Each built-in value, written here, and one more than it.
        let builtIn = ["max_string_length": 20_000, "max_file_bytes": 64 * 1024 * 1024, "max_strings_per_file": 1_000_000, "max_nesting_depth": 64]
        for (key, value) in builtIn {
            XCTAssertNoThrow(try configuration("{\"\(key)\": \(value)}"), key)
            XCTAssertNoThrow(try configuration("{\"\(key)\": 2}"), key)
            XCTAssertThrowsError(try configuration("{\"catalogs\": [],\n  \"\(key)\": \(value + 1)}")) { error in
                XCTAssertTrue("\(error)".contains("labelfit.json:2: setting '\(key)': \(value + 1) is above the built-in limit of \(value)"), "\(error)")
            }
        }
    }
}
