import Foundation
import LabelFitCore

/// Accepted findings, so CI fails only on new ones, as Android Lint's and SwiftLint's baselines work:
/// the file is found by its default name without being named (Android Lint reads `lint-baseline.xml`
/// once it exists, googlesamples.github.io/android-custom-lint-rules/usage/baselines.md.html; Soong
/// picks up a `lint-baseline.xml` in the module's folder), baselined findings are counted rather than
/// listed ("N errors/warnings were filtered out because they are listed in the baseline file"), and an
/// entry no longer found is reported as fixed (Lint's "listed in the baseline file but not found in the
/// project; perhaps they have been fixed?"). A finding is matched by its file and fingerprint (rule, key,
/// target text: `Finding.fingerprint`), never by line, as SwiftLint's baseline compares violations
/// without their line numbers (realm/SwiftLint `Baseline.swift`): editing the translation makes it new
/// again, moving other strings does not.
public struct Baseline: Codable, Sendable {
    public struct Entry: Codable, Sendable, Hashable {
        public var fingerprint: String
        public var rule: String
        public var key: String?
        /// Relative to the baseline file's folder, so the baseline holds wherever `check` runs from.
        public var file: String
        public var message: String
    }
    /// 2: fingerprints without the file, files relative to the baseline's folder. Version 1 hashed the
    /// file as the run saw it (relative to the working folder) into the fingerprint.
    public var version = 2
    public var findings: [Entry]

    /// The name `labelfit baseline` writes and `check` reads when neither the config nor the command
    /// line names one: beside `labelfit.json` (or in the working folder when there is no config).
    public static let defaultFileName = "labelfit-baseline.json"

    /// Whose entries they are: `check`'s rules (`CheckRules`) or `layout`'s (every other name: its classes and
    /// right-to-left rules, `LayoutRules.all`; a test holds the two sets apart). One file
    /// holds both; each command writes only its own entries (`replacing`) and reports only its own as
    /// stale, so `labelfit baseline` keeps what `labelfit layout --write-baseline` wrote, and back.
    public enum Family: Sendable {
        case check, layout
        public func owns(_ rule: String) -> Bool { (CheckRules.named(rule) != nil) == (self == .check) }
    }

    /// The findings of a run whose reported paths are relative to `root`, for a baseline file in `folder`.
    public init(findings: [Finding], root: String, folder: String) {
        var seen = Set<String>()
        var entries: [Entry] = []
        for f in findings {
            let file = Self.path(Self.absolute(f.location.file, in: root), relativeTo: folder)
            guard seen.insert(Finding.baselineKey(file: file, fingerprint: f.fingerprint)).inserted else { continue }
            entries.append(Entry(fingerprint: f.fingerprint, rule: f.rule.id, key: f.key, file: file, message: f.message))
        }
        self.init(entries: entries)
    }

    init(entries: [Entry]) {
        self.findings = entries.sorted { ($0.file, $0.key ?? "", $0.rule, $0.fingerprint) < ($1.file, $1.key ?? "", $1.rule, $1.fingerprint) }
    }

    /// This baseline with `family`'s entries replaced by `new`'s: the other command's are kept.
    public func replacing(_ family: Family, with new: Baseline) -> Baseline {
        Baseline(entries: findings.filter { !family.owns($0.rule) } + new.findings.filter { family.owns($0.rule) })
    }

    /// The keys (`Finding.baselineKey`) of the entries for a run whose reported paths are relative to
    /// `root`, the baseline file being in `folder`.
    public func acceptedKeys(folder: String, root: String) -> Set<String> {
        Set(findings.map { Finding.baselineKey(file: Self.reported($0.file, folder: folder, root: root), fingerprint: $0.fingerprint) })
    }

    /// `family`'s entries no finding of the run matched, among the files the run read (`checkedFiles`,
    /// as reported): a run over part of the catalogs says nothing of the others.
    public func stale(matched: Set<String>, checkedFiles: Set<String>, folder: String, root: String, family: Family = .check) -> [Entry] {
        stale(matched: matched, folder: folder, root: root, family: family) { checkedFiles.contains($0) }
    }

    /// `family`'s entries no finding of the run matched, among those whose file (as reported) the run
    /// covers (`covers`).
    public func stale(matched: Set<String>, folder: String, root: String, family: Family, covers: (String) -> Bool) -> [Entry] {
        findings.filter { e in
            let file = Self.reported(e.file, folder: folder, root: root)
            return family.owns(e.rule) && covers(file) && !matched.contains(Finding.baselineKey(file: file, fingerprint: e.fingerprint))
        }
    }

    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw LabelFitError.io(path: path, reason: "cannot read the baseline") }
        struct Version: Decodable { var version: Int? }
        guard let version = try? JSONDecoder().decode(Version.self, from: data) else {
            throw LabelFitError.invalidInput(SourceLocation(file: path), "malformed baseline file (not a JSON object)")
        }
        if version.version == 1 {
            throw LabelFitError.invalidInput(SourceLocation(file: path),
                "baseline version 1 (its fingerprints hold the path as seen from the folder it was written in): run 'labelfit baseline' to write it again as version 2")
        }
        do { return try JSONDecoder().decode(Baseline.self, from: data) } catch {
            throw LabelFitError.invalidInput(SourceLocation(file: path), "malformed baseline file")
        }
    }

    /// The path a run reports for a file stored relative to the baseline's folder: relative to `root`
    /// when under it, else absolute (as `CheckRunner` reports catalog paths, and `LayoutReport` the
    /// layout's: `reported(file, folder: root, root: root)`).
    public static func reported(_ file: String, folder: String, root: String) -> String {
        let absolute = absolute(file, in: folder)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    static func absolute(_ file: String, in folder: String) -> String {
        URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
    }

    static func path(_ absolute: String, relativeTo folder: String) -> String {
        let base = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}

/// What the run did with its baseline, in the JSON report's summary: the file, how many entries it
/// holds, and the entries no finding matched any more (fixed, or the translation changed).
public struct BaselineStatus: Codable, Sendable {
    public var file: String
    public var entries: Int
    public var stale: Int
    public var staleFindings: [Baseline.Entry]

    public init(file: String, entries: Int, staleFindings: [Baseline.Entry]) {
        self.file = file
        self.entries = entries
        self.stale = staleFindings.count
        self.staleFindings = staleFindings
    }

    enum CodingKeys: String, CodingKey { case file, entries, stale, staleFindings = "stale_findings" }
}
