import Foundation

/// The text of source lines by file and line number, each file read once; for the fingerprints.
struct SourceLineTexts {
    let root: String
    private var files: [String: [Substring]?] = [:]

    init(root: String) { self.root = root }

    /// Line `line` (1-based) of `file` (relative to the root, or absolute), whitespace collapsed; nil
    /// when the file cannot be read or has no such line.
    mutating func text(_ file: String, line: Int?) -> String? {
        guard let line, line >= 1 else { return nil }
        if files[file] == nil {
            let path = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: root, isDirectory: true)).path
            files[file] = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) }
        }
        guard let lines = files[file] ?? nil, line <= lines.count else { return nil }
        let words = lines[line - 1].split(whereSeparator: { $0.isWhitespace })
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
}
