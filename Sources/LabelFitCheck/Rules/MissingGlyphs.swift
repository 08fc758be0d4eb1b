import LabelFitCatalogs
import LabelFitCore

extension Rule {
    /// Characters no font covers.
    public static let missingGlyphs = Rule("missing-glyphs")
}

/// `missing-glyphs`: characters no font covers. `info` for those the English has too: the platform
/// draws them (its emoji or symbol font) in both languages.
enum MissingGlyphsRule: PairRule {
    static let description = RuleDescription(
        id: Rule.missingGlyphs.id, defaultSeverity: .error, documentation: "docs/findings.md",
        explanation: "No font in the stack (nor the platform's fallback over the fonts LabelFit has: bundled, configured "
            + "folders) draws a character: it shows as a box, and the widths measured for it are the box's. Fix: add a font "
            + "that covers it to the stack, or replace the character.",
        title: "Characters no font covers",
        help: "No font in the stack or in the fallback LabelFit models has glyphs for these characters; they would render as tofu.")

    static func mayFind(_ target: StringMeasurement?, _ thresholds: Thresholds, growthPx: Double?, hasSource: Bool,
                        entry: CatalogEntry) -> Bool {
        !(target?.missing.isEmpty ?? true)
    }

    static func find(_ t: StringMeasurement, _ pair: PairFacts, into out: inout PairFindings) {
        let source = pair.source, entry = pair.entry
        if !t.missing.isEmpty {
            // A character the English has too (an emoji, a symbol) is drawn by whatever the platform
            // draws it with in both languages: not a fault of the translation.
            let sourceText = source?.text ?? entry.source ?? ""
            var own: [MissingCluster] = [], shared: [MissingCluster] = []
            for m in t.missing { if sourceText.contains(m.text) { shared.append(m) } else { own.append(m) } }
            func names(_ ms: [MissingCluster]) -> String { ms.map { "«\($0.text)» " + $0.codepoints.joined(separator: "+") }.joined(separator: ", ") }
            if !own.isEmpty {
                out.add(.missingGlyphs, "no font in the stack or its fallback covers " + names(own) + ": add a font that has them to the stack",
                    ["missing": Double(own.count)])
            }
            if !shared.isEmpty {
                out.add(.missingGlyphs, "no font here covers " + names(shared) + ", which the English has too: the platform draws them"
                        + " (its emoji or symbol font) in both languages", ["missing": Double(shared.count), "shared": 1], weaker: true)
            }
        }
    }
}
