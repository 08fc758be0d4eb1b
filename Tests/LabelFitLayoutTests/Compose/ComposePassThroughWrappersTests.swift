import Foundation
import LabelFitCore
@testable import LabelFitLayout
import XCTest
import LabelFitTestSupport

/// The app's own composables that only hand their content on to `CompositionLocalProvider` (by name,
/// positionally or as `content = content`), as a plain function or as an extension of a generic
/// receiver (`fun <T> ProvidableCompositionLocal<T>.ProvidesValue(…)`, which the Kotlin reader had
/// not taken for a function at all): the content is laid out at the caller's width. By hand: under no
/// modifier, the screen's width (`profile − 0`).
final class ComposePassThroughWrappersTests: XCTestCase {
    func testWrappersThatOnlyProvideALocalPassTheWidthOn() throws {
        let dir = TempDir()
        let path = dir.write("app/src/main/java/org/x/Wrap.kt", """
        package org.x

        import androidx.compose.runtime.Composable
        import androidx.compose.runtime.CompositionLocalProvider
        import androidx.compose.runtime.ProvidableCompositionLocal
        import androidx.compose.material3.Text
        import androidx.compose.ui.res.stringResource

        @Composable
        fun ProvideWindowContext(content: @Composable () -> Unit) {
            val context = LocalContext.current
            CompositionLocalProvider(LocalWindowContext provides context, content = content)
        }

        @Composable
        fun <T> ProvidableCompositionLocal<T>.ProvidesValue(
            value: T,
            content: @Composable () -> Unit
        ) = CompositionLocalProvider(value = this provides value, content)

        @Composable
        fun Screen() {
            ProvideWindowContext {
                Text(stringResource(R.string.first), maxLines = 1)
            }
            LocalContentColor.ProvidesValue(Color.Red) {
                Text(stringResource(R.string.second), maxLines = 1)
            }
        }
        """)
        let result = ComposeTextReader.read(paths: [path], relativeTo: dir.url.path)
        XCTAssertEqual(result.problems, [])
        for key in ["first", "second"] {
            let u = try XCTUnwrap(result.uses.first { $0.key == key }, "\(key) in \(result.uses.map(\.key))")
            XCTAssertEqual(u.constraint.width?.value, .profileMinus(0), "\(key): \(String(describing: u.constraint.width))")
        }
    }

    /// material3 `ModalBottomSheet` (ModalBottomSheet.kt: `widthIn(max = sheetMaxWidth).fillMaxWidth()`,
    /// `BottomSheetDefaults.SheetMaxWidth` 640.dp): its content gets min(screen, 640) whatever lies on the
    /// way to it (its own window), then its own padding: by hand min(profile, 640) − 16 × 2.
    func testAModalBottomSheetsContentIsTheScreenUpTo640() throws {
        let dir = TempDir()
        let path = dir.write("app/src/main/java/org/x/Sheet.kt", """
        package org.x

        import androidx.compose.material3.ModalBottomSheet
        import androidx.compose.material3.Text
        import androidx.compose.foundation.layout.Column
        import androidx.compose.foundation.layout.padding
        import androidx.compose.ui.Modifier
        import androidx.compose.ui.unit.dp
        import androidx.compose.ui.res.stringResource

        @Composable
        fun Sheet(onDismiss: () -> Unit) {
            Column(Modifier.padding(horizontal = 48.dp)) {
                ModalBottomSheet(onDismissRequest = onDismiss) {
                    Column(Modifier.padding(horizontal = 16.dp)) {
                        Text(stringResource(R.string.sheet_title), maxLines = 1)
                    }
                }
            }
        }
        """)
        let result = ComposeTextReader.read(paths: [path], relativeTo: dir.url.path)
        let u = try XCTUnwrap(result.uses.first { $0.key == "sheet_title" }, "\(result.uses.map(\.key))")
        XCTAssertEqual(u.constraint.width?.value.dp(profileWidth: 360), 328)
        XCTAssertEqual(u.constraint.width?.value.dp(profileWidth: 800), 608)
    }
}
