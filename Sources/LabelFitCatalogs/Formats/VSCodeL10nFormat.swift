import Foundation
import LabelFitCore

/// VS Code extension string tables (https://github.com/microsoft/vscode-l10n: `l10n/bundle.l10n.json`
/// beside `bundle.l10n.<locale>.json`, made by `@vscode/l10n-dev export`; and the manifest's
/// `package.nls.json` beside `package.nls.<locale>.json`,
/// https://code.visualstudio.com/api/references/contribution-points and the vscode-l10n README
/// "package.nls.json"). Each member is a message: a string, or an object whose `message` is the
/// string and whose `comment` (a string or a list of strings) is a note for translators, never UI
/// text (`MessageTableJSONReader`). `{0}` and `{name}` are the arguments `vscode.l10n.t` fills. Placed only by the extension's
/// `package.json` (`VSCodeExtensionConfig`), so no extension is claimed here.
extension CatalogDiscovery.Job.Kind {
    public static let vscodeL10n = Self(rawValue: "vscode-l10n")
}

extension CatalogFormat {
    static let vscodeL10n = CatalogFormat.keyed(.vscodeL10n, [], place: { _, _, _, _ in nil },
        reader: { d, _ in { path in MessageTableJSONReader(limits: d.limits, noteKey: "comment").read(path) } })
}
