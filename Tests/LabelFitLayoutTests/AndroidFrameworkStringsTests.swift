import Foundation
import XCTest
@testable import LabelFitLayout
import LabelFitTestSupport

/// `android.R.string.ok` is the platform's string, translated by Android itself: its uses carry the
/// framework prefix, so the app's own `ok` (a different string in a different table) is never measured
/// for it, and the reason says where its translation comes from.
final class AndroidFrameworkStringsTests: XCTestCase {
    func testCodeUsesKeepTheFrameworkApartFromTheAppsOwnString() {
        let tokens = CodeTokenizer.tokens("""
            fun show(c: Context) {
                Toast.makeText(c, android.R.string.ok, Toast.LENGTH_SHORT).show()
                Toast.makeText(c, R.string.ok, Toast.LENGTH_SHORT).show()
            }
            """)
        let keys = AndroidCodeUses.find(tokens, file: "A.kt").map(\.key)
        XCTAssertEqual(keys, ["android:ok", "ok"])
        XCTAssertEqual(AndroidFramework.name("android:ok"), "ok")
        XCTAssertNil(AndroidFramework.name("ok"))
    }

    func testComposeUsesKeepTheFrameworkApart() throws {
        let dir = TempDir()
        let file = dir.url.appendingPathComponent("Dialog.kt").path
        try """
            import androidx.compose.material3.Text
            import androidx.compose.runtime.Composable
            import androidx.compose.ui.res.stringResource

            @Composable
            fun Buttons() {
                Text(stringResource(android.R.string.cancel))
                Text(stringResource(R.string.cancel))
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = ComposeTextReader.read(paths: [file])
        XCTAssertEqual(result.uses.map(\.key).sorted(), ["android:cancel", "cancel"])
    }
}
