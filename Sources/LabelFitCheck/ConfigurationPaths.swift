import Foundation
import LabelFitCatalogs
import LabelFitCore

/// The paths `labelfit.json` names, held to its tree (`TreeBoundary`): one outside is a located error
/// (the file, the setting's line, the setting, the path and where it leads) and is not read, while
/// the rest of the configuration still runs.
extension CheckConfiguration {
    /// The located error for `path` when it lies outside the tree, nil when it may be used. `setting`
    /// names the key it came from; nil for a file found by its default name, which is then the place.
    public func refusal(of path: String, setting: String?, file: String, line: Int? = nil) -> CatalogDiagnostic? {
        guard let tree, let reason = tree.refusal(of: path) else { return nil }
        guard let setting else { return CatalogDiagnostic(SourceLocation(file: path), .error, reason) }
        let key = String(setting.prefix { $0 != "." && $0 != "[" })
        return CatalogDiagnostic(SourceLocation(file: file, line: line ?? settingLines[key]), .error, "setting '\(setting)': '\(path)' " + reason)
    }

    /// Drops each `catalogs` entry outside the tree, before anything walks it (`["/"]` would walk the machine).
    mutating func refuseCatalogsOutsideTree(in root: LocatedJSON, file: String) {
        var kept: [String] = []
        for (i, entry) in catalogs.enumerated() {
            let line = ConfigurationError.line(ofDotted: "catalogs[\(i)]", in: root)
            if let refusal = refusal(of: resolve(entry), setting: "catalogs[\(i)]", file: file, line: line) {
                pathRefusals.append(refusal)
            } else {
                kept.append(entry)
            }
        }
        catalogs = kept
    }

    /// Drops each font file outside the tree from its stack (`fonts`, `rules[i].fonts`, `path_profiles[i].fonts`); a stack left
    /// empty falls back to the profile's default, as a locale with no entry does.
    mutating func refuseFontFilesOutsideTree(in root: LocatedJSON, file: String) {
        func kept(_ stacks: [String: String], setting: String) -> [String: String] {
            var out: [String: String] = [:]
            for (locale, text) in stacks {
                guard let stack = try? FontStack(parsing: text) else { out[locale] = text; continue }
                let name = "\(setting).\(locale)"
                let line = ConfigurationError.line(ofDotted: name, in: root)
                let inside = stack.families.filter { family in
                    guard FontStack.isFilePath(family), let refusal = refusal(of: family, setting: name, file: file, line: line) else { return true }
                    pathRefusals.append(refusal)
                    return false
                }
                if inside.count == stack.families.count { out[locale] = text }
                else if !inside.isEmpty { out[locale] = inside.map { "\"\($0)\"" }.joined(separator: ", ") }
            }
            return out
        }
        fonts = kept(fonts, setting: "fonts")
        for i in rules.indices where rules[i].fonts != nil {
            rules[i].fonts = kept(rules[i].fonts!, setting: "rules[\(i)].fonts")
        }
        for i in pathProfiles.indices where pathProfiles[i].fonts != nil {
            pathProfiles[i].fonts = kept(pathProfiles[i].fonts!, setting: "path_profiles[\(i)].fonts")
        }
    }
}
