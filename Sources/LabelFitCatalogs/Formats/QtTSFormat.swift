import Foundation
import LabelFitCore

/// Qt Linguist `.ts` (doc.qt.io "Qt Linguist Manual: TS File Format"): XML with a `<TS>` root, its
/// `language` attribute the locale, source and translation in one file (`QtTSReader`). A `.ts` file
/// without that root is TypeScript, left to the JS/TS locale-module row.
extension CatalogDiscovery.Job.Kind {
    public static let ts = Self(rawValue: "ts")
}

extension CatalogFormat {
    static let qtTS = CatalogFormat(kinds: [.ts], extensions: ["ts"],
        place: { _, file, _, _ in
            // `.ts` is also TypeScript: a Qt Linguist file is XML with a <TS> root.
            guard let handle = FileHandle(forReadingAtPath: file) else { return .ignore }
            let head = String(decoding: (try? handle.read(upToCount: 1024)) ?? Data(), as: UTF8.self)
            try? handle.close()
            guard head.contains("<TS") else { return nil }
            return .job(CatalogDiscovery.Job(kind: .ts, target: file, source: nil))
        },
        read: { d, job in QtTSReader(limits: d.limits, sourceLocale: d.sourceLocale, targetLocale: d.targetLocale).read(job.target) })
}
