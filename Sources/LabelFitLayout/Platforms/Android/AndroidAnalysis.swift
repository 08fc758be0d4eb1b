import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore

/// An Android app read: every use of a string resource found, with its constraint, the RTL rule
/// findings, and the files that could not be read (located errors; the rest is still read).
public struct AndroidAnalysis: Sendable {
    public var uses: [TextUse] = []
    public var physical: [PhysicalAttribute] = []
    public var drawableUses: [(name: String, site: SourceLocation)] = []
    public var diagnostics: [LabelFitError] = []
    public var manifests: [(file: String, supportsRtl: String?, line: Int)] = []
    public var targetSdk: (Int, SourceLocation)?
    /// Every string resource the app's layouts, menus, XML and code name (`@string/x`, `R.string.x`),
    /// whether or not a constraint was found for it: the denominator of the share docs/layout.md gives.
    public var referencedKeys = Set<String>()
    /// Compose's RTL rule findings (`ComposeRTLRules`), read with the uses.
    public var composeFindings: [ComposeRuleFinding] = []
    public var project: AndroidProject
    public var values = AndroidValues()

    /// `configuration` chooses among the `values*` folders (`AndroidConfiguration`).
    public init(project: AndroidProject, limits: ReadLimits = .default, configuration: AndroidConfiguration = .defaultOnly) {
        self.project = project
        var referenced = Set<String>()
        var loads = AndroidLayoutLoads()
        var appClasses = AndroidAppClasses()
        func parse(_ file: String) -> (XMLElementNode, String)? {
            do {
                let bytes = try CatalogText.read(file, limits: limits)
                let root = try XMLElementNode.parse(bytes, file: file, maxDepth: limits.maxNestingDepth)
                if !project.values.contains(file) {
                    var pending = [root]
                    while let n = pending.popLast() {
                        pending += n.elements
                        for v in n.attributes.values where v.hasPrefix("@string/") { referenced.insert(String(v.dropFirst(8))) }
                    }
                }
                let text = String(decoding: bytes, as: UTF8.self)
                loads.scanResource(text)
                return (root, text)
            } catch let e as LabelFitError {
                diagnostics.append(e)
            } catch {
                diagnostics.append(.invalidInput(SourceLocation(file: file), "\(error)"))
            }
            return nil
        }
        // Least specific first: each folder overwrites what it defines, so the best match stays.
        for (file, _) in configuration.ordered(project.values) { if let (root, _) = parse(file) { values.read(root, file: file) } }
        for file in project.manifests {
            guard let (root, text) = parse(file) else { continue }
            if let app = root.first("application") {
                let lines = SourceLines(text)
                manifests.append((file, app.attributes["android:supportsRtl"], lines.attributeLine("android:supportsRtl", endingAt: app.line)))
                if let theme = app.attributes["android:theme"], values.appTheme == nil {
                    values.appTheme = AndroidValues.Item(value: theme, location: SourceLocation(file: file, line: lines.attributeLine("android:theme", endingAt: app.line)))
                }
            }
        }
        targetSdk = project.targetSdk()

        let layoutReader = AndroidLayoutReader(values: values)
        var views: [String: [AndroidTextView]] = [:]
        var hosts: [String: (AndroidComponent, Int?)] = [:]
        // Layouts are read from the windows down: an included layout is read where it is included
        // (`AndroidLayoutIncludes`), with the includer's widths, not as a window of its own.
        var parsedLayouts: [(file: String, root: XMLElementNode, text: String)] = []
        for file in project.layouts { if let (root, text) = parse(file) { parsedLayouts.append((file, root, text)) } }
        let includes = AndroidLayoutIncludes(parsedLayouts, configuration: configuration)
        let included = includes.includedNames(in: parsedLayouts.map { (URL(fileURLWithPath: $0.file).deletingPathExtension().lastPathComponent, $0.root) })
        for (file, root, text) in parsedLayouts {
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            if included.contains(name) { continue }
            let (expanded, origins, errors) = includes.expand(root, name: name, file: file)
            // An include in a layout shown in several windows is reported once.
            for e in errors where !diagnostics.contains(e) { diagnostics.append(e) }
            let r = layoutReader.read(expanded, file: file, text: text, origins: origins)
            uses += r.uses
            physical += r.physicalAttributes
            drawableUses += r.drawables
            for v in r.views { views[v.id, default: []].append(v) }
            for h in r.menuHosts { hosts[h.menu] = (h.component, h.items) }
        }
        let menuReader = AndroidMenuAndPreferenceReader(values: values)
        for file in project.menus {
            guard let (root, text) = parse(file) else { continue }
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            var host: (component: AndroidComponent, items: Int)?
            if let (component, _) = hosts[name] {
                let count = root.elements.filter { $0.localName == "item" }.count
                host = (component, component.name.hasPrefix("BottomNavigation") ? max(count, 1) : 1)
            }
            uses += menuReader.menuUses(root, file: file, text: text, host: host)
            for e in root.elements { if let icon = e.attributes["android:icon"], icon.hasPrefix("@drawable/") { drawableUses.append((String(icon.dropFirst(10)), SourceLocation(file: file, line: e.line))) } }
        }
        // Code: plain calls tied to a component or a view id.
        var overwritten: [SourceLocation: SourceLocation] = [:]
        for file in project.code {
            guard let data = FileManager.default.contents(atPath: file), data.count <= limits.maxFileBytes else { continue }
            let text = String(decoding: data, as: UTF8.self)
            let tokens = CodeTokenizer.tokens(text)
            loads.scanCode(tokens, text: text, file: file)
            appClasses.read(tokens, file: file)
            for (i, t) in tokens.enumerated() where t.text == "R" && i + 4 < tokens.count && tokens[i + 2].text == "drawable" && tokens[i + 1].text == "." {
                drawableUses.append((tokens[i + 4].text, SourceLocation(file: file, line: t.line)))
            }
            for (i, t) in tokens.enumerated() where t.text == "R" && i + 4 < tokens.count && tokens[i + 1].text == "." && tokens[i + 2].text == "string" {
                if i >= 2, tokens[i - 1].text == ".", tokens[i - 2].text == "android" { continue }   // the platform's (AndroidFramework)
                referenced.insert(tokens[i + 4].text)
            }
            for found in AndroidCodeUses.find(tokens, file: file) {
                var use = TextUse(key: found.key, platform: .androidViews, site: found.site)
                if let component = found.component {
                    use.shownBy = component.name
                    use.constraint = component.constraint()
                } else if let id = found.viewId {
                    var matches = views[id] ?? views.first { AndroidCodeUses.bindingName($0.key) == id }?.value ?? []
                    // `binding.<include id>.<view id>`: the view inside that include (view binding makes
                    // an included layout's binding a field named after the <include>'s android:id).
                    if found.viewPath.count >= 2, Set(matches.map(\.constraint)).count > 1 {
                        let via = found.viewPath[found.viewPath.count - 2]
                        let inside = matches.filter { $0.ancestorIds.contains { $0 == via || AndroidCodeUses.bindingName($0) == via } }
                        if !inside.isEmpty { matches = inside }
                    }
                    guard !matches.isEmpty else { continue }
                    if matches.count == 1 || Set(matches.map(\.constraint)).count == 1 {
                        use.constraint = matches[0].constraint
                        use.constraint.width?.chain.insert(Provenance(.source, "view @+id/\(matches[0].id) (\(matches[0].className))", at: matches[0].site), at: 0)
                        use.shownBy = "\(matches[0].className) @+id/\(matches[0].id)"
                        for m in matches { for t in m.textSites { overwritten[t] = found.site } }
                    } else {
                        use.constraint.width = Resolved(.unknown("id \(id) names views in \(matches.count) layouts with different constraints"), matches.map { Provenance(.source, "@+id/\($0.id)", at: $0.site) })
                        use.shownBy = "view \(id)"
                    }
                }
                uses.append(use)
            }
        }
        // Preference screens after the code: an app's own preference class is read there.
        for file in project.xmls {
            guard let (root, text) = parse(file) else { continue }
            uses += menuReader.preferenceUses(root, file: file, text: text, appClasses: appClasses)
        }
        referencedKeys = referenced
        // Compose: the Kotlin sources read as a whole (a string reaches its `Text` through the app's
        // own composables, in other files), by `ComposeTextReader`.
        let compose = ComposeTextReader.read(paths: project.code.filter { $0.hasSuffix(".kt") })
        uses += compose.uses
        composeFindings = compose.findings
        for p in compose.problems { diagnostics.append(p.isLimit ? .limitExceeded(p.location, p.reason) : .invalidInput(p.location, p.reason)) }
        // A layout nothing loads is never on screen (AndroidLayoutLoads): its texts are no sites and
        // its physical attributes mirror nothing.
        let layoutFiles = Set(project.layouts)
        let judged = loads.judges(layouts: project.layouts.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
        func unloaded(_ file: String) -> String? {
            judged && layoutFiles.contains(file) ? loads.neverLoaded(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent) : nil
        }
        for i in uses.indices where uses[i].constraint.notASite == nil {
            if let why = unloaded(uses[i].site.file) { uses[i].constraint.notASite = why }
        }
        physical.removeAll { unloaded($0.site.file) != nil }
        // A layout text that code replaces is a placeholder, not what the user sees.
        if !overwritten.isEmpty {
            for i in uses.indices { if let code = overwritten[uses[i].site] { uses[i].constraint.notASite = "code sets this view's text (\(code))" } }
        }
    }
}
