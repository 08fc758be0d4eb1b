import LabelFitCatalogs
import LabelFitCore

/// A rule judged on one measured pair (the target and its English at the same constraint), in a file
/// of its own under `Rules/`: whether it may fire, read from the measurement in place, then its
/// findings with their messages and numbers. `PairRules.all` lists them in the order findings are
/// reported.
protocol PairRule {
    /// Whether the rule may have a finding for this pair. Most strings cross no threshold, and this is
    /// decided reading the target in place, before binding it (which copies the whole measurement).
    /// (`target` optional and the rest apart, so that nothing is bound or copied for the many strings
    /// where no rule fires.)
    static func mayFind(_ target: StringMeasurement?, _ thresholds: Thresholds, growthPx: Double?, hasSource: Bool,
                        entry: CatalogEntry) -> Bool
    static func find(_ target: StringMeasurement, _ pair: PairFacts, into out: inout PairFindings)
}

/// The rules judged on a measured pair, in the order their findings are reported.
enum PairRules {
    static let all: [any PairRule.Type] = [ClipRule.self, TruncationRule.self, GrowthRule.self, LinesRule.self,
                                           MissingGlyphsRule.self, WidthBudgetRule.self, WrittenLimitRule.self]
}

/// What a pair rule reads besides the target: the English, the thresholds and the settings it was
/// measured with.
struct PairFacts {
    let source: StringMeasurement?
    let growthPx: Double?
    let entry: CatalogEntry
    let thresholds: Thresholds
    let lineHeight: LineHeight
    let targetFaces: [FontFace]
    let targetFamilies: [String]
    let profile: Profile
    /// What the fallback font that draws a cluster no stack font covers stands in for (nil: the
    /// platform's own font), for the clip rule's note (`ClipRule.standInNote`).
    var fallbackStandIn: (String) -> StandIn? = { _ in nil }
    /// The target's row: whether it clips (`OverlapRule.rowPaintsInk`) and its block padding.
    var row = RowGeometry()
    /// The target measured as its written limit says (`WrittenLimitRule.options`), when it has one.
    var limitMeasurement: StringMeasurement? = nil
}

/// The findings of one pair, each at its rule's configured level, lowered to `info` when the
/// English shares the problem (`weaker`) and never above `cap`.
struct PairFindings {
    let location: SourceLocation
    let key: String
    let text: String
    let thresholds: Thresholds
    var found: [Finding] = []

    mutating func add(_ rule: Rule, _ message: String, _ numbers: [String: Double], weaker: Bool = false, cap: Severity? = nil) {
        var severity = thresholds.severity(of: rule == .clipPadding ? .clip : rule)
        if let explicit = thresholds.severity[rule.id], rule == .clipPadding { severity = explicit }
        if weaker { severity = min(severity, .info) }
        if let cap { severity = min(severity, cap) }
        found.append(Finding(rule: rule, severity: severity, message: message, location: location, key: key, numbers: numbers, text: text))
    }
}

/// How rule messages say numbers: how far over, in px and in characters at the target's advance.
enum RuleText {
    static func chars(_ n: Int) -> String { "\(n) character\(n == 1 ? "" : "s")" }
    static func pxUp(_ v: Double) -> String { px((v * 100).rounded(.up) / 100) }
    static func num(_ v: Double) -> String { DecimalText.rounded(v) }
    static func px(_ v: Double) -> String { num(v) + "px" }

    /// How far a laid-out string is past what `lines` lines of `width` hold. Within the allowed lines
    /// (one line, a cut row, forced breaks): its one-line width past them. Past them: the text pushed
    /// onto the lines after the last allowed one (with the space before it) less the room left on that
    /// line — what would have to
    /// go for it to move up (a word that wraps by 0.67 px is 0.67 px over, not its own width) — or,
    /// when words do not pack and that room would take it all, the text past the limit. Characters:
    /// that width at the target's mean advance per character, rounded up, at least 1 (`charsFor`).
    static func overflow(_ t: StringMeasurement, lines allowed: Int, width: Double) -> (px: Double, chars: Int)? {
        let allowed = max(allowed, 1)
        if allowed == 1 || t.lineDetails.count <= allowed {
            let px = t.layoutWidthPx - width * Double(allowed)
            if px > 1e-6 { return (px, charsFor(px, t)) }
        }
        let lines = t.lineDetails
        guard lines.count > allowed else { return nil }
        let pushedLines = lines.dropFirst(allowed)
        let pushed = pushedLines.reduce(0) { $0 + $1.layoutWidthPx }
        // The spaces a line break swallows (trailing spaces hang), from the one-line width: each text
        // moved up needs one back before it.
        let hung = max(0, t.layoutWidthPx - lines.reduce(0) { $0 + $1.layoutWidthPx })
        let gap = hung / Double(lines.count - 1)
        let room = max(0, width - lines[allowed - 1].layoutWidthPx)
        let moved = pushed + gap * Double(pushedLines.count) - room
        let px = moved > 1e-6 ? moved : pushed
        guard px > 1e-6 else { return nil }
        return (px, charsFor(px, t))
    }

    /// `px` in characters at the string's average advance per character (whole string, one line).
    static func charsFor(_ px: Double, _ t: StringMeasurement) -> Int {
        guard px > 0, t.characters > 0, t.widthPx > 0 else { return 0 }
        return Swift.max(1, Int((px / (t.widthPx / Double(t.characters))).rounded(.up)))
    }
}
