import Foundation
import LabelFitCore

/// JavaScript/TypeScript locale modules (`export default { … }` in `ar.ts`, `locales/ar/x.js`), read by
/// `JSLocaleModuleReader`. Claims `.ts` after the Qt row (a `.ts` without a `<TS>` root).
extension CatalogDiscovery.Job.Kind {
    public static let jsModule = Self(rawValue: "js-module")
}

extension CatalogFormat {
    static let jsModule = CatalogFormat.keyed(.jsModule, ["js", "mjs", "cjs", "ts"],
        place: { d, file, explicit, pairing in d.jsModulePlacement(file, explicit: explicit, pairing: pairing) },
        reader: { d, _ in JSLocaleModuleReader(limits: d.limits).read })
}

extension CatalogDiscovery {
    static let jsModuleExtensions = ["ts", "js", "mjs", "cjs"]

    /// A locale module is named by its locale: `ar.ts`, `ar_SA.ts` (uppy), `demo-ar.ts` (ignite),
    /// `messages.ar.js`; its source is the module with the same prefix and the source locale, any of
    /// the module extensions, in the same folder (`en.ts`, `en_US.ts`, `demo-en.ts`); or
    /// `<locale>/<name>.js` against `<source locale>/<name>.js` beside it. Nextcloud's
    /// `l10n/<lang>.js` is the browser's copy of `l10n/<lang>.json` (the same table registered with
    /// `OC.L10N.register`, docs.nextcloud.com "Translations"): the JSON is read, not the copy.
    func jsModulePlacement(_ file: String, explicit: Bool, pairing: CatalogPairing) -> Placement {
        let url = URL(fileURLWithPath: file)
        let dir = url.deletingLastPathComponent()
        let ext = url.pathExtension
        let stem = url.deletingPathExtension().lastPathComponent
        func tagLike(_ s: String) -> Bool { s.count <= 10 && CatalogLocale.language(of: s) != nil }
        var prefix: String?
        var tag: String?
        if tagLike(stem) { prefix = ""; tag = stem }
        else if let sep = stem.lastIndex(where: { $0 == "-" || $0 == "." || $0 == "_" }), stem[stem.index(after: sep)...].count <= 3, tagLike(String(stem[stem.index(after: sep)...])) {
            prefix = String(stem[...sep]); tag = String(stem[stem.index(after: sep)...])
        }
        if let tag, let prefix {
            let r = role(ofTag: tag)
            guard r == .target else { return skipFor(r, tag: tag, file: file) }
            if ext == "js", dir.lastPathComponent == "l10n", pairing.accepts(dir.appendingPathComponent(stem + ".json").path) {
                return .skip(.compiledDuplicate, "Nextcloud's browser copy of \(stem).json, which is read instead")
            }
            let candidates = pairing.names(in: dir.path).compactMap { name -> (String, String)? in
                let u = URL(fileURLWithPath: name)
                guard Self.jsModuleExtensions.contains(u.pathExtension) else { return nil }
                let s = u.deletingPathExtension().lastPathComponent
                guard s.hasPrefix(prefix) else { return nil }
                let t = String(s.dropFirst(prefix.count))
                return tagLike(t) && Self.names(t, locale: sourceLocale) ? (t, name) : nil
            }.sorted { ($0.0 == sourceLocale ? 0 : 1, $0.1.hasSuffix("." + ext) ? 0 : 1, $0.1) < ($1.0 == sourceLocale ? 0 : 1, $1.1.hasSuffix("." + ext) ? 0 : 1, $1.1) }
            let source = candidates.lazy.map { dir.appendingPathComponent($0.1).path }.first { $0 != file && pairing.accepts($0) }
            return .job(Job(kind: .jsModule, target: file, source: source))
        }
        if tagLike(dir.lastPathComponent) {
            let r = role(ofTag: dir.lastPathComponent)
            let parent = dir.deletingLastPathComponent()
            let source = pairing.sourceFolders(in: parent.path, .language).lazy
                .map { parent.appendingPathComponent($0).appendingPathComponent(url.lastPathComponent).path }.first(where: pairing.accepts)
            // Taken only where the source locale's folder holds the same module (a folder that
            // happens to be named like a language is code, not a catalog).
            if source != nil || explicit {
                guard r == .target else { return skipFor(r, tag: dir.lastPathComponent, file: file) }
                return .job(Job(kind: .jsModule, target: file, source: source))
            }
        }
        return explicit ? .skip(.notCatalog, "a JavaScript/TypeScript file whose name and folder name no locale: code, not a locale module") : .ignore
    }
}
