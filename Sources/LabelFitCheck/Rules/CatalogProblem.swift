import LabelFitCatalogs
import LabelFitCore

extension Rule {
    /// A catalog that could not be read, or an entry in it.
    public static let catalog = Rule("catalog")
}

/// `catalog`: a catalog that could not be read, or an entry in it. An error is an input error (exit 2,
/// never accepted by a baseline); a reader's warning is a warning that `overrides` naming its file can
/// change (`CheckPlan.catalogWarningSeverity`).
enum CatalogProblemRule {
    static let description = RuleDescription(
        id: Rule.catalog.id, defaultSeverity: .error, documentation: "docs/findings.md",
        explanation: "A catalog, or an entry in it, is not what its format allows (a syntax error, a duplicate key, …). "
            + "The message names the file, line and reason; an entry that could not be read was not measured.",
        title: "Catalog problem",
        help: "The catalog could not be read, or an entry in it is malformed, duplicated or untranslated.")
}
