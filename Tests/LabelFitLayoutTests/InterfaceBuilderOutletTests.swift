import Foundation
import XCTest
import LabelFitCore
@testable import LabelFitLayout
import LabelFitTestSupport

/// A label the code fills through an `@IBOutlet` is laid out as its xib says: the xib's File's Owner
/// connects the outlet to the label, and a File's Owner that is a view controller owns a view that
/// spans the screen. The xib's own text for that label is then a placeholder, not a site.
final class InterfaceBuilderOutletTests: XCTestCase {
    private func xib(owner: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)">
              <connections>
                <outlet property="view" destination="root" id="o1"/>
                <outlet property="titleLabel" destination="title" id="o2"/>
              </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="root">
              <subviews>
                <label text="Title" numberOfLines="2" id="title">
                  <fontDescription key="fontDescription" type="system" pointSize="22"/>
                </label>
              </subviews>
              <viewLayoutGuide key="safeArea" id="safe"/>
              <constraints>
                <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="24" id="c2"/>
              </constraints>
            </view>
          </objects>
        </document>
        """
    }

    private func analysis(owner: String, superclass: String) throws -> (AppleAnalysis, TempDir) {
        let dir = TempDir()
        _ = dir.write("App/Pin.xib", xib(owner: owner))
        _ = dir.write("App/\(owner).swift", """
            import UIKit
            final class \(owner): \(superclass) {
                @IBOutlet weak var titleLabel: UILabel!
                func setUp() {
                    titleLabel.text = NSLocalizedString("pin_title", comment: "")
                }
            }
            """)
        return (AppleAnalysis(files: AppSourceFiles(paths: [dir.url.path])), dir)
    }

    func testAnOutletOfAViewControllerTakesTheXibsLayout() throws {
        let (a, dir) = try analysis(owner: "PinViewController", superclass: "UIViewController")
        _ = dir
        let use = try XCTUnwrap(a.uses.first { $0.key == "pin_title" })
        // The screen less 16 + 24 pt (the safe area has no side insets in portrait); the xib's 2 lines
        // and 22 pt, not UILabel's defaults.
        XCTAssertEqual(use.constraint.width?.value, .profileMinus(40))
        XCTAssertEqual(use.constraint.maxLines?.value, 2)
        XCTAssertEqual(use.constraint.textSizeSp?.value, 22)
        let placeholder = try XCTUnwrap(a.uses.first { $0.key == "title.text" })
        XCTAssertTrue(placeholder.constraint.notASite?.hasPrefix("code sets this label's text") == true)
    }

    func testAViewOwnedXibIsAComponentOfUnknownWidth() throws {
        // Owned by a UIView subclass: the xib's view is placed wherever the app puts the component.
        let (a, dir) = try analysis(owner: "PinBadge", superclass: "UIView")
        _ = dir
        let use = try XCTUnwrap(a.uses.first { $0.key == "pin_title" })
        guard case .unknown? = use.constraint.width?.value else { return XCTFail("\(String(describing: use.constraint.width))") }
        XCTAssertEqual(use.constraint.maxLines?.value, 2)
    }

    func testViewControllerClassesFollowTheAppsOwnSuperclasses() throws {
        var c = ViewControllerClasses()
        c.read(try SwiftLexer.tokens("class Base<T>: UIKit.UITableViewController {}\nclass Settings: Base<Int>, UITableViewDelegate {}\nclass Card: UIView {}\nclass Pod: SomePodViewController {}"))
        XCTAssertTrue(c.isController("Settings"))
        XCTAssertFalse(c.isController("Card"))
        XCTAssertTrue(c.isController("Pod"))
        XCTAssertFalse(c.isController("Unknown"))
    }
}
