import Foundation
import XCTest
@testable import LabelFitCatalogs
import LabelFitTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A file a catalog names (an i18next `$t(ns:key)` sibling namespace) is read only when it is a
/// regular file inside the naming catalog's folder after its links; otherwise the reference is a
/// located warning naming the file, and the rest of the catalog is still read.
final class NamedFileBoundaryTests: XCTestCase {
    func read(_ dir: TempDir) throws -> (entries: [String: CatalogEntry], diagnostics: [CatalogDiagnostic]) {
        let discovery = CatalogDiscovery()
        let results = try discovery.jobs(for: [dir.url.path]).map(discovery.read)
        return (Dictionary(results.flatMap(\.entries).map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a }), results.flatMap(\.diagnostics))
    }

    func tree(_ dir: TempDir) {
        dir.write("locales/en/common.json", #"{"greet": "Hello", "ok": "OK"}"#)
        dir.write("locales/ar/common.json", "{\"greet\": \"مرحبا $t(secret:token)\",\n \"ok\": \"حسنا\"}")
    }

    func testASiblingNamespaceLinkedOutOfTheFolderIsNotRead() throws {
        let outside = TempDir(), dir = TempDir()
        let secret = outside.write("creds.json", #"{"token": "SUPERSECRET"}"#)
        tree(dir)
        try FileManager.default.createSymbolicLink(atPath: dir.path("locales/ar/secret.json"), withDestinationPath: secret)
        let (e, diagnostics) = try read(dir)
        XCTAssertFalse(e["greet"]?.target?.contains("SUPERSECRET") ?? true, "\(String(describing: e["greet"]?.target))")
        XCTAssertEqual(e["ok"]?.target, "حسنا", "the rest of the catalog is read")
        let refusals = diagnostics.filter { $0.message.contains("secret.json") }
        XCTAssertEqual(refusals.count, 1, "\(diagnostics)")
        XCTAssertEqual(refusals.first?.severity, .warning)
        XCTAssertEqual(refusals.first?.location.line, 1, "at the key that names it")
        XCTAssertTrue(refusals.first?.message.contains("through a symbolic link") ?? false, "\(refusals)")
    }

    func testASiblingNamespaceThatIsAFIFOIsNotOpened() throws {
        let dir = TempDir()
        tree(dir)
        // Opening a FIFO with no writer blocks: the read returning at all shows it was not opened.
        XCTAssertEqual(mkfifo(dir.path("locales/ar/secret.json"), 0o600), 0)
        let (e, diagnostics) = try read(dir)
        XCTAssertEqual(e["ok"]?.target, "حسنا")
        XCTAssertTrue(diagnostics.contains { $0.message.contains("secret.json") && $0.message.contains("not a regular file") }, "\(diagnostics)")
    }

    func testASiblingNamespaceLinkedWithinTheFolderIsRead() throws {
        let dir = TempDir()
        tree(dir)
        dir.write("locales/ar/real.json", #"{"token": "رمز"}"#)
        try FileManager.default.createSymbolicLink(atPath: dir.path("locales/ar/secret.json"), withDestinationPath: "real.json")
        let (e, _) = try read(dir)
        XCTAssertEqual(e["greet"]?.target, "مرحبا رمز")
    }
}
