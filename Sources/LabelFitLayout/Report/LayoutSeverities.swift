import LabelFitCheck
import LabelFitCore

/// `layout.severity` in `labelfit.json`: a level per class or rule, `*` for all, with the
/// `off|info|warning|error` levels of `check`'s `thresholds.severity` (`Severity`, LabelFitCheck).
/// `off` drops the finding; the exit code follows the levels (1 only with an error). Unknown names and
/// levels are located errors, so a misspelt name cannot silently change nothing.
public struct LayoutSeverities: Sendable, Hashable {
    public var levels: [String: Severity] = [:]

    /// Every name a finding can carry (`LayoutRules.all`): the ids `layout.severity` takes.
    public static var ruleNames: [String] { LayoutRules.all.map(\.id) }

    public init(levels: [String: Severity] = [:]) { self.levels = levels }

    /// From the JSON object `{"cut-in-both": "error", "*": "warning"}`; `file` names the configuration.
    public init(json: Any, file: String) throws {
        guard let map = json as? [String: Any] else {
            throw LabelFitError.invalidInput(SourceLocation(file: file), "setting 'layout.severity' must be an object of rule names and levels")
        }
        for (name, raw) in map {
            guard name == "*" || Self.ruleNames.contains(name) else {
                throw LabelFitError.invalidInput(SourceLocation(file: file), "unknown rule 'layout.severity.\(name)': layout's rules are \(Self.ruleNames.joined(separator: ", ")) (or *)")
            }
            guard let text = raw as? String, let level = Severity(rawValue: text) else {
                throw LabelFitError.invalidInput(SourceLocation(file: file), "setting 'layout.severity.\(name)' must be one of off, info, warning, error")
            }
            levels[name] = level
        }
    }

    /// The level a finding of `rule` is reported at, nil when it is off: the rule's own, else `*`'s,
    /// else its built-in level.
    public func level(_ rule: String, builtIn: Severity) -> Severity? {
        let l = levels[rule] ?? levels["*"] ?? builtIn
        return l == .off ? nil : l
    }
}
