import Foundation
import LabelFitCore

/// The Swift, Interface Builder and Dart sources under the paths given, walked once. Skipped, as build
/// outputs, dependencies or generated code: hidden folders, `build`, `DerivedData`, `Pods`, `Carthage`,
/// `.build`, `.dart_tool`, `node_modules`, and Flutter's generated localizations
/// (`app_localizations*.dart`, `l10n.dart`/`messages_*.dart` of flutter_intl: getters, no layout). At
/// most `AndroidProject.maxFiles` entries are walked, and the walk says so when it stops there.
public struct AppSourceFiles: Sendable, WalkedSourceFiles {
    public var swift: [String] = []
    public var interfaceBuilder: [String] = []
    public var dart: [String] = []
    /// Objective-C (`.m`, `.mm`): read only for an app-wide forced left-to-right (`ForcedLeftToRight`).
    public var objectiveC: [String] = []
    /// Generated Dart (`*.g.dart`): no layout, read only for the constants it declares — easy_localization's
    /// `LocaleKeys` (`flutter pub run easy_localization:generate -f keys`, lib/generated/locale_keys.g.dart).
    public var generatedDart: [String] = []
    /// Flutter's gen-l10n settings (`l10n.yaml`) and the localizations classes it or intl_utils
    /// generates (`app_localizations*.dart`, `l10n.dart`): read only for how the app reaches its
    /// localizations (`FlutterLookupAccessors`), never for layout.
    public var flutterL10nConfigs: [String] = []
    public var generatedLocalizations: [String] = []
    /// What the walk could not read, for the run to name.
    public var unread = UnreadSources()

    static let skippedNames: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules", "intermediates"]

    public init(paths: [String]) {
        walk(paths, maxEntries: AndroidProject.maxFiles)
        swift.sort(); interfaceBuilder.sort(); dart.sort(); generatedDart.sort(); objectiveC.sort(); flutterL10nConfigs.sort(); generatedLocalizations.sort()
    }

    mutating func classify(_ path: String) {
        let name = (path as NSString).lastPathComponent
        if name.hasSuffix(".swift") && name != "Package.swift" { swift.append(path) }
        else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") { interfaceBuilder.append(path) }
        else if name.hasSuffix(".m") || name.hasSuffix(".mm") { objectiveC.append(path) }
        else if name == "l10n.yaml" { flutterL10nConfigs.append(path) }
        else if name.hasSuffix(".dart") {
            if name.hasSuffix(".g.dart") { generatedDart.append(path); return }
            if name.hasPrefix("app_localizations") || name == "l10n.dart" { generatedLocalizations.append(path); return }
            if name.hasPrefix("messages_") || name.hasSuffix(".freezed.dart") { return }
            dart.append(path)
        }
    }

    public var isEmpty: Bool { swift.isEmpty && interfaceBuilder.isEmpty && dart.isEmpty }
}
