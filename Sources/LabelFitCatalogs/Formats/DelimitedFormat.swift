import Foundation
import LabelFitCore

/// CSV (RFC 4180) and TSV tables with a column per locale (`DelimitedReader`): both sides in one
/// file, the columns named by locale in the header row. Streamed from disk in batches.
extension CatalogDiscovery.Job.Kind {
    public static let csv = Self(rawValue: "csv")
    public static let tsv = Self(rawValue: "tsv")
}

extension CatalogFormat {
    static let delimited = CatalogFormat(kinds: [.csv, .tsv], extensions: ["csv", "tsv"],
        place: { _, file, _, _ in
            .job(CatalogDiscovery.Job(kind: URL(fileURLWithPath: file).pathExtension.lowercased() == "csv" ? .csv : .tsv, target: file, source: nil))
        },
        read: { d, job in CatalogDiscovery.delimitedReader(d, job).read(job.target) },
        streamer: { d, job in CatalogDiscovery.delimitedReader(d, job) })
}

extension CatalogDiscovery {
    static func delimitedReader(_ d: CatalogDiscovery, _ job: Job) -> DelimitedReader {
        DelimitedReader(limits: d.limits, separator: job.kind == .csv ? "," : "\t", sourceLocale: d.sourceLocale, targetLocale: d.targetLocale)
    }
}

extension DelimitedReader: CatalogStreaming {}
