import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
import LabelFitSession
@testable import LabelFitLayout
import LabelFitTestSupport

/// `labelfit layout --chromium` on Tests/Fixtures/layout-web-chromium/app1 (the widths, by hb-shape,
/// and the expected classes are worked in the fixture's comments), and the report without the option.
final class LayoutChromiumTests: XCTestCase {
    static var chromium: String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(dir)/chromium"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    func run(_ folder: String, chromium: ChromiumOptions?) throws -> LayoutReport {
        let root = Fixtures.root.appendingPathComponent(folder).path
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        return try LayoutRun.run(paths: [root], runner: session.runner, profiles: DeviceProfile.defaults, platformBase: PlatformOptions(), root: root, chromium: chromium)
    }

    func binary() throws -> String {
        guard let path = Self.chromium else { throw XCTSkip("chromium is not on PATH: the --chromium step cannot run here") }
        return path
    }

    func testChromiumDecidesAPercentWidthInAWholePageAtTheViewportThatCutsIt() throws {
        let r = try run("Tests/Fixtures/layout-web-chromium/app1", chromium: ChromiumOptions(binary: try binary(), timeoutSeconds: 120))
        XCTAssertTrue(r.diagnostics.isEmpty, "\(r.diagnostics)")
        let half = try XCTUnwrap(r.result("index.html", 25))
        let engine = try XCTUnwrap(half.engine)
        XCTAssertTrue(engine.decided, engine.reason ?? "")
        // 50% of 320 with body { margin: 0 }: 160 < 173.5 (the Arabic), ≥ 131.8 (the English).
        XCTAssertEqual(half.cls, .arabicOnlyCut)
        XCTAssertEqual(half.widthDp, 160)
        XCTAssertEqual(half.profilesCut, ["viewport 320px"], "180px at 360 and 205.5px at 411 hold 173.5")
        XCTAssertEqual(half.profile?.widthDp, 320)
        XCTAssertTrue(half.use.constraint.sourceChain.contains { $0.note.hasPrefix("chromium, viewport 320 px") })
        let at411 = try XCTUnwrap(engine.viewports.first { $0.viewportPx == 411 })
        XCTAssertEqual(at411.widthPx, 205.5)
        XCTAssertEqual(at411.cls, .fits)
        XCTAssertFalse(at411.arabic.cut)
        XCTAssertEqual(engine.viewports.first { $0.viewportPx == 320 }?.cls, .arabicOnlyCut, "Chromium's own overflow says the same")

        // A px width the line model decided: Chromium confirms it, and the class is the line model's.
        let fixed = try XCTUnwrap(r.result("index.html", 27))
        XCTAssertEqual(fixed.cls, .arabicOnlyCut, "151.5 > 148 ≥ 146.6")
        XCTAssertEqual(fixed.engine?.agrees, true)
        XCTAssertEqual(fixed.engine?.decided, false)
        XCTAssertEqual(fixed.engine?.chosen.map { fixed.engine!.viewports[$0].widthPx }, 148)

        // A flex item beside runtime text: Chromium's width would be a guess.
        let flex = try XCTUnwrap(r.result("index.html", 30))
        XCTAssertEqual(flex.cls, .unknown)
        XCTAssertTrue(flex.engine?.reason?.contains("depends on content") == true, flex.engine?.reason ?? "")
        XCTAssertTrue(flex.engine?.viewports.allSatisfy(\.dependsOnRuntime) == true)

        // A flex item sized by its own text beside a 24px icon: its room is 60% of the viewport less
        // the icon, found by the probe text; 192 − 24 = 168 at 320 cuts the Arabic 173.5, 216 − 24 = 192
        // at 360 and 246.6 − 24 = 222.6 at 411 hold it (Chromium's layout units are 1/64 px).
        let grow = try XCTUnwrap(r.result("index.html", 34))
        XCTAssertEqual(grow.engine?.decided, true, grow.engine?.reason ?? "")
        XCTAssertEqual(grow.cls, .arabicOnlyCut)
        XCTAssertEqual(grow.widthDp, 168)
        XCTAssertEqual(grow.profilesCut, ["viewport 320px"])
        let rooms = grow.engine?.viewports.compactMap(\.availablePx) ?? []
        XCTAssertEqual(rooms.count, 3)
        for (room, hand) in zip(rooms, [168, 192, 222.6]) { XCTAssertEqual(room, hand, accuracy: 1.0 / 64) }
        XCTAssertTrue(grow.use.constraint.sourceChain.contains { $0.note.contains("the text sizes its own box, which grows to 168 px") })

        // A component's width from its parent in another file is never sent.
        let row = try XCTUnwrap(r.result("Row.vue", 3))
        XCTAssertEqual(row.cls, .unknown)
        XCTAssertTrue(row.engine?.reason?.hasPrefix("not sent") == true)

        // A bold row: the line model's Bold faces cut the Arabic (179.7 > 177 ≥ 133.8); Chromium agrees
        // only by drawing the Bold face (the Regular's 173.5 would fit), so the @font-face weights hold.
        let bold = try XCTUnwrap(r.result("index.html", 41))
        XCTAssertEqual(bold.use.constraint.fontWeight?.value, TextWeight(700))
        XCTAssertEqual(bold.cls, .arabicOnlyCut)
        XCTAssertEqual(bold.engine?.decided, false)
        XCTAssertEqual(bold.engine?.agrees, true, "\(String(describing: bold.engine))")
        XCTAssertEqual(bold.engine?.chosen.map { bold.engine!.viewports[$0].arabic.cut }, true)

        let summary = try XCTUnwrap(r.engineSummary)
        XCTAssertEqual(summary.measured, 5)
        XCTAssertEqual(summary.decided, 2)
        XCTAssertEqual(summary.agreements, 4, "the 148px and the bold 177px rows, and Chromium's own overflow at the two decided widths")
        XCTAssertEqual(summary.disagreements.count, 0)
        XCTAssertTrue(r.json().contains("\"chromium\""))
        XCTAssertTrue(r.table().contains("chromium          5 web uses laid out"))
    }

    /// The option only adds: every record of the hand-worked web fixture is what it is without it, less
    /// `engine` and `summary.chromium`, except the one whole-page use whose width only an `@media` rule
    /// left open; and Chromium confirms each hand-worked class at the line model's width.
    func testWithoutTheOptionNothingOfChromiumIsInTheReport() throws {
        let without = try run("Tests/Fixtures/layout-web-chromium/app1", chromium: nil)
        let plain = without.json()
        XCTAssertFalse(plain.contains("\"engine\""))
        XCTAssertFalse(plain.contains("\"chromium\""))
        XCTAssertNil(without.engineSummary)
        XCTAssertFalse(without.table().contains("chromium "))
        XCTAssertTrue(without.results.allSatisfy { $0.engine == nil })
        XCTAssertEqual(without.result("index.html", 25)?.cls, .unknown, "a % width is unknown statically")
    }

    func testWithoutTheOptionTheReportIsUnchangedAndTheOptionOnlyAdds() throws {
        let without = try run("Tests/Fixtures/layout-web/app1", chromium: nil)
        let with = try run("Tests/Fixtures/layout-web/app1", chromium: ChromiumOptions(binary: try binary(), timeoutSeconds: 120))
        XCTAssertTrue(with.diagnostics.isEmpty, "\(with.diagnostics)")
        let decided = Set(with.results.indices.filter { with.results[$0].engine?.decided == true })
        func stripped(_ r: LayoutReport) throws -> [NSDictionary] {
            let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.json().utf8)) as? [String: Any])
            let uses = try XCTUnwrap(doc["uses"] as? [[String: Any]])
            return uses.enumerated().filter { !decided.contains($0.offset) }.map { var u = $0.element; u["engine"] = nil; return u as NSDictionary }
        }
        XCTAssertEqual(try stripped(with), try stripped(without))
        XCTAssertEqual(with.results.count, without.results.count)

        // index.html case 12: `.m { width: 300px }` then `@media (max-width: 600px) { .m { width: 100px } }`:
        // unknown statically; every default viewport (320, 360, 411) is ≤ 600, so 100px, which holds
        // "Settings" (Roboto 16px, hb-shape: 58.4px) and «الإعدادات» (Noto Naskh Arabic UI: 54.4px).
        XCTAssertEqual(decided.count, 1)
        let m = try XCTUnwrap(with.result("index.html", 16))
        XCTAssertEqual(without.result("index.html", 16)?.cls, .unknown)
        XCTAssertEqual(m.engine?.decided, true)
        XCTAssertEqual(m.widthDp, 100)
        XCTAssertEqual(m.cls, .fits)
        XCTAssertEqual(m.engine?.viewports.map(\.widthPx), [100, 100, 100])

        // Every class the line model decided (worked by hand in the fixture) is Chromium's too, at the
        // same content width.
        for r in with.results where r.cls != .unknown && r.engine?.decided != true {
            let e = try XCTUnwrap(r.engine, r.use.key)
            XCTAssertEqual(e.agrees, true, "\(r.use.site): \(r.cls) vs Chromium")
            XCTAssertEqual(e.chosen.map { e.viewports[$0].widthPx }, r.widthDp, "\(r.use.site)")
        }
        XCTAssertEqual(with.engineSummary?.agreements, 18, "index.html cases 21–23 (bold, bolder under 300, var() weight) agree too")
        XCTAssertEqual(with.engineSummary?.disagreements.count, 0)
    }

    func testABrowserPastItsTimeLimitIsKilledAndNamed() throws {
        // A "browser" that never finishes: the time limit kills it; the report keeps the line model's
        // classes and names the error (exit 2).
        let script = NSTemporaryDirectory() + "labelfit-slow-browser-\(UUID().uuidString)"
        try "#!/bin/sh\nsleep 30\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let started = Date()
        let r = try run("Tests/Fixtures/layout-web-chromium/app1", chromium: ChromiumOptions(binary: script, timeoutSeconds: 1))
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
        XCTAssertEqual(r.exitCode, 2)
        XCTAssertTrue(r.diagnostics.contains { "\($0)".contains("did not finish within 1 s") }, "\(r.diagnostics)")
        XCTAssertEqual(r.result("index.html", 27)?.cls, .arabicOnlyCut)
        XCTAssertEqual(r.result("index.html", 25)?.cls, .unknown)
        XCTAssertTrue(r.result("index.html", 25)?.engine?.reason?.contains("no reading") == true)
    }
}
