import CUnicode
import Foundation
import LabelFitCore

/// `labelfit` front end: dispatches to a command and turns errors into exit codes; a failed write to
/// standard output is exit 2 too (`StandardStreams`).
public func runLabelFit(_ argv: [String]) -> Int32 {
    StandardStreams.holdClosed()
    return StandardStreams.finish(runCommand(argv))
}

private func runCommand(_ argv: [String]) -> Int32 {
    let commands = """
        USAGE: labelfit <command> [options]

        Measures translated UI labels with real fonts: width and growth against English, wrapping,
        truncation, and ink clipped by the line box.

        COMMANDS:
          init        Find the catalogs and platforms in a repository and write labelfit.json for them
          measure     Measure one pair, lone strings, or lines from stdin
          check       Check localization catalogs against thresholds (the CI job)
          baseline    Record the current findings as accepted, so CI fails only on new ones
          recommend   The line-height and row height a catalog needs, per font and profile
          serve       The JSON API and the translator page (loopback by default)
          fonts       List the bundled fonts
          layout      Where an Android app shows each string: its constraint, and whether the Arabic is cut there
        Run 'labelfit <command> --help' for a command's options ('labelfit help <command> --markdown'
        prints them as the README's table).
        Exit codes: 0 pass, 1 findings over threshold, 2 usage or input error.
        """
    guard let command = argv.first else { print(commands); return ExitCode.inputError.rawValue }
    let rest = Array(argv.dropFirst())
    do {
        try InputText.checkArgv()
        switch command {
        case "--help", "-h", "help":
            guard let name = rest.first else { print(commands); return ExitCode.pass.rawValue }
            guard let c = Commands.named(name) else { throw LabelFitError.usage("unknown command '\(name)' (see labelfit --help)") }
            print(rest.dropFirst().contains("--markdown") ? c.markdownTable : c.helpText)
            return ExitCode.pass.rawValue
        case "--version", "version":
            print("labelfit \(LabelFitVersion.string) (HarfBuzz \(harfBuzzVersion), ICU \(String(cString: lf_icu_version())))")
            return ExitCode.pass.rawValue
        default:
            guard let c = Commands.named(command) else { throw LabelFitError.usage("unknown command '\(command)' (see labelfit --help)") }
            return try Commands.run(c, rest).rawValue
        }
    } catch let error as LabelFitError {
        Terminal.error(error.description)
        return ExitCode.inputError.rawValue
    } catch {
        Terminal.error("\(error)")
        return ExitCode.inputError.rawValue
    }
}
