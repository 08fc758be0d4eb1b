import LabelFitCore

/// Which rules a finding of `check` can come from: the ids of its rules, each described in its file
/// under `Rules/` and listed once in `description`.
public enum Rule: String, ClosedSet {
    /// Ink past the line box (or whole lines past a fixed row height).
    case clip
    /// Ink past the line box that no line-height clears (UIKit sets glyphs at the line's bottom):
    /// the finding says how much padding each edge needs. Its severity follows `clip` unless named.
    case clipPadding = "clip-padding"
    /// On the web, ink past the line box of a row that does not clip: painted over the next line or
    /// past the row's edge (warning unless configured).
    case overlap
    /// Words lost to an ellipsis or a hard cut.
    case truncation
    /// Target wider than `max_growth` × the source.
    case growth
    /// More lines than `max_lines`.
    case lines
    /// Characters no font covers.
    case missingGlyphs = "missing-glyphs"
    /// Wider than the catalog's own pixel budget (XLIFF maxwidth, slr:sizeRestriction).
    case widthBudget = "width-budget"
    /// A catalog that could not be read, or an entry in it.
    case catalog
    /// A target string with no source string to compare with (warning unless configured).
    case noSource = "no-source"
    /// A target that is empty, equal to its source, has letters but none of the target script, or
    /// that the catalog marks as not final (warning unless configured).
    case untranslated
    /// An `overrides` or suppressions entry that matched no string of the run (warning unless configured).
    case unusedOverride = "unused-override"
}

extension Rule {
    /// The rule's id, default level, documentation and explanation, from its file.
    public var ruleDescription: RuleDescription {
        switch self {
        case .clip: ClipRule.description
        case .clipPadding: ClipRule.paddingDescription
        case .overlap: OverlapRule.description
        case .truncation: TruncationRule.description
        case .growth: GrowthRule.description
        case .lines: LinesRule.description
        case .missingGlyphs: MissingGlyphsRule.description
        case .widthBudget: WidthBudgetRule.description
        case .catalog: CatalogProblemRule.description
        case .noSource: NoSourceRule.description
        case .untranslated: UntranslatedRule.description
        case .unusedOverride: UnusedOverrideRule.description
        }
    }
}
