import Foundation
import LabelFitCore

/// GNU gettext `.po` and compiled `.mo` (gnu.org/software/gettext/manual "PO Files", "MO Files"):
/// each holds msgid (the source) and msgstr (the target) together. The locale is the path's
/// (`ar.po`, `ar/LC_MESSAGES/x.po`) or, where the path names none, the header's `Language:`.
extension CatalogDiscovery.Job.Kind {
    public static let po = Self(rawValue: "po")
    public static let mo = Self(rawValue: "mo")
}

extension CatalogFormat {
    static let gettext = CatalogFormat(kinds: [.po, .mo], extensions: ["po", "mo"],
        place: { d, file, _, pairing in d.gettextPlacement(file, pairing: pairing) },
        read: { d, job in d.readGettext(job) })
}

extension CatalogDiscovery {
    func gettextPlacement(_ file: String, pairing: CatalogPairing) -> Placement {
        let url = URL(fileURLWithPath: file)
        let ext = url.pathExtension.lowercased()
        let dir = url.deletingLastPathComponent()
        let dirName = dir.lastPathComponent
        let parent = dir.deletingLastPathComponent()
        // msgfmt compiles a .po into the .mo beside it (or into LC_MESSAGES): read the text, once.
        if ext == "mo" {
            let po = url.deletingPathExtension().appendingPathExtension("po").path
            if pairing.accepts(po) { return .skip(.compiledDuplicate, "compiled from \(URL(fileURLWithPath: po).lastPathComponent), which is read instead") }
        }
        let tag = dirName == "LC_MESSAGES" ? CatalogLocale.tagInFolder(parent.lastPathComponent) : CatalogLocale.fromPath(file)
        let r = role(ofTag: tag)
        if let r, r != .target { return skipFor(r, tag: tag, file: file) }
        // No tag in the path: the header's Language: decides when the file is read.
        var job = Job(kind: ext == "po" ? .po : .mo, target: file, source: nil)
        if Self.inDrupalProject(PathText.parent(of: file), pairing: pairing) { job.placeholderSyntax = .drupal }
        return .job(job)
    }

    /// A Drupal module, theme or profile declares itself with `<name>.info.yml` in its root
    /// (drupal.org "Let Drupal know about your module with an .info.yml file"); its interface
    /// translations stand in `translations/` below it. Only folders the walk listed are looked at.
    static func inDrupalProject(_ folder: String, pairing: CatalogPairing) -> Bool {
        var f = folder
        for _ in 0..<3 {
            if pairing.walkedFolders[f]?.contains(where: { $0.hasSuffix(".info.yml") }) == true { return true }
            let up = PathText.parent(of: f)
            guard !up.isEmpty, up != f else { return false }
            f = up
        }
        return false
    }

    func readGettext(_ job: Job) -> CatalogReadResult {
        let reader = GettextReader(limits: limits, targetLocale: targetLocale)
        var result = job.kind == .po ? reader.readPO(job.target) : reader.readMO(job.target)
        result.refuseOverLongClusters()
        if let syntax = job.placeholderSyntax {
            for i in result.entries.indices where result.entries[i].placeholderSyntax == nil { result.entries[i].placeholderSyntax = syntax }
        }
        if result.role == .target, result.locale == nil, CatalogLocale.fromPath(job.target) == nil {
            // Neither the header nor the path names a language: measuring it as the target would be a guess.
            if !job.explicit {
                result.entries = []
                result.role = .other
                result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: job.target), .warning,
                    "skipped: neither a Language: header nor the path names this catalog's locale"))
            }
        }
        return result
    }
}
