import Foundation
import LabelFitCore

/// Laravel's `lang/<locale>.json` (laravel.com/docs/localization "Using Translation Strings as
/// Keys"): one flat object whose keys are the application's default-language text
/// (`__('I love programming.')`) and whose values are the translation. The key is the source; a
/// `lang/en.json` beside it overrides it for English, as Laravel looks the key up there first.
/// Values follow Laravel's pipe plurals and `:name` placeholders (`LaravelMessage`).
struct LaravelJSONReader {
    let limits: ReadLimits

    /// Each string value by its key, in file order; non-string values are named, not measured.
    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        JSONCatalogReader.readObject(path, limits: limits, into: &out) { root, _, out in
            var seen: [String: SourceLocation] = [:]
            for (key, value, line) in root.members {
                guard case .string(let text, let l, let column) = value else {
                    // Laravel's JSON loader takes only strings for `__()`: anything else is not a text.
                    out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: line), .warning,
                        "'\(key.prefix(60))' is not a string: Laravel JSON translations are flat key-to-text; not measured"))
                    continue
                }
                out.add(.init(key: key, text: text, location: SourceLocation(file: path, line: l, column: column), comment: nil), limits: limits, seen: &seen)
            }
        }
        return out
    }

    /// The source side: each target key's English, from `sourceFile` when it has the key, else the key itself.
    func source(for target: LocaleStrings, sourceFile: String?) -> LocaleStrings {
        var out = LocaleStrings()
        var english: [String: LocaleStrings.Item] = [:]
        if let sourceFile {
            let read = read(sourceFile)
            out.diagnostics = read.diagnostics
            for item in read.items { english[item.key] = item }
        }
        var seen: [String: SourceLocation] = [:]
        for item in target.items {
            out.add(english[item.key] ?? .init(key: item.key, text: item.key, location: item.location, comment: nil), limits: limits, seen: &seen)
        }
        return out
    }
}
