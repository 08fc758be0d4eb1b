import Foundation

/// Output streams and colour, decided once: colour only on a terminal and only without NO_COLOR.
enum Terminal {
    static let stdoutIsTTY = isatty(STDOUT_FILENO) != 0
    static let stderrIsTTY = isatty(STDERR_FILENO) != 0
    static let colorAllowed = ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true

    static func error(_ message: String) {
        FileHandle.standardError.write(Data(("labelfit: " + message + "\n").utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    static func paint(_ text: String, _ code: String, tty: Bool = stdoutIsTTY) -> String {
        tty && colorAllowed ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// Exit codes, documented in the README.
enum ExitCode: Int32 {
    case pass = 0
    case findings = 1
    case inputError = 2
}

extension Terminal {
    static let stdinIsTTY = isatty(STDIN_FILENO) != 0
}
