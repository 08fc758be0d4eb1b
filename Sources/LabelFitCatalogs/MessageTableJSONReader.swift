import Foundation
import LabelFitCore

/// A JSON object of messages, each a string or an object whose `message` is the string and whose
/// note member (a string or a list of strings) is for translators, never UI text: VS Code's
/// `bundle.l10n.json`/`package.nls.json` (`comment`) and Docusaurus' `i18n/<locale>/**/*.json`
/// (`description`). Keys are the messages' ids, paired with the source file's.
struct MessageTableJSONReader {
    let limits: ReadLimits
    /// The member of a message object that is a note (VS Code `comment`, Docusaurus `description`).
    let noteKey: String

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let bytes = try CatalogText.read(path, limits: limits)
            var (root, duplicates) = try LocatedJSONParser.parse(bytes, file: path, maxDepth: limits.maxNestingDepth)
            defer { LocatedJSON.release(&root) }
            for d in duplicates { out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: d.line), .warning, "duplicate key '\(d.key)'; the last one wins")) }
            guard case .object(let members, _) = root else {
                throw LabelFitError.invalidInput(SourceLocation(file: path, line: 1), "expected a JSON object of messages at the top level")
            }
            var seen: [String: SourceLocation] = [:]
            for (key, value, line) in members {
                switch value {
                case .string(let text, let l, let c):
                    out.add(.init(key: key, text: text, location: SourceLocation(file: path, line: l, column: c)), limits: limits, seen: &seen)
                case .object:
                    guard case .string(let text, let l, let c)? = value["message"] else { fallthrough }
                    let note: String?
                    switch value[noteKey] {
                    case .string(let s, _, _)?: note = s
                    case .array(let items, _)?: note = items.compactMap(\.stringValue).joined(separator: " ")
                    default: note = nil
                    }
                    out.add(.init(key: key, text: text, location: SourceLocation(file: path, line: l, column: c), comment: note), limits: limits, seen: &seen)
                default:
                    out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: line), .warning,
                        "'\(key)' is neither a string nor an object with a string \"message\": not a message, not measured"))
                }
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }
}
