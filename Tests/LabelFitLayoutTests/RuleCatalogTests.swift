import Foundation
import XCTest
import LabelFitCheck
import LabelFitLayout
import LabelFitTestSupport

/// Every rule of `check` and `layout` is described once (`RuleDescription`), under an id no other rule
/// has, and has a row in the document its description names.
final class RuleCatalogTests: XCTestCase {
    static var checkRules: [RuleDescription] { CheckRules.all }

    func testEveryRuleIdIsUniqueAcrossBothCommands() {
        let ids = (Self.checkRules + LayoutRules.all).map(\.id)
        let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        XCTAssertEqual(repeated, [])
        // Counted apart: check's thirteen rules and the layout ids, none of them empty.
        XCTAssertEqual(Self.checkRules.count, 13)
        XCTAssertTrue(ids.allSatisfy { !$0.isEmpty })
    }

    /// Each rule file's id is the one its description carries, and check's rules are listed in the
    /// order of the rule table in docs/findings.md, the order SARIF's `tool.driver.rules` (and so each
    /// result's `ruleIndex`), the HTML report and the step summary list them in.
    func testACheckRulesDescriptionCarriesItsOwnId() {
        let declared: [Rule] = [.clip, .clipPadding, .overlap, .truncation, .growth, .lines, .missingGlyphs, .widthBudget, .writtenLimit, .catalog, .noSource, .untranslated, .unusedOverride]
        XCTAssertEqual(CheckRules.rules, declared)
        XCTAssertEqual(CheckRules.rules.map(\.id), ["clip", "clip-padding", "overlap", "truncation", "growth", "lines", "missing-glyphs", "width-budget", "written-limit", "catalog", "no-source", "untranslated", "unused-override"])
        for rule in declared { XCTAssertEqual(CheckRules.description(of: rule)?.id, rule.id) }
        XCTAssertNil(CheckRules.named(Rule.inputError.id), "layout's input errors are no rule of check's")
    }

    /// A row `| \`id\` | …` in the document the description names: the user reads there when it fires.
    func testEveryRuleHasARowInItsDocument() throws {
        for rule in Self.checkRules + LayoutRules.all {
            XCTAssertTrue(rule.documentation.hasPrefix("docs/") && rule.documentation.hasSuffix(".md"), rule.id)
            let page = try String(contentsOf: Fixtures.root.appendingPathComponent(rule.documentation), encoding: .utf8)
            let row = page.split(separator: "\n").contains { $0.hasPrefix("| `\(rule.id)` |") }
            XCTAssertTrue(row, "\(rule.id): no row in \(rule.documentation)")
        }
    }

    /// Every check rule says once, in a report, what it means.
    func testEveryCheckRuleExplainsItself() {
        for rule in Self.checkRules {
            XCTAssertFalse(rule.explanation.isEmpty, rule.id)
            XCTAssertFalse(rule.title.isEmpty || rule.help.isEmpty, rule.id)
        }
    }

    /// Every `"rtl-…"` id written in layout's sources is a listed rule, so `layout.severity` accepts
    /// it and the baseline files it as layout's. Read from the sources themselves, a second list
    /// independent of `LayoutRules`.
    func testEveryRightToLeftIdInLayoutsSourcesIsListed() throws {
        let listed = Set(LayoutRules.all.map(\.id))
        let folder = Fixtures.root.appendingPathComponent("Sources/LabelFitLayout")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        let pattern = try NSRegularExpression(pattern: "\"(rtl-[a-z]+(?:-[a-z]+)*)\"")
        var found = Set<String>()
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for m in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found.insert(String(text[Range(m.range(at: 1), in: text)!]))
            }
        }
        XCTAssertGreaterThan(found.count, 15)
        XCTAssertEqual(found.subtracting(listed).sorted(), [])
    }

    /// `layout.severity` takes every listed id (a level for the web's `rtl-fixed-height` was refused
    /// as an unknown rule while the list missed it), and still refuses a name no rule has.
    func testLayoutSeverityTakesEveryListedRule() throws {
        for rule in LayoutRules.all {
            let levels = try LayoutSeverities(json: [rule.id: "off"], file: "labelfit.json")
            XCTAssertNil(levels.level(rule.id, builtIn: rule.defaultSeverity), rule.id)
        }
        XCTAssertThrowsError(try LayoutSeverities(json: ["rtl-fixed-heights": "off"], file: "labelfit.json"))
    }

    /// The records' JSON schema names exactly check's rules, so a rule added is a rule the schema takes.
    func testTheRecordSchemaNamesEveryCheckRule() throws {
        let data = try Data(contentsOf: Fixtures.root.appendingPathComponent("docs/schemas/records.schema.json"))
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let finding = try XCTUnwrap((schema["$defs"] as? [String: Any])?["finding"] as? [String: Any])
        let rule = try XCTUnwrap((finding["properties"] as? [String: Any])?["rule"] as? [String: Any])
        XCTAssertEqual(Set(try XCTUnwrap(rule["enum"] as? [String])), Set(Self.checkRules.map(\.id)))
    }
}
