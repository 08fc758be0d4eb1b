import Foundation
import LabelFitCore
import LabelFitReports

/// Output streams and colour, decided once: colour only on a terminal and only without NO_COLOR.
enum Terminal {
    static let stdoutIsTTY = isatty(STDOUT_FILENO) != 0
    static let stderrIsTTY = isatty(STDERR_FILENO) != 0
    static let colorAllowed = ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true

    /// Messages are one line each: control characters from file names and catalog text are
    /// escaped (`ControlCharacters`: a GitHub runner reads stderr for workflow commands too).
    static func error(_ message: String) {
        writeStandardError("labelfit: " + ControlCharacters.escaped(message) + "\n")
    }

    static func note(_ message: String) {
        writeStandardError(ControlCharacters.escaped(message) + "\n")
    }

    /// Written with write(2): `FileHandle.write` traps when the write fails (`2>/dev/full`, stderr
    /// closed), and a message that cannot be shown must not turn a result into a crash.
    static func writeStandardError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var done = 0
            while done < bytes.count {
                let n = write(STDERR_FILENO, bytes.baseAddress! + done, bytes.count - done)
                if n > 0 { done += n } else if n < 0 && errno == EINTR { continue } else { return }
            }
        }
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

/// Standard streams made safe at start and checked at the end.
enum StandardStreams {
    /// A process started with descriptor 0, 1 or 2 closed would give that number to the next file it
    /// opens (POSIX `open(2)`: the lowest free descriptor), and the report would be written into a
    /// catalog or a font. Each closed one is held by /dev/null now: read-only for standard output,
    /// so writing the report fails (EBADF) and is reported, rather than vanishing.
    static func holdClosed() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", (fd == STDERR_FILENO ? O_WRONLY : O_RDONLY) | O_CLOEXEC)
            if null >= 0 && null != fd {
                dup2(null, fd)
                close(null)
            }
        }
    }

    /// The exit status once everything printed is flushed: a write to standard output that failed
    /// (through `print` or a `ReportSink`) is exit 2 with the reason, unless the command already
    /// failed with its own message.
    static func finish(_ status: Int32) -> Int32 {
        // fflush(NULL) flushes every output stream, `print`'s among them; glibc keeps what a failed
        // write could not write, so an earlier failure fails here again (errno says why).
        let flushed = fflush(nil) == 0 ? 0 : errno
        var failure = ReportSink.standardOutputError
        if failure == 0 && flushed != 0 { failure = flushed }
        guard failure != 0, status != ExitCode.inputError.rawValue else { return status }
        Terminal.error("standard output: cannot write: \(String(cString: strerror(failure)))")
        return ExitCode.inputError.rawValue
    }
}
