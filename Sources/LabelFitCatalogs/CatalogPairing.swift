import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What pairing needs to know about folders, worked out once per folder for a whole discovery: each
/// folder's names (the walk's listing, else one `readdir` pass), and for each ecosystem the source
/// candidates a folder offers (XLIFF `messages.en.xlf` by base name, ARB `app_en.arb` by prefix,
/// i18next `en.json`, sibling locale folders, `values/` files). Looking these up per target file
/// listed and filtered the folder again for every file in it: 1,000 XLIFF files in one folder took
/// 12 s and 5,000 over 300 s; now each folder costs one pass, whatever the number of targets in it.
///
/// A candidate is used only if the walk found it, or, for a path outside the walk (beside a file
/// named on the command line, or under a folder the walk does not enter), it is a regular file whose
/// real path is inside the tree: a linked `values/` folder leading out of the tree is not read as a
/// source any more than as a target.
final class CatalogPairing {
    private let tree: FileTreeWalk
    /// Every file the walk found or the command line named.
    let walkedFiles: Set<String>
    private let sourceLocale: String
    private var listings: [String: [String]]
    private var accepted: [String: Bool] = [:]
    private var xliffSources: [String: [String: [String]]] = [:]
    private var arbSources: [String: [String: [(tag: String, name: String)]]] = [:]
    private var jsonSources: [String: [String]] = [:]
    private var localeFolders: [String: [String]] = [:]
    private var caseInsensitive: [String: [String: String]] = [:]
    private var androidSources: [String: [String]] = [:]
    private var flutterTemplates: [String: String?] = [:]
    /// Per folder: whether the nearest `package.json` at or above it names vue-i18n (VueI18nProject.swift).
    var vueI18nFolders: [String: Bool] = [:]
    /// The project configurations of the tree, read once (`projectConfigurations`, ProjectConfiguration.swift).
    var projectConfigs: [any ProjectConfiguration]?
    /// Every walked folder's names, hidden ones included.
    var walkedFolders: [String: [String]] { tree.listings }
    /// The files named on the command line.
    let explicitFiles: [String]
    /// `walkedFiles` by their normalized path (`ProjectConfiguration`'s patterns are), made once.
    var walkedByNormalPath: [String: String]?

    init(tree: FileTreeWalk, explicitFiles: [String], sourceLocale: String) {
        self.tree = tree
        walkedFiles = Set(tree.files + explicitFiles)
        self.explicitFiles = explicitFiles
        listings = tree.listings
        self.sourceLocale = sourceLocale
    }

    /// The folder's names, sorted (empty when it cannot be listed).
    func names(in folder: String) -> [String] {
        if let known = listings[folder] { return known }
        let names = (try? FileTreeWalk.list(folder).get()) ?? []
        listings[folder] = names
        return names
    }

    /// Whether a candidate source file may be read (see the type's comment).
    func accepts(_ path: String) -> Bool {
        if walkedFiles.contains(path) { return true }
        if let known = accepted[path] { return known }
        var s = stat()
        let ok = stat(path, &s) == 0 && s.st_mode & S_IFMT == S_IFREG && FileTreeWalk.realPath(path).map(tree.contains(realPath:)) == true
        accepted[path] = ok
        return ok
    }

    private func join(_ folder: String, _ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

    private func ordered(_ tags: [String]) -> [String] {
        tags.sorted { ($0 == sourceLocale ? 0 : 1, $0) < ($1 == sourceLocale ? 0 : 1, $1) }
    }

    /// XLIFF files of `folder` named `<base>.<source tag>.xlf` (or `.xliff`), by base, sorted by name.
    func xliffSources(in folder: String, base: String) -> [String] {
        if let memo = xliffSources[folder] { return memo[base] ?? [] }
        var byBase: [String: [String]] = [:]
        for f in names(in: folder) {
            let u = URL(fileURLWithPath: f)
            guard ["xlf", "xliff"].contains(u.pathExtension.lowercased()) else { continue }
            let s = u.deletingPathExtension().lastPathComponent
            guard let d = s.lastIndex(of: "."), CatalogDiscovery.names(String(s[s.index(after: d)...]), locale: sourceLocale),
                  accepts(join(folder, f)) else { continue }
            byBase[String(s[..<d]), default: []].append(f)
        }
        for k in byBase.keys { byBase[k]!.sort() }
        xliffSources[folder] = byBase
        return byBase[base] ?? []
    }

    /// ARB files of `folder` named `<prefix><source tag>.arb`, exact source locale first. Every split
    /// of each name into prefix and tag is indexed once (a name is at most NAME_MAX bytes).
    func arbSources(in folder: String, prefix: String) -> [String] {
        if let memo = arbSources[folder] { return memo[prefix]?.map(\.name) ?? [] }
        var byPrefix: [String: [(tag: String, name: String)]] = [:]
        for f in names(in: folder) where f.hasSuffix(".arb") && accepts(join(folder, f)) {
            let stem = f.dropLast(4)
            var i = stem.startIndex
            while true {
                let t = String(stem[i...])
                if CatalogDiscovery.names(t, locale: sourceLocale) && CatalogLocale.language(of: t) != nil {
                    byPrefix[String(stem[..<i]), default: []].append((t, f))
                }
                if i == stem.endIndex { break }
                i = stem.index(after: i)
            }
        }
        for k in byPrefix.keys {
            byPrefix[k]!.sort { ($0.tag == sourceLocale ? 0 : 1, $0.tag) < ($1.tag == sourceLocale ? 0 : 1, $1.tag) }
        }
        arbSources[folder] = byPrefix
        return byPrefix[prefix]?.map(\.name) ?? []
    }

    /// i18next `<source tag>.json` stems in `folder`, exact source locale first.
    func jsonSourceStems(in folder: String) -> [String] {
        if let memo = jsonSources[folder] { return memo }
        let stems = names(in: folder).filter { $0.hasSuffix(".json") && accepts(join(folder, $0)) }.map { String($0.dropLast(5)) }
            .filter { CatalogLocale.language(of: $0) != nil && CatalogDiscovery.names($0, locale: sourceLocale) }
        let result = ordered(stems)
        jsonSources[folder] = result
        return result
    }

    /// How a folder's name carries its locale.
    enum FolderTag: String { case lproj, language }

    /// Folders in `parent` whose name is a tag of the source language, exact name first (`en`, then
    /// `en-US`, `en_GB`); for `.lproj`, the tag before the extension.
    func sourceFolders(in parent: String, _ tagging: FolderTag) -> [String] {
        let key = tagging.rawValue + "\u{0}" + parent
        if let memo = localeFolders[key] { return memo }
        let tagged = names(in: parent).compactMap { n -> (tag: String, name: String)? in
            switch tagging {
            case .lproj: return n.hasSuffix(".lproj") ? (String(n.dropLast(6)), n) : nil
            case .language: return CatalogLocale.language(of: n) != nil ? (n, n) : nil
            }
        }.filter { CatalogDiscovery.names($0.tag, locale: sourceLocale) }
        // Sorted by the tag as the folder name carries it (the previous order, kept).
        let result = tagged.map(\.name).sorted { ($0 == sourceLocale ? 0 : 1, $0) < ($1 == sourceLocale ? 0 : 1, $1) }
        localeFolders[key] = result
        return result
    }

    /// The file of `folder` whose name equals `name` ignoring case (Xcode matches names
    /// case-insensitively on default macOS volumes); the first such name in sorted order.
    func file(in folder: String, caseInsensitiveName name: String) -> String? {
        if caseInsensitive[folder] == nil {
            var map: [String: String] = [:]
            for n in names(in: folder) where map[n.lowercased()] == nil && accepts(join(folder, n)) { map[n.lowercased()] = n }
            caseInsensitive[folder] = map
        }
        return caseInsensitive[folder]![name.lowercased()].map { join(folder, $0) }
    }

    /// Every XML file of an Android `values/` folder, sorted.
    func androidSources(in valuesFolder: String) -> [String] {
        if let memo = androidSources[valuesFolder] { return memo }
        let result = names(in: valuesFolder).filter { $0.hasSuffix(".xml") }.map { join(valuesFolder, $0) }.filter(accepts)
        androidSources[valuesFolder] = result
        return result
    }

    /// `CatalogDiscovery.flutterTemplate(for:)`, once per folder.
    func flutterTemplate(for dir: URL) -> String? {
        if let memo = flutterTemplates[dir.path] { return memo }
        let t = CatalogDiscovery.flutterTemplate(for: dir)
        flutterTemplates[dir.path] = .some(t)
        return t
    }
}
