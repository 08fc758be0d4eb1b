import Foundation
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitSession
import XCTest
import LabelFitTestSupport

/// SwiftUI and UIKit uses are measured on iPhones at Dynamic Type sizes (`DeviceProfile.appleDefaults`),
/// not on the Android phones; `layout.profiles` in labelfit.json still replaces both.
final class AppleProfileTests: XCTestCase {
    func testDefaultIPhoneProfiles() {
        // HIG Layout, device screen dimensions: 320 (SE 1st gen), 375 (SE 2nd/3rd), 393 (15/16), 430 (Pro Max) pt.
        XCTAssertEqual(DeviceProfile.appleDefaults.map(\.name),
                       ["320pt@large", "320pt@xxxLarge", "375pt@large", "375pt@xxxLarge", "393pt@large", "393pt@xxxLarge", "430pt@large", "430pt@xxxLarge"])
        // HIG Typography, Dynamic Type sizes: Headline 17 pt at Large, 23 pt at xxxLarge.
        let headline = TextScaling.dynamicType(DynamicTypeSize.textStyles["headline"]!)
        XCTAssertEqual(headline.textSizePx(17, on: DeviceProfile.appleDefaults[0]), 17)
        XCTAssertEqual(headline.textSizePx(17, on: DeviceProfile.appleDefaults[1]), 23)
    }

    func testInlineTitleFitsOn393ButIsCutOn320() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-apple/iphone-widths").path
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        let report = try LayoutRun.run(paths: [root], runner: session.runner, profiles: DeviceProfile.defaults,
                                       appleProfiles: DeviceProfile.appleDefaults, platformBase: PlatformOptions(), root: root)
        XCTAssertEqual(report.diagnostics.map(\.description), [])
        let r = try XCTUnwrap(report.results.first { $0.use.key == "inbox_title" })
        // The inline title is Headline, Semibold (HIG Typography): weight 600, measured with the bundled
        // Bold faces, the nearest to 600 (Noto Sans Arabic UI Bold, Noto Sans Bold).
        // By hand from `hb-shape Fonts/NotoSansArabicUI-Bold.ttf "الرسائل الواردة والمؤرشفة والمسودات المحفوظة"`:
        // 44 glyphs, advances summing to 21073 units of 1000/em → 358.2 pt at Headline 17 pt (Large),
        // 484.7 pt at 23 pt (xxxLarge). The title gets ≤ profile − 32: 288 (320), 343 (375), 361 (393),
        // 398 (430). Large: cut at 288 and 343; xxxLarge: cut on all four. "Inbox" in Noto Sans Bold is
        // 389+657+633+599+578 = 2856 units → 48.6 pt at 17, 65.7 at 23: fits everywhere. An upper bound
        // that fits is unknown, a cut within it is a cut, so the class is arabic-only-cut, decided on the
        // roomiest cut profile: 343 / 17 = 20.2 pt of width a pt of text on 375pt@large, against 398 / 23
        // = 17.3 on 430pt@xxxLarge. (Read at the regular weight, as before weight was read: 18958 units,
        // 322.3 pt at 17, cut at 288 only, decided on 430pt@xxxLarge.)
        XCTAssertEqual(r.use.platform, .swiftui)
        XCTAssertEqual(r.use.constraint.fontWeight?.value.value, 600)
        XCTAssertEqual(r.profilesCut, ["320pt@large", "320pt@xxxLarge", "375pt@large", "375pt@xxxLarge", "393pt@xxxLarge", "430pt@xxxLarge"])
        XCTAssertEqual(r.cls, .arabicOnlyCut)
        XCTAssertEqual(r.profile?.name, "375pt@large")
        // The table speaks points: the 343 pt the title gets on 375 pt and the 17 pt it is set at there.
        let line = try XCTUnwrap(report.table().split(separator: "\n").first { $0.contains("inbox_title") })
        XCTAssertTrue(line.contains("343pt (at most), 17pt on 375pt@large"), String(line))
        // The report lists the profiles it measured on: this app is iOS only, so the iPhones only, in
        // points and Dynamic Type (an app with Android uses too lists the Android phones first).
        XCTAssertEqual(report.profiles.map(\.name), DeviceProfile.appleDefaults.map(\.name))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        let listed = try XCTUnwrap(json["profiles"] as? [[String: Any]])
        XCTAssertEqual(listed.last?["width_pt"] as? Double, 430)
        XCTAssertEqual(listed.last?["dynamic_type"] as? String, "xxxLarge")
    }

    func testGivenProfilesReplaceTheIPhonesAndTakePointsAndDynamicType() throws {
        let path = NSTemporaryDirectory() + "labelfit-layout-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"{"layout": {"profiles": [{"width_pt": 393, "dynamic_type": "xLarge"}]}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let s = try LayoutSettings.load(path: path)
        XCTAssertEqual(s.profiles, [DeviceProfile(widthDp: 393, fontScale: 1, dynamicType: .xLarge)])
        XCTAssertEqual(s.appleProfiles, s.profiles)
        // Body at xLarge: 19 pt (HIG table).
        XCTAssertEqual(TextScaling.dynamicType(DynamicTypeSize.textStyles["body"]!).textSizePx(17, on: s.appleProfiles[0]), 19)
        XCTAssertEqual(LayoutSettings().appleProfiles, DeviceProfile.appleDefaults)
        for (bad, says) in [(#"{"width_pt": 393, "dynamic_type": "accessibility3"}"#, "dynamic_type"),
                            (#"{"width_pt": 393, "width_dp": 393}"#, "not both"),
                            (#"{"width_pt": 0}"#, "width_pt")] {
            try #"{"layout": {"profiles": [\#(bad)]}}"#.write(toFile: path, atomically: true, encoding: .utf8)
            XCTAssertThrowsError(try LayoutSettings.load(path: path)) { XCTAssertTrue("\($0)".contains(says), "\($0)") }
        }
    }
}
