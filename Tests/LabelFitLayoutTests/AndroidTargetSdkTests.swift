import Foundation
import XCTest
@testable import LabelFitLayout
import LabelFitTestSupport

/// targetSdk read through a Gradle version catalog: `libs.versions.target.sdk` is the `[versions]`
/// alias `target-sdk` of gradle/libs.versions.toml (Gradle's accessors turn `-`, `_` and `.` into `.`).
final class AndroidTargetSdkTests: XCTestCase {
    private func project(build: String, catalog: String) throws -> (AndroidProject, TempDir) {
        let dir = TempDir()
        let root = dir.url.path
        try FileManager.default.createDirectory(atPath: root + "/app", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/gradle", withIntermediateDirectories: true)
        try build.write(toFile: root + "/app/build.gradle", atomically: true, encoding: .utf8)
        try catalog.write(toFile: root + "/gradle/libs.versions.toml", atomically: true, encoding: .utf8)
        return (try AndroidProject(paths: [root]), dir)
    }

    func testAVersionCatalogAliasIsFollowed() throws {
        let (p, dir) = try project(build: "android {\n    defaultConfig {\n        targetSdkVersion libs.versions.target.sdk.get().toInteger()\n    }\n}\n",
                                   catalog: "[versions]\nkotlin = \"2.0.0\"\ntarget-sdk = \"33\" # the store's minimum\n\n[libraries]\ntarget-sdk = \"x:y:1\"\n")
        _ = dir
        let found = try XCTUnwrap(p.targetSdk())
        XCTAssertEqual(found.0, 33)
        XCTAssertTrue(found.1.file.hasSuffix("libs.versions.toml"))
        XCTAssertEqual(found.1.line, 3)
    }

    func testARichVersionAndANonNumberAreReadByTheirQuotedString() throws {
        let (rich, d1) = try project(build: "targetSdk = libs.versions.targetSdk.get().toInt()\n", catalog: "[versions]\ntargetSdk = { strictly = \"35\" }\n")
        _ = d1
        XCTAssertEqual(rich.targetSdk()?.0, 35)
        let (odd, d2) = try project(build: "targetSdk = libs.versions.targetSdk.get().toInt()\n", catalog: "[versions]\ntargetSdk = \"3.3\"\n")
        _ = d2
        XCTAssertNil(odd.targetSdk())
    }
}
