import Foundation
import LabelFitCore

/// .NET resources (`.resx`, UWP `.resw`; learn.microsoft.com "Resources in .NET apps"): the culture
/// in the name (`Strings.ar.resx`) or folder (`ar/Resources.resw`); the neutral file without a
/// culture is the source. Read by `ResXReader`.
extension CatalogDiscovery.Job.Kind {
    public static let resx = Self(rawValue: "resx")
}

extension CatalogFormat {
    static let resx = CatalogFormat.keyed(.resx, ["resx", "resw"],
        place: { d, file, _, pairing in d.resxPlacement(file, pairing: pairing) },
        reader: { d, _ in ResXReader(limits: d.limits).read })
}

extension CatalogDiscovery {
    func resxPlacement(_ file: String, pairing: CatalogPairing) -> Placement {
        let url = URL(fileURLWithPath: file)
        let name = url.lastPathComponent
        let ext = url.pathExtension.lowercased()
        let dir = url.deletingLastPathComponent()
        let parent = dir.deletingLastPathComponent()
        let tag = CatalogLocale.fromPath(file)
        let r = role(ofTag: tag)
        // No tag: the neutral resources, in the project's development language (the source).
        guard let tag, r == .target else { return tag == nil ? .skip(.sourceLocale, "neutral resources (no culture in the name) are the source") : skipFor(r, tag: tag, file: file) }
        let stem = url.deletingPathExtension().lastPathComponent
        var candidates: [String] = []
        if stem.hasSuffix("." + tag) {
            let base = String(stem.dropLast(tag.count + 1))
            candidates = [dir.appendingPathComponent("\(base).\(ext)").path, dir.appendingPathComponent("\(base).\(sourceLocale).\(ext)").path]
        } else {
            candidates = pairing.sourceFolders(in: parent.path, .language).map { parent.appendingPathComponent($0).appendingPathComponent(name).path }
        }
        return .job(Job(kind: .resx, target: file, source: candidates.first(where: pairing.accepts)))
    }
}
