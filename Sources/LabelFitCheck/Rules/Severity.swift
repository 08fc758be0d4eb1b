import LabelFitCore

/// How much a finding matters, least first: the one level of every command's findings (`check`'s
/// `thresholds.severity`, `layout.severity`). `off` drops the rule's findings; `info` reports them
/// without counting them as warnings (SARIF `note`, a GitHub `notice`); only `error` fails a run.
public enum Severity: String, ClosedSet, Comparable {
    case off, info, warning, error
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    private var rank: Int { switch self { case .off: 0; case .info: 1; case .warning: 2; case .error: 3 } }
}
