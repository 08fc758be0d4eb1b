import Foundation
import LabelFitCore

/// Mozilla Fluent resources (`.ftl`), read into the strings a user sees
/// (projectfluent.org/fluent/guide; the syntax in `FluentSyntax`):
///
/// - each message's value is a string (key `id`), each attribute another (`id.title`,
///   `id.aria-label`); `.accesskey` attributes are skipped: they hold the one key of a keyboard
///   shortcut (the DOM `accesskey` attribute Fluent's DOM bindings set), not text laid out in the UI;
/// - terms (`-brand-name`) are not shown by themselves ("Terms can only be used as references in
///   other messages", guide/terms.html): they are read only to fill the messages that reference them;
/// - a select expression gives one string per variant, keyed `id[one]`, `id[few]` (CLDR plural
///   categories, which `NUMBER` selectors match, guide/selectors.html), `id[=0]` for a number key,
///   `id[masculine]` for any other; a select on a term's attribute (`{ -brand.gender -> … }`) is
///   decided by the attribute's value, as `FluentBundle.formatPattern` decides it;
/// - placeables: `{ $name }` becomes `{name}` (the sample value LabelFit fills), `{ NUMBER($n) }`
///   `{n}`, `{ DATETIME($d) }` `{d, date}`; string and number literals are their text; message and
///   term references are the referenced pattern (default variants, or those a term call's named
///   arguments select: `{ -brand(case: "genitive") }`), as the user sees them.
///
/// Cost: references resolve at most `maxReferenceDepth` deep (a cycle is an error, as fluent.js's
/// "Cyclic reference"), and each string's resolution visits at most `maxVisits` expressions and
/// makes at most `maxStringScalars` characters, so that `a = {b}{b}`, `b = {c}{c}` … cannot grow
/// exponentially.
struct FluentReader {
    let limits: ReadLimits
    static let maxReferenceDepth = 16
    static let maxVisits = 100_000

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let text = try CatalogText.decode(try CatalogText.read(path, limits: limits), file: path)
            let (entries, junk) = FluentSyntax.parse(text)
            for j in junk {
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: j.line), .error, "Fluent syntax: \(j.reason); this entry is skipped (Junk)"))
            }
            var messages: [String: FluentSyntax.Entry] = [:]
            var terms: [String: FluentSyntax.Entry] = [:]
            for e in entries { if e.isTerm { terms[e.id] = e } else { messages[e.id] = e } }
            var seen: [String: SourceLocation] = [:]
            for entry in entries where !entry.isTerm {
                var patterns: [(key: String, pattern: FluentSyntax.Pattern, line: Int)] = []
                if let v = entry.value { patterns.append((entry.id, v, entry.line)) }
                for a in entry.attributes where a.name != "accesskey" { patterns.append((entry.id + "." + a.name, a.value, a.line)) }
                for (key, pattern, line) in patterns {
                    let location = SourceLocation(file: path, line: line)
                    var resolver = Resolver(messages: messages, terms: terms, maxScalars: limits.maxStringScalars)
                    do {
                        for v in try resolver.expand(pattern) {
                            out.add(.init(key: key + v.suffix, text: v.text, location: SourceLocation(file: path, line: v.line ?? line), comment: entry.comment),
                                    limits: limits, seen: &seen)
                        }
                        for w in Set(resolver.warnings).sorted() { out.diagnostics.append(CatalogDiagnostic(location, .warning, "'\(key)': \(w)")) }
                    } catch let e as Resolver.Failure {
                        out.diagnostics.append(CatalogDiagnostic(location, .error, "'\(key)': \(e.reason); skipped"))
                    }
                }
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }

    struct Resolver {
        let messages: [String: FluentSyntax.Entry]
        let terms: [String: FluentSyntax.Entry]
        let maxScalars: Int
        var visits = 0
        var resolving: [String] = []
        var warnings: [String] = []

        struct Failure: Error { var reason: String }
        struct Variant { var suffix: String; var text: String; var line: Int? }

        mutating func visit() throws {
            visits += 1
            guard visits <= FluentReader.maxVisits else { throw Failure(reason: "resolving its references takes more than \(FluentReader.maxVisits) steps") }
        }

        /// Every variant of a message's own pattern: each select expression multiplies them.
        mutating func expand(_ pattern: FluentSyntax.Pattern) throws -> [Variant] {
            var out = [Variant(suffix: "", text: "", line: nil)]
            for element in pattern.elements {
                try visit()
                let pieces: [Variant]
                switch element {
                case .text(let t): pieces = [Variant(suffix: "", text: t, line: nil)]
                case .placeable(.select(let selector, let variants)) where !Self.decidedByTerm(selector):
                    var branches: [Variant] = []
                    for v in variants {
                        let key = v.isNumber ? "=" + v.key : v.key
                        for inner in try expand(v.value) {
                            branches.append(Variant(suffix: "[\(key)]" + inner.suffix, text: inner.text, line: inner.line ?? v.line))
                        }
                    }
                    pieces = branches
                case .placeable(let e):
                    pieces = [Variant(suffix: "", text: try render(e, arguments: [:]), line: nil)]
                }
                let size = VariantLimit.Size(variants: VariantLimit.Size.times(out.count, pieces.count),
                                             scalars: VariantLimit.Size.plus(VariantLimit.Size.times(out.reduce(0) { $0 + $1.text.unicodeScalars.count }, pieces.count),
                                                                             VariantLimit.Size.times(pieces.reduce(0) { $0 + $1.text.unicodeScalars.count }, out.count)))
                do { try VariantLimit.check(size) } catch { throw Failure(reason: error.message) }
                out = out.flatMap { a in pieces.map { b in Variant(suffix: a.suffix + b.suffix, text: a.text + b.text, line: a.line ?? b.line) } }
            }
            return out
        }

        /// A select on a term's attribute (`-brand.gender`) is decided when the term is defined.
        static func decidedByTerm(_ selector: FluentSyntax.Expression) -> Bool {
            if case .term(_, let attribute, _) = selector, attribute != nil { return true }
            return false
        }

        /// A pattern as one string: each select takes its default variant, or the one the term's
        /// arguments or a term attribute choose.
        mutating func render(_ pattern: FluentSyntax.Pattern, arguments: [String: String]) throws -> String {
            var text = ""
            for element in pattern.elements {
                try visit()
                switch element {
                case .text(let t): text += t
                case .placeable(let e): text += try render(e, arguments: arguments)
                }
                guard text.unicodeScalars.count <= maxScalars else { throw Failure(reason: "its references make a string longer than \(maxScalars) characters") }
            }
            return text
        }

        mutating func render(_ e: FluentSyntax.Expression, arguments: [String: String]) throws -> String {
            try visit()
            switch e {
            case .string(let s): return s
            case .number(let n): return n
            case .variable(let name):
                // Inside a term, `$case` is the caller's named argument (guide/terms.html "Parameterized Terms").
                return arguments[name] ?? "{\(name)}"
            case .placeable(let inner): return try render(inner, arguments: arguments)
            case .function(let name, let positional, _):
                guard let first = positional.first else { return "" }
                if case .variable(let v) = first, arguments[v] == nil {
                    return name == "DATETIME" ? "{\(v), date}" : "{\(v)}"
                }
                return try render(first, arguments: arguments)
            case .message(let id, let attribute):
                return try reference(id, attribute: attribute, in: messages, name: id, arguments: [:])
            case .term(let id, let attribute, let named):
                var args: [String: String] = [:]
                for (k, v) in named { args[k] = try render(v, arguments: [:]) }
                return try reference(id, attribute: attribute, in: terms, name: "-" + id, arguments: args)
            case .select(let selector, let variants):
                let value = try selectorValue(selector, arguments: arguments)
                let chosen = variants.first { v in value != nil && v.key == value } ?? variants.first(where: \.isDefault) ?? variants[0]
                return try render(chosen.value, arguments: arguments)
            }
        }

        /// What a selector stands for when it is known without the app's arguments.
        mutating func selectorValue(_ selector: FluentSyntax.Expression, arguments: [String: String]) throws -> String? {
            switch selector {
            case .variable(let name): return arguments[name]
            case .string(let s): return s
            case .number(let n): return n
            case .term(let id, let attribute?, _):
                guard let a = terms[id]?.attributes.first(where: { $0.name == attribute }) else { return nil }
                return try render(a.value, arguments: [:])
            default: return nil
            }
        }

        mutating func reference(_ id: String, attribute: String?, in table: [String: FluentSyntax.Entry], name: String, arguments: [String: String]) throws -> String {
            let full = name + (attribute.map { "." + $0 } ?? "")
            guard let entry = table[id] else {
                // A bundle may join several files (Firefox's l10n.toml paths): fluent.js shows the
                // reference as `{id}` and reports it; measured here with a sample in its place.
                warnings.append("it references \(full), which this file does not define; measured with a sample in its place")
                return "{\(full)}"
            }
            let pattern: FluentSyntax.Pattern?
            if let attribute { pattern = entry.attributes.first { $0.name == attribute }?.value } else { pattern = entry.value }
            guard let pattern else { throw Failure(reason: "it references \(full), which has no \(attribute == nil ? "value" : "such attribute")") }
            guard !resolving.contains(full) else { throw Failure(reason: "cyclic reference to \(full)") }
            guard resolving.count < FluentReader.maxReferenceDepth else { throw Failure(reason: "references nest deeper than \(FluentReader.maxReferenceDepth) levels") }
            resolving.append(full)
            defer { resolving.removeLast() }
            return try render(pattern, arguments: arguments)
        }
    }
}
