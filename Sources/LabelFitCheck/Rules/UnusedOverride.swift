import LabelFitCatalogs
import LabelFitCore

extension Rule {
    /// An `overrides` or suppressions entry that matched no string of the run (warning unless configured).
    public static let unusedOverride = Rule("unused-override")
}

/// `unused-override`: an `overrides` entry of `labelfit.json`, or an entry of the suppressions file,
/// that matched no string and no catalog warning of the run. As ESLint's unused-disable-directive
/// report (eslint.org "Command Line Interface", `--report-unused-disable-directives`; "Configuration
/// Files", `linterOptions.reportUnusedDisableDirectives`): a suppression that hides nothing is stale
/// (the string was renamed, the path moved, a glob is mistyped) and would hide a new problem that
/// happens to match it later. A warning unless configured; located at the entry.
enum UnusedOverrideRule {
    static let description = RuleDescription(
        id: Rule.unusedOverride.id, defaultSeverity: .warning, documentation: "docs/findings.md",
        explanation: "An overrides or suppressions entry matched no string of the catalogs this run read: its paths or keys "
            + "name nothing (a renamed key, a moved file, a mistyped glob). Fix: correct the globs, or remove the entry.",
        title: "Override or suppression matches nothing",
        help: "An overrides entry in labelfit.json or a suppressions entry matched no string and no catalog warning of the run.")

    static func message(_ o: SeverityOverride) -> String {
        var named: [String] = []
        if !o.paths.isEmpty { named.append("paths " + o.paths.map { "'\($0)'" }.joined(separator: ", ")) }
        if !o.keys.isEmpty { named.append("keys " + o.keys.map { "'\($0)'" }.joined(separator: ", ")) }
        return "\(o.label ?? "an override") (\(named.joined(separator: " and "))) matches no string in the catalogs read: "
            + "correct its globs or remove it"
    }
}
