import Foundation
import LabelFitCore

/// VS Code extension string tables (https://github.com/microsoft/vscode-l10n: `l10n/bundle.l10n.json`
/// beside `bundle.l10n.<locale>.json`, made by `@vscode/l10n-dev export`; and the manifest's
/// `package.nls.json` beside `package.nls.<locale>.json`,
/// https://code.visualstudio.com/api/references/contribution-points and the vscode-l10n README
/// "package.nls.json"). Each member is a message: a string, or an object whose `message` is the
/// string and whose `comment` (a string or a list of strings) is a note for translators, never UI
/// text. `{0}` and `{name}` are the arguments `vscode.l10n.t` fills. Placed only by the extension's
/// `package.json` (`VSCodeExtensionConfig`), so no extension is claimed here.
extension CatalogDiscovery.Job.Kind {
    public static let vscodeL10n = Self(rawValue: "vscode-l10n")
}

extension CatalogFormat {
    static let vscodeL10n = CatalogFormat.keyed(.vscodeL10n, [], place: { _, _, _, _ in nil },
        reader: { d, _ in { path in VSCodeL10nReader(limits: d.limits).read(path) } })
}

struct VSCodeL10nReader {
    let limits: ReadLimits

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let bytes = try CatalogText.read(path, limits: limits)
            var (root, duplicates) = try LocatedJSONParser.parse(bytes, file: path, maxDepth: limits.maxNestingDepth)
            defer { LocatedJSON.release(&root) }
            for d in duplicates { out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: d.line), .warning, "duplicate key '\(d.key)'; the last one wins")) }
            guard case .object(let members, _) = root else {
                throw LabelFitError.invalidInput(SourceLocation(file: path, line: 1), "expected a JSON object of messages at the top level")
            }
            var seen: [String: SourceLocation] = [:]
            for (key, value, line) in members {
                switch value {
                case .string(let text, let l, let c):
                    out.add(.init(key: key, text: text, location: SourceLocation(file: path, line: l, column: c)), limits: limits, seen: &seen)
                case .object:
                    guard case .string(let text, let l, let c)? = value["message"] else { fallthrough }
                    let note: String?
                    switch value["comment"] {
                    case .string(let s, _, _)?: note = s
                    case .array(let items, _)?: note = items.compactMap(\.stringValue).joined(separator: " ")
                    default: note = nil
                    }
                    out.add(.init(key: key, text: text, location: SourceLocation(file: path, line: l, column: c), comment: note), limits: limits, seen: &seen)
                default:
                    out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: line), .warning,
                        "'\(key)' is neither a string nor an object with a string \"message\": not a message, not measured"))
                }
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }
}
