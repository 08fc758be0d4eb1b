import Foundation
import LabelFitCore

/// VS Code extension string tables (https://github.com/microsoft/vscode-l10n: `l10n/bundle.l10n.json`
/// beside `bundle.l10n.<locale>.json`, made by `@vscode/l10n-dev export`; and the manifest's
/// `package.nls.json` beside `package.nls.<locale>.json`,
/// https://code.visualstudio.com/api/references/contribution-points and the vscode-l10n README
/// "package.nls.json"). Each member is a message: a string, or an object whose `message` is the
/// string and whose `comment` (a string or a list of strings) is a note for translators, never UI
/// text (`MessageTableJSONReader`). `{0}` and `{name}` are the arguments `vscode.l10n.t` fills. Placed by the extension's
/// `package.json` (`VSCodeExtensionConfig`); a `package.nls.<locale>.json` with `package.nls.json`
/// beside it is the manifest's table by its name alone, and is claimed here when no manifest placed it.
extension CatalogDiscovery.Job.Kind {
    public static let vscodeL10n = Self(rawValue: "vscode-l10n")
}

extension CatalogFormat {
    static let vscodeL10n = CatalogFormat.keyed(.vscodeL10n, ["json"], place: { d, file, _, _ in d.packageNLSPlacement(file) },
        reader: { d, _ in { path in MessageTableJSONReader(limits: d.limits, noteKey: "comment").read(path) } })
}

extension CatalogDiscovery {
    /// `package.nls.<locale>.json` beside `package.nls.json`: VS Code's names for a manifest's strings
    /// and their translation (https://code.visualstudio.com/api/references/contribution-points).
    func packageNLSPlacement(_ file: String) -> Placement? {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        guard name.hasPrefix("package.nls."), name.hasSuffix(".json"), name.count > 17 else { return nil }
        let tag = String(name.dropFirst(12).dropLast(5))
        guard CatalogLocale.language(of: tag) != nil else { return nil }
        let dir = PathText.parent(of: file)
        let source = (dir.isEmpty ? "" : dir + "/") + "package.nls.json"
        guard FileManager.default.fileExists(atPath: source) else { return nil }
        let r = role(ofTag: tag)
        guard r == .target else { return skipFor(r, tag: tag, file: file) }
        return .job(Job(kind: .vscodeL10n, target: file, source: source))
    }
}
