import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore

/// The `labelfit.json` a command runs with: `--config FILE`, else the nearest one above the working
/// folder; and the one option that lets its paths leave its tree (`TreeBoundary`).
enum ConfigurationFile {
    /// Declared once, for every command that reads a configuration.
    static let allowOutsideTree = OptionSpec.flag("allow-outside-tree",
        "Let the configuration name paths outside its tree (the repository holding it, else its folder), after symbolic links; off: each such path is a located error and is not read or written")

    /// The configuration and its path; the defaults and nil when there is none.
    static func load(_ args: ParsedArguments, cwd: String) throws -> (config: CheckConfiguration, path: String?) {
        guard let path = args.value("config") ?? CheckConfiguration.find(from: cwd) else { return (CheckConfiguration(), nil) }
        return (try CheckConfiguration.load(path: path, allowOutsideTree: args.has("allow-outside-tree")), path)
    }

    /// Says each path refused on stderr, for the commands with no report to carry them.
    static func noteRefusals(_ config: CheckConfiguration) {
        for r in config.pathRefusals { Terminal.note("labelfit: \(r)") }
    }

    /// The baseline file a run reads and `labelfit baseline` writes: `--baseline`, else the
    /// configuration's `baseline`, else `labelfit-baseline.json` beside it; with the located error
    /// when the configuration's choice (or a default file that is a link) leads out of its tree.
    static func baseline(_ args: ParsedArguments, config: CheckConfiguration, configPath: String?, cwd: String) -> (path: String, refusal: CatalogDiagnostic?) {
        if let given = args.value("baseline") { return (given, nil) }
        if let named = config.baseline {
            let path = config.resolve(named)
            return (path, configPath.flatMap { config.refusal(of: path, setting: "baseline", file: $0) })
        }
        let path = BaselineFile.defaultPath(configPath: configPath, cwd: cwd)
        return (path, configPath.flatMap { config.refusal(of: path, setting: nil, file: $0) })
    }
}
