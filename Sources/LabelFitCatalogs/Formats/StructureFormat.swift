import Foundation
import LabelFitCore

/// Targets no format reads, paired with their source file by structure (`StructurePairing`): placed
/// only by discovery, for a file that names the target locale and has a source-locale file of the same
/// kind beside it.
extension CatalogDiscovery.Job.Kind {
    /// A target paired with its source by structure (`StructurePairing`).
    public static let structure = Self(rawValue: "structure")
}

extension CatalogFormat {
    static let structure = CatalogFormat(kinds: [.structure], extensions: [], place: { _, _, _, _ in nil }, read: { d, job in
        guard let source = job.source else { return CatalogReadResult() }
        return StructurePairing.read(target: job.target, source: source, limits: d.limits, declared: job.declared)
    })
}
