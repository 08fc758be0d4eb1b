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
    var web: [String: CatalogEntry] = [:]
}

public enum LayoutRun {
    /// `appleProfiles`: what SwiftUI and UIKit uses are measured on; nil: `profiles`, as for every
    /// other platform (the CLI passes `LayoutSettings.appleProfiles`, iPhones unless the user gave profiles).
    public static func run(paths: [String], runner: CheckRunner, profiles: [DeviceProfile], appleProfiles: [DeviceProfile]? = nil,
                           platformBase: PlatformOptions, root: String, chromium: ChromiumOptions? = nil) throws -> LayoutReport {
        let project = try AndroidProject(paths: paths)
        let apps = AppSourceFiles(paths: paths)
        let webProject = WebProject(paths: paths)
        let hasAndroid = !project.layouts.isEmpty || !project.menus.isEmpty || !project.xmls.isEmpty || !project.code.isEmpty
        guard hasAndroid || !apps.isEmpty || !webProject.isEmpty else {
            throw LabelFitError.usage("\(paths.joined(separator: ", ")): no Android resources (res/layout, res/menu, res/xml), Kotlin/Java, Swift, storyboard, Dart sources or web templates (.html, .vue, .svelte, .jsx, .tsx) found")
        }
        // Web templates and style sheets (docs/layout-web.md); only an app with a translation use in
        // them reads its web catalogs, so an Android app's report is unchanged by stray HTML.
        let web = webProject.isEmpty ? nil : WebAnalysis(project: webProject, limits: runner.discovery.limits)
        let readsWeb = web.map { !$0.uses.isEmpty || !$0.referencedKeys.isEmpty } ?? false
        let analysis = AndroidAnalysis(project: hasAndroid ? project : try AndroidProject(paths: []), limits: runner.discovery.limits,
                                       configuration: AndroidConfiguration(profiles: profiles, locale: runner.plan.config.targetLocale))
        var diagnostics = analysis.diagnostics
        // Each walker skips its own build outputs, so a folder may be unreadable to one or all three: named once.
        for e in project.unread.folders + apps.unread.folders + webProject.unread.folders where !diagnostics.contains(e) { diagnostics.append(e) }
        if project.unread.truncated || apps.unread.truncated { diagnostics.append(.limitExceeded(SourceLocation(file: paths[0]), "more than \(AndroidProject.maxFiles) files: the rest were not read")) }
        // iOS (SwiftUI, UIKit) and Flutter sources: AppleAnalysis and FlutterAnalysis (docs/layout-apple.md, layout-flutter.md).
        let apple = AppleAnalysis(files: apps, limits: runner.discovery.limits)
        let flutter = FlutterAnalysis(files: apps, limits: runner.discovery.limits)
        diagnostics += apple.diagnostics + flutter.diagnostics
        // Catalogs: each platform's own (Android string resources; .strings/.stringsdict/.xcstrings;
        // ARB and JSON for Flutter), paired as `check` pairs them.
        let (jobs, _) = try runner.discovery.plan(for: paths)
        var families = CatalogFamilies(android: [:], apple: [:], flutter: [:])
        // Keys marked not for translation: the same text in every locale, so no translation site.
        var notForTranslation: [String: SourceLocation] = [:]
        for job in jobs {
            var into: [WritableKeyPath<CatalogFamilies, [String: CatalogEntry]>] = []
            switch job.kind {
            case .android: into = [\.android]
            case .strings, .stringsdict, .xcstrings: if !apple.uses.isEmpty { into.append(\.apple) }
            case .arb, .i18next: if !flutter.uses.isEmpty { into.append(\.flutter) }
            default: break
            }
            if readsWeb && job.kind != .android { into.append(\.web) }
            guard !into.isEmpty else { continue }
            let read = runner.discovery.read(job)
            notForTranslation.merge(read.notForTranslation) { a, _ in a }
            for d in read.diagnostics where d.severity == .error {
                diagnostics.append(.invalidInput(d.location, d.message))
            }
            for family in into {
                for e in read.entries where families[keyPath: family][e.key] == nil { families[keyPath: family][e.key] = e }
            }
        }
        // A key named by a call whose catalog holds only its plural or select variants: the widest variant.
        for family in [\CatalogFamilies.android, \.apple, \.flutter, \.web] {
            for (base, entry) in VariantEntries.widest(families[keyPath: family]) { families[keyPath: family][base] = entry }
        }
        let (entries, flutterEntries, webEntries) = (families.android, families.flutter, families.web)
        var appleEntries = families.apple
        // Base Internationalization: a storyboard's English is its own text when no en.lproj table exists.
        for (key, text) in apple.storyboardText where appleEntries[key] != nil && appleEntries[key]!.source == nil { appleEntries[key]!.source = text }
        var platform = platformBase
        if let (sdk, _) = analysis.targetSdk { platform.targetSdk = sdk }
        let measurer = try LayoutMeasurer(runner: runner, profiles: profiles, appleProfiles: appleProfiles, platform: platform)
        let results = analysis.uses.map { use in
            var use = use
            if entries[use.key] == nil, let at = notForTranslation[use.key], use.constraint.notASite == nil {
                use.constraint.notASite = "'\(use.key)' is marked not for translation (\(URL(fileURLWithPath: at.file).lastPathComponent):\(at.line ?? 0)): the same text in every locale"
            }
            return measurer.classify(use, entry: entries[use.key])
        }
        // A SwiftUI literal the catalogs do not hold is shown as written in every language (SwiftUI
        // looks the key up and falls back to it): not a translation site, and not a used key.
        // A storyboard or xib whose strings table (`<Name>.strings`, Base Internationalization) no `.lproj`
        // folder holds is not localized through Interface Builder: its object-id keys are looked up
        // nowhere, its text is shown as written or replaced by code — no use and no used key either.
        let tables = Set(families.apple.values.flatMap { [$0.targetLocation.file] + ($0.sourceLocation.map { [$0.file] } ?? []) }
            .map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
        let appleUses = apple.uses.filter {
            ($0.platform != .swiftui || appleEntries[$0.key] != nil) && apple.storyboardIDKeys[$0.key].map { tables.contains($0) } != false
        }
        let appResults = appleUses.map { measurer.classify($0, entry: appleEntries[$0.key]) } + flutter.uses.map { measurer.classify($0, entry: flutterEntries[$0.key]) }
        // i18next's `ns:key` names the key in the namespace's catalog file (`ns.json`,
        // https://www.i18next.com/principles/namespaces).
        func webEntry(_ key: String) -> CatalogEntry? {
            if let e = webEntries[key] { return e }
            guard let colon = key.firstIndex(of: ":"), let e = webEntries[String(key[key.index(after: colon)...])] else { return nil }
            let ns = String(key[..<colon])
            return URL(fileURLWithPath: e.targetLocation.file).deletingPathExtension().lastPathComponent == ns ? e : nil
        }
        var webResults = readsWeb ? web!.uses.map { measurer.classify($0, entry: webEntry($0.key)) } : []
        // `--chromium`: the app's templates laid out in headless Chromium (docs/layout-web.md).
        var engineSummary: EngineSummary?
        if let chromium, readsWeb {
            engineSummary = ChromiumVerdicts.apply(&webResults, web: web!, measurer: measurer, entry: webEntry, options: chromium, diagnostics: &diagnostics)
        }
        let translated = Set(results.filter { $0.reason?.hasPrefix("untranslated") != true && $0.catalog != nil }.map(\.use.key))
        let appTranslated = Set(appResults.filter { $0.reason?.hasPrefix("untranslated") != true && $0.catalog != nil }.map(\.use.key))
        let webTranslated = Set(webResults.filter { $0.reason?.hasPrefix("untranslated") != true && $0.catalog != nil }.map(\.use.key))
        var cssFindings = readsWeb ? CSSRTLRules.findings(web!, translated: webTranslated, classes: Dictionary(uniqueKeysWithValues: webResults.enumerated().map { ($0.offset, $0.element.cls) })) : []
        // A page that is never laid out right to left (its language follows the locale, nothing sets a
        // direction): the findings about physical sides change nothing until it is, so they are held
        // back and counted in `rtl-document-direction`, as Android's are in `rtl-supports-rtl`.
        var heldWeb: [String: Int] = [:]
        let useFolders = Set(webResults.filter { $0.catalog != nil }.map { ($0.use.site.file as NSString).deletingLastPathComponent })
        let stylesSetDirection = web?.sheets.contains { $0.rules.contains { $0.declarations.contains { $0.property == "direction" } } } ?? false
        if readsWeb && !webEntries.isEmpty && web!.documentDirection.neverRightToLeft(useFolders: useFolders, stylesSetDirection: stylesSetDirection) {
            for f in cssFindings where WebDocumentDirection.heldRules.contains(f.rule) { heldWeb[f.rule, default: 0] += 1 }
            cssFindings.removeAll { WebDocumentDirection.heldRules.contains($0.rule) }
        }
        let findings = AndroidRTLRules.findings(analysis, results: results, translated: translated, limits: runner.discovery.limits)
            + analysis.composeFindings.map { LayoutRuleFinding(rule: $0.rule, severity: .warning, site: $0.location, message: $0.message) }
            + apple.rtlFindings(translated: appTranslated, catalogsTranslate: !appleEntries.isEmpty) + flutter.findings
            + cssFindings
            + (readsWeb && !webEntries.isEmpty ? web!.documentDirection.findings(targetLocale: runner.plan.config.targetLocale, held: heldWeb, useFolders: useFolders, stylesSetDirection: stylesSetDirection) : [])
        if readsWeb { diagnostics += web!.diagnostics + web!.cascadeLimits; if webProject.unread.truncated { diagnostics.append(.limitExceeded(SourceLocation(file: paths[0]), "more than \(WebProject.maxFiles) files: the rest were not read")) } }
        // The report lists the profiles its uses were measured on: the iPhones only when an Apple use is
        // there, the others only when a use of another platform is (an iOS-only app lists iPhones only).
        let isApple = { (r: LayoutResult) in r.use.platform == .swiftui || r.use.platform == .uikit }
        let measuredOnApple = appResults.contains(where: isApple)
        let measuredElsewhere = !results.isEmpty || !webResults.isEmpty || appResults.contains { !isApple($0) }
        let listed = (measuredElsewhere || !measuredOnApple ? profiles : [])
            + (measuredOnApple ? measurer.appleProfiles.filter { !measuredElsewhere || !profiles.contains($0) } : [])
        var report = LayoutReport(results: results + appResults + webResults, findings: findings, diagnostics: diagnostics, profiles: listed, targetSdk: platform.targetSdk, root: root)
        report.engineSummary = engineSummary
        // Each walker meets the same links: named once, in path order.
        report.linksOutside = Array(Set(project.unread.linksOutside + apps.unread.linksOutside + webProject.unread.linksOutside)).sorted { $0.link < $1.link }
        report.referencedKeys = analysis.referencedKeys.filter { entries[$0] != nil }.count
            + apple.referencedKeys.filter { appleEntries[$0] != nil }.count + flutter.referencedKeys.filter { flutterEntries[$0] != nil }.count
            + (readsWeb ? web!.referencedKeys.filter { webEntry($0) != nil }.count : 0)
        return report
    }
}
