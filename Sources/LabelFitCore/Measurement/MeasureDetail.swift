/// How much of a `StringMeasurement` to build. Reports that show neither which fonts drew a string
/// nor its runs (CSV, the table, JUnit, SARIF, GitHub annotations) ask for `summary` and skip that
/// work; every number and verdict is the same either way.
public enum MeasureDetail: Sendable {
    /// Everything, `fontsUsed` and `runs` included.
    case full
    /// `fontsUsed` built, `runs` left empty: what `labelfit measure` writes unless asked for the full
    /// breakdown.
    case fonts
    /// `fontsUsed` and `runs` left empty.
    case summary
}
