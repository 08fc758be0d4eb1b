import Foundation
import LabelFitCore

/// Xcode String Catalogs (`.xcstrings`): every language in one file, so there is no path rule and
/// no partner file; the reader (`XCStringsReader`) takes the source and target locales' values.
extension CatalogDiscovery.Job.Kind {
    public static let xcstrings = Self(rawValue: "xcstrings")
}

extension CatalogFormat {
    static let xcstrings = CatalogFormat(kinds: [.xcstrings], extensions: ["xcstrings"],
        place: { _, file, _, _ in .job(CatalogDiscovery.Job(kind: .xcstrings, target: file, source: nil)) },
        read: { d, job in XCStringsReader(limits: d.limits, sourceLocale: d.sourceLocale, targetLocale: d.targetLocale).read(job.target) })
}
