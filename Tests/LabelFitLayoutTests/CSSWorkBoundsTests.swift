import Foundation
import XCTest
import LabelFitCore
@testable import LabelFitLayout
import LabelFitTestSupport

/// Style sheets whose work multiplies (nesting that doubles selectors, mixins that include the next
/// one three times, `:is()` nested thousands deep, a wide cascade over a deep tree): each finishes
/// with a located error naming the file and the limit, what the bound leaves undecided is unknown
/// with the reason, and a control page in the same app is still measured. The numbers are worked
/// out in each test from the bound's documented value; timing is asserted only as a guard against
/// exponential work.
final class CSSWorkBoundsTests: XCTestCase {
    /// The app: the probe's files and a control page whose text is in a 300px box.
    static func app(_ files: [String: String]) -> TempDir {
        let dir = TempDir()
        dir.write("src/control.html", "<html><body><div class=\"ctl\">{{ $t('other') }}</div></body></html>\n")
        dir.write("src/control.css", ".ctl { width: 300px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }\n")
        for (path, text) in files { dir.write(path, text) }
        return dir
    }

    static let page = "<html><body><div class=\"a\">{{ $t('hello') }}</div></body></html>\n"

    func analyse(_ dir: TempDir, budget: CSSCascadeBudget = .standard, file: StaticString = #filePath, line: UInt = #line) -> WebAnalysis {
        let start = Date()
        let a = WebAnalysis(project: WebProject(paths: [dir.url.path]), cascadeBudget: budget)
        // A guard against work that multiplies, not a measure: each probe took minutes or hours before.
        XCTAssertLessThan(Date().timeIntervalSince(start), 120, file: file, line: line)
        return a
    }

    func use(_ a: WebAnalysis, _ key: String) -> TextUse? { a.uses.first { $0.key == key } }

    func assertControlMeasured(_ a: WebAnalysis, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(use(a, "other")?.constraint.width?.value, .fixed(300), "the control page is still read and its width known", file: file, line: line)
        XCTAssertFalse(a.diagnostics.contains { "\($0)".contains("control.") }, file: file, line: line)
    }

    /// (file name, line, reason) of each limit error, the cascade's included.
    func limits(_ a: WebAnalysis) -> [(file: String, line: Int?, reason: String)] {
        (a.diagnostics + a.cascadeLimits).compactMap { if case .limitExceeded(let at, let reason) = $0 { ((at.file as NSString).lastPathComponent, at.line, reason) } else { nil } }
    }

    // MARK: nesting

    /// `.a { & & { & & { … } } }`, 24 levels: each level's selector is its parent's twice with a
    /// space, so L0 = 2 and Lk = 2·Lk−1 + 1 bytes; 24 levels would be 2^24·3 bytes in one selector.
    func testNestingThatDoublesSelectorsStopsAtTheSheetsBudget() throws {
        let levels = 24
        let css = ".a {\n" + String(repeating: "& & {\n", count: levels) + "width: 1px;\n" + String(repeating: "}\n", count: levels + 1)
        let dir = Self.app(["src/page.html": Self.page, "src/nest.css": css])
        let a = analyse(dir)
        // The budget: 16 bytes per byte of the file, at least 1 MiB (1,048,576); the file is 211 bytes.
        XCTAssertEqual(css.utf8.count, 211)
        let budget = max(1_048_576, 16 * css.utf8.count)
        // The first level whose selector takes the sheet's total past it (level k is on line k + 1).
        var length = 2, total = 2, firstOver: Int?
        for k in 1...levels {
            length = 2 * length + 1
            if total + length > budget { firstOver = k; break }
            total += length
        }
        XCTAssertEqual(firstOver, 18, "2+5+11+…+393,215 = 786,411; level 18 adds 786,431")
        let errors = limits(a)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertEqual(errors.first?.file, "nest.css")
        XCTAssertEqual(errors.first?.line, 19)
        XCTAssertTrue(errors.first?.reason.contains("budget of 1048576 bytes") == true, errors.first?.reason ?? "")
        // Second count: the selectors kept add up to what the loop above kept.
        let sheet = try XCTUnwrap(a.sheets.first { $0.file.hasSuffix("nest.css") })
        XCTAssertEqual(sheet.rules.count, levels + 1)
        let read = sheet.rules.filter { $0.line < 19 }
        XCTAssertEqual(read.map { $0.selectorText.utf8.count }.reduce(0, +), total)
        // The rules from the error on keep their declarations and make them unknown, with the reason.
        XCTAssertTrue(sheet.rules.filter { $0.line >= 19 }.allSatisfy { $0.selectors == nil })
        XCTAssertEqual(sheet.rules.last?.declarations.map(\.property), ["width"])
        let hello = try XCTUnwrap(use(a, "hello"))
        XCTAssertTrue(hello.constraint.width?.value.unknownReason?.contains("budget of 1048576 bytes") == true, "\(String(describing: hello.constraint.width?.value))")
        assertControlMeasured(a)
    }

    /// A rule whose selector is not read keeps what its subject must be, where that is its own:
    /// `.x` under an unreadable parent must be `.x`; `&__title` is the parent's last class with a
    /// suffix (BEM), which is not a compound of its own, so it may match anything.
    func testARuleNotReadKeepsOnlySubjectsItIsSureOf() {
        // 40 compounds: more than a selector may have (32), so the parent is not read.
        let parent = (0..<40).map { ".p\($0)" }.joined(separator: " ")
        let sheet = CSSStylesheet(file: "bem.scss", text: parent + " { &__title { width: 10px; } .x { width: 20px; } &.y { width: 30px; } & { width: 40px; } }", scss: true)
        XCTAssertEqual(sheet.rules.count, 5)
        XCTAssertNil(sheet.rules[0].selectors)
        XCTAssertEqual(sheet.rules[0].subjects?.map(\.classes), [["p39"]])
        XCTAssertNil(sheet.rules[1].subjects, "&__title")
        XCTAssertEqual(sheet.rules[2].subjects?.map(\.classes), [["x"]])
        XCTAssertEqual(sheet.rules[3].subjects?.map(\.classes), [["y"]])
        XCTAssertEqual(sheet.rules[4].subjects?.map(\.classes), [["p39"]], "& is the parent's subject")
    }

    // MARK: mixins

    /// m0 includes m1 three times, m1 m2 three times, … 40 levels: 3^40 walks if each include is
    /// followed where it is met. Each mixin is resolved once, so the chain's one property is known
    /// and `.a`'s own width decides.
    func testMixinsThatIncludeTheNextThreeTimesAreResolvedOnce() throws {
        let levels = 40
        var scss = ""
        for i in 0..<levels { scss += "@mixin m\(i) { @include m\(i + 1); @include m\(i + 1); @include m\(i + 1); }\n" }
        scss += "@mixin m\(levels) { color: red; }\n"
        scss += ".a { width: 200px; white-space: nowrap; overflow: hidden; @include m0; }\n"
        let dir = Self.app(["src/page.html": Self.page, "src/mix.scss": scss])
        let a = analyse(dir)
        XCTAssertEqual(a.includes.properties("m0"), ["color"])
        XCTAssertEqual(a.diagnostics.count, 0, "\(a.diagnostics)")
        XCTAssertEqual(use(a, "hello")?.constraint.width?.value, .fixed(200))
        assertControlMeasured(a)
    }

    /// m_i declares p_i and includes m_i−1 (2,000 mixins): resolving m_i copies the i names of
    /// m_i−1, so by m_i the copies are i(i+1)/2, and 1,000,000 is passed at i = 1,414
    /// (1,413·1,414/2 = 998,991; + 1,414 = 1,000,405). m_1414 is on line 1,415.
    func testMixinExpansionPastItsBudgetIsOneLocatedError() throws {
        let n = 2_000
        var scss = "@mixin m0 { p0: 1px; }\n"
        for i in 1..<n { scss += "@mixin m\(i) { p\(i): 1px; @include m\(i - 1); }\n" }
        scss += ".a { width: 200px; white-space: nowrap; overflow: hidden; @include m\(n - 1); }\n"
        scss += ".b { width: 100px; white-space: nowrap; overflow: hidden; @include m10; }\n"
        let page = "<html><body><div class=\"a\">{{ $t('hello') }}</div><div class=\"b\">{{ $t('bye') }}</div></body></html>\n"
        let dir = Self.app(["src/page.html": page, "src/chain.scss": scss])
        let a = analyse(dir)
        let errors = limits(a)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertEqual(errors.first?.file, "chain.scss")
        XCTAssertEqual(errors.first?.line, 1_415)
        XCTAssertTrue(errors.first?.reason.contains("1000000") == true, errors.first?.reason ?? "")
        // Past the budget a mixin may set anything: `.a`'s width is unknown, named as such.
        XCTAssertNil(a.includes.properties("m\(n - 1)"))
        let reason = try XCTUnwrap(use(a, "hello")?.constraint.width?.value.unknownReason)
        XCTAssertTrue(reason.contains("@include"), reason)
        // m10, resolved within it, sets p0…p10 only.
        XCTAssertEqual(a.includes.properties("m10"), Set((0...10).map { "p\($0)" }))
        XCTAssertEqual(use(a, "bye")?.constraint.width?.value, .fixed(100))
        assertControlMeasured(a)
    }

    // MARK: functional pseudo-classes

    func testSelectorsNestedPastThirtyTwoAreALocatedErrorAndNotRead() {
        func sheet(_ depth: Int) -> CSSStylesheet {
            CSSStylesheet(file: "deep.css", text: String(repeating: ":is(", count: depth) + ".a" + String(repeating: ")", count: depth) + " { width: 1px; }\n.b { width: 2px; }\n", scss: false)
        }
        let atBound = sheet(32)
        XCTAssertNotNil(atBound.rules.first?.selectors, "32 deep is read")
        XCTAssertTrue(atBound.problems.isEmpty)
        for depth in [33, 3_000, 8_000] {
            let s = sheet(depth)
            XCTAssertEqual(s.problems.count, 1, "\(depth)")
            XCTAssertEqual(s.problems.first?.location.line, 1)
            XCTAssertTrue(s.problems.first?.reason.contains("deeper than 32") == true, s.problems.first?.reason ?? "")
            XCTAssertNil(s.rules.first?.selectors)
            XCTAssertEqual(s.rules.first?.declarations.count, 1, "its declarations are kept")
            XCTAssertEqual(s.rules.last?.selectorText, ".b")
            XCTAssertNotNil(s.rules.last?.selectors, "the next rule is read")
        }
    }

    /// The deep selector in an Angular component's sheet: that component's text is unknown with the
    /// reason, the control page (another template) is measured.
    func testDeepIsSelectorInAnAppIsOneLocatedErrorAndTheRestIsMeasured() throws {
        let depth = 3_000
        let css = String(repeating: ":is(", count: depth) + ".a" + String(repeating: ")", count: depth) + " { width: 1px; }\n"
        let dir = Self.app([
            "src/app/deep.component.html": "<div class=\"a\">{{ $t('hello') }}</div>\n",
            "src/app/deep.component.scss": ".a { width: 100px; white-space: nowrap; overflow: hidden; }\n" + css,
        ])
        let a = analyse(dir)
        let errors = limits(a)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertEqual(errors.first?.file, "deep.component.scss")
        XCTAssertEqual(errors.first?.line, 2)
        XCTAssertTrue(errors.first?.reason.contains("deeper than 32") == true)
        let reason = try XCTUnwrap(use(a, "hello")?.constraint.width?.value.unknownReason)
        XCTAssertTrue(reason.contains("deeper than 32"), reason)
        XCTAssertLessThan(reason.utf8.count, 1_000, "the selector is not copied whole into the reason")
        assertControlMeasured(a)
    }

    // MARK: the cascade

    /// 100 rules of 31 compounds (`.x .d … .d`) over 250 nested `div.d`: every rule's last 30
    /// compounds match every element, `.x` none, so no width is set and the width is asked on every
    /// ancestor in turn. Matching a rule on the element at depth k tests 31 compounds on its k
    /// ancestors at least: Σ_{k=1}^{250} 100·31·k = 97,262,500 steps, past 10,000,000.
    func testAWideCascadeOverADeepTreeStopsAtItsBudget() throws {
        let depth = 250, rules = 100
        let html = "<html><body>" + String(repeating: "<div class=\"d\">\n", count: depth) + "{{ $t('hello') }}" + String(repeating: "</div>", count: depth) + "</body></html>\n"
        let css = (0..<rules).map { ([".x"] + Array(repeating: ".d", count: 30)).joined(separator: " ") + " { width: \($0 + 1)px; }" }.joined(separator: "\n")
        // Matching one property on the text's element alone: each rule's 31 compounds against up to
        // 250 ancestors; summed over the ancestors the constraints ask about, far past the bound.
        XCTAssertGreaterThan((1...depth).reduce(0) { $0 + rules * 31 * $1 }, CSSCascadeBudget.maxStepsPerTemplate)
        let dir = Self.app(["src/page.html": html, "src/wide.css": css])
        // The mechanism at a tenth of the standard bound (the same code path, a tenth of the time).
        let budget = CSSCascadeBudget(perTemplate: CSSCascadeBudget.maxStepsPerTemplate / 10, perRun: CSSCascadeBudget.maxStepsPerRun)
        let a = analyse(dir, budget: budget)
        let errors = limits(a)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertEqual(errors.first?.file, "page.html")
        XCTAssertNotNil(errors.first?.line)
        XCTAssertTrue(errors.first?.reason.contains("\(budget.perTemplate) matching steps for this template") == true, errors.first?.reason ?? "")
        let reason = try XCTUnwrap(use(a, "hello")?.constraint.width?.value.unknownReason)
        XCTAssertTrue(reason.contains("budget"), reason)
        assertControlMeasured(a)
    }

    /// Many templates, each within its own bound, cannot together pass the run's: once the run's
    /// steps are spent, the templates after are unknown for that reason, each a located error, and the
    /// templates before are measured. The steps one template takes are counted first (a run with room),
    /// so the run's bound is set to let exactly the first two through.
    func testTemplatesTogetherStopAtTheRunsBudget() throws {
        // Templates are read in path order: control.html, then p0…p4.
        let depth = 40, rules = 20
        let html = "<html><body>" + String(repeating: "<div class=\"d\">\n", count: depth) + "{{ $t('hello') }}" + String(repeating: "</div>", count: depth) + "</body></html>\n"
        let css = (0..<rules).map { ([".x"] + Array(repeating: ".d", count: 10)).joined(separator: " ") + " { width: \($0 + 1)px; }" }.joined(separator: "\n")
        let one = Self.app(["src/p0.html": html, "src/wide.css": css])
        let alone = analyse(one)
        let steps = try XCTUnwrap(zip(alone.templates, alone.cascadeWork).first { $0.0.file.hasSuffix("p0.html") }).1.steps
        XCTAssertGreaterThan(steps, 0)
        var files = ["src/wide.css": css]
        for i in 0..<5 { files["src/p\(i).html"] = html }
        let dir = Self.app(files)
        // The control page is read too: give the run room for it and for two probe pages, not three.
        let control = try XCTUnwrap(zip(alone.templates, alone.cascadeWork).first { $0.0.file.hasSuffix("control.html") }).1.steps
        let a = analyse(dir, budget: CSSCascadeBudget(perTemplate: CSSCascadeBudget.maxStepsPerTemplate, perRun: control + 2 * steps + steps / 2))
        let stopped = limits(a).filter { $0.reason.contains("for this run") }
        let undecided = a.uses.filter { $0.key == "hello" && $0.constraint.width?.value.unknownReason?.contains("for this run") == true }
        XCTAssertEqual(a.uses.filter { $0.key == "hello" }.count, 5)
        XCTAssertEqual(undecided.count, 3, "\(a.uses.map { ($0.site, $0.constraint.width?.value as Any) })")
        XCTAssertEqual(stopped.count, 3, "\(stopped)")
        XCTAssertTrue(stopped.allSatisfy { $0.file.hasPrefix("p") && $0.line != nil })
    }

    /// The CSS RTL rules spend the same template's budget after the constraints: a budget they run out
    /// of is a located error too, never findings missing in silence. The constraints' steps are
    /// counted first (a run with room), and the bound set one step past them.
    func testABudgetTheRTLRulesRunOutOfIsALocatedError() throws {
        let html = "<html><body><div class=\"row\"><span class=\"t\">{{ $t('hello') }}</span></div></body></html>\n"
        let css = ".row { height: 40px; padding-left: 8px; } .row .t { white-space: nowrap; text-overflow: ellipsis; overflow: hidden; }\n"
        // No control page here: the bound is per template and set from this page's own count.
        let dir = TempDir()
        dir.write("src/page.html", html)
        dir.write("src/page.css", css)
        func pageWork(_ a: WebAnalysis) -> CSSCascadeWork { zip(a.templates, a.cascadeWork).first { $0.0.file.hasSuffix("page.html") }!.1 }
        let roomy = analyse(dir)
        let constraintSteps = pageWork(roomy).steps
        _ = CSSRTLRules.findings(roomy, translated: ["hello"], classes: [:])
        XCTAssertGreaterThan(pageWork(roomy).steps, constraintSteps + 1, "the rules ask the cascade for values the constraints did not")
        XCTAssertEqual(roomy.cascadeLimits.count, 0)
        let tight = analyse(dir, budget: CSSCascadeBudget(perTemplate: constraintSteps + 1, perRun: CSSCascadeBudget.maxStepsPerRun))
        XCTAssertEqual(tight.cascadeLimits.count, 0, "the constraints alone stay within it")
        _ = CSSRTLRules.findings(tight, translated: ["hello"], classes: [:])
        let errors = limits(tight)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertEqual(errors.first?.file, "page.html")
    }
}
