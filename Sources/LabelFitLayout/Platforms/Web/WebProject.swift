import Foundation
import LabelFitCore

/// The files of a web app under the paths given: templates (`.html`, `.vue`, `.svelte`, Angular's
/// `.component.html`), style sheets (`.css`, `.scss`) and scripts. Dependencies and build outputs
/// (`node_modules`, `dist`, `build`, `vendor`, `coverage`), hidden folders and minified sheets are
/// skipped; at most `maxFiles` entries are walked and the walk says so when it stops there.
public struct WebProject: Sendable, WalkedSourceFiles {
    public var templates: [String] = []
    public var stylesheets: [String] = []
    /// Scripts (`.js`, `.mjs`, `.cjs`, `.ts`; not `.d.ts` or minified): read only for where the app
    /// sets its document's language and direction (`WebDocumentDirection`).
    public var scripts: [String] = []
    /// What the walk could not read, for the run to name.
    public var unread = UnreadSources()
    public static let maxFiles = 200_000
    static let skippedNames: Set<String> = ["node_modules", "dist", "build", "vendor", "coverage", "bower_components", "out", "target", "www"]

    public var isEmpty: Bool { templates.isEmpty }

    public init(paths: [String]) {
        walk(paths, maxEntries: Self.maxFiles)
        templates.sort()
        stylesheets.sort()
        scripts.sort()
    }

    mutating func classify(_ path: String) {
        let name = (path as NSString).lastPathComponent.lowercased()
        if name.hasSuffix(".min.css") { return }
        if name.hasSuffix(".html") || name.hasSuffix(".htm") || name.hasSuffix(".vue") || name.hasSuffix(".svelte")
            || name.hasSuffix(".jsx") || name.hasSuffix(".tsx") { templates.append(path) }
        else if name.hasSuffix(".css") || name.hasSuffix(".scss") { stylesheets.append(path) }
        else if (name.hasSuffix(".js") || name.hasSuffix(".mjs") || name.hasSuffix(".cjs") || name.hasSuffix(".ts")) && !name.hasSuffix(".d.ts")
                    && !name.hasSuffix(".min.js") { scripts.append(path) }
    }

    /// An Angular component's own style sheet (`x.component.scss` beside `x.component.html`) is
    /// scoped to it by emulated view encapsulation (https://angular.dev/guide/components/styling#style-scoping).
    public static func scope(ofStylesheet path: String, templates: Set<String>) -> String? {
        let base = (path as NSString).deletingPathExtension
        guard base.hasSuffix(".component") else { return nil }
        let html = base + ".html"
        return templates.contains(html) ? html : nil
    }
}
