/// `labelfit baseline`: `check`, with every current finding written down as accepted.
struct BaselineCommand: Command {
    static let name = "baseline"
    static let usage = "labelfit baseline [PATH ...] [options]"
    static let summary = "Runs the check and records every current finding as accepted (default file: the config's baseline, else .labelfit-baseline.json)."
    static var options: [OptionSpec] { CheckCommand.options }

    static func run(_ args: ParsedArguments) throws -> ExitCode { try CheckCommand(args: args, writeBaseline: true).run() }
}
