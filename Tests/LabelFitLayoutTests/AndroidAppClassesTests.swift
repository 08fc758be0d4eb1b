import XCTest
@testable import LabelFitLayout

/// The app's own subclasses: one that hands `(context, attrs)` on to its parent looks like the parent
/// (the inflater calls the two-argument constructor, which reads the parent's default style:
/// androidx PreferenceInflater.createItem, Preference.java); a third argument, a `this(…)` chain or a
/// body that names the title or layout resources is another look. Each expectation is read off the
/// source written here.
final class AndroidAppClassesTests: XCTestCase {
    private func classes(_ sources: [String: String]) -> AndroidAppClasses {
        var c = AndroidAppClasses()
        for (file, text) in sources.sorted(by: { $0.key < $1.key }) { c.read(CodeTokenizer.tokens(text), file: file) }
        return c
    }

    private let known: (String) -> Bool = { ["SwitchPreference", "Preference", "CheckBoxPreference"].contains($0) }

    func testAKotlinSubclassPassingContextAndAttrsIsItsParent() {
        let c = classes(["CheckBox.kt": """
            class CheckBox(context: Context, attrs: AttributeSet) : SwitchPreference(context, attrs) {
                override fun onBindViewHolder(holder: PreferenceViewHolder) {
                    clear(holder.itemView as ViewGroup)
                    super.onBindViewHolder(holder)
                }
            }
            class Fancy(context: Context, attrs: AttributeSet) : CheckBox(context, attrs)
            """])
        XCTAssertEqual(c.library(for: "CheckBox", isKnown: known).base, "SwitchPreference")
        // Through two app classes.
        let fancy = c.library(for: "Fancy", isKnown: known)
        XCTAssertEqual(fancy.base, "SwitchPreference")
        XCTAssertEqual(fancy.chain, ["Fancy extends CheckBox", "CheckBox extends SwitchPreference"])
    }

    func testAStyleOrALayoutOfItsOwnIsAnotherLook() {
        let c = classes([
            "Styled.kt": "class Styled(context: Context, attrs: AttributeSet) : Preference(context, attrs, R.attr.myStyle)",
            "Row.java": """
                public class Row extends androidx.preference.Preference {
                    public Row(Context context, AttributeSet attrs) { super(context, attrs); setLayoutResource(R.layout.row); }
                }
                """,
            "Chained.java": """
                public class Chained extends CheckBoxPreference {
                    public Chained(Context context, AttributeSet attrs) { this(context, attrs, 0); }
                    public Chained(Context context, AttributeSet attrs, int style) { super(context, attrs, style); }
                }
                """,
        ])
        let styled = c.library(for: "Styled", isKnown: known)
        XCTAssertNil(styled.base)
        XCTAssertEqual(styled.why?.contains("passes 3 arguments"), true, styled.why ?? "")
        let row = c.library(for: "Row", isKnown: known)
        XCTAssertNil(row.base)
        XCTAssertEqual(row.why?.contains("setLayoutResource"), true, row.why ?? "")
        XCTAssertEqual(c.library(for: "Chained", isKnown: known).why?.contains("this(…) with 3 arguments"), true)
        // A class the app does not declare is not the app's: nothing is said.
        let absent = c.library(for: "Unknown", isKnown: known)
        XCTAssertNil(absent.base)
        XCTAssertNil(absent.why)
    }
}
