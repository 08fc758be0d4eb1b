import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
@testable import LabelFitCore
import LabelFitTestSupport

final class CheckTests: XCTestCase {
    /// The blank test's shortcut (first scalar not white space) says what the walk over Characters says.
    func testBlankTargetsAreTheOnesMadeOfWhiteSpace() {
        let texts: [String?] = [nil, "", " ", "\t\n", "\u{3000}\u{A0}", " \u{301}", "\u{301} ", "a", " a", "حذف", "\u{200B}", "\u{85}",
                                "\u{1C}", "\r\n", "\u{2028}x", "x\u{2028}", "  \u{FEFF}"]
        for text in texts {
            XCTAssertEqual(CheckRunner.isBlank(text), (text ?? "").allSatisfy { $0.isWhitespace }, "\(String(describing: text).debugDescription)")
        }
        // Every scalar the shortcut decides by value, alone and before a letter.
        for v in Array(0..<0x80) + Array(0x0600..<0x0700) {
            let s = String(Character(Unicode.Scalar(UInt32(v))!))
            XCTAssertEqual(CheckRunner.isBlank(s), s.allSatisfy { $0.isWhitespace }, "U+\(String(v, radix: 16))")
            XCTAssertEqual(CheckRunner.isBlank(s + "x"), false, "U+\(String(v, radix: 16))")
        }
    }

    func corpusRun() throws -> [CheckedString] {
        let config = try CheckConfiguration.load(path: Fixtures.root.appendingPathComponent("labelfit.json").path)
        let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: Fixtures.root.path)
        var out: [CheckedString] = []
        let summary = try runner.run(jobs: runner.jobs(paths: [Fixtures.root.appendingPathComponent("Corpus").path])) { event in
            if case .string(let c) = event { out.append(c) }
        }
        XCTAssertEqual(summary.catalogErrors, 0)
        XCTAssertEqual(summary.strings, out.count)
        return out
    }

    /// Strings without a matching rule are measured with each thread's copy of the plan; the results
    /// must be what the plan's own options, fonts and locales give, field for field.
    func testTheThreadCopyOfThePlanMeasuresAsThePlanDoes() throws {
        let config = try CheckConfiguration.load(path: Fixtures.root.appendingPathComponent("labelfit.json").path)
        let plan = try CheckPlan(config: config)
        let runner = CheckRunner(plan: plan, measurer: Fixtures.measurer, root: Fixtures.root.path)
        let entries = try runner.jobs(paths: [Fixtures.root.appendingPathComponent("Corpus/csv").path]).flatMap { runner.discovery.read($0).entries }
        XCTAssertGreaterThan(entries.count, 80)
        var unruled = 0
        for entry in entries {
            let checked = runner.check(entry)
            let (s, t, _) = try plan.options(for: entry)
            if plan.rule(for: entry.key) == nil { unruled += 1 }
            let source = entry.source.map { plan.placeholders.fill($0, locale: config.sourceLocale).0 }
            let target = entry.target.map { plan.placeholders.fill($0, locale: config.targetLocale).0 }
            let expectedSource = try source.map { try Fixtures.measurer.measure($0, locale: config.sourceLocale, options: s) }
            let expectedTarget = try target.map { try Fixtures.measurer.measure($0, locale: config.targetLocale, options: t) }
            XCTAssertEqual(checked.source, expectedSource, entry.key)
            XCTAssertEqual(checked.target, expectedTarget, entry.key)
        }
        XCTAssertGreaterThan(unruled, 50, "the thread copy must be exercised")
    }

    /// Every format holds the same labels: after placeholders are filled, each label measures the
    /// same in all of them.
    func testTheSameCorpusMeasuresIdenticallyInEveryFormat() throws {
        let checked = try corpusRun()
        let master = try String(contentsOf: Fixtures.root.appendingPathComponent("Corpus/tsv/action-sheet-labels.tsv"), encoding: .utf8)
        let labels = master.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        XCTAssertGreaterThanOrEqual(labels.count, 80)
        let formats = Set(checked.map(\.format))
        // ar.mo is compiled from ar.po beside it: the .po is read, the .mo skipped (a compiled copy).
        XCTAssertEqual(formats, ["strings", "stringsdict", "xcstrings", "android", "xliff", "po", "arb", "i18next", "csv", "tsv"])
        var bySource: [String: [CheckedString]] = [:]
        for c in checked { if let s = c.source?.text { bySource[s, default: []].append(c) } }
        for label in labels {
            let en = label[1].replacingOccurrences(of: "%@", with: "Alex")
            let group = try XCTUnwrap(bySource[en], "\(en) missing")
            // strings, xcstrings, android, xliff ×2, po, arb, i18next, csv, tsv
            XCTAssertEqual(Set(group.map(\.format)).count, 9, "\(en): \(group.map(\.format))")
            let reference = try XCTUnwrap(group.first?.target)
            for c in group {
                XCTAssertEqual(c.target?.text, reference.text, "\(c.format) \(c.key)")
                XCTAssertEqual(c.target?.widthPx, reference.widthPx, "\(c.format) \(c.key)")
                XCTAssertEqual(c.target?.clip, reference.clip, "\(c.format) \(c.key)")
                XCTAssertEqual(c.verdict, group[0].verdict, "\(c.format) \(c.key)")
            }
        }
    }

    func testPlaceholdersAreFilledAndReported() {
        let p = Placeholders(samples: ["{name}": ["*": "Dana"]])
        XCTAssertEqual(p.fill("Share with %@", locale: "en").0, "Share with Alex")
        XCTAssertEqual(p.fill("مشاركة مع %1$s", locale: "ar").0, "مشاركة مع سارة")
        XCTAssertEqual(p.fill("%d files, %.2f MB, 100%%", locale: "en").0, "12 files, 3.5 MB, 100%")
        XCTAssertEqual(p.fill("%lld items", locale: "ar").0, "12 items")
        XCTAssertEqual(p.fill("Hi {name}, {{count}} new", locale: "en").0, "Hi Dana, 12 new")
        XCTAssertEqual(p.fill("{0} and {user}", locale: "ar-EG").0, "سارة and سارة")
        XCTAssertEqual(p.fill("no placeholder { here", locale: "en").0, "no placeholder { here")
        XCTAssertEqual(p.fill("Share with %@", locale: "en").1, [Placeholders.Substitution(placeholder: "%@", value: "Alex")])
    }

    func testUnknownConfigurationKeyIsAnError() throws {
        let dir = TempDir()
        let path = dir.write("labelfit.json", "{\n  \"size\": 17,\n  \"fontz\": {}\n}\n")
        XCTAssertThrowsError(try CheckConfiguration.load(path: path)) { error in
            XCTAssertEqual(error as? LabelFitError, .invalidInput(SourceLocation(file: path, line: 3), "unknown setting 'fontz' (see docs/reference.md, Configuration)"))
        }
        let bad = dir.write("b.json", "{\"size\": \"big\"}")
        XCTAssertThrowsError(try CheckConfiguration.load(path: bad))
    }

    func testKeyRulesChangeTheRow() throws {
        var config = CheckConfiguration()
        config.row.inlineSizePx = 400
        config.rules = [KeyRule(keys: "narrow_*", row: RowPatch(inlineSizePx: 60, overflow: .nowrapEllipsis))]
        let plan = try CheckPlan(config: config)
        let runner = CheckRunner(plan: plan, measurer: Fixtures.measurer)
        let location = SourceLocation(file: "x", line: 1)
        let wide = runner.check(CatalogEntry(key: "wide_home", source: "Add to Home Screen", target: "إضافة إلى الشاشة الرئيسية",
                                             sourceLocation: location, targetLocation: location, format: "csv"))
        let narrow = runner.check(CatalogEntry(key: "narrow_home", source: "Add to Home Screen", target: "إضافة إلى الشاشة الرئيسية",
                                               sourceLocation: location, targetLocation: location, format: "csv"))
        XCTAssertEqual(wide.verdict, .fits)
        XCTAssertEqual(narrow.verdict, .truncates)
        XCTAssertEqual(narrow.findings.map(\.rule), [.truncation])
        XCTAssertFalse(narrow.target!.droppedWords.isEmpty)
    }
}
