import Foundation
import LabelFitCore

/// Android string resources (developer.android.com "String resources"): `res/values-<qualifiers>/*.xml`,
/// the locale the folder's language qualifier, the source every file of the module's default `values/`
/// folder (aapt2 merges a folder's files into one table, so `plan` makes one job per folder). Also
/// moko-resources' `MR/<locale>/` (MokoResources.swift), read by the same `AndroidStringsReader`.
extension CatalogDiscovery.Job.Kind {
    public static let android = Self(rawValue: "android")
}

extension CatalogFormat {
    static let android = CatalogFormat(kinds: [.android], extensions: ["xml"],
        place: { d, file, explicit, pairing in
            d.mokoPlacement(URL(fileURLWithPath: file), file: file, pairing: pairing) ?? d.androidPlacement(file, explicit: explicit, pairing: pairing)
        },
        read: { d, job in d.readAndroid(job) })
}

extension CatalogDiscovery {
    func androidPlacement(_ file: String, explicit: Bool, pairing: CatalogPairing) -> Placement {
        let url = URL(fileURLWithPath: file)
        let dirName = url.deletingLastPathComponent().lastPathComponent
        let parent = url.deletingLastPathComponent().deletingLastPathComponent()
        let isResources = dirName == "values" || dirName.hasPrefix("values-")
        guard isResources else {
            return explicit ? .job(Job(kind: .android, target: file, source: nil)) : .ignore
        }
        guard dirName != "values" else { return .skip(.sourceLocale, "default resources (values/) are the source") }
        let tag = CatalogLocale.tagInFolder(dirName)
        guard tag != nil else { return .ignore }   // values-night, values-v21, values-land: not a locale
        let r = role(ofTag: tag)
        guard r == .target else { return skipFor(r, tag: tag, file: file) }
        // The source is the default `values/` folder of the same module: every XML file in it.
        let valuesDir = parent.appendingPathComponent("values").path
        let sources = pairing.androidSources(in: valuesDir)
        return .job(Job(kind: .android, target: file, source: sources.first, moreSources: Array(sources.dropFirst())))
    }

    /// The folder's files merged as aapt2 merges them, `@string/` references resolved (a target's
    /// falling back to the source's value, as the default resources stand in at run time).
    func readAndroid(_ job: Job) -> CatalogReadResult {
        let l = limits
        let reader = AndroidStringsReader(limits: l)
        let sources = (job.source.map { [$0] } ?? []) + job.moreSources
        let merged = sources.isEmpty ? nil : LocaleStrings.merge(sources.map(reader.read), limits: l)
        let source = merged.map { AndroidStringsReader.resolveReferences($0, fallback: nil) }
        let target = AndroidStringsReader.resolveReferences(LocaleStrings.merge(([job.target] + job.moreTargets).map(reader.read), limits: l),
                                                            fallback: merged)
        return LocaleStrings.pair(source: source, target: target, format: "android",
                                  sourceFile: sources.isEmpty ? nil : Self.folder(sources[0]) + "/", targetFile: job.target)
    }
}
