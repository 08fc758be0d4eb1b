import Foundation
import LabelFitCore

/// Finds catalogs under the given paths and pairs source with target files by each ecosystem's
/// convention: `en.lproj`/`ar.lproj` (or `Base.lproj`), `values`/`values-ar`, `app_en.arb`/`app_ar.arb`,
/// `en/…json`/`ar/…json` or `en.json`/`ar.json`; XLIFF, String Catalogs, gettext and CSV/TSV hold both
/// sides in one file.
public struct CatalogDiscovery: Sendable {
    public var sourceLocale: String
    public var targetLocale: String
    public var limits: ReadLimits

    public init(sourceLocale: String = "en", targetLocale: String = "ar", limits: ReadLimits = .default) {
        self.sourceLocale = sourceLocale
        self.targetLocale = targetLocale
        self.limits = limits
    }

    /// One unit of reading work: a file, or a target file with its source partner.
    public struct Job: Sendable, CustomStringConvertible {
        public enum Kind: String, Sendable { case strings, stringsdict, xcstrings, android, xliff, po, mo, arb, i18next, csv, tsv }
        public var kind: Kind
        public var target: String
        public var source: String?
        public var description: String { source.map { "\($0) + \(target)" } ?? target }
    }

    static let skippedDirectories: Set<String> = [".build", ".git", "node_modules", ".swiftpm", "build", "Pods", "DerivedData"]
    static let nonCatalogJSON: Set<String> = ["labelfit.json", "package.json", "package-lock.json", "tsconfig.json", "fonts.json",
                                              "Contents.json", ".labelfit-baseline.json"]

    /// Jobs for every catalog under `paths`, in path order. Paths that do not exist are errors.
    public func jobs(for paths: [String]) throws -> [Job] {
        var files: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw LabelFitError.io(path: path, reason: "no such file or directory")
            }
            if isDirectory.boolValue {
                files += walk(path)
            } else {
                files.append(path)
            }
        }
        var seen = Set<String>()
        return files.sorted().compactMap { file -> Job? in
            guard seen.insert(file).inserted else { return nil }
            return job(for: file, explicit: paths.contains(file))
        }
    }

    private func walk(_ root: String) -> [String] {
        var out: [String] = []
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: root) else { return out }
        for name in names where !name.hasPrefix(".") || name == ".labelfit-baseline.json" {
            let path = (root as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if !Self.skippedDirectories.contains(name) { out += walk(path) }
            } else {
                out.append(path)
            }
        }
        return out
    }

    /// Whether a locale tag in a path (`ar`, `ar-EG`, `ar_EG`, `ar-rEG`, `b+ar`) names `locale`'s language.
    static func names(_ tag: String, locale: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? locale.lowercased()
        var t = tag.lowercased()
        if t.hasPrefix("b+") { t.removeFirst(2) }
        let first = t.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "+" }).first.map(String.init) ?? t
        return first == language
    }

    func job(for file: String, explicit: Bool) -> Job? {
        let url = URL(fileURLWithPath: file)
        let name = url.lastPathComponent
        let ext = url.pathExtension.lowercased()
        let dir = url.deletingLastPathComponent()
        let dirName = dir.lastPathComponent
        let parent = dir.deletingLastPathComponent()
        func sibling(_ folder: String) -> String? {
            let candidate = parent.appendingPathComponent(folder).appendingPathComponent(name).path
            return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
        }
        switch ext {
        case "strings", "stringsdict":
            guard dirName.hasSuffix(".lproj"), Self.names(String(dirName.dropLast(6)), locale: targetLocale) else { return nil }
            let source = sibling("\(sourceLocale).lproj") ?? sibling("Base.lproj")
            return Job(kind: ext == "strings" ? .strings : .stringsdict, target: file, source: source)
        case "xcstrings":
            return Job(kind: .xcstrings, target: file, source: nil)
        case "xml":
            guard dirName.hasPrefix("values-") else { return explicit ? Job(kind: .android, target: file, source: nil) : nil }
            let qualifiers = dirName.dropFirst(7).split(separator: "-")
            guard let first = qualifiers.first, Self.names(String(first) + (qualifiers.count > 1 && qualifiers[1].hasPrefix("r") ? "-" + qualifiers[1] : ""), locale: targetLocale)
                    || Self.names(String(dirName.dropFirst(7)), locale: targetLocale) else { return nil }
            return Job(kind: .android, target: file, source: sibling("values"))
        case "xlf", "xliff":
            return Job(kind: .xliff, target: file, source: nil)
        case "po", "mo":
            let stem = url.deletingPathExtension().lastPathComponent
            let tags = stem.split(whereSeparator: { $0 == "-" || $0 == "." || $0 == "_" }).map(String.init)
            let inLocaleFolder = dirName == "LC_MESSAGES" && Self.names(parent.lastPathComponent, locale: targetLocale)
            guard explicit || inLocaleFolder || Self.names(stem, locale: targetLocale) || tags.last.map({ Self.names($0, locale: targetLocale) }) == true
            else { return nil }
            return Job(kind: ext == "po" ? .po : .mo, target: file, source: nil)
        case "arb":
            let stem = url.deletingPathExtension().lastPathComponent
            guard let underscore = stem.firstIndex(of: "_"), Self.names(String(stem[stem.index(after: underscore)...]), locale: targetLocale) else { return nil }
            let candidate = dir.appendingPathComponent(stem[..<underscore] + "_\(sourceLocale).arb").path
            return Job(kind: .arb, target: file, source: FileManager.default.fileExists(atPath: candidate) ? candidate : nil)
        case "json":
            guard !Self.nonCatalogJSON.contains(name) else { return nil }
            let stem = url.deletingPathExtension().lastPathComponent
            if Self.names(stem, locale: targetLocale) && stem.count <= 6 {
                let candidate = dir.appendingPathComponent("\(sourceLocale).json").path
                return Job(kind: .i18next, target: file, source: FileManager.default.fileExists(atPath: candidate) ? candidate : nil)
            }
            if Self.names(dirName, locale: targetLocale) && dirName.count <= 6 {
                return Job(kind: .i18next, target: file, source: sibling(sourceLocale))
            }
            return nil
        case "csv", "tsv":
            return Job(kind: ext == "csv" ? .csv : .tsv, target: file, source: nil)
        default:
            return nil
        }
    }

    /// Reads one job. Never throws: every problem becomes a diagnostic and the other strings stay.
    public func read(_ job: Job) -> CatalogReadResult {
        let l = limits
        switch job.kind {
        case .strings:
            let reader = AppleStringsReader(limits: l)
            return LocaleStrings.pair(source: job.source.map(reader.read), target: reader.read(job.target), format: "strings", sourceFile: job.source)
        case .stringsdict:
            let reader = StringsDictReader(limits: l)
            return LocaleStrings.pair(source: job.source.map(reader.read), target: reader.read(job.target), format: "stringsdict", sourceFile: job.source)
        case .android:
            let reader = AndroidStringsReader(limits: l)
            return LocaleStrings.pair(source: job.source.map(reader.read), target: reader.read(job.target), format: "android", sourceFile: job.source)
        case .arb, .i18next:
            let reader = JSONCatalogReader(limits: l, flavor: job.kind == .arb ? .arb : .i18next)
            return LocaleStrings.pair(source: job.source.map(reader.read), target: reader.read(job.target), format: job.kind.rawValue, sourceFile: job.source)
        case .xcstrings:
            return XCStringsReader(limits: l, sourceLocale: sourceLocale, targetLocale: targetLocale).read(job.target)
        case .xliff:
            return XLIFFReader(limits: l).read(job.target)
        case .po:
            return GettextReader(limits: l).readPO(job.target)
        case .mo:
            return GettextReader(limits: l).readMO(job.target)
        case .csv, .tsv:
            return DelimitedReader(limits: l, separator: job.kind == .csv ? "," : "\t", sourceLocale: sourceLocale, targetLocale: targetLocale).read(job.target)
        }
    }

    /// Reads one job in batches of at most `batchSize` entries, returning its problems. CSV and TSV are
    /// streamed from disk; the other formats are read whole (each is bounded by the file-size limit)
    /// and handed on in batches.
    public func stream(_ job: Job, batchSize: Int, onBatch: ([CatalogEntry]) throws -> Void) rethrows -> [CatalogDiagnostic] {
        if job.kind == .csv || job.kind == .tsv {
            return try DelimitedReader(limits: limits, separator: job.kind == .csv ? "," : "\t", sourceLocale: sourceLocale,
                                       targetLocale: targetLocale).stream(job.target, batchSize: batchSize, onBatch: onBatch)
        }
        let result = read(job)
        var start = 0
        while start < result.entries.count {
            try onBatch(Array(result.entries[start..<min(start + batchSize, result.entries.count)]))
            start += batchSize
        }
        return result.diagnostics
    }
}
