import Foundation
import LabelFitCore

/// Flutter Application Resource Bundles (`app_ar.arb`; flutter.dev "Internationalizing Flutter
/// apps"): the locale is the stem's tag (or the file's `@@locale`, which the reader checks), the
/// source the same prefix with the source locale, or l10n.yaml's `template-arb-file`.
extension CatalogDiscovery.Job.Kind {
    public static let arb = Self(rawValue: "arb")
}

extension CatalogFormat {
    static let arb = CatalogFormat(kinds: [.arb], extensions: ["arb"],
        place: { d, file, explicit, pairing in d.arbPlacement(file, explicit: explicit, pairing: pairing) },
        read: { d, job in d.readJSONCatalog(job, flavor: .arb) })
}

extension CatalogDiscovery {
    func arbPlacement(_ file: String, explicit: Bool, pairing: CatalogPairing) -> Placement {
        let url = URL(fileURLWithPath: file)
        let dir = url.deletingLastPathComponent()
        let stem = url.deletingPathExtension().lastPathComponent
        let tag = CatalogLocale.tagInStem(stem, ext: "arb")
        let r = role(ofTag: tag)
        guard r == .target || (r == nil && explicit) else { return r == nil ? .ignore : skipFor(r, tag: tag, file: file) }
        var source: String?
        if let tag, stem.hasSuffix(tag) {
            let prefix = String(stem.dropLast(tag.count))
            source = pairing.arbSources(in: dir.path, prefix: prefix).first.map { dir.appendingPathComponent($0).path }
        }
        // Flutter gen_l10n: l10n.yaml's `template-arb-file` (in `arb-dir`) is the source of every ARB there.
        if source == nil, let template = pairing.flutterTemplate(for: dir), pairing.accepts(template), template != file { source = template }
        return .job(Job(kind: .arb, target: file, source: source))
    }

    /// The template ARB that Flutter's `l10n.yaml` names for `dir` (flutter.dev "Internationalizing
    /// Flutter apps": `arb-dir` defaults to lib/l10n, `template-arb-file` to app_en.arb), looked up in
    /// `dir` and its parents.
    static func flutterTemplate(for dir: URL) -> String? {
        var root = dir
        for _ in 0..<5 {
            let yaml = root.appendingPathComponent("l10n.yaml").path
            if let text = try? String(contentsOfFile: yaml, encoding: .utf8) {
                var settings: [String: String] = [:]
                for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                    let kv = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
                    if kv.count == 2 { settings[kv[0]] = kv[1] }
                }
                let arbDir = root.appendingPathComponent(settings["arb-dir"] ?? "lib/l10n").standardizedFileURL
                guard arbDir.path == dir.standardizedFileURL.path else { return nil }
                return arbDir.appendingPathComponent(settings["template-arb-file"] ?? "app_en.arb").path
            }
            root = root.deletingLastPathComponent()
        }
        return nil
    }

    /// ARB and i18next JSON: a file whose own locale (`@@locale`) is not the target is reported as
    /// what it is, not measured; else paired by key with its source.
    func readJSONCatalog(_ job: Job, flavor: JSONCatalogReader.Flavor) -> CatalogReadResult {
        var reader = JSONCatalogReader(limits: limits, flavor: flavor)
        reader.vueI18nPipes = job.vueI18nProject
        reader.language = CatalogLocale.language(of: targetLocale)
        let target = reader.read(job.target)
        if let declared = target.declaredLocale, !Self.names(declared, locale: targetLocale) {
            var result = CatalogReadResult(diagnostics: target.diagnostics)
            result.role = Self.names(declared, locale: sourceLocale) ? .source : .other
            result.locale = declared
            return result
        }
        reader.language = CatalogLocale.language(of: sourceLocale)
        return LocaleStrings.pair(source: job.source.map(reader.read), target: target, format: job.kind.rawValue, sourceFile: job.source, targetFile: job.target,
                                  sourceLocale: sourceLocale)
    }
}
