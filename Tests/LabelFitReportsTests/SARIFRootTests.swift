import Foundation
import XCTest
import LabelFitTestSupport

/// SARIF from a subfolder: `%SRCROOT%` in `originalUriBaseIds` is the repository root and each
/// result's `uri` is relative to it, as GitHub code scanning places results (docs.github.com, "SARIF
/// support for code scanning").
final class SARIFRootTests: XCTestCase {
    func testURIsAreRelativeToTheRepositoryRoot() throws {
        let fixture = CIFixture()
        let out = fixture.dir.path("r.sarif")
        XCTAssertEqual(try fixture.run(["--format", "sarif", "--output", out]).status, 1)
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as! [String: Any]
        let run = (log["runs"] as! [[String: Any]])[0]
        let base = ((run["originalUriBaseIds"] as! [String: Any])["%SRCROOT%"] as! [String: Any])["uri"] as! String
        let root = URL(fileURLWithPath: fixture.repo.path).resolvingSymlinksInPath()
        XCTAssertEqual(URL(string: base)?.standardizedFileURL.path, root.path)
        XCTAssertTrue(base.hasSuffix("/"), base)
        let uris = Set((run["results"] as! [[String: Any]]).map {
            (((($0["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])["artifactLocation"] as! [String: Any])["uri"] as! String)
        })
        XCTAssertEqual(uris, ["app/sub/ui.csv"])
        // The base and the URI together name the catalog.
        XCTAssertTrue(FileManager.default.fileExists(atPath: URL(string: "app/sub/ui.csv", relativeTo: URL(string: base))!.path))
    }
}
