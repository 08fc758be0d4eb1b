import LabelFitCatalogs
import LabelFitCore

extension Rule {
    /// A target string with no source string to compare with (warning unless configured).
    public static let noSource = Rule("no-source")
}

/// `no-source`: a target string with no source string to compare it with. A warning unless configured:
/// it says what could not be judged, not that a label breaks.
enum NoSourceRule {
    static let description = RuleDescription(
        id: Rule.noSource.id, defaultSeverity: .warning, documentation: "docs/findings.md",
        explanation: "A translation with no English string to compare with: it is measured, but growth against the English "
            + "cannot be judged.",
        title: "No source string",
        help: "The target has no source-locale string to compare with, so its growth cannot be judged.")

    static func message(key: String, sourceLocale: String) -> String {
        "no \(sourceLocale) string for '\(key)': nothing to compare the width with"
    }
}
