import Foundation
import LabelFitCheck
import LabelFitCore
import LabelFitLayout
import LabelFitSession
import LabelFitTestSupport

/// Runs `labelfit layout`'s pipeline on a fixture app under Tests/Fixtures/layout-android.
enum LayoutFixture {
    static func folder(_ name: String) -> String { Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-android/\(name)").path }

    static func run(_ name: String, profiles: [DeviceProfile]? = nil) throws -> LayoutReport {
        let root = folder(name)
        let config = root + "/labelfit.json"
        let settings = FileManager.default.fileExists(atPath: config) ? try LayoutSettings.load(path: config) : LayoutSettings()
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        return try LayoutRun.run(paths: [root], runner: session.runner, profiles: profiles ?? settings.profiles, platformBase: PlatformOptions(), root: root)
    }
}

extension LayoutReport {
    /// The result at `file`'s `line` (file by its last path component).
    func result(_ file: String, _ line: Int) -> LayoutResult? {
        results.first { ($0.use.site.file as NSString).lastPathComponent == file && $0.use.site.line == line }
    }
}
