import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LabelFitCore

/// Finds catalogs under the given paths and pairs source with target files by each ecosystem's
/// convention: `en.lproj`/`ar.lproj` (or `Base.lproj`), `values`/`values-ar`, `app_en.arb`/`app_ar.arb`,
/// `en/…json`/`ar/…json` or `en.json`/`ar.json`, `Messages.properties`/`Messages_ar.properties`,
/// Laravel `lang/en/*.php`/`lang/ar/*.php` (and key-as-source `lang/ar.json`), Roundcube
/// `localization/en_US`/`localization/ar_SA`; XLIFF, String Catalogs, gettext and CSV/TSV hold both
/// sides in one file.
public struct CatalogDiscovery: Sendable {
    public var sourceLocale: String
    public var targetLocale: String
    public var limits: ReadLimits
    /// Whether the walk follows a symbolic link that leads out of the folders given
    /// (`check --follow-links-outside`); off by default (`CatalogTree`).
    public var followsLinksOutside = false

    public init(sourceLocale: String = "en", targetLocale: String = "ar", limits: ReadLimits = .default) {
        self.sourceLocale = sourceLocale
        self.targetLocale = targetLocale
        self.limits = limits
    }

    /// One unit of reading work: a target file (Android: every file of a `values-ar` folder, which
    /// aapt2 merges into one table) with its source partners.
    public struct Job: Sendable, CustomStringConvertible {
        public enum Kind: String, Sendable {
            case strings, stringsdict, xcstrings, android, xliff, po, mo, arb, i18next, csv, tsv, ts, resx, properties, php, laravelJSON = "laravel-json"
            /// A folder that could not be listed: reading it gives its error, so the check reports it.
            case unreadableFolder = "folder"
            /// A file that looks like a catalog but is not read, or a path that gave no target catalog:
            /// reading it gives its `notice`, so every report names it (never a silent gap).
            case notRead = "not read"
            /// Rails i18n (or vue-i18n) YAML, Symfony translation YAML, Hugo i18n YAML.
            case yaml, symfonyYAML = "symfony-yaml", hugoYAML = "hugo-yaml"
            // Formats placed and read in FormatPlacements.swift (branch formats).
            case fluent, webExtension = "webextension", slang, ini, hugoTOML = "hugo-toml"
            // Formats of branch catalogs, each placed and read in its own file.
            case xaml, jsModule = "js-module"
        }
        public var kind: Kind
        public var target: String
        public var source: String?
        /// Further target files read as one with `target` (Android resource folders).
        public var moreTargets: [String] = []
        /// Further source files (Android: every file of `values/`).
        public var moreSources: [String] = []
        /// Named on the command line (not found by walking a folder).
        public var explicit = false
        /// For `.unreadableFolder`: why the folder could not be listed.
        public var unreadableReason: String?
        /// For `.slang`: how the project writes parameters (slang's `string_interpolation`).
        var slangInterpolation: SlangJSONReader.Interpolation?
        /// For `.notRead`: what is said of the file or path, and whether it stops the run (exit 2).
        public var notice: String?
        public var noticeIsError = false
        public var description: String { source.map { "\($0) + \(target)" } ?? target }
        public init(kind: Kind, target: String, source: String?, moreTargets: [String] = [], moreSources: [String] = [], explicit: Bool = false) {
            self.kind = kind
            self.target = target
            self.source = source
            self.moreTargets = moreTargets
            self.moreSources = moreSources
            self.explicit = explicit
        }
    }

    /// A file discovery did not turn into a job, and why.
    public struct Skip: Sendable, CustomStringConvertible {
        public enum Reason: String, Sendable {
            case sourceLocale = "source locale", otherLocale = "other locale", unknownLocale = "unknown locale", notCatalog = "not a catalog", compiledDuplicate = "compiled copy"
            /// `CatalogTree`: what the walk does not read.
            case linkOutsideTree = "link outside the tree", notRegularFile = "not a regular file", brokenLink = "broken link", alreadyWalked = "folder already walked"
            /// Matched by `--exclude` or the configuration's `exclude`.
            case excluded
        }
        public var file: String
        public var reason: Reason
        public var detail: String
        public var explicit: Bool
        public var description: String { "\(file): \(detail)" }
        public init(file: String, reason: Reason, detail: String, explicit: Bool) {
            self.file = file; self.reason = reason; self.detail = detail; self.explicit = explicit
        }
    }

    /// Folders of vendored code and build output: their catalogs are not the project's.
    static let skippedDirectories: Set<String> = [".build", ".git", "node_modules", ".swiftpm", "build", "Pods", "DerivedData", "Carthage", ".gradle", "vendor", "dist"]
    /// Whether the walk skips the folder at `path`. `dist` is a JavaScript bundler's output
    /// (webpack's `output.path` default, Vite's `build.outDir` default: https://vite.dev/config/build-options#build-outdir)
    /// except under `src/<name>/dist`, Gradle's distribution source folder, whose files ship as they
    /// are (https://docs.gradle.org/current/userguide/distribution_plugin.html: "the contents of
    /// `src/$distribution.name/dist`"; zaproxy's `zap/src/main/dist/lang/Messages_ar_SA.properties`).
    static func skipsDirectory(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        guard skippedDirectories.contains(name) else { return false }
        if name == "dist" {
            let parent = (path as NSString).deletingLastPathComponent
            return ((parent as NSString).deletingLastPathComponent as NSString).lastPathComponent != "src"
        }
        return true
    }

    static let nonCatalogJSON: Set<String> = ["labelfit.json", "package.json", "package-lock.json", "tsconfig.json", "fonts.json",
                                              "Contents.json", ".labelfit-baseline.json", "composer.json", "manifest.json"]

    /// Jobs for every catalog under `paths`, in path order. Paths that do not exist are errors.
    public func jobs(for paths: [String]) throws -> [Job] { try plan(for: paths).jobs }

    /// Jobs for every catalog under `paths`, and every file that was not one, with the reason. Folders
    /// are walked by `CatalogTree` (each once, links followed only inside the paths given, only
    /// regular files read); a folder that cannot be listed becomes a job whose reading reports why.
    public func plan(for paths: [String]) throws -> (jobs: [Job], skipped: [Skip]) {
        let s = try survey(for: paths)
        return (s.jobs, s.skipped)
    }

    /// A symbolic link the walk followed out of the folders given (`followsLinksOutside`), and the
    /// real path it leads to: each is named by the run, as nothing outside is read unasked.
    public struct FollowedLink: Sendable, Equatable, CustomStringConvertible {
        public var link: String
        public var target: String
        public var description: String { "\(link) -> \(target)" }
    }

    /// `plan(for:)`, with the links followed out of the folders given.
    public func survey(for paths: [String]) throws -> (jobs: [Job], skipped: [Skip], followed: [FollowedLink]) {
        var folders: [String] = []
        var explicitFiles: [String] = []
        var skipped: [Skip] = []
        for path in paths {
            // A path the user names is followed whatever it links to: naming it is the consent.
            var s = stat()
            guard stat(path, &s) == 0 else {
                let e = errno
                throw LabelFitError.io(path: path, reason: e == ENOENT ? "no such file or directory" : POSIXErrorText(e).text)
            }
            switch s.st_mode & S_IFMT {
            case S_IFDIR: folders.append(path)
            case S_IFREG: explicitFiles.append(path)
            default: skipped.append(Skip(file: path, reason: .notRegularFile, detail: "\(CatalogTree.kindName(s.st_mode)): only regular files are read", explicit: true))
            }
        }
        // Beside a named file, its sources are looked for in its folder and the folders next to it.
        let around = explicitFiles.compactMap { file -> String? in
            let grandparent = Self.folder(Self.folder(file))
            return CatalogTree.realPath(grandparent.isEmpty ? "." : grandparent)
        }
        let tree = CatalogTree(folders: folders, alsoInside: around, followsLinksOutside: followsLinksOutside)
        let pairing = CatalogPairing(tree: tree, explicitFiles: explicitFiles, sourceLocale: sourceLocale)
        skipped += tree.skipped
        let files = tree.files + explicitFiles
        let named = Set(paths)
        var seen = Set<String>()
        var jobs: [Job] = []
        // aapt2 merges every file of a resource folder into one table: one job per folder.
        var androidJob: [String: Int] = [:]
        for file in files.sorted() where seen.insert(file).inserted {
            let explicit = named.contains(file)
            switch configured(job(for: file, explicit: explicit, pairing: pairing), file: file, explicit: explicit, pairing: pairing) {
            case .job(var j):
                j.explicit = explicit
                if j.kind == .android, let i = androidJob[Self.folder(file)] {
                    jobs[i].moreTargets.append(file)
                    jobs[i].explicit = jobs[i].explicit || explicit
                } else {
                    if j.kind == .android { androidJob[Self.folder(file)] = jobs.count }
                    jobs.append(j)
                }
            case .skip(let reason, let detail):
                skipped.append(Skip(file: file, reason: reason, detail: detail, explicit: explicit))
            case .ignore:
                if let notice = notReadNotice(file) {
                    var j = Job(kind: .notRead, target: file, source: nil, explicit: explicit)
                    j.notice = notice
                    jobs.append(j)
                }
            }
        }
        for (folder, reason) in tree.unreadable.sorted(by: { $0.path < $1.path }) {
            var j = Job(kind: .unreadableFolder, target: folder, source: nil, explicit: named.contains(folder))
            j.unreadableReason = reason
            jobs.append(j)
        }
        return (jobs, skipped, tree.followedOutside.map { FollowedLink(link: $0.link, target: $0.target) })
    }

    /// Catalog formats by extension that a file naming the target locale may be in, with the name a
    /// notice gives them; `.ts` is a Qt file only with a `<TS>` root, else a TypeScript module.
    static let catalogLooking: [String: String] = [
        "php": "PHP", "inc": "PHP", "yml": "YAML", "yaml": "YAML", "properties": "Java .properties", "ftl": "Fluent (.ftl)",
        "ini": "INI", "toml": "TOML", "xaml": "XAML", "js": "JavaScript module", "mjs": "JavaScript module", "cjs": "JavaScript module",
        "ts": "TypeScript module", "json": "JSON", "jsonc": "JSON with comments", "json5": "JSON5", "xml": "XML", "lang": ".lang",
        "resx": ".resx", "resw": ".resw", "xlf": "XLIFF", "xliff": "XLIFF", "po": "gettext", "strings": ".strings", "arb": "ARB",
    ]

    /// A notice for a file discovery does not read though it looks like a target catalog: a catalog
    /// extension (`catalogLooking`) and the target locale in its name (`ar.yml`, `Messages_ar.properties`,
    /// `strings.ar.json`) or in one of its three nearest folders (`lang/ar/auth.php`, `values-ar/x.xml`,
    /// `locales/ar/sub/ns.json`). Other locales' files are not named: they would not be measured anyway.
    func notReadNotice(_ file: String) -> String? {
        let url = URL(fileURLWithPath: file)
        let ext = url.pathExtension.lowercased()
        guard let kind = Self.catalogLooking[ext] else { return nil }
        let stem = url.deletingPathExtension().lastPathComponent
        let pieces = stem.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" }).map(String.init)
        var saying: String?
        if Self.names(stem, locale: targetLocale) && CatalogLocale.language(of: stem) != nil { saying = "its name" }
        else if let last = pieces.last, pieces.count > 1, last.count <= 3, CatalogLocale.language(of: last) != nil, Self.names(last, locale: targetLocale) { saying = "its name" }
        else if pieces.count > 2, CatalogLocale.language(of: pieces[pieces.count - 2] + "_" + pieces[pieces.count - 1]) != nil,
                Self.names(pieces[pieces.count - 2] + "_" + pieces[pieces.count - 1], locale: targetLocale), pieces[pieces.count - 2].count <= 3 { saying = "its name" }
        else {
            var folder = url.deletingLastPathComponent()
            for _ in 0..<3 {
                var tag = folder.lastPathComponent
                if tag.hasPrefix("values-") { tag = String(tag.dropFirst(7)) }
                if tag.hasSuffix(".lproj") { tag = String(tag.dropLast(6)) }
                if tag.count <= 10, CatalogLocale.language(of: tag) != nil, Self.names(tag, locale: targetLocale) { saying = "its folder \(folder.lastPathComponent)"; break }
                folder = folder.deletingLastPathComponent()
            }
        }
        guard let saying else { return nil }
        return "looks like a catalog of locale \(targetLocale) (\(saying) names it) but is not read: \(kind) in this layout is not a format LabelFit reads; its strings are not checked"
    }

    /// The extensions discovery reads: a FIFO, device or broken link with one of them is named in
    /// the skipped list; others are ignored as any non-catalog file is.
    static let catalogExtensions: Set<String> = ["strings", "stringsdict", "xcstrings", "xml", "xlf", "xliff", "po", "mo", "arb", "json", "csv", "tsv", "ts", "resx", "resw", "ftl", "ini", "toml", "xaml", "js", "mjs", "cjs"]

    static func readsExtension(of name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return catalogExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    static func folder(_ file: String) -> String { (file as NSString).deletingLastPathComponent }

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

    /// Whether a locale tag in a path (`ar`, `ar-EG`, `ar_EG`, `ar-rEG`, `b+ar`, `ara`) names `locale`'s language.
    static func names(_ tag: String, locale: String) -> Bool { CatalogLocale.matches(tag, locale) }

    enum Placement {
        case job(Job)
        case skip(Skip.Reason, String)
        case ignore
    }

    /// What the path says about a file's role; nil when it names no locale.
    func role(ofTag tag: String?) -> CatalogRole? {
        guard let tag else { return nil }
        if Self.names(tag, locale: targetLocale) { return .target }
        if Self.names(tag, locale: sourceLocale) { return .source }
        return .other
    }

    func skipFor(_ role: CatalogRole?, tag: String?, file: String) -> Placement {
        switch role {
        case .source: return .skip(.sourceLocale, "a \(sourceLocale) (source) catalog, read only as the source of its target")
        case .other: return .skip(.otherLocale, "locale \(tag ?? "?") is neither the target (\(targetLocale)) nor the source (\(sourceLocale))")
        default: return .skip(.unknownLocale, "its locale cannot be told from its content or path")
        }
    }

    /// i18next namespaces in folders, `locales/<lng>/<dir>/<ns>.json` (i18next-http-backend's
    /// `loadPath: '/locales/{{lng}}/{{ns}}.json'` with a namespace `components/auth`,
    /// https://github.com/i18next/i18next-http-backend#backend-options): the locale folder is an
    /// ancestor up to three levels above the file. Taken only where a source-locale folder beside
    /// it holds the same relative path (every language carries the same namespace tree), so a
    /// stray JSON under a folder that happens to name a language is not read as a catalog.
    func nestedNamespaceJob(_ url: URL, exists: (String) -> Bool, pairing: CatalogPairing) -> Placement? {
        var relative = [url.lastPathComponent]
        var folder = url.deletingLastPathComponent()
        for _ in 0..<3 {
            relative.insert(folder.lastPathComponent, at: 0)
            folder = folder.deletingLastPathComponent()
            let tag = folder.lastPathComponent
            guard tag.count <= 10, CatalogLocale.language(of: tag) != nil else { continue }
            let root = folder.deletingLastPathComponent()
            let rest = relative.joined(separator: "/")
            let source = pairing.sourceFolders(in: root.path, .language).lazy
                .map { root.appendingPathComponent($0).appendingPathComponent(rest).path }.first(where: exists)
            let r = role(ofTag: tag)
            guard r != .source else { return exists(url.path) && source != nil ? skipFor(r, tag: tag, file: url.path) : nil }
            guard let source else { return nil }
            return r == .target ? .job(Job(kind: .i18next, target: url.path, source: source)) : skipFor(r, tag: tag, file: url.path)
        }
        return nil
    }

    func job(for file: String, explicit: Bool, pairing: CatalogPairing) -> Placement {
        let url = URL(fileURLWithPath: file)
        let name = url.lastPathComponent
        let ext = url.pathExtension.lowercased()
        let dir = url.deletingLastPathComponent()
        let dirName = dir.lastPathComponent
        let parent = dir.deletingLastPathComponent()
        func exists(_ p: String) -> Bool { pairing.accepts(p) }
        if let placement = formatPlacement(file, explicit: explicit, pairing: pairing) { return placement }
        func sibling(_ folder: String) -> String? {
            let candidate = parent.appendingPathComponent(folder).appendingPathComponent(name).path
            return exists(candidate) ? candidate : nil
        }
        switch ext {
        case "strings", "stringsdict":
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
            return .job(Job(kind: ext == "strings" ? .strings : .stringsdict, target: file, source: source))
        case "xcstrings":
            return .job(Job(kind: .xcstrings, target: file, source: nil))
        case "xml":
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
        case "xlf", "xliff":
            // The file's own target-language decides (XLIFFReader); the path only finds the sibling
            // holding the English of key-as-source files (Symfony `messages.en.xlf`).
            let stem = url.deletingPathExtension().lastPathComponent
            var source: String?
            if let dot = stem.lastIndex(of: "."), CatalogLocale.language(of: String(stem[stem.index(after: dot)...])) != nil {
                let candidates = pairing.xliffSources(in: dir.path, base: String(stem[..<dot]))
                source = candidates.first.map { dir.appendingPathComponent($0).path }
                if source == file { source = nil }
            }
            return .job(Job(kind: .xliff, target: file, source: source))
        case "po", "mo":
            // msgfmt compiles a .po into the .mo beside it (or into LC_MESSAGES): read the text, once.
            if ext == "mo" {
                let po = url.deletingPathExtension().appendingPathExtension("po").path
                if exists(po) { return .skip(.compiledDuplicate, "compiled from \(URL(fileURLWithPath: po).lastPathComponent), which is read instead") }
            }
            let tag = dirName == "LC_MESSAGES" ? CatalogLocale.tagInFolder(parent.lastPathComponent) : CatalogLocale.fromPath(file)
            let r = role(ofTag: tag)
            if let r, r != .target { return skipFor(r, tag: tag, file: file) }
            // No tag in the path: the header's Language: decides when the file is read.
            return .job(Job(kind: ext == "po" ? .po : .mo, target: file, source: nil))
        case "arb":
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
            if source == nil, let template = pairing.flutterTemplate(for: dir), exists(template), template != file { source = template }
            return .job(Job(kind: .arb, target: file, source: source))
        case "json":
            guard !Self.nonCatalogJSON.contains(name) else { return .ignore }
            if dirName.hasSuffix(".lproj") {
                // Bundles load .strings/.stringsdict from .lproj folders; JSON there is some tool's input
                // (a converter's source, as in Mastodon's StringsConvertor), not what the app shows.
                return .skip(.notCatalog, "JSON in an .lproj folder: the app reads .strings and .stringsdict there, not JSON")
            }
            let stem = url.deletingPathExtension().lastPathComponent
            if CatalogLocale.language(of: stem) != nil && stem.count <= 10, Self.isLaravelLangFolder(dir, pairing: pairing) {
                // Laravel `lang/<locale>.json`: key-as-source, beside `lang/<locale>/*.php`.
                let r = role(ofTag: stem)
                guard r == .target else { return skipFor(r, tag: stem, file: file) }
                let source = pairing.jsonSourceStems(in: dir.path).lazy.map { dir.appendingPathComponent($0 + ".json").path }.first { exists($0) && $0 != file }
                return .job(Job(kind: .laravelJSON, target: file, source: source))
            }
            if CatalogLocale.language(of: stem) != nil && stem.count <= 10 {
                let r = role(ofTag: stem)
                guard r == .target else { return skipFor(r, tag: stem, file: file) }
                let candidates = pairing.jsonSourceStems(in: dir.path)
                return .job(Job(kind: .i18next, target: file, source: candidates.first.map { dir.appendingPathComponent($0 + ".json").path }))
            }
            if CatalogLocale.language(of: dirName) != nil && dirName.count <= 10 {
                let r = role(ofTag: dirName)
                guard r == .target else { return skipFor(r, tag: dirName, file: file) }
                // i18next: `locales/<lng>/<namespace>.json`; the source folder may carry a region (`en-US`).
                let source = pairing.sourceFolders(in: parent.path, .language).lazy
                    .map { parent.appendingPathComponent($0).appendingPathComponent(name).path }.first(where: exists)
                return .job(Job(kind: .i18next, target: file, source: source))
            }
            if let placement = nestedNamespaceJob(url, exists: exists, pairing: pairing) { return placement }
            return explicit ? .skip(.unknownLocale, "a JSON file whose name and folder name no locale") : .ignore
        case "yml", "yaml":
            return yamlPlacement(file, explicit: explicit, exists: exists)
        case "csv", "tsv":
            return .job(Job(kind: ext == "csv" ? .csv : .tsv, target: file, source: nil))
        case "ts":
            // `.ts` is also TypeScript: a Qt Linguist file is XML with a <TS> root.
            guard let handle = FileHandle(forReadingAtPath: file) else { return .ignore }
            let head = String(decoding: (try? handle.read(upToCount: 1024)) ?? Data(), as: UTF8.self)
            try? handle.close()
            guard head.contains("<TS") else { return jsModulePlacement(file, explicit: explicit, pairing: pairing) }
            return .job(Job(kind: .ts, target: file, source: nil))
        case "resx", "resw":
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
            return .job(Job(kind: .resx, target: file, source: candidates.first(where: exists)))
        case "properties":
            return propertiesJob(file, explicit: explicit, siblings: pairing.walkedFiles)
        case "php", "inc":
            return phpJob(file, explicit: explicit, exists: exists)
        case "xaml":
            return xamlPlacement(file, explicit: explicit, pairing: pairing)
        case "js", "mjs", "cjs":
            return jsModulePlacement(file, explicit: explicit, pairing: pairing)
        default:
            return explicit ? .skip(.notCatalog, "not a catalog format LabelFit reads") : .ignore
        }
    }

    /// Where a YAML file stands (each layout's documentation in `YAMLCatalogReader`):
    /// - Hugo `i18n/ar.yaml`, source `i18n/en.yaml` beside it;
    /// - Symfony `translations/DOMAIN.ar.yaml` and `DOMAIN+intl-icu.ar.yml` (any folder below a
    ///   `translations` folder, as bundles' `Resources/translations`), source `DOMAIN[+intl-icu].en.*`;
    /// - Rails `config/locales/ar.yml`, `config/locales/**/ar.yml`, `*.ar.yml`, `ar/*.yml` (and the
    ///   vue-i18n `locales/ar.yaml` beside `en-US.yaml`), source the file that names `en` the same way.
    /// (WebExtension `_locales/ar/messages.yml` is read as WebExtension messages: `formatPlacement`.)
    func yamlPlacement(_ file: String, explicit: Bool, exists: (String) -> Bool) -> Placement {
        let fm = FileManager.default
        let url = URL(fileURLWithPath: file)
        let dir = url.deletingLastPathComponent()
        let dirName = dir.lastPathComponent
        let ext = url.pathExtension
        let stem = url.deletingPathExtension().lastPathComponent
        let folderTag = CatalogLocale.tagInFolder(dirName)
        let stemTag = CatalogLocale.tagInStem(stem, ext: ext.lowercased())
        guard let tag = stemTag ?? folderTag else {
            // A Rails file may be named anything (`config/locales/devise.yml`): its root key says.
            return explicit ? .job(Job(kind: .yaml, target: file, source: nil)) : .ignore
        }
        let r = role(ofTag: tag)
        guard r == .target else { return skipFor(r, tag: tag, file: file) }
        let files = (try? fm.contentsOfDirectory(atPath: dir.path)) ?? []
        /// The file of `dir` whose stem is `prefix` + a source tag (exact tag first), any YAML extension.
        func source(prefix: String, in folder: URL, names: [String]) -> String? {
            let candidates = names.compactMap { f -> (String, String)? in
                let u = URL(fileURLWithPath: f)
                guard ["yml", "yaml"].contains(u.pathExtension.lowercased()) else { return nil }
                let s = u.deletingPathExtension().lastPathComponent
                guard s.hasPrefix(prefix) else { return nil }
                let t = String(s.dropFirst(prefix.count))
                return CatalogLocale.language(of: t) != nil && Self.names(t, locale: sourceLocale) ? (t, f) : nil
            }.sorted { ($0.0 == sourceLocale ? 0 : 1, $0.0, $0.1) < ($1.0 == sourceLocale ? 0 : 1, $1.0, $1.1) }
            return candidates.first.map { folder.appendingPathComponent($0.1).path }
        }
        if stemTag != nil, dirName == "i18n", stem == tag {
            return .job(Job(kind: .hugoYAML, target: file, source: source(prefix: "", in: dir, names: files)))
        }
        let prefix = String(stem.dropLast(tag.count))
        if stemTag != nil, prefix.hasSuffix("."), url.pathComponents.dropLast().contains("translations") {
            return .job(Job(kind: .symfonyYAML, target: file, source: source(prefix: prefix, in: dir, names: files)))
        }
        if stemTag != nil {
            return .job(Job(kind: .yaml, target: file, source: source(prefix: prefix, in: dir, names: files)))
        }
        // `ar/devise.yml`: the same name in the source locale's folder beside.
        let parent = dir.deletingLastPathComponent()
        let folders = ((try? fm.contentsOfDirectory(atPath: parent.path)) ?? []).filter { CatalogLocale.tagInFolder($0).map { Self.names($0, locale: sourceLocale) } ?? false }
            .sorted { ($0 == sourceLocale ? 0 : 1, $0) < ($1 == sourceLocale ? 0 : 1, $1) }
        let partner = folders.lazy.map { parent.appendingPathComponent($0).appendingPathComponent(url.lastPathComponent).path }.first(where: exists)
        return .job(Job(kind: .yaml, target: file, source: partner))
    }

    /// The locale of a Java bundle file name, `baseName_language[_COUNTRY[_variant]]` (ResourceBundle
    /// javadoc, "getBundle": candidate bundle names): the base name and the tag (`ar`, `ar_SA`).
    static func javaBundleName(_ stem: String) -> (base: String, tag: String)? {
        let parts = stem.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else { return nil }
        func isLanguage(_ p: String) -> Bool { (2...3).contains(p.count) && p.allSatisfy { $0.isASCII && $0.isLowercase } }
        func isCountry(_ p: String) -> Bool { (p.count == 2 && p.allSatisfy { $0.isASCII && $0.isUppercase }) || (p.count == 3 && p.allSatisfy(\.isNumber)) }
        // Longest first: `_ar_SA` before `_SA` could be read as a language.
        if parts.count >= 3, isLanguage(parts[parts.count - 2]), isCountry(parts[parts.count - 1]) {
            return (parts.dropLast(2).joined(separator: "_"), parts.suffix(2).joined(separator: "_"))
        }
        if isLanguage(parts[parts.count - 1]), CatalogLocale.language(of: parts[parts.count - 1]) != nil {
            return (parts.dropLast().joined(separator: "_"), parts[parts.count - 1])
        }
        return nil
    }

    /// `Messages_ar.properties`: paired with the base bundle `Messages.properties` (what
    /// ResourceBundle falls back to) or `Messages_en.properties`, in the same folder first, else
    /// anywhere under the paths read (a bundle's folders are joined on the class path: ZAP keeps
    /// `lang/Messages_ar_SA.properties` apart from `resources/Messages.properties`), nearest by path.
    /// A `.properties` file with no locale in its name is a base bundle or configuration
    /// (`gradle.properties`), read only as a source.
    func propertiesJob(_ file: String, explicit: Bool, siblings: Set<String>) -> Placement {
        let url = URL(fileURLWithPath: file)
        let stem = url.deletingPathExtension().lastPathComponent
        guard let (base, tag) = Self.javaBundleName(stem) else {
            return explicit ? .skip(.sourceLocale, "a .properties file without a locale in its name: a base bundle (the source) or configuration") : .ignore
        }
        let r = role(ofTag: tag)
        guard r == .target else { return skipFor(r, tag: tag, file: file) }
        let names = ["\(base).properties", "\(base)_\(sourceLocale).properties"]
        let dir = url.deletingLastPathComponent()
        // Only files inside the tree being checked (discovery's walk), never one reached around it.
        var source = names.map { dir.appendingPathComponent($0).path }.first { siblings.contains($0) }
        if source == nil {
            func shared(_ a: String) -> Int { zip(a.split(separator: "/"), file.split(separator: "/")).prefix { $0 == $1 }.count }
            let candidates = siblings.filter { names.contains(URL(fileURLWithPath: $0).lastPathComponent) }
            source = candidates.sorted { (shared($0), $1) > (shared($1), $0) }.first
        }
        return .job(Job(kind: .properties, target: file, source: source))
    }

    /// PHP array catalogs: Laravel `lang/<locale>/**/*.php` and `resources/lang/…` (also DokuWiki's
    /// `inc/lang/<locale>/lang.php`, the same layout), Roundcube `localization/<locale>/*.inc` and
    /// plugins' `localization/<locale>.inc` (source `en_US`, Roundcube's default language).
    /// Other PHP files are code, not catalogs.
    func phpJob(_ file: String, explicit: Bool, exists: (String) -> Bool) -> Placement {
        let url = URL(fileURLWithPath: file)
        let ext = url.pathExtension
        var components = url.pathComponents
        guard components.count >= 3 else { return explicit ? .skip(.notCatalog, "a PHP file outside a lang/<locale>/ or localization/<locale>/ folder: code, not a catalog") : .ignore }
        let dir = url.deletingLastPathComponent()
        // localization/<tag>.inc
        if dir.lastPathComponent == "localization", ext == "inc" {
            let tag = url.deletingPathExtension().lastPathComponent
            guard CatalogLocale.language(of: tag) != nil else { return .ignore }
            let r = role(ofTag: tag)
            guard r == .target else { return skipFor(r, tag: tag, file: file) }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".inc") }.map { String($0.dropLast(4)) }
            let source = Self.preferred(names.filter { Self.names($0, locale: sourceLocale) }, sourceLocale).first.map { dir.appendingPathComponent($0 + ".inc").path }
            return .job(Job(kind: .php, target: file, source: source))
        }
        // <lang|localization>/<tag>/<path>.php|.inc
        components.removeLast()
        for depth in 0..<min(6, components.count - 1) {
            let tagIndex = components.count - 1 - depth
            let folder = components[tagIndex - 1]
            guard folder == "lang" || folder == "localization", let tag = CatalogLocale.tagInFolder(components[tagIndex]),
                  CatalogLocale.language(of: components[tagIndex]) != nil else { continue }
            let r = role(ofTag: tag)
            guard r == .target else { return skipFor(r, tag: tag, file: file) }
            let root = URL(fileURLWithPath: NSString.path(withComponents: Array(components[..<tagIndex])))
            let relative = Array(url.pathComponents[(tagIndex + 1)...]).joined(separator: "/")
            let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { CatalogLocale.language(of: $0) != nil && Self.names($0, locale: sourceLocale) }
            let source = Self.preferred(folders, sourceLocale).lazy.map { root.appendingPathComponent($0).appendingPathComponent(relative).path }.first(where: exists)
            return .job(Job(kind: .php, target: file, source: source))
        }
        return explicit ? .skip(.notCatalog, "a PHP file outside a lang/<locale>/ or localization/<locale>/ folder: code, not a catalog") : .ignore
    }

    /// Source-language tags, the exact one first (`en`, then `en-US`, `en_GB`).
    static func preferred(_ tags: [String], _ locale: String) -> [String] {
        tags.sorted { ($0 == locale ? 0 : 1, $0) < ($1 == locale ? 0 : 1, $1) }
    }

    /// The key prefix Laravel gives a `lang/<locale>/<path>.php` file's strings (`__('auth.failed')`,
    /// `__('admin/users/table.title')`): its path below the locale folder without `.php`; nil for
    /// other PHP catalogs.
    static func laravelKeyPrefix(_ file: String) -> String? {
        let parts = URL(fileURLWithPath: file).pathComponents
        guard URL(fileURLWithPath: file).pathExtension == "php" else { return nil }
        for tagIndex in stride(from: parts.count - 2, through: 1, by: -1) where parts[tagIndex - 1] == "lang" && CatalogLocale.language(of: parts[tagIndex]) != nil {
            return String(parts[(tagIndex + 1)...].joined(separator: "/").dropLast(4))
        }
        return nil
    }

    /// Whether `dir` is a Laravel `lang` folder (laravel.com/docs/localization: `lang/en/messages.php`
    /// and `lang/es.json`): named `lang`, in an app with `artisan` or a `composer.json` requiring
    /// `laravel/framework`, or holding a locale folder of `.php` files.
    static func isLaravelLangFolder(_ dir: URL, pairing: CatalogPairing) -> Bool {
        guard dir.lastPathComponent == "lang" else { return false }
        // Only files inside the tree being checked are read (`pairing.accepts`: walked, or a regular
        // file whose real path is under a path given): checking `app/lang` alone does not open
        // `app/../artisan` or a composer.json above the paths given.
        var root = dir.deletingLastPathComponent()
        for _ in 0..<2 {
            if pairing.accepts(root.appendingPathComponent("artisan").path) { return true }
            let composer = root.appendingPathComponent("composer.json").path
            if pairing.accepts(composer), let data = FileManager.default.contents(atPath: composer),
               String(decoding: data.prefix(1 << 20), as: UTF8.self).contains("\"laravel/framework\"") { return true }
            root = root.deletingLastPathComponent()
        }
        for name in pairing.names(in: dir.path) where CatalogLocale.language(of: name) != nil {
            if pairing.names(in: dir.appendingPathComponent(name).path).contains(where: { $0.hasSuffix(".php") }) { return true }
        }
        return false
    }

    /// Reads one job. Never throws: every problem becomes a diagnostic and the other strings stay.
    public func read(_ job: Job) -> CatalogReadResult {
        let l = limits
        var result: CatalogReadResult
        switch job.kind {
        case .notRead:
            result = CatalogReadResult(diagnostics: [CatalogDiagnostic(SourceLocation(file: job.target), job.noticeIsError ? .error : .warning,
                                                                       job.notice ?? "not read")])
            result.role = .notCatalog
        case .unreadableFolder:
            // Not a catalog, but its catalogs were not checked: an error, so the run cannot pass.
            result = CatalogReadResult(diagnostics: [CatalogDiagnostic(SourceLocation(file: job.target), .error,
                (job.unreadableReason ?? "cannot read this folder") + "; the catalogs in it were not checked")])
        case .strings:
            let reader = AppleStringsReader(limits: l)
            result = LocaleStrings.pair(source: job.source.map(reader.read), target: reader.read(job.target), format: "strings", sourceFile: job.source, targetFile: job.target)
        case .stringsdict:
            let reader = StringsDictReader(limits: l)
            result = LocaleStrings.pair(source: job.source.map(reader.read), target: reader.read(job.target), format: "stringsdict", sourceFile: job.source, targetFile: job.target)
        case .android:
            let reader = AndroidStringsReader(limits: l)
            let sources = (job.source.map { [$0] } ?? []) + job.moreSources
            let merged = sources.isEmpty ? nil : LocaleStrings.merge(sources.map(reader.read), limits: l)
            let source = merged.map { AndroidStringsReader.resolveReferences($0, fallback: nil) }
            let target = AndroidStringsReader.resolveReferences(LocaleStrings.merge(([job.target] + job.moreTargets).map(reader.read), limits: l),
                                                                fallback: merged)
            result = LocaleStrings.pair(source: source, target: target, format: "android",
                                        sourceFile: sources.isEmpty ? nil : Self.folder(sources[0]) + "/", targetFile: job.target)
        case .arb, .i18next:
            let reader = JSONCatalogReader(limits: l, flavor: job.kind == .arb ? .arb : .i18next)
            let target = reader.read(job.target)
            if let declared = target.declaredLocale, !Self.names(declared, locale: targetLocale) {
                result = CatalogReadResult(diagnostics: target.diagnostics)
                result.role = Self.names(declared, locale: sourceLocale) ? .source : .other
                result.locale = declared
                return result
            }
            result = LocaleStrings.pair(source: job.source.map(reader.read), target: target, format: job.kind.rawValue, sourceFile: job.source, targetFile: job.target)
        case .xcstrings:
            result = XCStringsReader(limits: l, sourceLocale: sourceLocale, targetLocale: targetLocale).read(job.target)
        case .xliff:
            result = XLIFFReader(limits: l, sourceLocale: sourceLocale, targetLocale: targetLocale).read(job.target, sibling: job.source)
        case .po:
            result = GettextReader(limits: l, targetLocale: targetLocale).readPO(job.target)
        case .mo:
            result = GettextReader(limits: l, targetLocale: targetLocale).readMO(job.target)
        case .ts:
            result = QtTSReader(limits: l, sourceLocale: sourceLocale, targetLocale: targetLocale).read(job.target)
        case .resx:
            let reader = ResXReader(limits: l)
            result = LocaleStrings.pair(source: job.source.map(reader.read), target: reader.read(job.target), format: "resx", sourceFile: job.source, targetFile: job.target)
        case .yaml, .symfonyYAML, .hugoYAML:
            let flavor: YAMLCatalogReader.Flavor = job.kind == .hugoYAML ? .hugo
                : job.kind == .symfonyYAML ? .symfony(icu: job.target.contains("+intl-icu.")) : .localeRooted
            result = YAMLCatalogReader.read(target: job.target, source: job.source, flavor: flavor, limits: l,
                                            sourceLocale: sourceLocale, targetLocale: targetLocale)
        case .properties:
            let reader = JavaPropertiesReader(limits: l)
            result = LocaleStrings.pair(source: job.source.map(reader.read), target: reader.read(job.target), format: "properties", sourceFile: job.source, targetFile: job.target)
        case .php:
            let prefix = Self.laravelKeyPrefix(job.target)
            let reader = PHPArrayReader(limits: l, keyPrefix: prefix)
            let (target, returnsArray) = reader.read(job.target)
            let source = job.source.map { reader.read($0).strings }
            // Laravel's pipe plurals and :name placeholders apply to files that `return` their array.
            if returnsArray {
                result = LocaleStrings.pair(source: source.map { LaravelMessage.expand($0, language: CatalogLocale.language(of: sourceLocale), limits: l) },
                                            target: LaravelMessage.expand(target, language: CatalogLocale.language(of: targetLocale), limits: l),
                                            format: "laravel", sourceFile: job.source, targetFile: job.target)
            } else {
                result = LocaleStrings.pair(source: source, target: target, format: "php", sourceFile: job.source, targetFile: job.target)
            }
        case .laravelJSON:
            let reader = LaravelJSONReader(limits: l)
            let target = reader.read(job.target)
            let source = reader.source(for: target, sourceFile: job.source)
            result = LocaleStrings.pair(source: LaravelMessage.expand(source, language: CatalogLocale.language(of: sourceLocale), limits: l),
                                        target: LaravelMessage.expand(target, language: CatalogLocale.language(of: targetLocale), limits: l),
                                        format: "laravel-json", sourceFile: job.source ?? job.target, targetFile: job.target)
        case .csv, .tsv:
            result = DelimitedReader(limits: l, separator: job.kind == .csv ? "," : "\t", sourceLocale: sourceLocale, targetLocale: targetLocale).read(job.target)
        case .fluent, .webExtension, .slang, .ini, .hugoTOML:
            result = readFormat(job) ?? CatalogReadResult()
        case .xaml:
            result = readXAML(job)
        case .jsModule:
            result = readJSModule(job)
        }
        result.refuseOverLongClusters()
        if result.role == .target, result.locale == nil, job.kind == .po || job.kind == .mo, CatalogLocale.fromPath(job.target) == nil {
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

    /// Reads one job in batches of at most `batchSize` entries, returning its problems. CSV and TSV are
    /// streamed from disk; the other formats are read whole (each is bounded by the file-size limit)
    /// and handed on in batches.
    /// The result carries the job's diagnostics and role; its entries went to `onBatch`.
    public func stream(_ job: Job, batchSize: Int, onBatch: ([CatalogEntry]) throws -> Void) rethrows -> CatalogReadResult {
        if job.kind == .csv || job.kind == .tsv {
            return try DelimitedReader(limits: limits, separator: job.kind == .csv ? "," : "\t", sourceLocale: sourceLocale,
                                       targetLocale: targetLocale).stream(job.target, batchSize: batchSize, onBatch: onBatch)
        }
        var result = read(job)
        result.diagnostics = try stream(result, batchSize: batchSize, onBatch: onBatch)
        result.entries = []
        return result
    }

    /// Hands an already read job on in batches.
    public func stream(_ result: CatalogReadResult, batchSize: Int, onBatch: ([CatalogEntry]) throws -> Void) rethrows -> [CatalogDiagnostic] {
        var start = 0
        while start < result.entries.count {
            try onBatch(Array(result.entries[start..<min(start + batchSize, result.entries.count)]))
            start += batchSize
        }
        return result.diagnostics
    }
}
