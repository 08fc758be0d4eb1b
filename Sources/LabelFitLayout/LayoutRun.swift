import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore

/// One `labelfit layout` run: the app's Android sources read (`AndroidAnalysis`), its Android catalogs
/// read with the check's reader and paired by key, every use measured on every profile
/// (`LayoutMeasurer`), and the RTL rules.
/// Catalog entries by key, one table per platform family, so that one platform's key never answers another's use.
struct CatalogFamilies {
    var android: [String: CatalogEntry]
    var apple: [String: CatalogEntry]
    var flutter: [String: CatalogEntry]
}

public enum LayoutRun {
    public static func run(paths: [String], runner: CheckRunner, profiles: [DeviceProfile], platformBase: PlatformOptions, root: String) throws -> LayoutReport {
        let project = try AndroidProject(paths: paths)
        let apps = AppSourceFiles(paths: paths)
        let hasAndroid = !project.layouts.isEmpty || !project.menus.isEmpty || !project.xmls.isEmpty || !project.code.isEmpty
        guard hasAndroid || !apps.isEmpty else {
            throw LabelFitError.usage("\(paths.joined(separator: ", ")): no Android resources (res/layout, res/menu, res/xml), Kotlin/Java, Swift, storyboard or Dart sources found")
        }
        let analysis = AndroidAnalysis(project: hasAndroid ? project : try AndroidProject(paths: []), limits: runner.discovery.limits,
                                       configuration: AndroidConfiguration(profiles: profiles, locale: runner.plan.config.targetLocale))
        var diagnostics = analysis.diagnostics
        if project.truncated || apps.truncated { diagnostics.append(.limitExceeded(SourceLocation(file: paths[0]), "more than \(AndroidProject.maxFiles) files: the rest were not read")) }
        // iOS (SwiftUI, UIKit) and Flutter sources: AppleAnalysis and FlutterAnalysis (docs/layout-apple.md, layout-flutter.md).
        let apple = AppleAnalysis(files: apps, limits: runner.discovery.limits)
        let flutter = FlutterAnalysis(files: apps, limits: runner.discovery.limits)
        diagnostics += apple.diagnostics + flutter.diagnostics
        // Catalogs: each platform's own (Android string resources; .strings/.stringsdict/.xcstrings;
        // ARB and JSON for Flutter), paired as `check` pairs them.
        let (jobs, _) = try runner.discovery.plan(for: paths)
        var entries: [String: CatalogEntry] = [:], appleEntries: [String: CatalogEntry] = [:], flutterEntries: [String: CatalogEntry] = [:]
        for job in jobs {
            let family: WritableKeyPath<CatalogFamilies, [String: CatalogEntry]>
            switch job.kind {
            case .android: family = \.android
            case .strings, .stringsdict, .xcstrings: guard !apple.uses.isEmpty else { continue }; family = \.apple
            case .arb, .i18next: guard !flutter.uses.isEmpty else { continue }; family = \.flutter
            default: continue
            }
            let read = runner.discovery.read(job)
            for d in read.diagnostics where d.severity == .error {
                diagnostics.append(.invalidInput(d.location, d.message))
            }
            var families = CatalogFamilies(android: entries, apple: appleEntries, flutter: flutterEntries)
            for e in read.entries where families[keyPath: family][e.key] == nil { families[keyPath: family][e.key] = e }
            (entries, appleEntries, flutterEntries) = (families.android, families.apple, families.flutter)
        }
        // Base Internationalization: a storyboard's English is its own text when no en.lproj table exists.
        for (key, text) in apple.storyboardText where appleEntries[key] != nil && appleEntries[key]!.source == nil { appleEntries[key]!.source = text }
        var platform = platformBase
        if let (sdk, _) = analysis.targetSdk { platform.targetSdk = sdk }
        let measurer = try LayoutMeasurer(runner: runner, profiles: profiles, platform: platform)
        let results = analysis.uses.map { measurer.classify($0, entry: entries[$0.key]) }
        // A SwiftUI literal the catalogs do not hold is shown as written in every language (SwiftUI
        // looks the key up and falls back to it): not a translation site, and not a used key.
        let appleUses = apple.uses.filter { $0.platform != .swiftui || appleEntries[$0.key] != nil }
        let appResults = appleUses.map { measurer.classify($0, entry: appleEntries[$0.key]) } + flutter.uses.map { measurer.classify($0, entry: flutterEntries[$0.key]) }
        let translated = Set(results.filter { $0.reason?.hasPrefix("untranslated") != true && $0.catalog != nil }.map(\.use.key))
        let appTranslated = Set(appResults.filter { $0.reason?.hasPrefix("untranslated") != true && $0.catalog != nil }.map(\.use.key))
        let findings = AndroidRTLRules.findings(analysis, results: results, translated: translated, limits: runner.discovery.limits)
            + analysis.composeFindings.map { LayoutRuleFinding(rule: $0.rule, severity: "warning", site: $0.location, message: $0.message) }
            + apple.findings + apple.storyboardFindings(translated: appTranslated) + flutter.findings
        var report = LayoutReport(results: results + appResults, findings: findings, diagnostics: diagnostics, profiles: profiles, targetSdk: platform.targetSdk, root: root)
        report.referencedKeys = analysis.referencedKeys.filter { entries[$0] != nil }.count
            + apple.referencedKeys.filter { appleEntries[$0] != nil }.count + flutter.referencedKeys.filter { flutterEntries[$0] != nil }.count
        return report
    }
}
