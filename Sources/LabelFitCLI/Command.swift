import LabelFitCore

/// A `labelfit` subcommand: its options, declared once, and what it does with them.
protocol Command {
    static var name: String { get }
    static var usage: String { get }
    static var summary: String { get }
    /// One line: what the command is for, as `labelfit --help` lists it and the command tables of the
    /// README and docs/reference.md say it (both made from it: `labelfit help --markdown`).
    static var brief: String { get }
    /// The document that tells the command in depth, named in the command tables.
    static var documentation: String? { get }
    static var options: [OptionSpec] { get }
    static func run(_ args: ParsedArguments) throws -> ExitCode
}

extension Command {
    static var documentation: String? { nil }

    /// `labelfit check [PATH …]`: the name with the operands of its usage (what is not an option).
    static var invocation: String {
        // The bracketed groups of capitals: "[PATH ...]", "[PATH]", "[TEXT ...]" (options start with "--").
        var operands: [String] = []
        var rest = Substring(usage)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            let inner = rest[rest.index(after: open)..<close]
            let word = inner.prefix { $0.isUppercase }
            if !word.isEmpty, inner == word || inner == word + " ..." {
                operands.append("[" + word + (inner == word ? "" : " …") + "]")
            }
            rest = rest[rest.index(after: close)...]
        }
        return (["labelfit", name] + operands).joined(separator: " ")
    }

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

/// Every command `labelfit` has, in the order `labelfit --help` and the command tables list them:
/// the first run's order (`init`, then measuring and checking), `layout` last.
enum Commands {
    static let all: [any Command.Type] = [InitCommand.self, MeasureCommand.self, CheckCommand.self, BaselineCommand.self,
                                          RecommendCommand.self, ServeCommand.self, FontsCommand.self, LayoutCommand.self,
                                          LimitsCommand.self]

    /// `labelfit --help`: every command's name and `brief`.
    static var helpText: String {
        let names = all.map { $0.name }
        let width = (names.map { $0.count }.max() ?? 0) + 3
        let list = all.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + $0.brief }
        return (["""
            USAGE: labelfit <command> [options]

            Measures translated UI labels with real fonts: width and growth against English, wrapping,
            truncation, and ink clipped by the line box.

            COMMANDS:
            """] + list + ["""
            Run 'labelfit <command> --help' for a command's options ('labelfit help <command> --markdown'
            prints them as the reference's table; 'labelfit help --markdown' prints the commands' table).
            Exit codes: 0 pass, 1 findings over threshold, 2 usage or input error.
            """]).joined(separator: "\n")
    }

    /// The commands' table of the README and docs/reference.md (`labelfit help --markdown`).
    static var markdownTable: String {
        var lines = ["| command | what it does |", "| --- | --- |"]
        for c in all {
            lines.append("| `\(c.invocation)` | \(c.brief)\(c.documentation.map { " (\($0))" } ?? "") |")
        }
        return lines.joined(separator: "\n")
    }

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
