import Foundation
import LabelFitCore
@testable import LabelFitLayout
import XCTest
import LabelFitTestSupport

/// Material containers whose geometry the reader models, each worked by hand from Flutter's source.
///
/// `AlertDialog`'s title and content (flutter material/dialog.dart): the dialog is inset 40 a side
/// (`Dialog._defaultInsetPadding`), sized by `IntrinsicWidth` to its widest child up to that, and pads
/// the title and content 24 a side. By hand: a text wraps at the screen less 40 + 40 + 24 + 24 = 128,
/// with no line limit; the title in headlineSmall (24), the content in bodyMedium (14) — Material 3's
/// `_DialogDefaultsM3`, FlutterTypography's englishLike2021 sizes.
final class FlutterMaterialContainersTests: XCTestCase {
    func testTitleAndContentWrapAtTheScreenLessTheDialogsInsetsAndPadding() throws {
        let dir = TempDir()
        dir.write("lib/dialogs.dart", """
        import 'package:flutter/material.dart';
        void ask(BuildContext context) {
          showDialog(context: context, builder: (context) => AlertDialog(
            title: Text(AppLocalizations.of(context)!.deleteTitle),
            content: Text(AppLocalizations.of(context)!.deleteBody),
            actions: [TextButton(onPressed: null, child: Text(AppLocalizations.of(context)!.cancel))],
          ));
          showDialog(context: context, builder: (context) => AlertDialog(
            insetPadding: EdgeInsets.zero,
            title: Text(AppLocalizations.of(context)!.otherTitle),
          ));
        }
        """)
        let analysis = FlutterAnalysis(files: AppSourceFiles(paths: [dir.url.path]))
        func use(_ key: String) throws -> TextUse { try XCTUnwrap(analysis.uses.first { $0.key == key }, "\(key) in \(analysis.uses.map(\.key))") }
        let title = try use("deleteTitle")
        XCTAssertEqual(title.constraint.width?.value, .profileMinus(128))
        XCTAssertNil(title.constraint.maxLines?.value)
        XCTAssertEqual(title.constraint.textSizeSp?.value, 24)
        let body = try use("deleteBody")
        XCTAssertEqual(body.constraint.width?.value, .profileMinus(128))
        XCTAssertEqual(body.constraint.textSizeSp?.value, 14)
        // The actions are laid out by the dialog's OverflowBar: not the title's width.
        XCTAssertNotEqual(try use("cancel").constraint.width?.value, .profileMinus(128))
        // A dialog with its own insetPadding: the width is not the default's.
        XCTAssertNotNil(try use("otherTitle").constraint.width?.value.unknownReason)
    }

    /// `Card` (material/card.dart): the child is inset by `margin ?? cardTheme.margin ??
    /// EdgeInsets.all(4.0)`. By hand: under a Scaffold (the screen) a Card leaves profile − 8; with
    /// `margin: EdgeInsets.symmetric(horizontal: 12)` profile − 24; an app whose CardTheme sets a
    /// margin leaves the default Card's width a range (the theme's margin is not read).
    func testACardInsetsItsChildByItsMarginOrTheDefaultFour() throws {
        let dir = TempDir()
        dir.write("lib/cards.dart", """
        import 'package:flutter/material.dart';
        class Cards extends StatelessWidget {
          @override
          Widget build(BuildContext context) {
            return Scaffold(body: Column(children: [
              Card(child: Text(AppLocalizations.of(context)!.plain, maxLines: 1)),
              Card(margin: EdgeInsets.symmetric(horizontal: 12), child: Text(AppLocalizations.of(context)!.margined, maxLines: 1)),
            ]));
          }
        }
        """)
        var analysis = FlutterAnalysis(files: AppSourceFiles(paths: [dir.url.path]))
        func use(_ key: String) throws -> TextUse { try XCTUnwrap(analysis.uses.first { $0.key == key }, "\(key) in \(analysis.uses.map(\.key))") }
        XCTAssertEqual(try use("plain").constraint.width?.value, .profileMinus(8))
        XCTAssertEqual(try use("margined").constraint.width?.value, .profileMinus(24))
        XCTAssertNil(try use("plain").constraint.widthRange)

        dir.write("lib/theme.dart", "final theme = ThemeData(cardTheme: CardThemeData(margin: EdgeInsets.zero));\n")
        analysis = FlutterAnalysis(files: AppSourceFiles(paths: [dir.url.path]))
        let themed = try use("plain")
        XCTAssertEqual(themed.constraint.widthRange?.unknowns.map(\.what), ["the app's CardTheme margin"])
        XCTAssertEqual(try use("margined").constraint.width?.value, .profileMinus(24), "a Card's own margin wins over the theme's")
    }

    /// `ConstrainedBox`/`Container` `constraints:` (rendering/box.dart BoxConstraints): the child gets at
    /// most `maxWidth` — min(parent, maxWidth) —, exactly `tightFor(width:)`. By hand, under a Scaffold:
    /// maxWidth 340 → 340 on a 411 dp phone, 320 on a 320 dp one; a constant from another file
    /// (kMaxWidth 250) the same way, then a Card's 4 + 4: 242 at 411; tightFor(width: 120) → 120.
    func testBoxConstraintsCapOrFixTheWidth() throws {
        let dir = TempDir()
        dir.write("lib/sizes.dart", "const double kMaxWidth = 250;\n")
        dir.write("lib/boxes.dart", """
        import 'package:flutter/material.dart';
        class Boxes extends StatelessWidget {
          @override
          Widget build(BuildContext context) {
            return Scaffold(body: Column(children: [
              ConstrainedBox(constraints: const BoxConstraints(maxWidth: 340), child: Text(AppLocalizations.of(context)!.capped, maxLines: 1)),
              ConstrainedBox(constraints: BoxConstraints(maxWidth: kMaxWidth), child: Card(child: Text(AppLocalizations.of(context)!.constCapped, maxLines: 1))),
              Container(constraints: BoxConstraints.tightFor(width: 120), child: Text(AppLocalizations.of(context)!.tight, maxLines: 1)),
              ConstrainedBox(constraints: BoxConstraints(minHeight: 48), child: Text(AppLocalizations.of(context)!.heightOnly, maxLines: 1)),
            ]));
          }
        }
        """)
        let analysis = FlutterAnalysis(files: AppSourceFiles(paths: [dir.url.path]))
        func width(_ key: String, on profile: Double) throws -> Double? {
            try XCTUnwrap(analysis.uses.first { $0.key == key }, "\(key) in \(analysis.uses.map(\.key))").constraint.width?.value.dp(profileWidth: profile)
        }
        XCTAssertEqual(try width("capped", on: 411), 340)
        XCTAssertEqual(try width("capped", on: 320), 320)
        XCTAssertEqual(try width("constCapped", on: 411), 242)
        XCTAssertEqual(try width("tight", on: 411), 120)
        XCTAssertEqual(try width("heightOnly", on: 411), 411)
    }

    /// An inherited theme or provider hands its parent's constraints to its child unchanged
    /// (`InheritedWidget`): `ListTileTheme(child: …)` and `ChangeNotifierProvider(child: …)` under a Card
    /// leave the Card's width, by hand profile − 8.
    func testInheritedThemesAndProvidersPassTheWidthOn() throws {
        let dir = TempDir()
        dir.write("lib/themed.dart", """
        import 'package:flutter/material.dart';
        class Themed extends StatelessWidget {
          @override
          Widget build(BuildContext context) {
            return Scaffold(body: Card(child: ListTileTheme(dense: true, child: ChangeNotifierProvider(create: (_) => Model(),
                child: Text(AppLocalizations.of(context)!.themed, maxLines: 1)))));
          }
        }
        """)
        let analysis = FlutterAnalysis(files: AppSourceFiles(paths: [dir.url.path]))
        let use = try XCTUnwrap(analysis.uses.first { $0.key == "themed" }, "\(analysis.uses.map(\.key))")
        XCTAssertEqual(use.constraint.width?.value, .profileMinus(8))
    }

    /// A `ListTileTheme` that sets anything restyles the ListTiles below it: their default padding and
    /// gaps no longer hold, so a tile's text width is unknown, naming the theme.
    func testARestylingListTileThemeLeavesTheTileUnknown() throws {
        let dir = TempDir()
        dir.write("lib/tiles.dart", """
        import 'package:flutter/material.dart';
        class Tiles extends StatelessWidget {
          @override
          Widget build(BuildContext context) {
            return Scaffold(body: Column(children: [
              ListTile(title: Text(AppLocalizations.of(context)!.plainTile, maxLines: 1)),
              ListTileTheme(contentPadding: EdgeInsets.zero, child: ListTile(title: Text(AppLocalizations.of(context)!.themedTile, maxLines: 1))),
            ]));
          }
        }
        """)
        let analysis = FlutterAnalysis(files: AppSourceFiles(paths: [dir.url.path]))
        func use(_ key: String) throws -> TextUse { try XCTUnwrap(analysis.uses.first { $0.key == key }, "\(key) in \(analysis.uses.map(\.key))") }
        // M3 contentPadding start 16 + end 24 (list_tile.dart _LisTileDefaultsM3).
        XCTAssertEqual(try use("plainTile").constraint.width?.value, .profileMinus(40))
        XCTAssertTrue(try use("themedTile").constraint.width?.value.unknownReason?.contains("ListTileTheme") == true)
    }

    /// An app whose `DialogThemeData` sets `insetPadding` gives its dialogs another width: unknown,
    /// naming the theme's line.
    func testADialogThemesInsetPaddingLeavesTheDialogsUnknown() throws {
        let dir = TempDir()
        dir.write("lib/theme.dart", "final theme = ThemeData(dialogTheme: DialogThemeData(insetPadding: EdgeInsets.all(8)));\n")
        dir.write("lib/dialogs.dart", """
        import 'package:flutter/material.dart';
        void ask(BuildContext context) {
          showDialog(context: context, builder: (context) => AlertDialog(title: Text(AppLocalizations.of(context)!.deleteTitle)));
        }
        """)
        let analysis = FlutterAnalysis(files: AppSourceFiles(paths: [dir.url.path]))
        let title = try XCTUnwrap(analysis.uses.first { $0.key == "deleteTitle" })
        XCTAssertTrue(title.constraint.width?.value.unknownReason?.contains("DialogTheme") == true)
        XCTAssertEqual(title.constraint.width?.chain.first?.location?.line, 1)
    }
}
