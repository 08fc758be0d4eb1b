import CUnicode
import Foundation
import LabelFitCore

/// `labelfit` front end: dispatches to a command and turns errors into exit codes.
func runLabelFit(_ argv: [String]) -> ExitCode {
    let commands = """
        USAGE: labelfit <command> [options]

        Measures translated UI labels with real fonts: width and growth against English, wrapping,
        truncation, and ink clipped by the line box.

        COMMANDS:
          measure     Measure one pair, lone strings, or lines from stdin
          check       Check localization catalogs against thresholds (the CI job)
          baseline    Record the current findings as accepted, so CI fails only on new ones
          recommend   The line-height and row height a catalog needs, per font and profile
          serve       The JSON API and the translator page (loopback by default)
          fonts       List the bundled fonts
        Run 'labelfit <command> --help' for a command's options.
        Exit codes: 0 pass, 1 findings over threshold, 2 usage or input error.
        """
    guard let command = argv.first else { print(commands); return .inputError }
    let rest = Array(argv.dropFirst())
    do {
        try InputText.checkArgv()
        switch command {
        case "--help", "-h", "help":
            print(commands)
            return .pass
        case "--version", "version":
            print("labelfit \(LabelFitVersion.string) (HarfBuzz \(harfBuzzVersion), ICU \(String(cString: lf_icu_version())))")
            return .pass
        case "measure":
            let args = try ParsedArguments.parse(rest, options: MeasureCommand.options)
            if args.has("help") {
                print(ParsedArguments.helpText(usage: MeasureCommand.usage, summary: MeasureCommand.summary, options: MeasureCommand.options))
                return .pass
            }
            return try MeasureCommand(args: args, registry: try FontRegistry()).run()
        case "check", "baseline":
            let args = try ParsedArguments.parse(rest, options: CheckCommand.options)
            if args.has("help") {
                print(ParsedArguments.helpText(usage: CheckCommand.usage.replacingOccurrences(of: "check", with: command),
                                               summary: command == "baseline"
                                                ? "Runs the check and records every current finding as accepted (default file: the config's baseline, else .labelfit-baseline.json)."
                                                : CheckCommand.summary, options: CheckCommand.options))
                return .pass
            }
            return try CheckCommand(args: args, writeBaseline: command == "baseline").run()
        case "recommend":
            let args = try ParsedArguments.parse(rest, options: RecommendCommand.options)
            if args.has("help") {
                print(ParsedArguments.helpText(usage: RecommendCommand.usage, summary: RecommendCommand.summary, options: RecommendCommand.options))
                return .pass
            }
            return try RecommendCommand(args: args).run()
        case "serve":
            let args = try ParsedArguments.parse(rest, options: ServeCommand.options)
            if args.has("help") {
                print(ParsedArguments.helpText(usage: ServeCommand.usage, summary: ServeCommand.summary, options: ServeCommand.options))
                return .pass
            }
            return try ServeCommand(args: args).run()
        case "fonts":
            let registry = try FontRegistry()
            for f in registry.manifest.fonts {
                print("\(f.family)\t\(f.style)\t\(f.weight)\t\(f.file)\t\(f.license)\t\(f.debianPackage) \(f.debianVersion)")
            }
            return .pass
        default:
            throw LabelFitError.usage("unknown command '\(command)' (see labelfit --help)")
        }
    } catch let error as LabelFitError {
        Terminal.error(error.description)
        return .inputError
    } catch {
        Terminal.error("\(error)")
        return .inputError
    }
}

exit(runLabelFit(Array(CommandLine.arguments.dropFirst())).rawValue)
