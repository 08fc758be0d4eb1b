import Foundation
import XCTest
import LabelFitCore
@testable import LabelFitLayout
import LabelFitTestSupport

/// `<include>` fan-out is bounded per window, and an included layout is the variant the device
/// would inflate (`AndroidLayoutIncludes`).
final class LayoutIncludeBoundsTests: XCTestCase {
    /// res/layout/l0…l{levels-1}.xml each a LinearLayout including the next four times; the last one
    /// TextView with @string/hello.
    static func fanOut(levels: Int, in dir: TempDir) {
        for i in 0..<levels {
            let includes = String(repeating: "  <include layout=\"@layout/l\(i + 1)\"/>\n", count: 4)
            dir.write("res/layout/l\(i).xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" android:layout_height="wrap_content">
                \(includes)</LinearLayout>
                """)
        }
        dir.write("res/layout/l\(levels).xml", """
            <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/hello"/>
            """)
    }

    func testFiveLevelsOfFourIncludesAreAllRead() throws {
        let dir = TempDir()
        Self.fanOut(levels: 5, in: dir)
        let a = AndroidAnalysis(project: try AndroidProject(paths: [dir.url.path]))
        // 4^5 = 1,024 places the TextView is included in; 1 + 4 + 16 + 64 + 256 + 1,024 = 1,365
        // elements, under the budget: no error.
        XCTAssertEqual(a.uses.count, 1_024)
        XCTAssertEqual(a.diagnostics.count, 0, "\(a.diagnostics)")
    }

    func testFanOutPastTheBudgetIsOneLocatedErrorAndTheRestIsRead() throws {
        let dir = TempDir()
        // 4^7 = 16,384 TextViews (21,845 elements) in l0's window: past 10,000.
        Self.fanOut(levels: 7, in: dir)
        dir.write("res/layout/other.xml", """
            <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android">
              <TextView android:text="@string/other"/>
            </FrameLayout>
            """)
        let a = AndroidAnalysis(project: try AndroidProject(paths: [dir.url.path]))
        XCTAssertEqual(a.diagnostics.count, 1, "\(a.diagnostics)")
        guard case .limitExceeded(let at, let reason)? = a.diagnostics.first else { return XCTFail("\(a.diagnostics)") }
        XCTAssertTrue(at.file.hasSuffix("/res/layout/") == false && at.file.contains("/res/layout/l"), at.file)
        XCTAssertNotNil(at.line)
        XCTAssertTrue(reason.contains("past \(AndroidLayoutIncludes.maxExpandedElements) elements"), reason)
        let hello = a.uses.filter { $0.key == "hello" }.count
        // Each TextView is one element, so at most the budget of them; the error's include and the
        // ones after are kept unexpanded, so fewer than the 16,384 a full expansion gives.
        XCTAssertGreaterThan(hello, 0)
        XCTAssertLessThanOrEqual(hello, AndroidLayoutIncludes.maxExpandedElements)
        XCTAssertEqual(a.uses.filter { $0.key == "other" }.count, 1, "another window is still read")
    }

    /// main.xml includes part; part exists in layout/, layout-ldrtl/ and layout-v31/, each naming its
    /// own string. "How Android finds the best-matching resource": layout direction precedes platform
    /// version in table 2, a `v31` folder is eliminated below API 31, `ldrtl` on a left-to-right device.
    func testTheIncludedVariantIsTheBestMatchingFolder() throws {
        let dir = TempDir()
        dir.write("res/layout/main.xml", """
            <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android">
              <include layout="@layout/part"/>
            </FrameLayout>
            """)
        for (folder, key) in [("layout", "plain"), ("layout-ldrtl", "rtl"), ("layout-v31", "v31")] {
            dir.write("res/\(folder)/part.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:text="@string/\(key)"/>
                """)
        }
        let project = try AndroidProject(paths: [dir.url.path])
        func included(_ c: AndroidConfiguration) -> [String] {
            AndroidAnalysis(project: project, configuration: c).uses.filter { $0.site.file.hasSuffix("part.xml") }.map(\.key)
        }
        XCTAssertEqual(included(AndroidConfiguration(language: "ar", smallestWidthDp: 360, api: 34)), ["rtl"])   // ldrtl beats v31
        XCTAssertEqual(included(AndroidConfiguration(language: "en", smallestWidthDp: 360, api: 34)), ["v31"])   // ldrtl eliminated
        XCTAssertEqual(included(AndroidConfiguration(language: "en", smallestWidthDp: 360, api: 30)), ["plain"]) // v31 eliminated too
    }

    /// self.xml includes itself on line 3 (after its own TextView); a.xml and b.xml include each other.
    /// aapt2 refuses a cycle; here each layout's own views are read once and each cycle is one
    /// located error at the include that closes it.
    func testALayoutIncludingItselfIsReadAndTheCycleIsALocatedError() throws {
        let dir = TempDir()
        dir.write("res/layout/self.xml", """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
              <TextView android:text="@string/own"/>
              <include layout="@layout/self"/>
            </LinearLayout>
            """)
        dir.write("res/layout/a.xml", """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
              <TextView android:text="@string/in_a"/>
              <include layout="@layout/b"/>
            </LinearLayout>
            """)
        dir.write("res/layout/b.xml", """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
              <include layout="@layout/a"/>
              <TextView android:text="@string/in_b"/>
            </LinearLayout>
            """)
        let a = AndroidAnalysis(project: try AndroidProject(paths: [dir.url.path]))
        XCTAssertEqual(a.uses.map(\.key).sorted(), ["in_a", "in_b", "own"])
        let errors = a.diagnostics.compactMap { d -> (String, Int?, String)? in
            guard case .invalidInput(let at, let reason) = d else { return nil }
            return ((at.file as NSString).lastPathComponent, at.line, reason)
        }
        XCTAssertEqual(a.diagnostics.count, 2, "\(a.diagnostics)")
        // a.xml comes first in file order, so it is the window; b's include of a (line 2) closes the cycle.
        XCTAssertTrue(errors.contains { $0.0 == "b.xml" && $0.1 == 2 && $0.2.contains("@layout/a → @layout/b → @layout/a") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.0 == "self.xml" && $0.1 == 3 && $0.2.contains("@layout/self includes itself") }, "\(errors)")
    }
}
