/// What GitHub shows of a step's output, which the GitHub annotations and the step summary are
/// written to fit.
///
/// Annotations from workflow commands: "10 warning annotations, 10 error annotations, and 10 notice
/// annotations per step; 50 annotations per job (sum of annotations from all the steps)" — beyond
/// that they are dropped silently, in the order printed (actions/toolkit `docs/problem-matchers.md`,
/// "Limitations"; the same limits apply to `::error` commands, docs.github.com "Workflow commands").
/// Step summary: "the maximum size of a job summary is 1 MiB per step"; a larger one is not shown
/// (docs.github.com, "Adding a job summary").
public enum GitHubLimits {
    public static let annotationsPerKindPerStep = 10
    public static let annotationsPerJob = 50
    public static let stepSummaryBytes = 1 << 20
}
