import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
@testable import LabelFitCore
import LabelFitTestSupport

/// Findings the translation caused: each rule judged against the English at the same
/// constraint, messages that say how far over and what to do, "no line-height fixes it" with the
/// padding it needs, stand-in fonts and characters the English shares. Expected widths come from
/// hb-shape and the font's own tables, character counts from Swift's grapheme count.
final class FindingsAgainstEnglishTests: XCTestCase {
    let naskh = Fixtures.font("NotoNaskhArabic-Regular.ttf")
    /// 43 characters, 292.75 px in Noto Naskh Arabic at 16 px (hb-shape below).
    let long = "يتم الآن تسجيل الدخول باستخدام حسابك الشخصي"

    func run(_ csv: String, configure: (inout CheckConfiguration) -> Void) throws -> (CheckSummary, [CheckedString]) {
        let dir = TempDir()
        dir.write("labels.csv", "key,en,ar\n" + csv)
        var config = CheckConfiguration()
        config.profile = .android
        config.fonts = ["en": "Roboto", "ar": "Noto Naskh Arabic"]
        configure(&config)
        let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: dir.url.path)
        var strings: [CheckedString] = []
        let summary = try runner.run(jobs: runner.jobs(paths: [dir.url.path])) { event in
            if case .string(let c) = event { strings.append(c) }
        }
        return (summary, strings)
    }

    /// The Arabic's layout width from hb-shape: one run of one font, its advances summed at 16 px and
    /// rounded up to 1/64 px as layout rounds a run (android: exact advances).
    func hbLayoutWidth(_ text: String) throws -> Double {
        let upem = try FontTables(path: naskh).unitsPerEm
        let w = try HBShape.width(font: naskh, text: text, upem: upem, size: 16)
        return (w * 64).rounded(.up) / 64
    }

    func testLinesTheEnglishTakesTooAreInfoAndWorseOnesSayHowFarOver() throws {
        let (summary, strings) = try run("both,\"Line one\nLine two\",\"السطر الأول\nالسطر الثاني\"\nlong,Signing in with your account,\(long)\n") {
            $0.row.inlineSizePx = 280
            $0.thresholds.maxLines = 1
        }
        let both = try XCTUnwrap(strings.first { $0.key == "both" }?.findings.first { $0.rule == .lines })
        XCTAssertEqual(both.severity, .info, both.message)
        XCTAssertTrue(both.message.contains("the English too takes 2 lines"), both.message)
        XCTAssertEqual(both.numbers["source_lines"], 2)

        let worse = try XCTUnwrap(strings.first { $0.key == "long" }?.findings.first { $0.rule == .lines })
        XCTAssertEqual(worse.severity, .error)
        let over = try hbLayoutWidth(long) - 280
        XCTAssertEqual(over, 12.77, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(worse.numbers["over_px"]), over, accuracy: 1e-6)
        // About how many characters at the string's own average advance: 12.77 / (292.75 / 43) = 1.9 → 2.
        let expectedChars = (over / (try HBShape.width(font: naskh, text: long, upem: 1000, size: 16) / Double(long.count))).rounded(.up)
        XCTAssertEqual(worse.numbers["over_chars"], expectedChars)
        XCTAssertEqual(expectedChars, 2)
        XCTAssertTrue(worse.message.contains("12.77px past 1 line (about 2 characters): shorten by about 2 characters or allow 2 lines"), worse.message)
        XCTAssertEqual(summary.errors, 1)
        XCTAssertEqual(summary.infos, 1)
        XCTAssertEqual(summary.exitCode, 1)
    }

    func testGrowthThatStillFitsTheRowIsInfoWithoutAWidthAnError() throws {
        let csv = "connect,Connect,تعذر الاتصال بالخادم\n"
        let (_, inRow) = try run(csv) { $0.row.inlineSizePx = 280; $0.thresholds.maxGrowth = 1.4 }
        let fits = try XCTUnwrap(inRow.first?.findings.first { $0.rule == .growth })
        XCTAssertEqual(fits.severity, .info, fits.message)
        let width = try hbLayoutWidth("تعذر الاتصال بالخادم")
        XCTAssertEqual(try XCTUnwrap(fits.numbers["spare_px"]), 280 - width, accuracy: 1e-6)
        XCTAssertTrue(fits.message.contains("still fits the 280px row"), fits.message)

        let (_, unbounded) = try run(csv) { $0.thresholds.maxGrowth = 1.4 }
        let growth = try XCTUnwrap(unbounded.first?.findings.first { $0.rule == .growth })
        XCTAssertEqual(growth.severity, .error)
        // Over the allowed growth by the width past 1.4 × the English.
        let english = try HBShape.width(font: Fixtures.font("Roboto-Regular.ttf"), text: "Connect", upem: 2048, size: 16)
        let arabic = try HBShape.width(font: naskh, text: "تعذر الاتصال بالخادم", upem: 1000, size: 16)
        XCTAssertEqual(try XCTUnwrap(growth.numbers["over_px"]), arabic - 1.4 * english, accuracy: 1e-6)
        XCTAssertTrue(growth.message.contains("shorten by about"), growth.message)
    }

    /// Worse than the English when the Arabic loses a larger share of its characters: «both» keeps
    /// under half of its English and more than half of its Arabic; «less» loses a few English letters
    /// but half of the Arabic; «own» keeps its whole English.
    func testATruncationTheEnglishSharesIsInfo() throws {
        let (_, strings) = try run("both,Signing in with your account and your personal profile settings,\(long)\nless,Signing in with your account,\(long)\nown,Connect,\(long)\n") {
            $0.row.inlineSizePx = 150
            $0.row.overflow = .nowrapEllipsis
            $0.thresholds.maxGrowth = 1.4
        }
        let both = try XCTUnwrap(strings.first { $0.key == "both" }?.findings.first { $0.rule == .truncation })
        XCTAssertEqual(both.severity, .info, both.message)
        XCTAssertTrue(both.message.contains("the English is cut too"), both.message)
        let less = try XCTUnwrap(strings.first { $0.key == "less" }?.findings.first { $0.rule == .truncation })
        XCTAssertEqual(less.severity, .error, less.message)
        let own = try XCTUnwrap(strings.first { $0.key == "own" }?.findings.first { $0.rule == .truncation })
        XCTAssertEqual(own.severity, .error)
        XCTAssertEqual(try XCTUnwrap(own.numbers["over_px"]), try hbLayoutWidth(long) - 150, accuracy: 1e-6)
        // Growth that costs a cut the English does not suffer is an error; where both are cut it is not the growth's doing.
        let grown = try XCTUnwrap(strings.first { $0.key == "own" }?.findings.first { $0.rule == .growth })
        XCTAssertEqual(grown.severity, .error)
        XCTAssertTrue(grown.message.contains("it is cut where the English is not"), grown.message)
        XCTAssertEqual(strings.first { $0.key == "less" }?.findings.first { $0.rule == .growth }?.severity, .info, "1.47×, both cut")
    }

    /// Mastodon's «المُتابِعُون فقط» under UIKit at 20 px: the kasra under ب passes the box bottom, and
    /// UIKit adds line height above the glyphs only, so no line-height clears it.
    func testNoLineHeightFixesItIsItsOwnFindingWithThePaddingItNeeds() throws {
        let font = Fixtures.font("NotoSansArabicUI-Regular.ttf")
        let text = "المُتابِعُون فقط"
        let (_, strings) = try run("followers,Followers only,\(text)\n") {
            $0.profile = .uikit
            $0.fonts = ["en": Fixtures.font("NotoSans-Regular.ttf"), "ar": font]
        }
        let f = try XCTUnwrap(strings.first?.findings.first)
        XCTAssertEqual(f.rule, .clipPadding)
        XCTAssertEqual(f.severity, .error, "a font file the configuration names is no stand-in")
        XCTAssertNil(f.numbers["min_line_height"], "no line-height value is reported as an answer")
        // The padding is what the ink passes the box by: hb-shape's deepest ink less hhea's descender.
        let tables = try FontTables(path: font)
        let ink = try HBShape.ink(font: font, text: text, upem: tables.unitsPerEm, size: 20)
        let expected = ink.bottom - Double(-tables.hheaDescender) * 20 / Double(tables.unitsPerEm)
        XCTAssertEqual(expected, 0.78, accuracy: 0.005)
        XCTAssertEqual(try XCTUnwrap(f.numbers["padding_bottom_px"]), expected, accuracy: 1e-6)
        XCTAssertNil(f.numbers["padding_top_px"])
        XCTAssertTrue(f.message.contains("no line-height fixes it: add bottom padding of 0.79px"), f.message)
        // Nor does the CSV report the search's limit (100) as the minimum line-height.
        let dir = TempDir()
        dir.write("labels.csv", "key,en,ar\nfollowers,Followers only,\(text)\n")
        let csv = try CLI.run(["check", dir.url.path, "--profile", "uikit", "--font", font, "--format", "csv", "--no-progress", "--no-baseline"], cwd: dir.url)
        let header = csv.stdout.split(separator: "\r\n").first.map { $0.split(separator: ",", omittingEmptySubsequences: false) } ?? []
        let row = csv.stdout.split(separator: "\r\n").dropFirst().first.map { $0.split(separator: ",", omittingEmptySubsequences: false) } ?? []
        let column = try XCTUnwrap(header.firstIndex(of: "min_line_height"), csv.stdout)
        XCTAssertEqual(row.count, header.count, csv.stdout)
        XCTAssertEqual(row[column], "", csv.stdout)
    }

    /// A clip by a character the stack (Roboto) lacks: on Chrome for Android the fallback is Android's
    /// own Noto Naskh Arabic UI, so the clip is an error; on Chrome for Linux it is Noto Sans Arabic
    /// standing in for the browser's default sans-serif, so a warning that names the stand-in.
    func testAClipByAFallbackCharacterIsAWarningOnlyWhenItsFontIsAStandIn() throws {
        let dir = TempDir()
        dir.write("labels.csv", "key,en,ar\nfollowers,Followers only,المُتابِعُون فقط\n")
        func check(_ platform: String) throws -> CLI.Result {
            try CLI.run(["check", dir.url.path, "--profile", "web", "--web-platform", platform, "--font", "Roboto", "--line-height", "1",
                         "--overflow", "nowrap-clip", "--width", "300", "--no-progress", "--no-baseline"], cwd: dir.url)
        }
        let android = try check("android"), linux = try check("headless")
        XCTAssertEqual(android.status, 1, android.stdout + android.stderr)
        XCTAssertTrue(android.stdout.contains("error [clip]"), android.stdout)
        XCTAssertFalse(android.stdout.contains("stands in"), android.stdout)
        XCTAssertEqual(linux.status, 0, linux.stdout + linux.stderr)
        XCTAssertTrue(linux.stdout.contains("warning [clip]"), linux.stdout)
        XCTAssertTrue(linux.stdout.contains("is in no font of the stack and is measured with Noto Sans Arabic, which stands in for the browser's default sans-serif"), linux.stdout)
    }

    func testAStandInFontIsSaidInTheSummaryAndItsClipsAreWarnings() throws {
        let (summary, strings) = try run("followers,Followers only,المُتابِعُون فقط\n") {
            $0.profile = .uikit
            $0.fonts = [:]
        }
        let f = try XCTUnwrap(strings.first?.findings.first)
        XCTAssertEqual(f.severity, .warning, f.message)
        XCTAssertEqual(f.numbers["stand_in"], 1)
        XCTAssertTrue(f.message.contains("Noto Sans Arabic UI stands in for SF Arabic"), f.message)
        // (Fallback stand-ins the shared test registry handed out earlier may follow, as `fallback`, and
        // Apple's chain's Nastaliq for an Urdu string measured earlier on it.)
        XCTAssertEqual(summary.standInFonts?.filter { $0.kind == .platform && $0.font != "Noto Nastaliq Urdu" }.map(\.standsFor), ["SF Pro", "SF Arabic"])
        XCTAssertEqual(summary.exitCode, 0)
        // The table's last line says it too.
        let dir = TempDir()
        dir.write("labels.csv", "key,en,ar\nfollowers,Followers only,المُتابِعُون فقط\n")
        let table = try CLI.run(["check", dir.url.path, "--profile", "uikit", "--no-progress", "--no-baseline"], cwd: dir.url)
        XCTAssertEqual(table.status, 0, table.stderr)
        let last = table.stdout.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertTrue(last.contains("stand-in fonts: Noto Sans stands in for SF Pro; Noto Sans Arabic UI stands in for SF Arabic"), last)
    }

    /// U+E000 (private use: icon fonts put their glyphs there) in both languages: no font here has it,
    /// and it is not the translation's doing.
    func testAMissingGlyphTheEnglishHasTooIsInfo() throws {
        let (summary, strings) = try run("icon,\u{E000} Share,\u{E000} مشاركة\nown,Share,مشاركة \u{E001}\n") { _ in }
        let shared = try XCTUnwrap(strings.first { $0.key == "icon" }?.findings.first { $0.rule == .missingGlyphs })
        XCTAssertEqual(shared.severity, .info, shared.message)
        XCTAssertTrue(shared.message.contains("which the English has too"), shared.message)
        let own = try XCTUnwrap(strings.first { $0.key == "own" }?.findings.first { $0.rule == .missingGlyphs })
        XCTAssertEqual(own.severity, .error)
        XCTAssertEqual(summary.errors, 1)
        // The verdict is what the rest of the layout says, not whether this machine has an icon font.
        XCTAssertEqual(strings.first { $0.key == "icon" }?.verdict, .fits)
        XCTAssertEqual(strings.first { $0.key == "own" }?.verdict, .missingGlyphs)
    }

    /// Every key a finding's `numbers` carries is documented in docs/findings.md (collected from runs
    /// that cross every rule: lines, growth, truncation, clip, clip-padding, missing glyphs, budgets).
    func testEveryNumbersKeyIsDocumented() throws {
        var keys = Set<String>()
        let csv = "both,\"Line one\nLine two\",\"السطر الأول\nالسطر الثاني\"\nlong,Signing in with your account,\(long)\nconnect,Connect,تعذر الاتصال بالخادم\nicon,\u{E000} Share,\u{E000} مشاركة \u{E001}\n"
        for configure in [
            { (c: inout CheckConfiguration) in c.row.inlineSizePx = 280; c.thresholds.maxLines = 1; c.thresholds.maxGrowth = 1.4 },
            { (c: inout CheckConfiguration) in c.row.inlineSizePx = 150; c.row.overflow = .nowrapEllipsis; c.thresholds.maxGrowth = 1.4 },
            { (c: inout CheckConfiguration) in c.thresholds.maxGrowth = 1.4; c.row.inlineSizePx = 100; c.row.heightPx = 30 },
            { (c: inout CheckConfiguration) in c.profile = .uikit; c.fonts = [:] },
        ] {
            let (_, strings) = try run(csv + "followers,Followers only,المُتابِعُون فقط\nlocale,Language,اللُّغَة\n", configure: configure)
            for s in strings { for f in s.findings { keys.formUnion(f.numbers.keys) } }
            // Lines past a fixed height: the row needs the height of all its lines (row_height_px, 23 px each here).
            for s in strings { for f in s.findings where f.numbers["clipped_lines"] != nil {
                let t = try XCTUnwrap(s.target)
                XCTAssertEqual(t.rowHeightPx, t.lineDetails.reduce(0) { $0 + $1.lineBox.heightPx }, accuracy: 1e-9)
                XCTAssertTrue(f.message.contains("set the row height ≥ \(Int(t.rowHeightPx.rounded(.up)))px"), f.message)
            } }
        }
        let doc = try String(contentsOf: Fixtures.root.appendingPathComponent("docs/findings.md"), encoding: .utf8)
        for key in ["over_px", "over_chars", "source_lines", "spare_px", "padding_bottom_px", "stand_in", "shared", "clipped_lines"] {
            XCTAssertTrue(keys.contains(key), "the runs above should produce \(key): \(keys.sorted())")
        }
        for key in keys.sorted() { XCTAssertTrue(doc.contains("`\(key)`"), "\(key) is not in docs/findings.md") }
    }
}
