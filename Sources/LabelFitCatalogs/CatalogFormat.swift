import Foundation
import LabelFitCore

/// One catalog format as discovery knows it, declared once in the format's own file under
/// `Formats/` and listed in `CatalogFormats.all`: the job kinds it makes, the file extensions it
/// claims, its placement (which files are its, the locale each holds — from the path or, for formats
/// that name it inside, left to the reader — and the source file each target pairs with), and its
/// reader. Discovery and reading go through the table; nothing else switches on a format.
struct CatalogFormat: Sendable {
    /// The kinds of job this format makes: one, or a family that shares one placement (`.po`/`.mo`,
    /// `.csv`/`.tsv`, the three YAML layouts).
    let kinds: [CatalogDiscovery.Job.Kind]
    /// The file extensions (lower case) whose files the format may claim. Empty for the kinds that
    /// are no format (`.notRead`, `.unreadableFolder`): discovery makes those jobs itself.
    let extensions: Set<String>
    /// Where a file with one of `extensions` stands: a job (target locale, paired with its source), a
    /// skip with its reason, `.ignore`, or nil when the file is not this format's, so that the next
    /// row claiming the extension decides (a `.ts` without a `<TS>` root is a TypeScript module).
    let place: @Sendable (_ discovery: CatalogDiscovery, _ file: String, _ explicit: Bool, _ pairing: CatalogPairing) -> CatalogDiscovery.Placement?
    /// Reads one job of one of `kinds`. Never throws: every problem is a diagnostic.
    let read: @Sendable (_ discovery: CatalogDiscovery, _ job: CatalogDiscovery.Job) -> CatalogReadResult
    /// For a format read from disk piece by piece (CSV/TSV), the reader that streams a job's target
    /// in batches; nil for formats read whole (each bounded by the file-size limit).
    var streamer: (@Sendable (_ discovery: CatalogDiscovery, _ job: CatalogDiscovery.Job) -> any CatalogStreaming)? = nil
}

/// A reader that hands a file's entries on in batches instead of holding them all.
protocol CatalogStreaming {
    func stream(_ file: String, batchSize: Int, onBatch: ([CatalogEntry]) throws -> Void) rethrows -> CatalogReadResult
}

extension CatalogDiscovery.Job {
    /// The kind of a job: the name of the format that reads it (`android`, `laravel-json`), as
    /// reports and `labelfit init` say it. Each format declares its kinds in its own file.
    public struct Kind: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
