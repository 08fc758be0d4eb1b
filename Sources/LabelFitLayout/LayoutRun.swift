import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore

/// One `labelfit layout` run: the app's Android sources read (`AndroidAnalysis`), its Android catalogs
/// read with the check's reader and paired by key, every use measured on every profile
/// (`LayoutMeasurer`), and the RTL rules.
public enum LayoutRun {
    public static func run(paths: [String], runner: CheckRunner, profiles: [DeviceProfile], platformBase: PlatformOptions, root: String) throws -> LayoutReport {
        let project = try AndroidProject(paths: paths)
        let webProject = WebProject(paths: paths)
        guard !project.layouts.isEmpty || !project.menus.isEmpty || !project.xmls.isEmpty || !project.code.isEmpty || !webProject.isEmpty else {
            throw LabelFitError.usage("\(paths.joined(separator: ", ")): no Android resources (res/layout, res/menu, res/xml), Kotlin/Java sources or web templates (.html, .vue, .svelte) found")
        }
        // Web templates and style sheets (docs/layout-web.md); only an app with a translation use in
        // them reads its web catalogs, so an Android app's report is unchanged by stray HTML.
        let web = webProject.isEmpty ? nil : WebAnalysis(project: webProject, limits: runner.discovery.limits)
        let readsWeb = web.map { !$0.uses.isEmpty || !$0.referencedKeys.isEmpty } ?? false
        let analysis = AndroidAnalysis(project: project, limits: runner.discovery.limits)
        var diagnostics = analysis.diagnostics
        if project.truncated { diagnostics.append(.limitExceeded(SourceLocation(file: paths[0]), "more than \(AndroidProject.maxFiles) files: the rest were not read")) }
        // Catalogs: Android string resources only (the app's own), paired as `check` pairs them.
        let (jobs, _) = try runner.discovery.plan(for: paths)
        var entries: [String: CatalogEntry] = [:]
        for job in jobs where job.kind == .android || (readsWeb && job.kind != .android) {
            let read = runner.discovery.read(job)
            for d in read.diagnostics where d.severity == .error {
                diagnostics.append(.invalidInput(d.location, d.message))
            }
            for e in read.entries where entries[e.key] == nil { entries[e.key] = e }
        }
        var platform = platformBase
        if let (sdk, _) = analysis.targetSdk { platform.targetSdk = sdk }
        let measurer = try LayoutMeasurer(runner: runner, profiles: profiles, platform: platform)
        var results = analysis.uses.map { measurer.classify($0, entry: entries[$0.key]) }
        // i18next's `ns:key` names the key in the namespace's catalog file (`ns.json`,
        // https://www.i18next.com/principles/namespaces).
        func webEntry(_ key: String) -> CatalogEntry? {
            if let e = entries[key] { return e }
            guard let colon = key.firstIndex(of: ":"), let e = entries[String(key[key.index(after: colon)...])] else { return nil }
            let ns = String(key[..<colon])
            return URL(fileURLWithPath: e.targetLocation.file).deletingPathExtension().lastPathComponent == ns ? e : nil
        }
        let webResults = readsWeb ? web!.uses.map { measurer.classify($0, entry: webEntry($0.key)) } : []
        results += webResults
        let translated = Set(results.filter { $0.reason?.hasPrefix("untranslated") != true && $0.catalog != nil }.map(\.use.key))
        let findings = AndroidRTLRules.findings(analysis, results: Array(results.prefix(analysis.uses.count)), translated: translated, limits: runner.discovery.limits)
            + analysis.composeFindings.map { LayoutRuleFinding(rule: $0.rule, severity: "warning", site: $0.location, message: $0.message) }
            + (readsWeb ? CSSRTLRules.findings(web!, translated: translated, classes: Dictionary(uniqueKeysWithValues: webResults.enumerated().map { ($0.offset, $0.element.cls) })) : [])
        if readsWeb { diagnostics += web!.diagnostics; if webProject.truncated { diagnostics.append(.limitExceeded(SourceLocation(file: paths[0]), "more than \(WebProject.maxFiles) files: the rest were not read")) } }
        var report = LayoutReport(results: results, findings: findings, diagnostics: diagnostics, profiles: profiles, targetSdk: platform.targetSdk, root: root)
        report.referencedKeys = analysis.referencedKeys.union(readsWeb ? web!.referencedKeys : []).filter { entries[$0] != nil }.count
        return report
    }
}
