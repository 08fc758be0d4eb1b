import Foundation
import LabelFitCatalogs
import LabelFitCore

/// `POST /v1/catalog/{format}`: a catalog file that holds both languages (gettext .po, XLIFF,
/// .xcstrings, CSV, TSV) read by the same readers `labelfit check` uses, answered as pairs ready for
/// `/v1/check` with the readers' located diagnostics. The page sends a dropped file here.
///
/// The readers take paths, so the body is written under a fresh private folder with a name this code
/// chooses (never the client's), read, and removed. The folder is `labelfit-upload-PID-UUID`,
/// registered with `TemporaryPaths` (removed if the server crashes on a catchable signal), and the
/// first upload of a server process removes folders left by server processes that no longer exist
/// (SIGKILL, a power cut).
struct CatalogUpload {
    static let folderPrefix = "labelfit-upload-"

    /// Run once per process, before the first upload is stored.
    static let staleFoldersRemoved: Void = {
        TemporaryPaths.removeStale(in: FileManager.default.temporaryDirectory.path) { name in
            // labelfit-upload-<pid>-<UUID>: the PID is the digits up to the next "-".
            guard name.hasPrefix(folderPrefix) else { return nil }
            let rest = name.dropFirst(folderPrefix.count)
            guard let dash = rest.firstIndex(of: "-") else { return nil }
            return TemporaryPaths.pid(in: String(rest[..<dash]), prefix: "", suffix: "")
        }
    }()

    /// Formats whose one file pairs English with Arabic, and the file name each is read as.
    static let formats: [String: String] = [
        "po": "ar.po", "xlf": "catalog.xlf", "xliff": "catalog.xliff", "xcstrings": "Localizable.xcstrings",
        "csv": "catalog.csv", "tsv": "catalog.tsv",
    ]

    struct Pair: Encodable { var key: String; var en: String?; var ar: String?; var maxWidthPx: Double?
        enum CodingKeys: String, CodingKey { case key, en, ar, maxWidthPx = "max_width_px" }
    }
    struct Diagnostic: Encodable { var line: Int?; var severity: String; var message: String }
    struct Answer: Encodable { var format: String; var pairs: [Pair]; var diagnostics: [Diagnostic] }

    let sourceLocale: String
    let targetLocale: String
    let limits: ServerLimits

    func read(format: String, body: [UInt8]) throws -> Answer {
        guard let name = Self.formats[format] else {
            throw HTTPError.badRequest("catalog format '\(format)': use one of " + Self.formats.keys.sorted().joined(separator: ", "))
        }
        guard !body.isEmpty else { throw HTTPError.badRequest("the request body is empty; send the catalog file") }
        _ = Self.staleFoldersRemoved
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(Self.folderPrefix)\(getpid())-\(UUID().uuidString)")
        let file = dir.appendingPathComponent(name)
        // Registered before they exist: a crash at any point leaves nothing the handler does not know.
        let folderToken = TemporaryPaths.register(dir.path, folder: true)
        let fileToken = TemporaryPaths.register(file.path)
        defer {
            try? FileManager.default.removeItem(at: dir)
            TemporaryPaths.forget(fileToken)
            TemporaryPaths.forget(folderToken)
        }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        guard FileManager.default.createFile(atPath: file.path, contents: Data(body), attributes: [.posixPermissions: 0o600]) else {
            throw HTTPError(status: 500, message: "could not store the upload")
        }
        var readLimits = ReadLimits()
        readLimits.maxStringScalars = limits.maxStringLength
        readLimits.maxEntriesPerFile = limits.maxBatch + 1  // one more than a check takes: enough to tell it is too many
        let discovery = CatalogDiscovery(sourceLocale: sourceLocale, targetLocale: targetLocale, limits: readLimits)
        guard let job = try discovery.jobs(for: [file.path]).first else {
            throw HTTPError.badRequest("the file is not a \(format) catalog LabelFit reads")
        }
        let result = discovery.read(job)
        guard result.entries.count <= limits.maxBatch else {
            throw HTTPError.tooLarge("\(result.entries.count) strings is more than the limit of \(limits.maxBatch) per check")
        }
        return Answer(format: format,
                      pairs: result.entries.map { Pair(key: $0.key, en: $0.source, ar: $0.target, maxWidthPx: $0.maxWidthPx) },
                      diagnostics: result.diagnostics.map { Diagnostic(line: $0.location.line, severity: "\($0.severity)", message: $0.message) })
    }
}
