import Foundation

/// Where LabelFit takes fonts from besides its bundled `Fonts/` folder: the font folders the user
/// names, and the machine's installed fonts only when the user asks for them. By default a measurement
/// uses the bundled fonts, the configured folders and the font files a stack names, so two machines
/// that differ only in their installed fonts give the same verdicts and the same reports.
public struct FontSources: Sendable, Equatable {
    /// Folders whose fonts (walked to `FontconfigResolver.maximumDepth`) stack names resolve to and
    /// fallback may use, in the order given.
    public var folders: [String]
    /// Whether the machine's own fonts (Fontconfig's system configuration) take part too.
    public var systemFonts: Bool

    public init(folders: [String] = [], systemFonts: Bool = false) {
        self.folders = folders
        self.systemFonts = systemFonts
    }

    /// `LABELFIT_FONT_DIRS`: font folders, separated by `:` as in `PATH`.
    public static let foldersVariable = "LABELFIT_FONT_DIRS"
    /// `LABELFIT_SYSTEM_FONTS=1`: the machine's installed fonts take part (any other value but empty or `0` is an error).
    public static let systemVariable = "LABELFIT_SYSTEM_FONTS"

    /// The sources the environment names. A folder that is not one, or a value of
    /// `LABELFIT_SYSTEM_FONTS` other than `1`, `0` or empty, is an error naming the variable.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FontSources {
        var sources = FontSources()
        for folder in (environment[foldersVariable] ?? "").split(separator: ":", omittingEmptySubsequences: true).map(String.init) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw LabelFitError.usage("\(foldersVariable): '\(folder)' is not a folder")
            }
            sources.folders.append(folder)
        }
        switch environment[systemVariable] ?? "" {
        case "", "0": sources.systemFonts = false
        case "1": sources.systemFonts = true
        case let other: throw LabelFitError.usage("\(systemVariable) is '\(other)': set it to 1 to use the fonts installed on this machine, or leave it unset")
        }
        return sources
    }
}
