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
    /// (`check --follow-links-outside`); off by default (`FileTreeWalk`).
    public var followsLinksOutside = false

    public init(sourceLocale: String = "en", targetLocale: String = "ar", limits: ReadLimits = .default) {
        self.sourceLocale = sourceLocale
        self.targetLocale = targetLocale
        self.limits = limits
    }

    /// One unit of reading work: a target file (Android: every file of a `values-ar` folder, which
    /// aapt2 merges into one table) with its source partners.
    public struct Job: Sendable, CustomStringConvertible {
        /// The format's name (`CatalogFormat.kinds`; each declared in its file under `Formats/`).
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
        /// For `.yaml` and `.i18next`: the project names vue-i18n (`CatalogPairing.namesVueI18n`), so a
        /// `|` (in YAML without locale root keys, in JSON with spaces around it) separates plural choices.
        var vueI18nProject = false
        /// The placeholder syntax the project's kind says its strings use (a Drupal module's `.po`),
        /// for the entries whose own format says none.
        public var placeholderSyntax: PlaceholderSyntax?
        /// Placed by `labelfit.json`'s `formats` (`DeclaredFormatsConfig`): the user stated its format.
        public var declared = false
        /// For `.notRead`: what is said of the file or path, and whether it stops the run (exit 2).
        public var notice: String?
        public var noticeIsError = false
        /// For `.notRead`: where the notice points when that is not `target` itself (a setting's line).
        public var noticeLocation: SourceLocation?
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
            /// `FileTreeWalk`: what the walk does not read.
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
            let parent = PathText.parent(of: path)
            return (PathText.parent(of: parent) as NSString).lastPathComponent != "src"
        }
        return true
    }

    /// What the catalog walk reads: hidden names are passed over (but the baseline file), and the
    /// folders of `skipsDirectory`; only names with a catalog's extension are named when they are not
    /// regular files; each path to a file is its own job (pairing works by path).
    static func walkRules(followsLinksOutside: Bool) -> FileTreeWalk.Rules {
        FileTreeWalk.Rules(admits: { !$0.hasPrefix(".") || $0 == ".labelfit-baseline.json" },
                           descends: { !skipsDirectory($0) },
                           wants: { readsExtension(of: $0) },
                           followsLinksOutside: followsLinksOutside, eachFileOnce: false)
    }

    /// An entry the walk passed over, in the skipped list's words.
    static func skip(_ p: FileTreeWalk.PassedOver) -> Skip {
        let (reason, detail): (Skip.Reason, String) = switch p.reason {
        case .notRegularFile(let mode): (.notRegularFile, "\(FileTreeWalk.kindName(mode_t(mode))): only regular files are read")
        case .linkToNotRegularFile(let mode): (.notRegularFile, "a symbolic link to \(FileTreeWalk.kindName(mode_t(mode))): only regular files are read")
        case .brokenLink(let e): (.brokenLink, "a symbolic link that leads nowhere (\(POSIXErrorText(e).text))")
        case .linkOutside(let target):
            (.linkOutsideTree, "a symbolic link to \(target ?? "?"), outside the folders being checked: not read (name that folder as a path to check it, or give --follow-links-outside)")
        case .linkToWalkedFolder(let target): (.alreadyWalked, "a symbolic link to \(target ?? "?"), a folder already walked")
        }
        return Skip(file: p.path, reason: reason, detail: detail, explicit: false)
    }

    /// Jobs for every catalog under `paths`, in path order. Paths that do not exist are errors.
    public func jobs(for paths: [String]) throws -> [Job] { try plan(for: paths).jobs }

    /// Jobs for every catalog under `paths`, and every file that was not one, with the reason. Folders
    /// are walked by `FileTreeWalk` (each once, links followed only inside the paths given, only
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
            default: skipped.append(Skip(file: path, reason: .notRegularFile, detail: "\(FileTreeWalk.kindName(s.st_mode)): only regular files are read", explicit: true))
            }
        }
        // Beside a named file, its sources are looked for in its folder and the folders next to it.
        let around = explicitFiles.compactMap { file -> String? in
            let grandparent = Self.folder(Self.folder(file))
            return FileTreeWalk.realPath(grandparent.isEmpty ? "." : grandparent)
        }
        let tree = FileTreeWalk(roots: folders, alsoInside: around, rules: Self.walkRules(followsLinksOutside: followsLinksOutside))
        let pairing = CatalogPairing(tree: tree, explicitFiles: explicitFiles, sourceLocale: sourceLocale)
        skipped += tree.passedOver.map(Self.skip)
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
                    // A source file of the same kind beside it: read the two by their structure.
                    if let source = structureSource(for: file, pairing: pairing) {
                        jobs.append(Job(kind: .structure, target: file, source: source, explicit: explicit))
                        continue
                    }
                    var j = Job(kind: .notRead, target: file, source: nil, explicit: explicit)
                    j.notice = notice
                    jobs.append(j)
                }
            }
        }
        // What a project configuration names but cannot be used is said at its line (the file's other rules still place files).
        for config in pairing.projectConfigs ?? [] {
            for problem in config.configProblems {
                var j = Job(kind: .notRead, target: config.file, source: nil, explicit: named.contains(config.file))
                j.notice = problem.reason
                j.noticeIsError = problem.isError
                j.noticeLocation = SourceLocation(file: config.file, line: problem.line)
                jobs.append(j)
            }
        }
        for (folder, reason) in tree.unreadable.map({ ($0.path, $0.reason) }).sorted(by: { $0.0 < $1.0 }) {
            var j = Job(kind: .unreadableFolder, target: folder, source: nil, explicit: named.contains(folder))
            j.unreadableReason = reason
            jobs.append(j)
        }
        return (jobs, skipped, tree.followedOutside.map { FollowedLink(link: $0.link, target: $0.target) })
    }

    /// Catalog formats by extension that a file naming the target locale may be in, with the name a
    /// notice gives them; `.ts` is a Qt file only with a `<TS>` root, else a TypeScript module.
    /// Extensions of files that hold no text to translate (images, fonts, media, archives, binaries).
    static let notText: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "svg", "ico", "icns", "bmp", "tif", "tiff", "pdf",
                                       "ttf", "otf", "woff", "woff2", "ttc", "mp3", "mp4", "wav", "ogg", "webm", "mov",
                                       "zip", "gz", "tgz", "bz2", "xz", "7z", "jar", "so", "dylib", "dll", "exe", "bin", "mo",
                                       "sqlite", "sqlite3", "db", "class", "o", "a", "lock", "map", "flac", "aac", "psd", "sketch"]

    /// Documents written as prose (`README.ar.md`, a translated page): text, but no UI catalog.
    static let prose: Set<String> = ["md", "markdown", "mdx", "rst", "adoc", "asciidoc", "tex", "org", "pod", "rtf"]

    static let catalogLooking: [String: String] = [
        "php": "PHP", "inc": "PHP", "yml": "YAML", "yaml": "YAML", "properties": "Java .properties", "ftl": "Fluent (.ftl)",
        "ini": "INI", "toml": "TOML", "xaml": "XAML", "js": "JavaScript module", "mjs": "JavaScript module", "cjs": "JavaScript module",
        "ts": "TypeScript module", "json": "JSON", "jsonc": "JSON with comments", "json5": "JSON5", "xml": "XML", "lang": ".lang",
        "resx": ".resx", "resw": ".resw", "xlf": "XLIFF", "xliff": "XLIFF", "po": "gettext", "strings": ".strings", "arb": "ARB",
        "txt": "text", "lua": "Lua", "rb": "Ruby", "py": "Python", "cfg": "config", "conf": "config", "lng": ".lng",
    ]

    /// A notice for a file discovery does not read though it looks like a target catalog: a catalog
    /// extension (`catalogLooking`) and the target locale in its name (`ar.yml`, `Messages_ar.properties`,
    /// `strings.ar.json`) or in one of its three nearest folders (`lang/ar/auth.php`, `values-ar/x.xml`,
    /// `locales/ar/sub/ns.json`). Other locales' files are not named: they would not be measured anyway.
    func notReadNotice(_ file: String) -> String? {
        let url = URL(fileURLWithPath: file)
        let ext = url.pathExtension.lowercased()
        // Another text extension counts only where the file's own name says the locale (`ar.html`,
        // `Arabic.isl`): a folder named for the locale holds code and assets too.
        let known = Self.catalogLooking[ext]
        guard let kind = known ?? (ext.isEmpty || Self.notText.contains(ext) || Self.prose.contains(ext) ? nil : ".\(ext)") else { return nil }
        let stem = url.deletingPathExtension().lastPathComponent
        let pieces = stem.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" }).map(String.init)
        var saying: String?
        if Self.names(stem, locale: targetLocale) && CatalogLocale.language(of: stem) != nil { saying = "its name" }
        // `arabic_egypt.txt`: a language named in full, then its region.
        else if pieces.count == 2, pieces[0].count > 3, CatalogLocale.language(of: pieces[0]) != nil, Self.names(pieces[0], locale: targetLocale) { saying = "its name" }
        // `spanish_ar.xml`: after a language's English name, a short last piece is its region (Argentina), not a language.
        else if let last = pieces.last, pieces.count > 1, last.count <= 3, CatalogLocale.language(of: last) != nil, Self.names(last, locale: targetLocale),
                Self.languageNamePiece(stem) == nil { saying = "its name" }
        else if pieces.count > 2, CatalogLocale.language(of: pieces[pieces.count - 2] + "_" + pieces[pieces.count - 1]) != nil,
                Self.names(pieces[pieces.count - 2] + "_" + pieces[pieces.count - 1], locale: targetLocale), pieces[pieces.count - 2].count <= 3 { saying = "its name" }
        else if known != nil {
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

    /// The extensions the formats claim (`CatalogFormats.byExtension`): a FIFO, device or broken link
    /// with one of them is named in the skipped list; others are ignored as any non-catalog file is.
    static func readsExtension(of name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return CatalogFormats.byExtension[name[name.index(after: dot)...].lowercased()] != nil
    }

    static func folder(_ file: String) -> String { PathText.parent(of: file) }

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

    /// Where `file` stands: the first format row claiming its extension that places it decides
    /// (`CatalogFormats.all`); a file no row claims is not a catalog.
    func job(for file: String, explicit: Bool, pairing: CatalogPairing) -> Placement {
        let ext = URL(fileURLWithPath: file).pathExtension.lowercased()
        for format in CatalogFormats.byExtension[ext] ?? [] {
            if let placement = format.place(self, file, explicit, pairing) { return placement }
        }
        return explicit ? .skip(.notCatalog, "not a catalog format LabelFit reads") : .ignore
    }


    /// Reads one job with its format's reader. Never throws: every problem becomes a diagnostic and
    /// the other strings stay.
    public func read(_ job: Job) -> CatalogReadResult {
        guard let format = CatalogFormats.byKind[job.kind] else {
            return CatalogReadResult(diagnostics: [CatalogDiagnostic(SourceLocation(file: job.target), .error,
                "no catalog format reads jobs of kind '\(job.kind.rawValue)'; not read")])
        }
        var result = format.read(self, job)
        result.refuseOverLongClusters()
        result.readNoteLimits()
        return result
    }


    /// Reads one job in batches of at most `batchSize` entries, returning its problems. CSV and TSV are
    /// streamed from disk; the other formats are read whole (each is bounded by the file-size limit)
    /// and handed on in batches.
    /// The result carries the job's diagnostics and role; its entries went to `onBatch`.
    public func stream(_ job: Job, batchSize: Int, onBatch: ([CatalogEntry]) throws -> Void) rethrows -> CatalogReadResult {
        if let streamer = CatalogFormats.byKind[job.kind]?.streamer {
            return try streamer(self, job).stream(job.target, batchSize: batchSize, onBatch: onBatch)
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
