import Foundation
import LabelFitCore

/// Catalogs named by their language's English name rather than a tag (OpenTTD `src/lang/arabic_egypt.txt`,
/// Notepad++ `nativeLang/arabic.xml`, Inno Setup `Languages/Arabic.isl`) and the source file named
/// the same way, or by the name its ecosystem documents (Inno Setup's `Default.isl`). Used by the
/// structure fallback (`structureSource`) and by formats so named (`InnoSetupFormat`).
extension CatalogDiscovery {
    /// The first piece of a stem when it is a language's English name (`arabic_egypt` → `arabic`,
    /// `Arabic` → `Arabic`), and that language; nil otherwise.
    static func languageNamePiece(_ stem: String) -> (piece: String, language: String)? {
        guard let first = stem.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" }).first.map(String.init),
              first.count > 3, let language = CatalogLocale.englishNames[first.lowercased()] else { return nil }
        return (first, language)
    }

    /// Files an ecosystem documents as its source-language catalog under a name that is no language:
    /// Inno Setup's English messages are `Default.isl` ("MessagesFile: compiler:Default.isl",
    /// https://jrsoftware.org/ishelp/index.php?topic=languagessection), beside or above its
    /// `Languages/<Language>.isl`.
    static let documentedDefaultSources: [String: String] = ["isl": "Default"]

    /// For a target named by its language's English name (OpenTTD `src/lang/arabic_egypt.txt`,
    /// Notepad++ `nativeLang/arabic.xml`, Inno Setup `Languages/Arabic.isl`): the file of the same
    /// extension beside it named by the source language's English name — the bare name first
    /// (`english.txt` before `english_US.txt`), then one with the target's other pieces — else the
    /// ecosystem's documented default file (`documentedDefaultSources`) in its folder or the two above.
    func namedSource(file: String, dir: String, stem: String, ext: String, pairing: CatalogPairing) -> String? {
        guard let (piece, language) = Self.languageNamePiece(stem), Self.names(language, locale: targetLocale) else { return nil }
        let rest = String(stem.dropFirst(piece.count))
        let folder = dir.isEmpty ? "." : dir
        func path(_ folder: String, _ n: String) -> String { folder == "." && dir.isEmpty ? n : folder + "/" + n }
        let candidates = pairing.names(in: folder).filter { n in
            let s = (n as NSString).deletingPathExtension
            guard (n as NSString).pathExtension == ext, let (_, l) = Self.languageNamePiece(s) else { return false }
            return Self.names(l, locale: sourceLocale) && !Self.names(l, locale: targetLocale)
        }.sorted { a, b in
            func rank(_ n: String) -> Int {
                let s = (n as NSString).deletingPathExtension
                let r = Self.languageNamePiece(s).map { String(s.dropFirst($0.piece.count)) } ?? s
                return r.isEmpty ? 0 : r == rest ? 1 : 2
            }
            return (rank(a), a.count, a) < (rank(b), b.count, b)
        }
        if let best = candidates.lazy.map({ path(folder, $0) }).first(where: { $0 != file && pairing.accepts($0) }) { return best }
        guard let defaultStem = Self.documentedDefaultSources[ext.lowercased()] else { return nil }
        var f = folder
        for _ in 0..<3 {
            if let n = pairing.names(in: f).first(where: { ($0 as NSString).deletingPathExtension.lowercased() == defaultStem.lowercased()
                                                        && ($0 as NSString).pathExtension.lowercased() == ext.lowercased() }) {
                let p = f == "." ? n : f + "/" + n
                if pairing.accepts(p) { return p }
            }
            guard f != "." else { break }
            let up = PathText.parent(of: f)
            f = up.isEmpty ? "." : up
        }
        return nil
    }
}
