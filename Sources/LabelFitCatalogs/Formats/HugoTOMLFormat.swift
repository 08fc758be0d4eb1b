import Foundation
import LabelFitCore

/// Hugo translation tables `i18n/<lang>.toml` (gohugo.io/content-management/multilingual/#translation-tables),
/// the source `i18n/<source>.toml` beside; read by `HugoTOMLReader`.
extension CatalogDiscovery.Job.Kind {
    public static let hugoTOML = Self(rawValue: "hugo-toml")
}

extension CatalogFormat {
    static let hugoTOML = CatalogFormat.keyed(.hugoTOML, ["toml"],
        place: { d, file, explicit, pairing in d.hugoTOMLPlacement(file, explicit: explicit, pairing: pairing) },
        reader: { d, _ in HugoTOMLReader(limits: d.limits).read })
}

extension CatalogDiscovery {
    func hugoTOMLPlacement(_ file: String, explicit: Bool, pairing: CatalogPairing) -> Placement {
        let url = URL(fileURLWithPath: file)
        let dir = url.deletingLastPathComponent()
        let stem = url.deletingPathExtension().lastPathComponent
        guard dir.lastPathComponent == "i18n", CatalogLocale.language(of: stem) != nil, stem.count <= 10 else {
            return explicit ? .skip(.notCatalog, "a TOML file outside an i18n/<locale>.toml layout (Hugo): configuration, not a catalog") : .ignore
        }
        let r = role(ofTag: stem)
        guard r == .target else { return skipFor(r, tag: stem, file: file) }
        let source = pairing.names(in: dir.path).filter { $0.hasSuffix(".toml") }.map { String($0.dropLast(5)) }
            .filter { CatalogLocale.language(of: $0) != nil && Self.names($0, locale: sourceLocale) }
            .sorted { ($0 == sourceLocale ? 0 : 1, $0) < ($1 == sourceLocale ? 0 : 1, $1) }
            .lazy.map { dir.appendingPathComponent($0 + ".toml").path }.first(where: pairing.accepts)
        return .job(Job(kind: .hugoTOML, target: file, source: source))
    }
}
