import XCTest
@testable import LabelFitLayout
import LabelFitTestSupport

/// The Kotlin/Java tokenizer skips strings (templates, raw strings) and comments (nested), so
/// `R.string.x` there is no use; the call shapes tie keys to components and views.
final class CodeTokenizerTests: XCTestCase {
    func testStringsAndCommentsAreSkipped() {
        let source = #"""
        /* outer /* nested R.string.a */ still comment R.string.b */
        val t = "x ${ f("R.string.c") } y" // R.string.d
        val raw = """R.string.e
        """
        label.setText(R.string.real)
        """#
        let tokens = CodeTokenizer.tokens(source)
        let keys = AndroidCodeUses.find(tokens, file: "A.kt").map(\.key)
        XCTAssertEqual(keys, ["real"])
        XCTAssertEqual(tokens.first { $0.text == "label" }?.line, 5)
    }

    func testCallShapes() {
        let source = """
        binding.tvTitle.setText(R.string.a)
        findViewById<TextView>(R.id.tv_other).setText(R.string.b)
        ((TextView) findViewById(R.id.java_view)).setText(R.string.c)
        Snackbar.make(view, R.string.d, Snackbar.LENGTH_LONG).show()
        new AlertDialog.Builder(this).setMessage(R.string.m).setTitle(R.string.e).show();
        new BiometricPrompt.PromptInfo.Builder().setTitle(getString(R.string.f)).build();
        supportActionBar?.title = getString(R.string.g)
        tabLayout.newTab().setText(R.string.h)
        """
        let found = AndroidCodeUses.find(CodeTokenizer.tokens(source), file: "A.kt")
        let summary = found.map { "\($0.key):\($0.component?.name ?? $0.viewId ?? "-")" }
        XCTAssertEqual(summary, [
            "a:tvTitle", "b:tv_other", "c:java_view", "d:\(AndroidComponent.snackbar.name)",
            "e:\(AndroidComponent.dialogTitle.name)", "f:Builder", "g:\(AndroidComponent.toolbarTitle.name)",
            "h:\(AndroidComponent.tab.name)",
        ])
        XCTAssertEqual(AndroidCodeUses.bindingName("tv_other_label"), "tvOtherLabel")
    }

    func testReceiverlessSetTitleIsAnActivityTitleOnlyInItsMethods() {
        let activity = """
        class Main : AppCompatActivity() {
            override fun onCreate(b: Bundle?) {
                if (b == null) { setTitle(R.string.a) }
                list.forEach { setTitle(R.string.b) }
            }
        }
        """
        XCTAssertEqual(AndroidCodeUses.find(CodeTokenizer.tokens(activity), file: "A.kt").map(\.key), ["a"])
        let fragment = "class F : Fragment() { fun f() { setTitle(R.string.a) } }"
        XCTAssertEqual(AndroidCodeUses.find(CodeTokenizer.tokens(fragment), file: "F.kt").map(\.key), [])
    }
}
