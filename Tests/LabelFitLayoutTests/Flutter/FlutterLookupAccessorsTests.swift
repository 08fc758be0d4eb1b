import Foundation
import LabelFitCore
@testable import LabelFitLayout
import XCTest
import LabelFitTestSupport

/// How an app reaches its localizations is read from the app (`FlutterLookupAccessors`): gen-l10n's
/// `output-class` in `l10n.yaml` (docs.flutter.dev, "Configuring the l10n.yaml file"), a class looked up
/// with `Localizations.of<X>(context, X)`, the app's own `BuildContext` getter, and a hand-written
/// class's key-by-argument method. None of the names below is one LabelFit assumes.
final class FlutterLookupAccessorsTests: XCTestCase {
    func testTheAppsOwnClassesGettersAndKeyMethodsAreLookups() throws {
        let dir = TempDir()
        dir.write("l10n.yaml", "arb-dir: lib/l10n\ntemplate-arb-file: app_en.arb\noutput-class: Strings\n")
        dir.write("lib/ext.dart", """
        import 'package:flutter/widgets.dart';
        extension Tr on BuildContext {
          Strings get words => Strings.of(this)!;
        }
        """)
        dir.write("lib/lang.dart", """
        class Lang {
          static Lang of(BuildContext context) => Localizations.of<Lang>(context, Lang);
          Map<String, String> _strings = {};
          String lookUp(String key) => _strings[key];
        }
        """)
        dir.write("lib/screen.dart", """
        import 'package:flutter/material.dart';
        class Screen extends StatelessWidget {
          @override
          Widget build(BuildContext context) {
            return Column(children: [
              Text(context.words.title, maxLines: 1),
              Text(Strings.of(context)!.subtitle, maxLines: 1),
              Text(Lang.of(context).lookUp('greeting'), maxLines: 1),
              Text(context.other.notALookup, maxLines: 1),
            ]);
          }
        }
        """)
        let files = AppSourceFiles(paths: [dir.url.path])
        XCTAssertEqual(files.flutterL10nConfigs.count, 1)
        let analysis = FlutterAnalysis(files: files)
        XCTAssertEqual(analysis.diagnostics.map(\.description), [])
        let keys = analysis.uses.map { "\($0.key)@\($0.site.line ?? 0)" }.sorted()
        // screen.dart lines 6, 7, 8: the getter `words`, the class `Strings` from l10n.yaml, and
        // `lookUp('greeting')` of the class looked up with Localizations.of<Lang>. Line 9 is no lookup.
        XCTAssertEqual(keys, ["greeting@8", "subtitle@7", "title@6"])
    }

    func testOnlyAGetterReturningTheLocalizationsForThisIsAnAccessor() {
        var a = FlutterLookupAccessors()
        a.readMembers(try! DartLexer.tokens("""
        extension E on BuildContext {
          AppLocalizations get strings => AppLocalizations.of(this)!;
          ThemeData get theme => Theme.of(this);
        }
        """))
        XCTAssertTrue(a.contextGetters.contains("strings"))
        XCTAssertFalse(a.contextGetters.contains("theme"))
        // A String method that does not index a map with its parameter is not key-by-argument.
        a.readMembers(try! DartLexer.tokens("""
        class AppLocalizations {
          String greet(String name) => 'Hello ' + name;
          String translate(String key) { return _values[key] ?? key; }
        }
        """))
        XCTAssertEqual(a.keyMethods, ["translate"])
    }

    /// A file cut short inside a getter's body (`get words => Strings.of(`) is read to its end without
    /// reading past it.
    func testAFileCutShortInAGetterIsReadSafely() {
        var a = FlutterLookupAccessors()
        for cut in ["get words => AppLocalizations.of(", "get words => AppLocalizations.of", "get words =>", "get words"] {
            a.readMembers(try! DartLexer.tokens(cut))
        }
        XCTAssertFalse(a.contextGetters.contains("words"))
    }
}
