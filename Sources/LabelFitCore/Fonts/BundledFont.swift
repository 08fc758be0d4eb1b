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
        let manifest: FontManifest
        do { manifest = try JSONDecoder().decode(FontManifest.self, from: data) } catch {
            throw LabelFitError.invalidInput(SourceLocation(file: url.path), "malformed font manifest: \(error)")
        }
        for font in manifest.fonts where !isPlainFileName(font.file) {
            throw LabelFitError.invalidInput(SourceLocation(file: url.path),
                                             "font manifest entry '\(font.family) \(font.style)': file '\(font.file)' is not a plain file name in the Fonts folder (no '/', not '.' or '..')")
        }
        return manifest
    }

    /// A manifest names files inside its own folder only: a `/` or `..` would let it point anywhere.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    /// Finds the bundled `Fonts/` folder: `$LABELFIT_FONTS`, then the nearest `Fonts/fonts.json` at or
    /// above the executable's folder (so a release tarball's `Fonts/` beside the binary is found
    /// wherever it is unpacked), then the installed share folders. Never the working directory: that
    /// is usually the tree under review, whose own `Fonts/` would decide every measurement.
    public static func locateDirectory() -> URL? {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["LABELFIT_FONTS"], !env.isEmpty {
            return URL(fileURLWithPath: env)
        }
        for start in searchStarts() {
            var dir = start.standardizedFileURL
            for _ in 0..<searchDepth {
                let candidate = dir.appendingPathComponent("Fonts")
                if fm.fileExists(atPath: candidate.appendingPathComponent("fonts.json").path) { return candidate }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        for shared in sharedFolders where fm.fileExists(atPath: shared + "/fonts.json") {
            return URL(fileURLWithPath: shared)
        }
        return nil
    }

    static let searchDepth = 8
    static let sharedFolders = ["/usr/local/share/labelfit/Fonts", "/usr/share/labelfit/Fonts"]

    /// The executable's folder. The executable is `/proc/self/exe`
    /// ("a symbolic link containing the actual pathname of the executed command", proc(5)): argv[0]
    /// is only the name typed when the shell found the binary on `PATH` (`labelfit`), which named
    /// the working directory instead.
    static func searchStarts() -> [URL] {
        let proc = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let executable = proc.path != "/proc/self/exe" ? proc
            : URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        return [executable.deletingLastPathComponent()]
    }

    /// Where `locateDirectory` looked, for an error that says so.
    public static func searchedPlaces() -> String {
        let starts = searchStarts().map { "\($0.standardizedFileURL.path)/Fonts" }
        return "$LABELFIT_FONTS is unset; looked for Fonts/fonts.json in " + starts.joined(separator: " and ")
            + " and up to \(searchDepth - 1) parent folders, then " + sharedFolders.joined(separator: ", ")
    }
}
