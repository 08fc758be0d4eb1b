import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
@testable import LabelFitCore
import LabelFitTestSupport

/// Findings a new user can trust: on the web ink outside the line box is a `clip` only where the row
/// clips, else an `overlap` (CSS paints overflow unless the box clips it); `lines` and `growth` advice
/// against the English at the same width, in characters from the actual overflow; an override that
/// matches nothing is reported at its line. Widths come from hb-shape, character counts from Swift's
/// grapheme count.
final class FindingsThatHoldTests: XCTestCase {
    let naskh = Fixtures.font("NotoNaskhArabic-Regular.ttf")
    let roboto = Fixtures.font("Roboto-Regular.ttf")

    func run(_ csv: String, in dir: TempDir = TempDir(), configure: (inout CheckConfiguration) -> Void) throws -> (CheckSummary, [CheckedString], [Finding]) {
        dir.write("labels.csv", "key,en,ar\n" + csv)
        var config = CheckConfiguration()
        config.fonts = ["en": roboto, "ar": naskh]
        configure(&config)
        let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: dir.url.path)
        var strings: [CheckedString] = [], others: [Finding] = []
        let summary = try runner.run(jobs: runner.jobs(paths: [dir.path("labels.csv")])) { event in
            switch event {
            case .string(let c): strings.append(c)
            case .catalogFinding(let f): others.append(f)
            }
        }
        return (summary, strings, others)
    }

    // MARK: web: painted or clipped

    /// «إِنْ شِئْتَ»: kasras below and a hamza, sukun and fatha above; Noto Naskh Arabic's ink passes a
    /// 17 px line box at line-height 1 on both edges.
    let marked = "إِنْ شِئْتَ"

    func testOnTheWebInkPastTheLineBoxIsAClipOnlyWhereTheRowClips() throws {
        let (_, painted, _) = try run("m,If you like,\(marked)\n") {
            $0.profile = .web; $0.size = 17; $0.lineHeight = .multiple(1)
        }
        let t = try XCTUnwrap(painted.first?.target)
        XCTAssertGreaterThan(t.clip.bottomPx, 0.5, "the fixture's kasra passes the line box")
        let f = try XCTUnwrap(painted.first?.findings.first { $0.rule == .overlap })
        XCTAssertNil(painted.first?.findings.first { $0.rule == .clip })
        XCTAssertEqual(f.severity, .warning, f.message)
        XCTAssertNotEqual(painted.first?.verdict, .clips)
        // Past the row's edge: the ink past the line box, with no block padding.
        let past = max(t.clip.bottomPx, t.clip.topPx)
        XCTAssertEqual(try XCTUnwrap(f.numbers["past_row_edge_px"]), past, accuracy: 1e-9)
        XCTAssertEqual(f.numbers["padding_block_px"], 0)
        XCTAssertTrue(f.message.contains("the browser paints it, past the row's edge by \(DecimalText.rounded(past))px"), f.message)

        // The same ink inside a 12 px padding overlaps nothing: info, never failing.
        let (summary, inPadding, _) = try run("m,If you like,\(marked)\n") {
            $0.profile = .web; $0.size = 17; $0.lineHeight = .multiple(1); $0.row.paddingBlockPx = 12
        }
        let quiet = try XCTUnwrap(inPadding.first?.findings.first { $0.rule == .overlap })
        XCTAssertEqual(quiet.severity, .info, quiet.message)
        XCTAssertTrue(quiet.message.contains("inside the row's 12px block padding: nothing overlaps"), quiet.message)
        XCTAssertEqual(summary.errors + summary.warnings, 0)

        // Where the row clips, and on native engines, the same ink stays a clip.
        let rows: [(String, (inout CheckConfiguration) -> Void)] = [
            ("ellipsis", { $0.row.overflow = .nowrapEllipsis }), ("overflow hidden", { $0.row.overflow = .nowrapClip }),
            ("line clamp", { $0.row.maxLines = 2 }), ("fixed height", { $0.row.heightPx = 40 }),
        ]
        for (name, clips) in rows {
            let (_, strings, _) = try run("m,If you like,\(marked)\n") {
                $0.profile = .web; $0.size = 17; $0.lineHeight = .multiple(1); $0.row.inlineSizePx = 300; clips(&$0)
            }
            XCTAssertNotNil(strings.first?.findings.first { $0.rule == .clip }, name)
            XCTAssertNil(strings.first?.findings.first { $0.rule == .overlap }, name)
            XCTAssertEqual(strings.first?.verdict, .clips, name)
        }
        // Flutter at height 1 (TextStyle.height): the same ink, a native engine, a clip.
        let (_, native, _) = try run("m,If you like,\(marked)\n") { $0.profile = .flutter; $0.size = 17; $0.lineHeight = .multiple(1) }
        XCTAssertEqual(native.first?.target?.clip.clips, true)
        XCTAssertNotNil(native.first?.findings.first { $0.rule == .clip || $0.rule == .clipPadding })
        XCTAssertNil(native.first?.findings.first { $0.rule == .overlap }, "a native engine keeps its rule")
    }

    /// Two lines at 40 px: the first line's kasra reaches into the second line's box.
    func testInkBetweenTwoLinesReachesTheNextLine() throws {
        let (_, strings, _) = try run("m,If you like,\(marked)\n") {
            $0.profile = .web; $0.size = 17; $0.lineHeight = .multiple(1); $0.row.inlineSizePx = 40; $0.row.paddingBlockPx = 20
        }
        let c = try XCTUnwrap(strings.first)
        let t = try XCTUnwrap(c.target)
        XCTAssertEqual(t.lines, 2)
        let f = try XCTUnwrap(c.findings.first { $0.rule == .overlap })
        let between = max(t.lineDetails[0].clip.bottomPx, t.lineDetails[1].clip.topPx)
        XCTAssertGreaterThan(between, 0)
        XCTAssertEqual(try XCTUnwrap(f.numbers["next_line_px"]), between, accuracy: 1e-9)
        XCTAssertEqual(f.severity, .warning)
        XCTAssertTrue(f.message.contains("into the next line by"), f.message)
        XCTAssertEqual(c.verdict, .wraps)
    }

    // MARK: lines and growth against the English

    func hbWidth(_ text: String, font: String, upem: Int) throws -> Double {
        (try HBShape.width(font: font, text: text, upem: upem, size: 16) * 64).rounded(.up) / 64
    }

    /// «باستخدام حسابك الشخصي» in a row 0.67 px narrower than «حسابك الشخصي»: one word per line, three
    /// lines; «Account settings» takes two. Against the English's two lines the last word is 0.67 px over
    /// (it would fit after «حسابك» with 0.67 px more): about 1 character, not its own 6 and not the
    /// whole string past one line.
    func testLinesAreMeasuredAgainstTheEnglishAndASubPixelWrapIsOneCharacter() throws {
        let text = "باستخدام حسابك الشخصي"
        let width = try hbWidth("حسابك الشخصي", font: naskh, upem: 1000) - 0.67
        let (_, strings, _) = try run("acct,Account settings,\(text)\n") {
            $0.profile = .android
            $0.row.inlineSizePx = width
            $0.thresholds.maxLines = 1
            $0.thresholds.maxGrowth = 1.0
        }
        let c = try XCTUnwrap(strings.first)
        XCTAssertEqual(c.target?.lines, 3)
        XCTAssertEqual(c.source?.lines, 2)
        let lines = try XCTUnwrap(c.findings.first { $0.rule == .lines })
        XCTAssertEqual(lines.severity, .error)
        XCTAssertEqual(try XCTUnwrap(lines.numbers["over_px"]), 0.67, accuracy: 0.02)
        XCTAssertEqual(lines.numbers["over_chars"], 1)
        XCTAssertTrue(lines.message.contains("takes 3 lines in \(DecimalText.rounded(width))px where the English «Account settings» takes 2 (max_lines 1)"), lines.message)
        XCTAssertTrue(lines.message.contains("past 2 lines (about 1 character): shorten by about 1 character or allow 3 lines"), lines.message)
        // Growth costs the row a line: its advice is the same overflow past the English's lines.
        let growth = try XCTUnwrap(c.findings.first { $0.rule == .growth })
        XCTAssertEqual(growth.numbers["row_over_chars"], 1)
        XCTAssertTrue(growth.message.contains("where the English takes 2: shorten by about 1 character"), growth.message)

        // One line allowed and an English that fits it (43 Arabic characters): the one-line width past
        // the row, at the mean advance.
        let long = "يتم الآن تسجيل الدخول باستخدام حسابك الشخصي"
        let (_, oneLine, _) = try run("long,Sign in,\(long)\n") {
            $0.profile = .android; $0.row.inlineSizePx = 100; $0.thresholds.maxLines = 1
        }
        let f = try XCTUnwrap(oneLine.first?.findings.first { $0.rule == .lines })
        let whole = try hbWidth(long, font: naskh, upem: 1000)
        let meanAdvance = try HBShape.width(font: naskh, text: long, upem: 1000, size: 16) / Double(long.count)
        XCTAssertEqual(try XCTUnwrap(f.numbers["over_px"]), whole - 100, accuracy: 1e-6)
        XCTAssertEqual(f.numbers["over_chars"], ((whole - 100) / meanAdvance).rounded(.up))
    }

    // MARK: overrides that match nothing

    func testAnOverrideOrSuppressionThatMatchesNothingIsReportedAtItsLine() throws {
        let dir = TempDir()
        dir.write("labelfit.json", """
            {
              "catalogs": ["labels.csv"],
              "overrides": [
                { "keys": ["greeting"], "severity": "warning" },
                { "keys": ["legacy_*"], "severity": { "growth": "info" } },
                { "paths": ["app/src/debug/**"], "severity": "off" }
              ]
            }
            """)
        dir.write("labelfit-suppressions.json", """
            { "suppressions": [
                { "keys": ["greeting"], "rules": ["growth"] },
                { "keys": ["old_title"], "reason": "renamed since" }
            ] }
            """)
        var config = try CheckConfiguration.load(path: dir.path("labelfit.json"))
        config.fonts = ["en": roboto, "ar": naskh]
        let (summary, _, others) = try run("greeting,Hello,مرحبا\n", in: dir) { $0 = config }
        let unused = others.filter { $0.rule == .unusedOverride }
        // overrides[1] (line 5), overrides[2] (line 6), suppressions[1] (line 3): counted by hand above.
        XCTAssertEqual(unused.map(\.key), ["overrides[1]", "overrides[2]", "suppressions[1]"])
        XCTAssertEqual(unused.map(\.location.file), ["labelfit.json", "labelfit.json", "labelfit-suppressions.json"])
        XCTAssertEqual(unused.map(\.location.line), [5, 6, 3])
        XCTAssertTrue(unused[0].message.contains("overrides[1] (keys 'legacy_*') matches no string"), unused[0].message)
        XCTAssertEqual(unused.map(\.severity), [.warning, .warning, .warning])
        XCTAssertGreaterThanOrEqual(summary.warnings, 3)
    }

    func testTheUnusedOverrideIsInEveryReportFormat() throws {
        let dir = TempDir()
        dir.write("labels.csv", "key,en,ar\ngreeting,Hello,مرحبا\n")
        dir.write("labelfit.json", "{\n  \"overrides\": [\n    { \"keys\": [\"nothing_*\"], \"severity\": \"off\" }\n  ]\n}\n")
        for format in ["table", "json", "jsonl", "csv", "sarif", "junit", "github", "gitlab"] {
            let r = try CLI.run(["check", dir.path("labels.csv"), "--config", dir.path("labelfit.json"), "--font", "Noto Sans, Noto Naskh Arabic UI",
                                 "--no-progress", "--no-baseline", "--format", format], cwd: dir.url)
            XCTAssertTrue(r.stdout.contains("overrides[0]"), format + ": " + r.stdout)
            if format != "table" { XCTAssertTrue(r.stdout.contains("unused-override"), format + ": " + r.stdout) }
        }
    }
}
