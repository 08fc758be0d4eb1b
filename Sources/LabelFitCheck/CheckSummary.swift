import LabelFitCore

/// Totals of a check run, for the summary line and report headers.
public struct CheckSummary: Codable, Sendable {
    public init() {}
    public var files = 0
    public var strings = 0
    public var verdicts: [String: Int] = [:]
    public var errors = 0
    public var warnings = 0
    /// Findings at severity `info`: reported, counted apart from warnings, never failing.
    public var infos = 0
    public var baselined = 0
    public var catalogErrors = 0
    /// Target strings with no source string (each also a `no-source` finding).
    public var noSource = 0
    /// Targets found untranslated or not final (each also an `untranslated` finding).
    public var untranslated = 0
    /// Targets left out because their catalog marks them not final (`skip_not_final`).
    public var skippedNotFinal = 0
    /// Files not measured, by reason: `source locale`, `other locale`, `unknown locale`, `not a catalog`, `compiled copy`.
    public var skippedFiles: [String: Int] = [:]
    public var seconds: Double = 0
    /// Totals per target locale (`LocaleSummaries`), when a run covers more than one.
    public var locales: [String: CheckSummary]?
    /// Fonts measured in place of the platform's (`StandIn`): a bundled design for a font that cannot
    /// be bundled, or a Fontconfig fallback of this machine. Absent when there were none. Their clip
    /// findings are warnings.
    public var standInFonts: [StandIn]?
    /// The baseline read, with its entries no finding matched; absent when none was read.
    public var baseline: BaselineStatus?

    enum CodingKeys: String, CodingKey {
        case files, strings, verdicts, errors, warnings, infos, baselined, catalogErrors = "catalog_errors", noSource = "no_source"
        case untranslated, skippedNotFinal = "skipped_not_final", skippedFiles = "skipped_files", seconds, locales
        case standInFonts = "stand_in_fonts", baseline
    }

    /// The skipped-file counts as one phrase ("3 other-locale files skipped, 1 not a catalog"), or nil.
    public var skippedPhrase: String? {
        guard !skippedFiles.isEmpty else { return nil }
        return skippedFiles.sorted { $0.key < $1.key }.map { "\($0.value) skipped (\($0.key))" }.joined(separator: ", ")
    }

    /// 2 when a catalog could not be read, else 1 when an unbaselined error-level finding exists, else 0.
    public var exitCode: Int32 { catalogErrors > 0 ? 2 : errors > 0 ? 1 : 0 }
}

/// Counts checked strings into a summary: the one place a string is counted, whether it came from a
/// catalog in a batch run or from an API request, so every surface's totals agree.
public struct SummaryCounter {
    public var summary = CheckSummary()
    /// Verdicts counted by case and folded into `summary.verdicts` by `finished()`: a dictionary keyed
    /// by the verdict's name hashed a string for every string checked.
    private var verdictCounts = [Int](repeating: 0, count: Verdict.allCases.count)

    public init() {}

    public mutating func count(_ checked: borrowing CheckedString) {
        summary.strings += 1
        verdictCounts[Verdict.allCases.firstIndex(of: checked.verdict)!] += 1
        if checked.verdict == .untranslated { summary.untranslated += 1 }
        for f in checked.findings {
            if f.rule == .noSource { summary.noSource += 1 }
            count(f)
        }
    }

    /// One finding at its level (or as baselined), whether a string's or one of the run's own.
    public mutating func count(_ f: Finding) {
        if f.baselined { summary.baselined += 1 } else {
            switch f.severity {
            case .error: summary.errors += 1
            case .warning: summary.warnings += 1
            case .info: summary.infos += 1
            case .off: break
            }
        }
    }

    /// The summary with the verdicts counted so far.
    public func finished() -> CheckSummary {
        var out = summary
        for (k, n) in verdictCounts.enumerated() where n > 0 { out.verdicts[Verdict.allCases[k].rawValue, default: 0] += n }
        return out
    }
}
