import Foundation
import LabelFitCore

/// A project's own statement of where its localized files stand — a localization platform's or
/// framework's configuration file — read before the folder conventions, which it overrides: the
/// file it places as a translation is paired with the source it names, a file it names as the
/// source is not a target. One type per configuration format (`FluentProjectConfig`: `l10n.toml`,
/// `i18n.toml`; `ProjectConfigs/`: Crowdin, Transifex, Phrase, inlang, VS Code extensions, Docusaurus), all
/// answering the same question. docs/catalogs.md "Project configuration files" lists them.
protocol ProjectConfiguration {
    /// The configuration file.
    var file: String { get }
    /// What the file says of `file`, or nil when none of its rules places it.
    func configuredPlace(_ file: String, sourceLocale: String) -> ConfiguredPlace?
    /// What of the configuration could not be read or used, at its line.
    var configProblems: [ConfigProblem] { get }
}

/// Where a configuration places a file: its locale tag, its source (for a translation), the format to
/// read it with when the folder conventions do not say, and the line of the rule.
struct ConfiguredPlace {
    var tag: String
    var source: String?
    var kind: CatalogDiscovery.Job.Kind?
    var line: Int
}

/// A setting of a configuration that is not used, and why; an error stops the run (exit 2), a
/// warning is said beside the results.
struct ConfigProblem: Error {
    var line: Int
    var reason: String
    var isError = false
}

/// A configuration made of `LocalePathRule`s, applied to the tree's files when it is read.
struct RuleConfiguration: ProjectConfiguration {
    var file: String
    var configProblems: [ConfigProblem] = []
    var places: [String: ConfiguredPlace] = [:]

    func configuredPlace(_ file: String, sourceLocale: String) -> ConfiguredPlace? { places[file] }

    /// A configuration that could not be read, with the reason.
    init(file: String, failed problem: ConfigProblem) {
        self.file = file
        configProblems = [problem]
    }

    /// Applies `rules` to the files of the tree (and to a source a rule names literally beside a file
    /// named on the command line); a rule whose source pattern matches no file is said at its line.
    init(file: String, rules: [LocalePathRule], pairing: CatalogPairing, sourceLocale: String, problems: [ConfigProblem] = []) {
        self.file = file
        configProblems = problems
        let name = ProjectConfigurations.displayName(file)
        var rules = rules
        if rules.count > ProjectConfigurations.maxRules {
            configProblems.append(ConfigProblem(line: rules[ProjectConfigurations.maxRules].sourceLine,
                reason: "\(name) has \(rules.count) rules, more than the \(ProjectConfigurations.maxRules) LabelFit applies: this one and those after it are not used"))
            rules = Array(rules.prefix(ProjectConfigurations.maxRules))
        }
        // Patterns are normalized paths (`./a/../b` is `b`); the places are keyed by the paths as walked.
        var walked = pairing.normalizedWalkedFiles()
        for rule in rules {
            if rule.source.count == 1, case .text(let literal) = rule.source[0], walked[literal] == nil, pairing.accepts(literal) { walked[literal] = literal }
        }
        let normalized = walked.keys.sorted()
        for rule in rules {
            var (found, sources) = rule.places(normalized, sourceLocale: sourceLocale)
            found = Dictionary(uniqueKeysWithValues: found.map { (path, place) in
                var p = place
                p.source = place.source.map { walked[$0] ?? $0 }
                return (walked[path] ?? path, p)
            })
            if sources == 0 && rule.reportsMissingSource {
                let reason = "\(name) names the source '\(Self.display(rule.source))', which matches no file in the folders checked: its translations are not paired by it"
                configProblems.append(ConfigProblem(line: rule.sourceLine, reason: reason + (rule.missingSourceAdvice.map { " (\($0))" } ?? "")))
            }
            for (path, place) in found where places[path] == nil { places[path] = place }
        }
    }

    static func display(_ pieces: [LocalePathRule.Piece]) -> String {
        LocalePathRule.globText(pieces).replacingOccurrences(of: FileManager.default.currentDirectoryPath + "/", with: "")
    }
}

/// The configuration formats, each by the names that hold it: a reader gets the folder the file was
/// found in, the file, what the tree holds and the source locale.
enum ProjectConfigurations {
    struct Reader: Sendable {
        /// The file's path relative to a walked folder (`crowdin.yml`, `.tx/config`).
        var relativePath: String
        var read: @Sendable (_ file: String, _ pairing: CatalogPairing, _ sourceLocale: String) -> [any ProjectConfiguration]
    }

    static let readers: [Reader] = [
        Reader(relativePath: "crowdin.yml", read: CrowdinConfig.read),
        Reader(relativePath: "crowdin.yaml", read: CrowdinConfig.read),
        Reader(relativePath: ".tx/config", read: TransifexConfig.read),
        Reader(relativePath: ".phrase.yml", read: PhraseConfig.read),
        Reader(relativePath: ".phrase.yaml", read: PhraseConfig.read),
        Reader(relativePath: "project.inlang/settings.json", read: InlangConfig.read),
        Reader(relativePath: "package.json", read: VSCodeExtensionConfig.read),
        Reader(relativePath: "docusaurus.config.js", read: DocusaurusConfig.read),
        Reader(relativePath: "docusaurus.config.ts", read: DocusaurusConfig.read),
        Reader(relativePath: "docusaurus.config.mjs", read: DocusaurusConfig.read),
        Reader(relativePath: "docusaurus.config.cjs", read: DocusaurusConfig.read),
        Reader(relativePath: "labelfit.json", read: DeclaredFormatsConfig.read),
    ]

    /// How messages name a configuration file: its name, with its folder where the name alone says
    /// little (`.tx/config`, `project.inlang/settings.json`).
    static func displayName(_ file: String) -> String {
        let name = (file as NSString).lastPathComponent
        let folder = (PathText.parent(of: file) as NSString).lastPathComponent
        return folder.hasPrefix(".") && folder.count > 1 || folder.hasSuffix(".inlang") ? folder + "/" + name : name
    }

    /// Most rules of one configuration applied: each is matched against every file of the tree, so
    /// a configuration of 20,000 entries over 10,000 files would be 200 million matches.
    static let maxRules = 1_000

    /// Largest configuration file read (they are a few kilobytes).
    static let maxBytes = 1 << 20

    /// A configuration file's bytes, or the reason they cannot be had.
    static func contents(_ file: String) -> Result<[UInt8], ConfigProblem> {
        guard let data = FileManager.default.contents(atPath: file) else { return .failure(ConfigProblem(line: 1, reason: "cannot be read", isError: false)) }
        guard data.count <= maxBytes else { return .failure(ConfigProblem(line: 1, reason: "is larger than \(maxBytes) bytes: not read as a configuration", isError: false)) }
        return .success([UInt8](data))
    }

    /// A JSON or YAML configuration as a located tree (YAML through `YAMLAsJSON`), or the located
    /// reason it cannot be read (a syntax error is an error: the platform's own tool refuses the file too).
    static func tree(_ file: String) -> Result<LocatedJSON, ConfigProblem> {
        let bytes: [UInt8]
        switch contents(file) {
        case .failure(let p): return .failure(p)
        case .success(let b): bytes = b
        }
        func problem(_ e: Error) -> ConfigProblem {
            switch e {
            case LabelFitError.invalidInput(let at, let reason), LabelFitError.limitExceeded(let at, let reason):
                return ConfigProblem(line: at.line ?? 1, reason: reason + " (the configuration is not used)", isError: true)
            default: break
            }
            return ConfigProblem(line: 1, reason: "\(e)", isError: true)
        }
        if file.hasSuffix(".json") {
            do { return .success(try LocatedJSONParser.parse(bytes, file: file).0) } catch { return .failure(problem(error)) }
        }
        var parsed = YAMLDocument.parse(bytes, file: file, maxDepth: LocatedJSONParser.maxDepth)
        if let e = parsed.error { return .failure(problem(e)) }
        guard let root = parsed.root else { return .success(LocatedJSON.null(line: 1)) }
        parsed.root = nil
        do { return .success(try YAMLAsJSON.convert(root, nodeCount: parsed.nodeCount, file: file)) } catch { return .failure(problem(error)) }
    }

    /// A path a configuration states, relative to `base` (a leading `/` is `base` itself, as
    /// Crowdin's patterns and Phrase's `./` are), without `.`/`..`.
    static func absolute(_ path: String, base: String) -> String {
        var p = path
        while p.hasPrefix("/") { p.removeFirst() }
        return FluentProjectConfig.normalize((base as NSString).appendingPathComponent(p))
    }
}

extension CatalogPairing {
    /// The walked files by their normalized paths, made once per discovery.
    func normalizedWalkedFiles() -> [String: String] {
        if let known = walkedByNormalPath { return known }
        var out: [String: String] = [:]
        for f in walkedFiles.sorted() { let n = FluentProjectConfig.normalize(f); if out[n] == nil { out[n] = f } }
        walkedByNormalPath = out
        return out
    }

    /// Every project configuration of the tree, read once: `l10n.toml`/`i18n.toml` among the walked
    /// files, and each reader's file in every walked folder (hidden ones, `.tx/config`, too).
    func projectConfigurations(sourceLocale: String) -> [any ProjectConfiguration] {
        if let known = projectConfigs { return known }
        let files = walkedFiles.filter { ["l10n.toml", "i18n.toml"].contains(($0 as NSString).lastPathComponent) }.sorted()
        var seen = Set<String>()
        var configs: [any ProjectConfiguration] = files.flatMap { FluentProjectConfig.read($0, sourceLocale: sourceLocale, accepts: accepts) }.filter { seen.insert($0.file).inserted }
        // Beside a file named on the command line, its folder and the one above (the walk's bounds for it).
        let near = explicitFiles.flatMap { [PathText.parent(of: $0), PathText.parent(of: PathText.parent(of: $0))] }.map { $0.isEmpty ? "." : $0 }
        for folder in Set(walkedFolders.keys).union(near).sorted() {
            let names = Set(walkedFolders[folder] ?? self.names(in: folder))
            for reader in ProjectConfigurations.readers {
                let first = String(reader.relativePath.prefix { $0 != "/" })
                guard names.contains(first) else { continue }
                let path = (folder as NSString).appendingPathComponent(reader.relativePath)
                guard seen.insert(path).inserted, accepts(path) else { continue }
                configs += reader.read(path, self, sourceLocale)
            }
        }
        projectConfigs = configs
        return configs
    }
}

extension CatalogDiscovery {
    /// Job kinds read from one target file against one source file, whose source a configuration may
    /// name; in the order a configured file with no placement of its own takes the first whose format
    /// claims its extension.
    static let configuredKinds: [Job.Kind] = [.fluent, .i18next, .properties, .yaml, .strings, .resx, .arb, .ini, .hugoTOML, .webExtension, .slang]

    /// `placement` as a project configuration corrects it: a file it places as a translation of the
    /// target locale becomes a job paired with the source it names (read by the format the folder
    /// conventions chose, else the configuration's, else the first keyed format claiming its
    /// extension); a file it names as a source or another locale's translation is skipped as such.
    /// Files no configuration places keep `placement`.
    func configured(_ placement: Placement, file: String, explicit: Bool, pairing: CatalogPairing) -> Placement {
        let configs = pairing.projectConfigurations(sourceLocale: sourceLocale)
        guard !configs.isEmpty else { return placement }
        let ext = URL(fileURLWithPath: file).pathExtension.lowercased()
        for (i, config) in configs.enumerated() {
            guard var place = config.configuredPlace(file, sourceLocale: sourceLocale) else { continue }
            // Two configurations may place one file (a crowdin.yml naming a VS Code extension's bundles):
            // the first decides, a later one that knows the file's format gives it.
            if place.kind == nil {
                place.kind = configs[(i + 1)...].lazy.compactMap { $0.configuredPlace(file, sourceLocale: self.sourceLocale)?.kind }.first
            }
            let r = role(ofTag: place.tag)
            let source = place.source.flatMap { pairing.accepts($0) ? $0 : nil }
            if ext == "ftl" {
                guard r == .target else { return skipFor(r, tag: place.tag, file: file) }
                return .job(Job(kind: .fluent, target: file, source: source))
            }
            // `l10n.toml` pairs the other formats' jobs only; the platforms' configurations place files too.
            let places = !(config is FluentProjectConfig)
            guard r == .target else {
                // A source or another locale's file in a format no reader claims stays out of the lists, as any such file does.
                if case .ignore = placement, CatalogFormats.byExtension[ext] == nil { return placement }
                return places ? skipFor(r, tag: place.tag, file: file) : placement
            }
            if case .job(var job) = placement {
                if place.kind == nil || job.kind == place.kind {
                    guard Self.configuredKinds.contains(job.kind) else { return placement }
                    if let source { job.source = source }
                    return .job(job)
                }
            }
            guard places else { return placement }
            let formats = CatalogFormats.byExtension[ext] ?? []
            guard let kind = place.kind ?? Self.configuredKinds.first(where: { k in formats.contains { $0.kinds.contains(k) } }) else {
                if case .skip(let reason, _) = placement, reason != .unknownLocale { return placement }
                // The project says this is a translation to check: that it is not read is said, never passed over.
                var j = Job(kind: .notRead, target: file, source: nil)
                let of = source.map { " of \($0)" } ?? ""
                j.notice = "\(ProjectConfigurations.displayName(config.file)):\(place.line) places this file as the \(place.tag) translation\(of), but " +
                    (ext.isEmpty ? "a file without an extension" : ".\(ext)") + " is not a catalog format LabelFit reads in this layout: its strings are not checked"
                return .job(j)
            }
            var job = Job(kind: kind, target: file, source: source)
            job.declared = config is RuleConfiguration && config.file.hasSuffix("labelfit.json")
            return .job(job)
        }
        return placement
    }
}
