/// Text inside a GitHub Actions workflow command (`::error file=…,line=…,title=…::message`), which the
/// runner turns into an annotation on the pull request. The runner reads its output line by line and
/// takes any line starting with `::` as a command, so a CR or LF in a file name or message would end
/// the command and let the next line be one of the repository's choosing. Escaped as GitHub's own
/// toolkit escapes (actions/toolkit `packages/core/src/command.ts`: `escapeData` turns `%`, CR and LF
/// into `%25`, `%0D`, `%0A`; `escapeProperty` also `:` and `,` into `%3A`, `%2C`, since they end a
/// property), which the runner undoes (actions/runner `ActionCommand.cs`, `Unescape`). `%` goes first,
/// so a literal `%0A` in the text stays the three characters it was. The other control characters
/// (ESC sequences that would colour or rewrite the log) are then written as `ControlCharacters` writes
/// them for a terminal, since the runner's log is one.
public enum WorkflowCommandText {
    /// A command's message, after the second `::`.
    public static func data(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A }) else { return ControlCharacters.escaped(s) }
        return ControlCharacters.escaped(s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A"))
    }

    /// A property's value (`file=`, `title=`).
    public static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
