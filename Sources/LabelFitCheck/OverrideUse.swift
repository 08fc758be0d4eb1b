import LabelFitCatalogs
import LabelFitCore

/// Which of the configuration's `overrides` (suppressions included) matched something in a run: a
/// string read, or a file that gave a catalog warning (which `overrides` naming the file may change).
/// Only the entries not yet matched are tested, so a run whose entries all match early pays for
/// them once per string at most until they do.
struct OverrideUse {
    private let overrides: [SeverityOverride]
    private let base: String
    private let namesPaths: Bool
    private(set) var unmatched: [Int]

    init(_ config: CheckConfiguration) {
        overrides = config.overrides
        base = config.directory
        namesPaths = config.overridesNamePaths
        unmatched = Array(config.overrides.indices)
    }

    mutating func note(_ entries: [CatalogEntry]) {
        guard !unmatched.isEmpty else { return }
        for entry in entries {
            let place = namesPaths ? PathGlob.Place.memoized(entry.targetLocation.file, base: base) : nil
            unmatched.removeAll { overrides[$0].matches(place: place, key: entry.key) }
            if unmatched.isEmpty { return }
        }
    }

    /// A catalog warning in `file` (no key): the overrides naming the file change its level.
    mutating func noteWarning(in file: String?) {
        guard !unmatched.isEmpty else { return }
        unmatched.removeAll { overrides[$0].matches(file: file, base: base, key: nil) }
    }

    /// The entries that matched nothing, in the configuration's order.
    var unused: [SeverityOverride] { unmatched.map { overrides[$0] } }
}
