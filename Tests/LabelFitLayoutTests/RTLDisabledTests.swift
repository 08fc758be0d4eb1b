import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitSession
import LabelFitTestSupport

/// An Android app without `android:supportsRtl="true"` is never mirrored, so its physical left/right
/// attributes change nothing yet: as Android Lint's RtlDetector runs RtlHardcoded/RtlSymmetry only where
/// RTL is enabled, they are held back and counted in the one `rtl-supports-rtl` finding. The fixture is
/// Tests/Fixtures/layout-android/app1 (its physical attributes: LayoutFixtureTests), copied with the
/// manifest's `supportsRtl` taken out.
final class RTLDisabledTests: XCTestCase {
    func testPhysicalAttributesAreHeldBackUntilRTLIsEnabled() throws {
        let dir = TempDir()
        let source = LayoutFixture.folder("app1")
        let copy = dir.url.appendingPathComponent("app1").path
        try FileManager.default.copyItem(atPath: source, toPath: copy)
        let manifest = copy + "/app/src/main/AndroidManifest.xml"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "android:supportsRtl=\"true\"", with: "").write(toFile: manifest, atomically: true, encoding: .utf8)

        let enabled = try LayoutFixture.run("app1")
        let physicalWhenEnabled = enabled.findings.filter { $0.rule.hasPrefix("rtl-physical-") }
        XCTAssertFalse(physicalWhenEnabled.isEmpty, "the fixture has physical attributes near translated text")

        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: copy)
        let disabled = try LayoutRun.run(paths: [copy], runner: session.runner, profiles: LayoutSettings().profiles, platformBase: PlatformOptions(), root: copy)
        XCTAssertTrue(disabled.findings.filter { $0.rule.hasPrefix("rtl-physical-") }.isEmpty)
        let off = try XCTUnwrap(disabled.findings.first { $0.rule == "rtl-supports-rtl" })
        let sites = Set(physicalWhenEnabled.map(\.site)).count
        XCTAssertTrue(off.message.contains("\(sites) physical left/right attribute"), off.message)
    }
}
