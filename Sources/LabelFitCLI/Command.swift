import LabelFitCore

/// A `labelfit` subcommand: its options, declared once, and what it does with them.
protocol Command {
    static var name: String { get }
    static var usage: String { get }
    static var summary: String { get }
    static var options: [OptionSpec] { get }
    static func run(_ args: ParsedArguments) throws -> ExitCode
}

extension Command {
    /// `--help`: made from the declarations, the same for every command.
    static var helpText: String {
        var lines = ["USAGE: \(usage)", "", summary, "", "OPTIONS:"]
        for o in options {
            let left = "  \(o.spelled)" + (o.placeholder.map { " <\($0)>" } ?? "")
            let pad = left.count < 30 ? String(repeating: " ", count: 30 - left.count) : "\n" + String(repeating: " ", count: 30)
            lines.append(left + pad + o.fullHelp)
        }
        return lines.joined(separator: "\n")
    }

    /// The README's option table for the command (`labelfit help COMMAND --markdown`).
    static var markdownTable: String {
        var lines = ["| option | meaning |", "| --- | --- |"]
        for o in options {
            let value = o.placeholder.map { " <\($0)>" } ?? ""
            let left = "`\(o.spelled)\(value)`".replacingOccurrences(of: "|", with: "\\|")
            lines.append("| \(left) | \(o.fullHelp.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        return lines.joined(separator: "\n")
    }
}

/// Every command `labelfit` has, in the order `labelfit --help` lists them.
enum Commands {
    static let all: [any Command.Type] = [MeasureCommand.self, CheckCommand.self, BaselineCommand.self,
                                          RecommendCommand.self, ServeCommand.self, FontsCommand.self, InitCommand.self,
                                          LayoutCommand.self, LimitsCommand.self]

    static func named(_ name: String) -> (any Command.Type)? { all.first { $0.name == name } }

    /// Parses the command's arguments and runs it; `--help` is answered here, once for all.
    static func run(_ command: any Command.Type, _ argv: [String]) throws -> ExitCode {
        let args = try ParsedArguments.parse(argv, options: command.options)
        if args.has("help") {
            print(command.helpText)
            return .pass
        }
        return try command.run(args)
    }
}

/// The option every command has.
let helpOption = OptionSpec.flag("help", "Show this help")
