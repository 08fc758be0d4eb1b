import Foundation
import LabelFitCatalogs
import LabelFitCore

/// The files of an Android app under the paths given: resource folders (`res/layout*`, `res/menu`,
/// `res/xml`, `res/values`, `res/drawable*`), manifests, Gradle build files and Kotlin/Java sources.
/// Build outputs, `.git` and hidden folders are skipped (walked by `FileTreeWalk`, `WalkedSourceFiles`); at most `maxFiles` files are read, and the
/// walk says so when it stops there.
public struct AndroidProject: Sendable, WalkedSourceFiles {
    public var layouts: [String] = []
    public var menus: [String] = []
    public var xmls: [String] = []
    public var values: [String] = []
    public var drawables: [String] = []
    public var manifests: [String] = []
    public var gradle: [String] = []
    public var code: [String] = []
    /// What the walk could not read, for the run to name.
    public var unread = UnreadSources()

    public static let maxFiles = 200_000
    static let skippedNames: Set<String> = ["build", "node_modules", "intermediates"]

    public init(paths: [String]) throws {
        for root in paths where !FileManager.default.fileExists(atPath: root) { throw LabelFitError.io(path: root, reason: "no such file or directory") }
        walk(paths, maxEntries: Self.maxFiles)
        for list in [\AndroidProject.layouts, \.menus, \.xmls, \.values, \.drawables, \.manifests, \.gradle, \.code] { self[keyPath: list].sort() }
    }

    mutating func classify(_ path: String) {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        let folder = url.deletingLastPathComponent().lastPathComponent
        let inRes = url.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent == "res"
        if name == "AndroidManifest.xml" { manifests.append(path); return }
        if name == "build.gradle" || name == "build.gradle.kts" || name == "libs.versions.toml" { gradle.append(path); return }
        if name.hasSuffix(".kt") || name.hasSuffix(".java") { if !Self.isTestSource(path) { code.append(path) }; return }
        guard inRes, name.hasSuffix(".xml") else { return }
        // Only the default configuration and the portrait/phone variants are phones' resources.
        let qualifiers = folder.split(separator: "-").dropFirst()
        let phone = qualifiers.allSatisfy { $0.hasPrefix("v") && Int($0.dropFirst()) != nil || $0 == "port" || $0 == "night" || $0 == "ldrtl" }
        if folder.hasPrefix("layout") && phone { layouts.append(path) }
        else if folder == "menu" || folder.hasPrefix("menu-") && phone { menus.append(path) }
        else if folder == "xml" { xmls.append(path) }
        // Every `values*` folder: `AndroidConfiguration` picks those the device would use.
        else if folder == "values" || folder.hasPrefix("values-") { values.append(path) }
        else if folder.hasPrefix("drawable") || folder.hasPrefix("mipmap") { drawables.append(path) }
    }

    /// Whether a source file belongs to a test source set, which is never built into the app:
    /// Android's `src/test/`, `src/androidTest/` and their variant sets (`src/testDebug/`,
    /// `src/androidTestFree/`), `src/testFixtures/` (developer.android.com/build, "Source sets"), and
    /// Kotlin Multiplatform's `src/<target>Test/` (`commonTest`, `androidUnitTest`: kotlinlang.org,
    /// "Multiplatform project structure", test source sets).
    static func isTestSource(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        for (k, p) in parts.enumerated() where p == "src" && k + 1 < parts.count - 1 {
            let set = parts[k + 1]
            func startsWord(_ prefix: String) -> Bool {
                guard set.hasPrefix(prefix) else { return false }
                let rest = set.dropFirst(prefix.count)
                return rest.isEmpty || rest.first!.isUppercase
            }
            if startsWord("test") || startsWord("androidTest") || set.hasSuffix("Test") { return true }
        }
        return false
    }

    /// `targetSdk` (`targetSdkVersion`, `targetSdk = 34`, `targetSdk 34`) from the Gradle files, read
    /// with the code tokenizer, or through a version catalog (`libs.versions.targetSdk.get()`, read in
    /// `gradle/libs.versions.toml`'s `[versions]`); a plain variable is not followed.
    public func targetSdk() -> (Int, SourceLocation)? {
        for file in gradle where !file.hasSuffix(".toml") {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let tokens = CodeTokenizer.tokens(text)
            for (i, t) in tokens.enumerated() where t.text == "targetSdk" || t.text == "targetSdkVersion" {
                var j = i + 1
                if j < tokens.count && (tokens[j].text == "=" || tokens[j].text == "(") { j += 1 }
                if j < tokens.count, tokens[j].kind == .number, let n = Int(tokens[j].text), n >= 1, n <= 40 {
                    return (n, SourceLocation(file: file, line: t.line))
                }
                // `<catalog>.versions.<alias>` (Gradle "Sharing dependency versions between projects":
                // an alias's `-`, `_` and `.` separators all become `.` in the accessor).
                if j + 2 < tokens.count, tokens[j].kind == .identifier, tokens[j + 1].text == ".", tokens[j + 2].text == "versions" {
                    var k = j + 3, alias: [String] = []
                    while k + 1 < tokens.count, tokens[k].text == ".", tokens[k + 1].kind == .identifier, tokens[k + 1].text != "get" {
                        alias.append(tokens[k + 1].text)
                        k += 2
                    }
                    if !alias.isEmpty, let found = catalogVersion(alias.joined(separator: "."), catalog: tokens[j].text) { return found }
                }
            }
        }
        return nil
    }

    /// A `[versions]` entry of the version catalog `name` (`libs` is `gradle/libs.versions.toml`), as an
    /// SDK level: `alias = "34"` or `alias = { strictly = "34" }` (the catalog's rich version).
    private func catalogVersion(_ alias: String, catalog name: String) -> (Int, SourceLocation)? {
        func normalized(_ s: Substring) -> String { s.map { $0 == "-" || $0 == "_" ? "." : $0 }.map(String.init).joined() }
        for file in gradle where file.hasSuffix("/\(name).versions.toml") || file == "\(name).versions.toml" {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            var inVersions = false
            for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?.trimmingCharacters(in: .whitespaces) ?? ""
                if line.hasPrefix("[") { inVersions = line == "[versions]"; continue }
                guard inVersions, let eq = line.firstIndex(of: "=") else { continue }
                let key = line[..<eq].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                guard normalized(key[...]) == alias else { continue }
                // The one quoted string on the right: the version, which must be a whole number.
                let quoted = line[line.index(after: eq)...].split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\"" || $0 == "'" })
                guard quoted.count == 3, let v = Int(quoted[1]), v >= 1, v <= 40 else { return nil }
                return (v, SourceLocation(file: file, line: n + 1))
            }
        }
        return nil
    }
}
