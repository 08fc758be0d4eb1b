import XCTest
import LabelFitCatalogs
@testable import LabelFitLayout

/// Label widths from Interface Builder constraints that pin both edges to the superview. Each
/// expectation is the hand sum written beside it, from the constraints in the XML here and the
/// documented margins (root view 16 pt, up to 20 on larger iPhones; any other view 8 pt).
final class AutoLayoutWidthsTests: XCTestCase {
    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes><scene sceneID="s1"><objects>
            <viewController id="vc1" customClass="SettingsViewController">
              <view key="view" contentMode="scaleToFill" id="root">
                <subviews>
                  <label text="Pinned" id="pinned"/>
                  <label text="Margins" id="margins"/>
                  <view id="box">
                    <subviews>
                      <label text="Boxed" id="boxed"/>
                    </subviews>
                    <constraints>
                      <constraint firstItem="boxed" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" id="c5"/>
                      <constraint firstAttribute="trailingMargin" secondItem="boxed" secondAttribute="trailing" id="c6"/>
                    </constraints>
                  </view>
                  <stackView axis="vertical" id="stack">
                    <subviews>
                      <label text="Stacked" id="stacked"/>
                      <stackView id="row">
                        <subviews>
                          <label text="In a row" id="inrow"/>
                        </subviews>
                      </stackView>
                    </subviews>
                  </stackView>
                  <imageView id="icon">
                    <constraints>
                      <constraint firstAttribute="width" constant="24" id="c15"/>
                    </constraints>
                  </imageView>
                  <label text="After the icon" id="afterIcon"/>
                  <label text="Beside" id="beside"/>
                  <label text="Loose" id="loose"/>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                  <constraint firstItem="pinned" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                  <constraint firstItem="safe" firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" constant="24" id="c2"/>
                  <constraint firstItem="margins" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c3"/>
                  <constraint firstItem="margins" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c4"/>
                  <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="10" id="c7"/>
                  <constraint firstItem="box" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" constant="-10" id="c8"/>
                  <constraint firstItem="stack" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c13"/>
                  <constraint firstItem="stack" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" constant="-20" id="c14"/>
                  <constraint firstItem="icon" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c16"/>
                  <constraint firstItem="afterIcon" firstAttribute="leading" secondItem="icon" secondAttribute="trailing" constant="8" id="c17"/>
                  <constraint firstItem="safe" firstAttribute="trailing" secondItem="afterIcon" secondAttribute="trailing" constant="16" id="c18"/>
                  <constraint firstItem="beside" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c9"/>
                  <constraint firstItem="beside" firstAttribute="trailing" secondItem="pinned" secondAttribute="leading" constant="-8" id="c10"/>
                  <constraint firstItem="loose" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c11"/>
                  <constraint firstItem="safe" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="loose" secondAttribute="trailing" constant="16" id="c12"/>
                </constraints>
              </view>
            </viewController>
          </objects></scene></scenes>
        </document>
        """

    private func labels() throws -> [String: TextConstraint] {
        let root = try XMLElementNode.parse(Array(storyboard.utf8), file: "Main.storyboard")
        var out: [String: TextConstraint] = [:]
        for l in StoryboardReader.labels(root, file: "Main.storyboard", text: storyboard) { out[l.key] = l.use.constraint }
        return out
    }

    func testEdgesPinnedToTheSafeAreaOfARootViewGiveTheScreenLessTheGaps() throws {
        // 20 + 24 = 44 pt off the screen; the safe area has no side insets in portrait.
        XCTAssertEqual(try labels()["pinned.text"]?.width?.value, .profileMinus(44))
        XCTAssertNil(try labels()["pinned.text"]?.widthRange)
    }

    func testLayoutMarginsOfTheRootViewAreARange() throws {
        // 16 + 16 = 32 pt, each up to 4 more on the larger iPhones.
        let c = try XCTUnwrap(try labels()["margins.text"])
        XCTAssertEqual(c.width?.value, .profileMinus(32))
        XCTAssertEqual(c.widthRange?.unknowns.map(\.atMostDp), [4, 4])
    }

    func testANestedViewPinnedInsideThePinnedOne() throws {
        // box: 10 + 10 = 20 off the screen; boxed: box's own margins, 8 + 8: 36 in all.
        XCTAssertEqual(try labels()["boxed.text"]?.width?.value, .profileMinus(36))
    }

    func testAVerticalStackThatFillsGivesItsArrangedLabelsItsWidth() throws {
        // The stack: 20 + 20 = 40 off the screen; alignment fill (the default) stretches the label.
        XCTAssertEqual(try labels()["stacked.text"]?.width?.value, .profileMinus(40))
    }

    func testAnEdgeOnASiblingOfFixedWidthCountsTheSibling() throws {
        // icon: 16 from the safe area, 24 wide; the label 8 after it and 16 from the trailing edge:
        // 16 + 24 + 8 + 16 = 64 pt.
        XCTAssertEqual(try labels()["afterIcon.text"]?.width?.value, .profileMinus(64))
    }

    func testAnEdgeOnASiblingOrAnInequalityIsNotRead() throws {
        // beside's trailing is on `pinned`, whose width is not a constant.
        // A horizontal stack (IB's default axis) shares its width among its arranged views: not read.
        for key in ["beside.text", "loose.text", "inrow.text"] {
            guard case .unknown? = try labels()[key]?.width?.value else { return XCTFail("\(key) has a width") }
        }
    }
}

/// Siblings pinned to one another in a circle (A after B, B after A) never reach the superview: the
/// chain is followed a few siblings deep and the width stays unknown, however many there are.
final class AutoLayoutSiblingCircleTests: XCTestCase {
    func testALabelAfterACircleOfSiblingsIsUnknown() throws {
        let n = 200
        var views = "", constraints = ""
        for i in 0..<n {
            views += "<imageView id=\"i\(i)\"><constraints><constraint firstAttribute=\"width\" constant=\"10\" id=\"w\(i)\"/></constraints></imageView>\n"
            // Each icon's leading after the next icon's trailing edge, wrapping round.
            constraints += "<constraint firstItem=\"i\(i)\" firstAttribute=\"leading\" secondItem=\"i\((i + 1) % n)\" secondAttribute=\"trailing\" id=\"a\(i)\"/>\n"
        }
        // The label: after icon 0, its trailing edge on the root view's.
        constraints += "<constraint firstItem=\"label\" firstAttribute=\"leading\" secondItem=\"i0\" secondAttribute=\"trailing\" id=\"b\"/>\n"
        constraints += "<constraint firstItem=\"root\" firstAttribute=\"trailing\" secondItem=\"label\" secondAttribute=\"trailing\" id=\"c\"/>\n"
        let xml = """
            <document><scenes><scene sceneID="s"><objects><viewController id="vc">
            <view key="view" id="root"><subviews>\(views)<label text="L" id="label"/></subviews><constraints>\(constraints)</constraints></view>
            </viewController></objects></scene></scenes></document>
            """
        let root = try XMLElementNode.parse(Array(xml.utf8), file: "Circle.storyboard")
        let labels = StoryboardReader.labels(root, file: "Circle.storyboard", text: xml)
        XCTAssertEqual(labels.map(\.key), ["label.text"])
        guard case .unknown? = labels.first?.use.constraint.width?.value else { return XCTFail("the label has a width") }
    }
}
