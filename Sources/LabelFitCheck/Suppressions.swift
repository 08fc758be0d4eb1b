import Foundation
import LabelFitCatalogs
import LabelFitCore

/// A suppressions file kept apart from `labelfit.json`, for teams whose list of accepted exceptions
/// is long: `labelfit-suppressions.json` beside the configuration (read when present, as Android
/// Lint reads the project's `lint.xml`), or the file the configuration's `suppressions` names.
///
/// ```json
/// { "suppressions": [ { "paths": ["app/src/debug/**"], "reason": "debug builds only" },
///                     { "keys": ["legacy_*"], "rules": ["growth", "lines"], "reason": "old screens scroll" } ] }
/// ```
///
/// Each entry is an `overrides` entry whose level is `off` — for the rules listed, or every rule —
/// laid after the configuration's own overrides, so a suppression wins over them. Paths are relative
/// to the configuration's folder, as in `overrides`.
public enum Suppressions {
    public static let defaultName = "labelfit-suppressions.json"
    static let entryKeys: Set<String> = ["paths", "keys", "rules", "reason"]

    /// The suppressions for `config` (nil path: the default file, if it exists).
    public static func load(named path: String?, for config: CheckConfiguration) throws -> [SeverityOverride] {
        let file = config.resolve(path ?? defaultName)
        guard path != nil || FileManager.default.fileExists(atPath: file) else { return [] }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw LabelFitError.io(path: file, reason: path == nil ? "cannot be read" : "no such suppressions file (named by \"suppressions\")")
        }
        let (root, _) = try LocatedJSONParser.parse([UInt8](data), file: file)
        for (key, _, line) in root.members where key != "suppressions" && key != "$schema" && key != "comment" {
            throw LabelFitError.invalidInput(SourceLocation(file: file, line: line), "unknown setting '\(key)': a suppressions file holds \"suppressions\"")
        }
        guard case .array(let entries, _)? = root["suppressions"] else {
            throw LabelFitError.invalidInput(SourceLocation(file: file, line: 1), "expected {\"suppressions\": [ … ]}")
        }
        return try entries.enumerated().map { i, entry in
            let line = entry.line
            func fail(_ reason: String) -> LabelFitError { .invalidInput(SourceLocation(file: file, line: line), "suppressions[\(i)]: \(reason)") }
            for (key, _, keyLine) in entry.members where !entryKeys.contains(key) {
                throw LabelFitError.invalidInput(SourceLocation(file: file, line: keyLine),
                                                 "unknown setting 'suppressions[\(i)].\(key)': an entry takes " + entryKeys.sorted().joined(separator: ", "))
            }
            func strings(_ key: String) throws -> [String] {
                switch entry[key] {
                case nil: return []
                case .string(let s, _, _)?: return [s]
                case .array(let items, _)?:
                    return try items.map { guard let s = $0.stringValue else { throw fail("\"\(key)\" holds text or a list of text") }; return s }
                default: throw fail("\"\(key)\" holds text or a list of text")
                }
            }
            let paths = try strings("paths"), keys = try strings("keys"), rules = try strings("rules")
            guard !paths.isEmpty || !keys.isEmpty else { throw fail("an entry needs \"paths\" or \"keys\"") }
            for r in rules where CheckRules.named(r) == nil {
                throw fail("unknown rule '\(r)'; rules are " + CheckRules.names)
            }
            let severity = rules.isEmpty ? ["*": Severity.off] : Dictionary(uniqueKeysWithValues: Set(rules).map { ($0, Severity.off) })
            var o = SeverityOverride(paths: paths, keys: keys, severity: severity, reason: entry["reason"]?.stringValue)
            o.origin = SourceLocation(file: file, line: line)
            o.label = "suppressions[\(i)]"
            return o
        }
    }
}
