import Foundation
import LabelFitCore

/// The two kinds of job that are no format: discovery makes them itself (no extension claims them),
/// so that what was not read is reported, never a silent gap.
extension CatalogDiscovery.Job.Kind {
    /// A file that looks like a catalog but is not read, or a path that gave no target catalog: reading it gives its `notice`.
    public static let notRead = Self(rawValue: "not read")
    /// A folder that could not be listed: reading it gives its error, so the check reports it.
    public static let unreadableFolder = Self(rawValue: "folder")
}

extension CatalogFormat {
    static let notRead = CatalogFormat(kinds: [.notRead], extensions: [], place: { _, _, _, _ in nil },
        read: { _, job in
            var result = CatalogReadResult(diagnostics: [CatalogDiagnostic(SourceLocation(file: job.target, line: job.noticeLine), job.noticeIsError ? .error : .warning,
                                                                           job.notice ?? "not read")])
            result.role = .notCatalog
            return result
        })

    static let unreadableFolder = CatalogFormat(kinds: [.unreadableFolder], extensions: [], place: { _, _, _, _ in nil },
        read: { _, job in
            // Not a catalog, but its catalogs were not checked: an error, so the run cannot pass.
            CatalogReadResult(diagnostics: [CatalogDiagnostic(SourceLocation(file: job.target), .error,
                (job.unreadableReason ?? "cannot read this folder") + "; the catalogs in it were not checked")])
        })
}
