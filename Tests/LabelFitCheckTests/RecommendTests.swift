import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
@testable import LabelFitCore
import LabelFitTestSupport

final class RecommendTests: XCTestCase {
    /// For every bundled Arabic family: checking the Corpus at the recommended line-height finds no
    /// clip, and 0.01 less finds at least one.
    func testRecommendedLineHeightIsTheEdgeForEveryBundledArabicFont() throws {
        var config = try CheckConfiguration.load(path: Fixtures.root.appendingPathComponent("labelfit.json").path)
        config.thresholds.clipTolerancePx = 0
        config.thresholds.maxGrowth = nil
        config.thresholds.maxLines = nil
        let corpus = Fixtures.root.appendingPathComponent("Corpus").path
        let families = ["Noto Naskh Arabic UI", "Noto Sans Arabic UI", "Noto Naskh Arabic", "Noto Sans Arabic", "Amiri"]
        let base = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: Fixtures.root.path)
        let recommender = Recommender(runner: base)
        let entries = try recommender.entries(paths: [corpus])
        for family in families {
            let r = try recommender.recommend(entries: entries, stack: FontStack(families: [family]))
            XCTAssertFalse(r.lineHeightDeciders.isEmpty, family)
            func clips(at lh: Double) throws -> Int {
                var c = config
                c.fonts["ar"] = family
                c.lineHeight = .multiple(lh)
                let runner = CheckRunner(plan: try CheckPlan(config: c), measurer: Fixtures.measurer, root: Fixtures.root.path)
                var count = 0
                _ = try runner.run(jobs: runner.jobs(paths: [corpus])) { event in
                    if case .string(let s) = event, s.findings.contains(where: { $0.rule == .clip || $0.rule == .overlap }) { count += 1 }
                }
                return count
            }
            let lh = r.minLineHeight.unitless
            XCTAssertEqual(try clips(at: lh), 0, "\(family) at \(lh)")
            XCTAssertGreaterThan(try clips(at: lh - 0.01), 0, "\(family) at \(lh - 0.01)")
        }
    }

    /// `--by-platform`: for a few platforms, checking the TSV corpus with that platform's settings finds no
    /// clip at its recommended line-height and at least one 0.01 below it.
    func testByPlatformLineHeightIsTheEdgeOnEachPlatform() throws {
        var config = try CheckConfiguration.load(path: Fixtures.root.appendingPathComponent("labelfit.json").path)
        config.thresholds.clipTolerancePx = 0
        config.thresholds.maxGrowth = nil
        config.thresholds.maxLines = nil
        config.rules = []
        let corpus = Fixtures.root.appendingPathComponent("Corpus/tsv").path
        let stack = FontStack(families: ["Roboto", "Noto Naskh Arabic UI"])
        let recommender = Recommender(runner: CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: Fixtures.root.path))
        let entries = try recommender.entries(paths: [corpus])
        for target in PlatformTarget.all where ["web: windows", "web: webkitgtk", "web: android", "flutter", "uikit (iOS)"].contains(target.name) {
            let r = try recommender.recommend(entries: entries, stack: stack) { target.apply(to: &$0, deviceScale: nil) }
            func clips(at lh: Double) throws -> Int {
                var c = config
                c.fonts["ar"] = "Roboto, Noto Naskh Arabic UI"
                c.lineHeight = .multiple(lh)
                c.profile = target.profile
                if let w = target.webPlatform { c.platform.webPlatform = w }
                c.deviceScale = target.deviceScale
                let runner = CheckRunner(plan: try CheckPlan(config: c), measurer: Fixtures.measurer, root: Fixtures.root.path)
                var count = 0
                _ = try runner.run(jobs: runner.jobs(paths: [corpus])) { event in
                    if case .string(let s) = event, s.findings.contains(where: { $0.rule == .clip || $0.rule == .overlap }) { count += 1 }
                }
                return count
            }
            let lh = r.minLineHeight.unitless
            XCTAssertTrue(r.minLineHeight.found, target.name)
            XCTAssertEqual(try clips(at: lh), 0, "\(target.name) at \(lh)")
            XCTAssertGreaterThan(try clips(at: lh - 0.01), 0, "\(target.name) at \(lh - 0.01)")
        }
    }

    func testRecommendCommandPrintsALineHeightPerArabicFont() throws {
        let r = try CLI.run(["recommend"])
        XCTAssertEqual(r.status, 0, r.stderr)
        for family in ["Noto Naskh Arabic UI", "Noto Sans Arabic UI", "Noto Naskh Arabic", "Noto Sans Arabic", "Amiri"] {
            XCTAssertTrue(r.stdout.contains("\(family)"), family)
        }
        XCTAssertEqual(r.stdout.components(separatedBy: "line-height ≥ ").count - 1, 5)
    }

    /// Compose's default `LineHeightStyle` (Trim.Both) leaves a single line at the font's own metrics
    /// (androidx `LineHeightStyleSpan.chooseHeight` returns early), so no line-height changes its box:
    /// Noto Sans at 17 px (hhea descent 293/1000) has round(4.98) = 5 px below the baseline, and 40 stacked
    /// U+0323 dots reach far past that (hb-shape). `recommend` must say there is no answer and exit 1.
    func testRecommendSaysWhenNoLineHeightIsClipFree() throws {
        let text = "a" + String(repeating: "\u{0323}", count: 40)
        let ink = try HBShape.ink(font: Fixtures.font("NotoSans-Regular.ttf"), text: text, upem: 1000, size: 17)
        XCTAssertGreaterThan(ink.bottom, (293.0 * 17 / 1000).rounded())
        let dir = TempDir()
        let catalog = dir.write("dots.tsv", "key\ten\tar\ndots\tDots\t\(text)\n")
        let args = ["recommend", catalog, "--profile", "compose", "--fonts", "Noto Sans", "--size", "17"]
        let plain = try CLI.run(args, cwd: dir.url)
        XCTAssertEqual(plain.status, 1, plain.stdout + plain.stderr)
        XCTAssertTrue(plain.stdout.contains("no clip-free line-height up to 100 × the size"), plain.stdout)
        XCTAssertTrue(plain.stdout.contains("«\(text)»"), plain.stdout)
        XCTAssertFalse(plain.stdout.contains("line-height ≥"), "no fake answer: \(plain.stdout)")
        XCTAssertFalse(plain.stdout.contains("min-block-size"), plain.stdout)
        let json = try CLI.run(args + ["--format", "json"], cwd: dir.url)
        XCTAssertEqual(json.status, 1, json.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let first = (object?["recommendations"] as? [[String: Any]])?.first
        XCTAssertEqual((first?["min_line_height"] as? [String: Any])?["found"] as? Bool, false, json.stdout)
    }
}
