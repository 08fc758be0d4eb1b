import Foundation

/// One entry of `Fonts/fonts.json`: where a bundled font came from and what it must hash to.
public struct BundledFont: Codable, Sendable, Equatable {
    public var file: String
    public var family: String
    public var style: String
    public var weight: Int
    public var sha256: String
    public var debianPackage: String
    public var debianSource: String
    public var debianVersion: String
    public var license: String
    public var licenseFile: String

    enum CodingKeys: String, CodingKey {
        case file, family, style, weight, sha256, license
        case debianPackage = "debian_package", debianSource = "debian_source"
        case debianVersion = "debian_version", licenseFile = "license_file"
    }
}

public struct FontManifest: Codable, Sendable {
    public var fonts: [BundledFont]

    public static func load(directory: URL) throws -> FontManifest {
        let url = directory.appendingPathComponent("fonts.json")
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LabelFitError.io(path: url.path, reason: "cannot read the font manifest")
        }
        do { return try JSONDecoder().decode(FontManifest.self, from: data) } catch {
            throw LabelFitError.invalidInput(SourceLocation(file: url.path), "malformed font manifest: \(error)")
        }
    }

    /// Finds the bundled `Fonts/` folder: `$LABELFIT_FONTS`, then the nearest `Fonts/fonts.json` above
    /// the executable, then above the working directory, then the installed share folder.
    public static func locateDirectory() -> URL? {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["LABELFIT_FONTS"], !env.isEmpty {
            return URL(fileURLWithPath: env)
        }
        var starts = [URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
                        .deletingLastPathComponent()]
        starts.append(URL(fileURLWithPath: fm.currentDirectoryPath))
        for start in starts {
            var dir = start.standardizedFileURL
            for _ in 0..<8 {
                let candidate = dir.appendingPathComponent("Fonts")
                if fm.fileExists(atPath: candidate.appendingPathComponent("fonts.json").path) { return candidate }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        for shared in ["/usr/local/share/labelfit/Fonts", "/usr/share/labelfit/Fonts"]
        where fm.fileExists(atPath: shared + "/fonts.json") {
            return URL(fileURLWithPath: shared)
        }
        return nil
    }
}
