import Foundation
import LabelFitCore

/// Apple `.strings` (developer.apple.com "String Resources"), in `<locale>.lproj` folders; the
/// source is the same file in `en.lproj` (or `Base.lproj`, the development language). The reader is
/// `AppleStringsReader`; the lproj rule is shared with `.stringsdict` (StringsDictFormat.swift).
extension CatalogDiscovery.Job.Kind {
    public static let strings = Self(rawValue: "strings")
}

extension CatalogFormat {
    static let appleStrings = CatalogFormat.keyed(.strings, ["strings"],
        place: { d, file, explicit, pairing in d.lprojPlacement(file, kind: .strings, explicit: explicit, pairing: pairing) },
        reader: { d, _ in AppleStringsReader(limits: d.limits).read },
        // Keys the development table lacks are shown as themselves (KeyAsSource).
        paired: { result, job in KeyAsSource.fill(&result, rule: .apple, sourceFile: job.source, targetFile: job.target) })
}

extension CatalogDiscovery {
    /// `<locale>.lproj/<name>`: the locale is the folder's; the source the same name in the source
    /// locale's `.lproj` beside it, else `Base.lproj`.
    func lprojPlacement(_ file: String, kind: Job.Kind, explicit: Bool, pairing: CatalogPairing) -> Placement {
        let url = URL(fileURLWithPath: file)
        let name = url.lastPathComponent
        let ext = url.pathExtension.lowercased()
        let dir = url.deletingLastPathComponent()
        let dirName = dir.lastPathComponent
        let parent = dir.deletingLastPathComponent()
        func sibling(_ folder: String) -> String? {
            let candidate = parent.appendingPathComponent(folder).appendingPathComponent(name).path
            return pairing.accepts(candidate) ? candidate : nil
        }
        guard dirName.hasSuffix(".lproj") else {
            return explicit ? .skip(.unknownLocale, "a .\(ext) file outside an <locale>.lproj folder: its locale cannot be told") : .ignore
        }
        let tag = String(dirName.dropLast(6))
        guard tag != "Base" else { return .skip(.sourceLocale, "Base.lproj holds the development language's strings") }
        let r = role(ofTag: tag)
        guard r == .target else { return skipFor(r, tag: tag, file: file) }
        var source = sibling("\(sourceLocale).lproj") ?? sibling("Base.lproj")
        if source == nil {
            for folder in pairing.sourceFolders(in: parent.path, .lproj) + ["Base.lproj"] {
                // Xcode matches file names case-insensitively on default (case-insensitive) volumes.
                if let f = pairing.file(in: parent.appendingPathComponent(folder).path, caseInsensitiveName: name) {
                    source = f
                    break
                }
            }
        }
        return .job(Job(kind: kind, target: file, source: source))
    }
}
