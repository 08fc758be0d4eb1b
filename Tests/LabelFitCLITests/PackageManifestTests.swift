import Foundation
import XCTest
import LabelFitTestSupport

/// Package.swift declares exactly what each target imports: a module imported but not declared builds
/// only by accident (through another target's dependency), and one declared but never imported is
/// dead weight in every build. Read from the manifest and the sources themselves.
final class PackageManifestTests: XCTestCase {
    func testEachTargetsDependenciesAreItsImports() throws {
        let manifest = try String(contentsOf: Fixtures.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try NSRegularExpression(pattern: #"\.(?:target|testTarget|executableTarget|systemLibrary)\(name: "([^"]+)"(?:, dependencies: \[([^\]]*)\])?(?:[^)]*?path: "([^"]+)")?"#)
        let quoted = try NSRegularExpression(pattern: #""([^"]+)""#)
        func strings(_ s: Substring) -> Set<String> {
            Set(quoted.matches(in: String(s), range: NSRange(s.startIndex..., in: s)).map { String(String(s)[Range($0.range(at: 1), in: String(s))!]) })
        }
        var declared: [String: (deps: Set<String>, path: String)] = [:]
        for m in target.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
            let name = String(manifest[Range(m.range(at: 1), in: manifest)!])
            let deps = Range(m.range(at: 2), in: manifest).map { strings(manifest[$0]) } ?? []
            let path = Range(m.range(at: 3), in: manifest).map { String(manifest[$0]) } ?? ((name.hasSuffix("Tests") ? "Tests/" : "Sources/") + name)
            declared[name] = (deps, path)
        }
        XCTAssertGreaterThan(declared.count, 20)
        var checked = 0
        for (name, t) in declared.sorted(by: { $0.key < $1.key }) {
            let dir = Fixtures.root.appendingPathComponent(t.path)
            guard let files = FileManager.default.enumerator(atPath: dir.path)?.compactMap({ $0 as? String }).filter({ $0.hasSuffix(".swift") }), !files.isEmpty else { continue }
            var imports: Set<String> = []
            for f in files {
                for line in try String(contentsOf: dir.appendingPathComponent(f), encoding: .utf8).split(separator: "\n") {
                    let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                    if words.count == 2, words[0] == "import", declared[String(words[1])] != nil { imports.insert(String(words[1])) }
                }
            }
            imports.remove(name)
            XCTAssertEqual(imports.subtracting(t.deps).sorted(), [], "\(name) imports modules Package.swift does not declare for it")
            XCTAssertEqual(t.deps.subtracting(imports).sorted(), [], "\(name) declares dependencies it never imports")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 15)
    }
}
