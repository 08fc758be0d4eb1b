import LabelFitCore

extension CatalogReadResult {
    /// Strings with a grapheme cluster past `GraphemeClusterLimit` become located errors and are
    /// not measured; every other string stays. Applied to every catalog read (`CatalogDiscovery.read`),
    /// after the readers' string-length limits, so each format gets it in one place.
    mutating func refuseOverLongClusters() {
        guard entries.contains(where: { $0.target.flatMap(GraphemeClusterLimit.overLong) != nil || $0.source.flatMap(GraphemeClusterLimit.overLong) != nil }) else { return }
        entries.removeAll { entry in
            guard let n = entry.target.flatMap(GraphemeClusterLimit.overLong) ?? entry.source.flatMap(GraphemeClusterLimit.overLong) else { return false }
            diagnostics.append(CatalogDiagnostic(entry.targetLocation, .error, "string '\(entry.key)' \(GraphemeClusterLimit.reason(scalars: n)); skipped"))
            return true
        }
    }
}
