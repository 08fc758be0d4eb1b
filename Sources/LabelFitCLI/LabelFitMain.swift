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
    let commands = Commands.helpText
    guard let command = argv.first else { print(commands); return ExitCode.inputError.rawValue }
    let rest = Array(argv.dropFirst())
    do {
        try InputText.checkArgv()
        switch command {
        case "--help", "-h", "help":
            guard let name = rest.first else { print(commands); return ExitCode.pass.rawValue }
            if name == "--markdown" { print(Commands.markdownTable); return ExitCode.pass.rawValue }
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
