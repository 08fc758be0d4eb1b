import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitSession
import LabelFitTestSupport

/// A translation passed as a prop to a component the app defines is measured where the component
/// places it, under the component's CSS. Prop semantics from the frameworks' guides: Vue's "Props"
/// (https://vuejs.org/guide/components/props.html: declared with `props` or `defineProps`, bound with
/// `:label`, kebab-case `tab-label` matching `tabLabel`; an undeclared attribute falls through,
/// /guide/components/attrs.html) and React's "Passing Props to a Component"
/// (https://react.dev/learn/passing-props-to-a-component: the first parameter, destructured or read as
/// `props.x`), Angular's inputs and Svelte's `export let`. Fixture: Tests/Fixtures/layout-web/props.
///
/// Widths by hb-shape (HarfBuzz 6, `--font-size=16`): «Alerts» 40px and «Settings» 58px in Roboto
/// Regular, «التنبيهات الجديدة كلها» 126px and «الإعدادات» 55px in Noto Naskh Arabic UI Regular; every
/// box is 80px, one line with `overflow: hidden` — so the first pair cuts the Arabic only, the second
/// fits, and in the 200px note «Saved» / «تم الحفظ» fit.
final class WebComponentPropsTests: XCTestCase {
    func testPropsAreFollowedToWhereTheComponentPlacesThem() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-web/props").path
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        let r = try LayoutRun.run(paths: [root], runner: session.runner, profiles: DeviceProfile.defaults, platformBase: PlatformOptions(), root: root)
        func result(_ key: String) -> LayoutResult? { r.results.first { $0.use.key == key } }
        // Vue: `props: { label }`, placed as `{{ label }}` in a scoped 80px nowrap span.
        XCTAssertEqual(result("tab_alerts")?.cls, .arabicOnlyCut, result("tab_alerts")?.reason ?? "")
        XCTAssertEqual(result("tab_alerts")?.use.site.file.hasSuffix("pages/Settings.vue"), true)
        XCTAssertEqual(result("tab_alerts")?.use.site.line, 3)
        XCTAssertTrue(result("tab_alerts")?.use.shownBy.contains("<span class=\"tab-label\">") == true, result("tab_alerts")?.use.shownBy ?? "nil")
        // `<tab-label v-bind:label>`: the kebab-case tag is the same component.
        XCTAssertEqual(result("tab_settings")?.cls, .fits)
        // `defineProps<{ text: string }>()`, placed in a 200px paragraph.
        XCTAssertEqual(result("note_saved")?.cls, .fits)
        // An attribute the component does not declare falls through to its root as an attribute, and a
        // prop the component binds to an element's attribute (`:placeholder="hint"`) is a hint: no use,
        // as a translation in an attribute is not; both keys are still named.
        XCTAssertNil(result("note_hint"))
        XCTAssertNil(result("row_hint"))
        XCTAssertEqual(r.referencedKeys, 12)
        // Passed on: `<FieldRow :label>` binds it to `<TabLabel :label="label">`, which places it (`interface Props`).
        XCTAssertEqual(result("row_label")?.cls, .arabicOnlyCut)
        XCTAssertEqual(result("row_label")?.use.site.line, 7)
        // Placed inside a longer expression: its text is the run time's.
        XCTAssertTrue(result("badge_new")?.reason?.contains("only inside the expression `title.toUpperCase()`") == true, result("badge_new")?.reason ?? "nil")
        // React: a destructured parameter `{ label }` and a named one read as `props.caption`.
        XCTAssertEqual(result("chip_label")?.cls, .arabicOnlyCut)
        XCTAssertEqual(result("chip_label")?.use.site.line, 8)
        XCTAssertEqual(result("pill_caption")?.cls, .fits)
        // Angular: `@Input() label` and a signal input read as `{{ caption() }}`, in the component's own sheet
        // (https://angular.dev/guide/components/inputs); Svelte: `export let text`, read as `{text}`.
        XCTAssertEqual(result("ng_alerts")?.cls, .arabicOnlyCut)
        XCTAssertEqual(result("ng_settings")?.cls, .fits)
        XCTAssertEqual(result("sv_alerts")?.cls, .arabicOnlyCut)
        XCTAssertEqual(result("sv_alerts")?.use.site.line, 7)
        // The component's CSS rules see the passed text: nowrap + ellipsis at TabLabel.vue:19, related to the parent's line.
        let clip = r.findings.first { $0.rule == "rtl-nowrap-ellipsis" && $0.related?.line == 3 && $0.related?.file.hasSuffix("Settings.vue") == true }
        XCTAssertEqual(clip?.site.line, 19)
        XCTAssertEqual(clip?.severity, .error)
    }

    func testPropNamesAndDeclarations() {
        XCTAssertEqual(WebComponentProps.propName(":tab-label", vue: true), "tabLabel")
        XCTAssertEqual(WebComponentProps.propName("v-bind:label", vue: true), "label")
        XCTAssertEqual(WebComponentProps.propName("[label]", vue: false), "label")
        XCTAssertNil(WebComponentProps.propName(":class", vue: true))
        XCTAssertNil(WebComponentProps.propName("onClick", vue: false))
        XCTAssertNil(WebComponentProps.propName("[attr.aria-label]", vue: false))
        XCTAssertEqual(WebComponentProps.declaredProps("export default { props: ['a', 'b'] }"), ["a", "b"])
        XCTAssertEqual(WebComponentProps.declaredProps("export default { props: { a: String, b: { type: Number } }, data() { return { c: 1 } } }"), ["a", "b"])
        XCTAssertEqual(WebComponentProps.declaredProps("const p = defineProps<{ a: string; b?: number }>()"), ["a", "b"])
        XCTAssertEqual(WebComponentProps.declaredProps("export let title; let count = 0;"), ["title"])
        XCTAssertEqual(WebComponentProps.declaredProps("interface Props {\n  label?: string\n  size: number\n}\nwithDefaults(defineProps<Props>(), { size: 1 })"), ["label", "size"])
        XCTAssertNil(WebComponentProps.declaredProps("export default { data() { return {} } }"))
        let c = WebComponentProps.jsxComponents("function Row({ title: heading, size = 1 }) {\n return <p>{heading}</p>;\n}\nconst Cell = (props) => <td>{props.text}</td>;", template: 0)
        XCTAssertEqual(c.map(\.name), ["Row", "Cell"])
        XCTAssertEqual(c.first?.props, ["title=heading", "size"])
        XCTAssertEqual(c.last?.objects, ["props"])
        XCTAssertEqual(c.first?.lines, 1...3)
    }
}
