import Foundation
@testable import LabelFitCatalogs

/// A scratch folder per test, removed afterwards.
public final class TempDir {
    public let url: URL

    public init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("labelfit-test-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    public func write(_ path: String, _ text: String) -> String { write(path, Data(text.utf8)) }

    @discardableResult
    public func write(_ path: String, _ data: Data) -> String {
        let file = url.appendingPathComponent(path)
        try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! data.write(to: file)
        return file.path
    }

    public func path(_ p: String) -> String { url.appendingPathComponent(p).path }
}

extension TempDir {
    /// Every catalog in the folder, read and paired as `labelfit check` would (English to Arabic).
    public func readCatalogs() throws -> CatalogReadResult {
        let discovery = CatalogDiscovery()
        var all = CatalogReadResult()
        for job in try discovery.jobs(for: [url.path]) {
            let r = discovery.read(job)
            all.entries += r.entries
            all.diagnostics += r.diagnostics
        }
        return all
    }
}
