import Foundation
import LabelFitCore

/// WPF/Avalonia XAML string dictionaries (a `ResourceDictionary` of `sys:String`), read by
/// `XAMLResourceDictionaryReader`, whose comment holds the layout rules.
extension CatalogDiscovery.Job.Kind {
    public static let xaml = Self(rawValue: "xaml")
}

extension CatalogFormat {
    static let xaml = CatalogFormat.keyed(.xaml, ["xaml"],
        place: { d, file, explicit, pairing in d.xamlPlacement(file, explicit: explicit, pairing: pairing) },
        reader: { d, _ in XAMLResourceDictionaryReader(limits: d.limits).read })
}

extension CatalogDiscovery {
    /// Where a XAML string dictionary stands (the rules are in `XAMLResourceDictionaryReader`'s comment).
    func xamlPlacement(_ file: String, explicit: Bool, pairing: CatalogPairing) -> Placement {
        let url = URL(fileURLWithPath: file)
        let dir = url.deletingLastPathComponent()
        let stem = url.deletingPathExtension().lastPathComponent
        func tagLike(_ s: String) -> Bool { s.count <= 10 && CatalogLocale.language(of: s) != nil }
        var tag: String?
        var candidates: [String] = []
        if tagLike(stem) {
            tag = stem
            candidates = pairing.names(in: dir.path).filter { $0.hasSuffix(".xaml") }.map { String($0.dropLast(5)) }
                .filter { tagLike($0) && Self.names($0, locale: sourceLocale) }
                .sorted { ($0 == sourceLocale ? 0 : 1, $0) < ($1 == sourceLocale ? 0 : 1, $1) }
                .map { dir.appendingPathComponent($0 + ".xaml").path }
        } else if let dot = stem.lastIndex(of: "."), tagLike(String(stem[stem.index(after: dot)...])) {
            tag = String(stem[stem.index(after: dot)...])
            let base = String(stem[..<dot])
            candidates = pairing.names(in: dir.path).filter { $0.hasPrefix(base + ".") && $0.hasSuffix(".xaml") }
                .map { String($0.dropFirst(base.count + 1).dropLast(5)) }
                .filter { tagLike($0) && Self.names($0, locale: sourceLocale) }
                .sorted { ($0 == sourceLocale ? 0 : 1, $0) < ($1 == sourceLocale ? 0 : 1, $1) }
                .map { dir.appendingPathComponent(base + "." + $0 + ".xaml").path } + [dir.appendingPathComponent(base + ".xaml").path]
        } else if tagLike(dir.lastPathComponent) {
            tag = dir.lastPathComponent
            let parent = dir.deletingLastPathComponent()
            candidates = pairing.sourceFolders(in: parent.path, .language).map { parent.appendingPathComponent($0).appendingPathComponent(url.lastPathComponent).path }
        }
        guard let tag else {
            return explicit ? .skip(.notCatalog, "a .xaml file without a locale in its name or folder: UI or the neutral dictionary, not a target catalog") : .ignore
        }
        let r = role(ofTag: tag)
        guard r == .target else { return skipFor(r, tag: tag, file: file) }
        guard XAMLResourceDictionaryReader.isResourceDictionary(file) else {
            return .skip(.notCatalog, "a .xaml file whose root is not a ResourceDictionary: UI, not string resources")
        }
        return .job(Job(kind: .xaml, target: file, source: candidates.first { $0 != file && pairing.accepts($0) }))
    }
}
