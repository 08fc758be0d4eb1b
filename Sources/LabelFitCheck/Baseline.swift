import Foundation
import LabelFitCore

/// Accepted findings, so CI fails only on new ones. A finding is matched by its fingerprint (rule,
/// key, file, target text): editing the translation makes it new again.
public struct Baseline: Codable, Sendable {
    public struct Entry: Codable, Sendable {
        public var fingerprint: String
        public var rule: String
        public var key: String?
        public var file: String
        public var message: String
    }
    public var version = 1
    public var findings: [Entry]

    public init(findings: [Finding]) {
        self.findings = findings.map { Entry(fingerprint: $0.fingerprint, rule: $0.rule.rawValue, key: $0.key, file: $0.location.file, message: $0.message) }
            .sorted { ($0.file, $0.key ?? "", $0.rule) < ($1.file, $1.key ?? "", $1.rule) }
    }

    public var fingerprints: Set<String> { Set(findings.map(\.fingerprint)) }

    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw LabelFitError.io(path: path, reason: "cannot read the baseline") }
        do { return try JSONDecoder().decode(Baseline.self, from: data) } catch {
            throw LabelFitError.invalidInput(SourceLocation(file: path), "malformed baseline file")
        }
    }
}
