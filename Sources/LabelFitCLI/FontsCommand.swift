import LabelFitCore

/// `labelfit fonts`: the bundled fonts, with licence and Debian source.
struct FontsCommand: Command {
    static let name = "fonts"
    static let usage = "labelfit fonts"
    static let brief = "List the bundled fonts with their licence and Debian source"
    static let summary = "Lists the bundled fonts: family, style, weight, file, licence, Debian source package and version."
    static let options = [helpOption]

    static func run(_ args: ParsedArguments) throws -> ExitCode {
        let registry = try FontRegistry.configured()
        for f in registry.manifest.fonts {
            print("\(f.family)\t\(f.style)\t\(f.weight)\t\(f.file)\t\(f.license)\t\(f.debianPackage) \(f.debianVersion)")
        }
        return .pass
    }
}
