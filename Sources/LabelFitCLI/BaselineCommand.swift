/// `labelfit baseline`: `check`, with every current finding written down as accepted.
struct BaselineCommand: Command {
    static let name = "baseline"
    static let usage = "labelfit baseline [PATH ...] [options]"
    static let brief = "Record the current findings as accepted, so CI fails only on new ones"
    static let summary = """
        Runs the check and records every current finding as accepted, in the config's "baseline" file, else
        labelfit-baseline.json beside labelfit.json (or in the current folder without one), which check then
        reads without being told. Findings are matched by file, rule, key and target text, never by line.
        """
    static var options: [OptionSpec] { CheckCommand.options }

    static func run(_ args: ParsedArguments) throws -> ExitCode { try CheckCommand(args: args, writeBaseline: true).run() }
}
