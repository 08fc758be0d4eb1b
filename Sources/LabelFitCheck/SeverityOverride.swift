import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LabelFitCatalogs
import LabelFitCore

/// One entry of `labelfit.json`'s `overrides`: severities for the strings in some files and/or
/// with some keys. Modelled on ESLint's configuration `overrides` (eslint.org "Configuration Files",
/// "How do overrides work?": each entry names `files` globs and `rules`; every matching entry applies,
/// a later one taking precedence over an earlier one and over the base configuration), with the
/// `off|info|warning|error` levels of `thresholds.severity`. An entry with `"severity": {"*": "off"}`
/// is a suppression, and `reason` says why for the next reader (Android Lint's `lint.xml` `<ignore>`
/// plays that part there).
public struct SeverityOverride: Codable, Sendable, Hashable {
    /// Path globs (`PathGlob`, gitignore syntax) relative to the configuration file's folder; empty: any file.
    public var paths: [String] = []
    /// Key globs (fnmatch(3), as `rules[].keys`); empty: any key. Catalog problems have no key, so an
    /// entry with keys never matches them.
    public var keys: [String] = []
    /// Severity per rule name, `*` for every rule; a single level is the same as `{"*": level}`.
    public var severity: [String: Severity] = [:]
    public var reason: String?
    /// Where the entry is written (the configuration or suppressions file, and its line) and what it
    /// is called there (`overrides[2]`, `suppressions[0]`), for the report of an entry that matches no
    /// string (`UnusedOverrideRule`); nil for entries not read from a file.
    public var origin: SourceLocation?
    public var label: String?
    /// `paths`, parsed once.
    private var globs: [PathGlob] = []

    enum CodingKeys: String, CodingKey, CaseIterable { case paths, keys, severity, reason }

    public init(paths: [String] = [], keys: [String] = [], severity: [String: Severity], reason: String? = nil) {
        self.paths = paths
        self.globs = paths.map(PathGlob.init)
        self.keys = keys
        self.severity = severity
        self.reason = reason
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func globs(_ key: CodingKeys) throws -> [String] {
            if let one = try? c.decodeIfPresent(String.self, forKey: key) { return [one] }
            return try c.decodeIfPresent([String].self, forKey: key) ?? []
        }
        paths = try globs(.paths)
        self.globs = paths.map(PathGlob.init)
        keys = try globs(.keys)
        if let one = try? c.decodeIfPresent(Severity.self, forKey: .severity) {
            severity = ["*": one]
        } else {
            severity = try c.decodeIfPresent([String: Severity].self, forKey: .severity) ?? [:]
        }
        reason = try c.decodeIfPresent(String.self, forKey: .reason)
        if paths.isEmpty && keys.isEmpty {
            throw DecodingError.dataCorruptedError(forKey: .paths, in: c, debugDescription: "an override needs \"paths\" or \"keys\" (for every string, use thresholds.severity)")
        }
        if severity.isEmpty {
            throw DecodingError.dataCorruptedError(forKey: .severity, in: c, debugDescription: "an override needs \"severity\" (a level, or levels by rule)")
        }
        try Self.checkRuleNames(severity, in: c, key: .severity)
    }

    /// A misspelt rule name would silently change nothing.
    static func checkRuleNames<K: CodingKey>(_ levels: [String: Severity], in c: KeyedDecodingContainer<K>, key: K) throws {
        for name in levels.keys.sorted() where name != "*" && CheckRules.named(name) == nil {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription:
                "unknown rule '\(name)'; rules are * " + CheckRules.names)
        }
    }

    /// Whether this entry applies to a string in `file` (matched relative to `base`, the
    /// configuration's folder) with `key` (nil for a catalog problem).
    func matches(file: String?, base: String, key: String?) -> Bool {
        matches(place: file.map { PathGlob.Place($0, base: base) }, key: key)
    }

    func matches(place: PathGlob.Place?, key: String?) -> Bool {
        if !globs.isEmpty {
            guard let place, globs.contains(where: { $0.matches(place) }) else { return false }
        }
        if !keys.isEmpty {
            guard let key, keys.contains(where: { fnmatch($0, key, 0) == 0 }) else { return false }
        }
        return true
    }

    /// The overrides' levels laid over `base` (`thresholds.severity`) in order: each matching entry's
    /// `*` first, then its named rules, so a later entry wins and, within one, a named rule beats `*`.
    static func resolve(_ base: [String: Severity], _ matching: [SeverityOverride]) -> [String: Severity] {
        var out = base
        for o in matching {
            if let all = o.severity["*"] {
                // `*` replaces every level set before it, the base's named rules included.
                out = ["*": all]
            }
            for (rule, level) in o.severity where rule != "*" { out[rule] = level }
        }
        return out
    }
}

extension CheckConfiguration {
    /// Whether any override names paths (else a string's path is never worked out for them).
    var overridesNamePaths: Bool { overrides.contains { !$0.paths.isEmpty } }
}
