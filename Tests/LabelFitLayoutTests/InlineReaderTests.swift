import Foundation
@testable import LabelFitLayout
import XCTest
import LabelFitTestSupport

/// The SwiftUI and Flutter readers on short inline sources, for constructs the fixture apps do not hold.
final class InlineReaderTests: XCTestCase {
    private func swiftUI(_ source: String) throws -> [TextUse] {
        var r = SwiftUITextReader(file: "V.swift")
        r.read(try CallSyntax.parse(try SwiftLexer.tokens(source)))
        return r.uses
    }

    private func flutter(_ source: String) throws -> [TextUse] {
        let tokens = try DartLexer.tokens(source)
        var r = FlutterTextReader(file: "w.dart", keys: FlutterLocalizedKey(tokens: tokens))
        r.read(try CallSyntax.parse(tokens))
        return r.uses
    }

    func testFontStyleVariantsKeepTheStylesSize() throws {
        // HIG: Title 1 is 28 pt at Large; a weight or a design does not change the size.
        let uses = try swiftUI("""
        Text("a").font(.title.bold())
        Text("b").font(.system(.title, design: .rounded))
        Text("c").font(.system(size: 13))
        Text("d").font(.custom("Brand", size: 20))
        """)
        XCTAssertEqual(uses.map(\.constraint.textSizeSp?.value), [28, 28, 13, 20])
        XCTAssertEqual(uses[2].constraint.textScaling, .fixed)
        // .custom scales like Body: 20 × 21 / 17 at xxLarge.
        XCTAssertEqual(uses[3].constraint.textScaling.textSizePx(20, on: DeviceProfile(widthDp: 360, fontScale: 1.3)), 20 * 21 / 17, accuracy: 1e-9)
    }

    func testConditionsAndForEachPassTheStacksWidth() throws {
        let uses = try swiftUI("""
        VStack {
            if flag {
                Text("a").lineLimit(1)
            } else {
                ForEach(items) { item in Text("b").lineLimit(1) }
            }
        }.frame(width: 150)
        """)
        XCTAssertEqual(uses.map(\.constraint.width?.value), [.fixed(150), .fixed(150)])
    }

    func testDynamicTypeCategoryForAFontScale() {
        // Body: 14 15 16 17 19 21 23. 1.0 → Large (17); 1.3 × 17 = 22.1 → xxLarge (21); 0.85 × 17 = 14.45 → xSmall (14).
        XCTAssertEqual(DynamicTypeSizes.category(fontScale: 1.0), 3)
        XCTAssertEqual(DynamicTypeSizes.category(fontScale: 1.3), 5)
        XCTAssertEqual(DynamicTypeSizes.category(fontScale: 0.85), 0)
        XCTAssertEqual(DynamicTypeSizes.style(storyboardName: "UICTFontTextStyleSubhead")?[3], 15)
    }

    func testTabChildAndKeyForms() throws {
        let uses = try flutter("""
        final loc = context.l10n;
        TabBar(tabs: [Tab(child: Text(loc.first)), Tab(text: S.of(context).second), Tab(text: tr('third'))]);
        """)
        XCTAssertEqual(Set(uses.map(\.key)), ["first", "second", "third"])
        // Three literal tabs in a fixed TabBar: profile ÷ 3 − 32 (kTabLabelPadding) on a 360 dp profile = 88.
        XCTAssertEqual(uses.first { $0.key == "second" }?.constraint.width?.value.dp(profileWidth: 360), 88)
    }
}
