import Foundation
import XCTest
import LabelFitTestSupport

/// Two machines that differ only in their installed fonts give the same verdicts and the same report
/// bytes. One machine has the system's fonts plus, in the user's font folder (`$XDG_DATA_HOME/fonts`,
/// which Debian's `/etc/fonts/fonts.conf` reads), Noto Sans Meetei Mayek and Noto Sans Egyptian
/// Hieroglyphs — what `fonts-noto-core` brings for «ꯀ» and «𓀀»; the other has no font at all
/// (`FONTCONFIG_FILE` naming a configuration without a folder). Both get their own `HOME` and cache.
final class MachineFontsTests: XCTestCase {
    let notoFolder = Fixtures.root.appendingPathComponent(".build/test-fonts/usr/share/fonts/truetype/noto")
    let machineFonts = ["NotoSansMeeteiMayek-Regular.ttf", "NotoSansEgyptianHieroglyphs-Regular.ttf"]

    struct Machine {
        let dir = TempDir()
        var env: [String: String] = [:]
    }

    func machine(withFonts: Bool) throws -> Machine {
        var m = Machine()
        let home = m.dir.path("home")
        m.env = ["HOME": home, "XDG_DATA_HOME": home + "/.local/share", "XDG_CACHE_HOME": home + "/.cache",
                 "XDG_CONFIG_HOME": home + "/.config", "LABELFIT_FONT_DIRS": "", "LABELFIT_SYSTEM_FONTS": ""]
        try FileManager.default.createDirectory(atPath: home + "/.local/share/fonts", withIntermediateDirectories: true)
        if withFonts {
            for f in machineFonts {
                try FileManager.default.copyItem(at: notoFolder.appendingPathComponent(f), to: URL(fileURLWithPath: home + "/.local/share/fonts/" + f))
            }
            m.env["FONTCONFIG_FILE"] = "/etc/fonts/fonts.conf"
        } else {
            m.env["FONTCONFIG_FILE"] = m.dir.write("fonts.conf", """
                <?xml version="1.0"?>
                <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
                <fontconfig><cachedir>\(m.dir.path("cache"))</cachedir></fontconfig>
                """)
        }
        return m
    }

    /// A catalog with the string of the fonts issue and a Latin word in an Arabic-only stack.
    func app() -> TempDir {
        let app = TempDir()
        app.write("locales/en.json", #"{"del": "Delete", "open": "Open abc"}"#)
        app.write("locales/ar.json", #"{"del": "حذف 🙂 ꯀ 𓀀", "open": "افتح abc"}"#)
        return app
    }

    /// The run's duration is the one thing a report may differ in from run to run.
    func withoutDuration(_ s: String) -> String {
        s.replacingOccurrences(of: #""seconds":[0-9.e+-]+"#, with: #""seconds":0"#, options: .regularExpression)
            .replacingOccurrences(of: #" time="[0-9.]+""#, with: #" time="0""#, options: .regularExpression)
    }

    func testTheSimulatedMachinesDifferWhenSystemFontsAreAskedFor() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: notoFolder.appendingPathComponent(machineFonts[0]).path),
                          "run scripts/install-deps --test (it unpacks fonts-noto-core)")
        let with = try machine(withFonts: true), without = try machine(withFonts: false)
        let args = ["measure", "--font", "Noto Sans Arabic UI", "--format", "jsonl", "Delete", "حذف 🙂 ꯀ 𓀀"]
        // The control: asked for, the machine's fonts draw ꯀ and 𓀀 on one machine and nothing on the
        // other, so the two machines really differ in what Fontconfig finds.
        let a = try CLI.run(args, env: with.env.merging(["LABELFIT_SYSTEM_FONTS": "1"]) { $1 })
        let b = try CLI.run(args, env: without.env.merging(["LABELFIT_SYSTEM_FONTS": "1"]) { $1 })
        XCTAssertTrue(a.stdout.contains(#""verdict":"fits""#), a.stdout + a.stderr)
        XCTAssertTrue(a.stdout.contains("NotoSansMeeteiMayek-Regular.ttf"), a.stdout)
        XCTAssertTrue(b.stdout.contains(#""verdict":"missing-glyphs""#), b.stdout + b.stderr)
    }

    func testTheVerdictAndEveryReportAreTheSameWithAndWithoutTheMachinesFonts() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: notoFolder.appendingPathComponent(machineFonts[0]).path),
                          "run scripts/install-deps --test (it unpacks fonts-noto-core)")
        let with = try machine(withFonts: true), without = try machine(withFonts: false)
        let measure = ["measure", "--font", "Noto Sans Arabic UI", "--format", "jsonl", "Delete", "حذف 🙂 ꯀ 𓀀"]
        let a = try CLI.run(measure, env: with.env), b = try CLI.run(measure, env: without.env)
        XCTAssertEqual(a.stdoutData, b.stdoutData)
        XCTAssertEqual(a.stderr, b.stderr)
        XCTAssertTrue(a.stdout.contains(#""verdict":"missing-glyphs""#), a.stdout)
        XCTAssertTrue(a.stdout.contains("U+ABC0") && a.stdout.contains("U+13000"), a.stdout)
        XCTAssertEqual(a.stderr, "", "no Fontconfig message either: \(a.stderr)")

        // `measure` in every format, on the browser chain: the same bytes, the stand-in named.
        for format in ["text", "json", "jsonl", "svg"] {
            let args = ["measure", "--web-platform", "headless", "--font", "Noto Sans Arabic UI", "--format", format, "--ar", "حذف ꯀ abc"]
            let ra = try CLI.run(args, env: with.env), rb = try CLI.run(args, env: without.env)
            XCTAssertEqual(ra.stdoutData, rb.stdoutData, format)
            XCTAssertTrue(ra.stdout.contains("Noto Sans (fallback) stands in for the browser")
                          || ra.stdout.contains(#""font":"Noto Sans","kind":"fallback""#), format + ": " + ra.stdout)
        }

        // `check` in every report format, on the browser chain (Latin is drawn by a stand-in there).
        let app = app()
        for format in ["table", "json", "jsonl", "csv", "junit", "sarif", "github", "gitlab", "html"] {
            let args = ["check", ".", "--profile", "web", "--web-platform", "headless", "--target-font", "Noto Sans Arabic UI", "--format", format]
            let ra = try CLI.run(args, cwd: app.url, env: with.env), rb = try CLI.run(args, cwd: app.url, env: without.env)
            XCTAssertEqual(ra.status, 1, format + ra.stderr)
            XCTAssertEqual(withoutDuration(ra.stdout), withoutDuration(rb.stdout), format)
            XCTAssertTrue(ra.stdout.contains("missing-glyphs"), format + ": " + ra.stdout)
            // The stand-in that drew «abc» is named in the report itself.
            XCTAssertTrue(ra.stdout.contains("the browser's default sans-serif") || ra.stdout.contains("the browser&#39;s default sans-serif")
                          || ra.stdout.contains("the browser&apos;s default sans-serif"), format + ": " + ra.stdout)
        }
    }
}
