import Foundation
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitSession
import XCTest
import LabelFitTestSupport

/// A file that cannot be read is a located error (file, line, reason) and every other file is still
/// read and measured; the run's exit code is 2.
final class AppleFlutterBadInputTests: XCTestCase {
    func testBrokenFilesAreLocatedAndTheRestIsMeasured() throws {
        let dir = TempDir()
        dir.write("App/Good.swift", "Text(\"title\").lineLimit(1).frame(width: 100)\n")
        dir.write("App/Broken.swift", "let a = 1\nlet b = \"never closed\n")
        // Deeper than AppleAnalysis.maxStoryboardDepth: refused with its line, not read without bound.
        let depth = AppleAnalysis.maxStoryboardDepth + 10
        dir.write("App/Deep.storyboard", "<?xml version=\"1.0\"?>\n<document>" + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</document>\n")
        dir.write("App/Bad.storyboard", "<document><label text=\"x\" id=\"a\"></document>\n")
        dir.write("lib/ok.dart", "Widget f() => SizedBox(width: 100, child: Text(S.of(context).title, maxLines: 1));\n")
        dir.write("lib/bad.dart", "Widget g() => Text(\n\n")
        dir.write("App/en.lproj/Localizable.strings", "\"title\" = \"Settings\";\n")
        dir.write("App/ar.lproj/Localizable.strings", "\"title\" = \"إعدادات الحساب والخصوصية المتقدمة\";\n")
        dir.write("lib/l10n/app_en.arb", "{\"@@locale\": \"en\", \"title\": \"Settings\"}\n")
        dir.write("lib/l10n/app_ar.arb", "{\"@@locale\": \"ar\", \"title\": \"إعدادات الحساب والخصوصية المتقدمة\"}\n")
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: dir.url.path)
        let report = try LayoutRun.run(paths: [dir.url.path], runner: session.runner, profiles: DeviceProfile.defaults, platformBase: PlatformOptions(), root: dir.url.path)
        let errors = report.diagnostics.map(\.description)
        func error(_ file: String) -> String? { errors.first { $0.contains(file) } }
        XCTAssertTrue(error("Broken.swift:2")?.contains("unterminated string") == true, "\(errors)")
        XCTAssertTrue(error("bad.dart:1")?.contains("never closed") == true, "\(errors)")
        XCTAssertNotNil(error("Deep.storyboard"), "\(errors)")
        XCTAssertNotNil(error("Bad.storyboard"), "\(errors)")
        XCTAssertEqual(report.exitCode, 2)
        // The good files are still measured: both are cut on one line in 100 (Arabic ≈ 33 × 0.45 × 14+ > 100).
        XCTAssertEqual(report.results.filter { $0.cls == .arabicOnlyCut }.map(\.use.platform).sorted { $0.rawValue < $1.rawValue }, [.flutter, .swiftui])
    }
}
