import Foundation
import LabelFitCore

/// YAML translation catalogs as their ecosystems read them, parsed with libyaml (`YAMLDocument`):
///
/// - **Rails i18n** (guides.rubyonrails.org/i18n.html): the top-level key is the locale (`ar:`),
///   nested keys are joined with "." (`I18n.t("date.formats.short")`), a hash of plural keys
///   (`one:`, `other:`, and with the `I18n::Backend::Pluralization` rules rails-i18n installs, CLDR's
///   `zero two few many`) is one string per form (§ "Pluralization"), `%{name}` interpolation (§
///   "Passing Variables to Translations"), and "keys with a '_html' suffix and keys named 'html' are
///   marked as HTML safe" (§ "Using Safe HTML Translations"): only those are shown as HTML; every
///   other value is escaped, its markup seen as written. Scalars resolve as Psych does (YAML 1.1).
/// - **vue-i18n** YAML (vue-i18n.intlify.dev/guide/essentials/syntax, FreeTube `static/locales`):
///   the same tree without a locale root, values with ` | ` plural choices.
/// - **Symfony** translation files (symfony.com/doc/current/translation.html, `YamlFileLoader` →
///   `ArrayLoader::flatten`): nested keys, and list items (`key.0`, `key.1`), joined with "."; values
///   with `|` plural forms (symfony/translation-contracts `TranslatorTrait::trans`: `||` is a literal
///   pipe; `{0}`, `[1,Inf[` intervals; `one: ` labels); domains named `DOMAIN+intl-icu` hold ICU
///   MessageFormat (symfony.com/doc/current/translation/message_format.html).
/// - **Hugo** i18n (gohugo.io/content-management/multilingual/#translation-tables, read by go-i18n
///   v2 `ParseMessageFileBytes`): an id maps to a text or to a message of go-i18n's fields (`other`,
///   `one`, … `description`, `hash`, `leftDelim`, `rightDelim`, `translation`); a map of other keys
///   nests ids joined with "."; or a list of `{id, translation}`.
///
/// A value that is not a string (a Rails list such as `date.day_names`, a number, a boolean, `~`, a
/// Ruby symbol) is not a UI string: it is named in a warning, never measured, never dropped silently.
struct YAMLCatalogReader {
    /// `plain`: nested keys, each value one string with no plural syntax (a `name_<locale>.yml` beside
    /// its base `name.yml`, `CatalogDiscovery.yamlPlacement`).
    enum Flavor: Equatable { case localeRooted, symfony(icu: Bool), hugo, plain }
    let limits: ReadLimits
    let flavor: Flavor
    /// The project names vue-i18n (`CatalogDiscovery.namesVueI18n`): a rootless file's `|` are plural choices.
    var vueI18nProject = false

    /// What one file held for one locale.
    struct Read {
        var strings = LocaleStrings()
        /// "rails" when the root keys are locales, "vue-i18n" when they are not (`localeRooted` files);
        /// otherwise the flavor's name.
        var format: String
        /// The locales a Rails file's root keys name.
        var rootLocales: [String] = []
        /// Each message's full key before plural forms were split off, where it stands.
        var messageKeys: [(key: String, location: SourceLocation)] = []
    }

    /// How many nodes a walk may visit per node of the text, and how many bytes of full keys it may
    /// make per byte of the file: aliases of aliases ("billion laughs") and deep nesting would
    /// otherwise expand a small file exponentially or quadratically. Real catalogs share a few
    /// defaults (`<<: *defaults`) and stay far below both.
    static let nodesPerTextNode = 16
    static let keyBytesPerFileByte = JSONCatalogReader.keyBytesPerFileByte

    /// Reads the strings of `locale` (a Rails root key; other flavors read the whole file).
    /// `reportValues`: name the values that are not strings (the target's; a source's would repeat them).
    func read(_ path: String, locale: String, reportValues: Bool) -> Read {
        var out = Read(format: Self.formatName(flavor))
        do {
            let bytes = try CatalogText.read(path, limits: limits)
            _ = try CatalogText.decode(bytes, file: path)   // the located UTF-8, BOM and NUL checks
            var parsed = YAMLDocument.parse(bytes, file: path, maxDepth: limits.maxNestingDepth)
            if let e = parsed.error { out.strings.diagnostics.append(CatalogDiagnostic(e, file: path)) }
            var held = parsed.root
            parsed.root = nil
            var walk = Walk(reader: self, path: path, reportValues: reportValues,
                            nodeBudget: VariantLimit.Size.plus(VariantLimit.Size.times(Self.nodesPerTextNode, parsed.nodeCount), 64),
                            keyBudget: VariantLimit.Size.times(Self.keyBytesPerFileByte, max(bytes.count, 1)))
            if let root = held { walkDocument(root, walk: &walk, out: &out, locale: locale) }
            // The tree's last holder is `held` now: dropped level by level, not by recursive deinit.
            YAMLNode.release(&held)
            for item in walk.items { out.strings.add(item, limits: limits, seen: &walk.seen) }
            out.strings.diagnostics += walk.diagnostics
            out.messageKeys = walk.messageKeys
        } catch {
            out.strings.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }

    private func walkDocument(_ root: YAMLNode, walk: inout Walk, out: inout Read, locale: String) {
        switch flavor {
        case .localeRooted:
            if case .mapping(let members, _, _) = root, !members.isEmpty,
               members.allSatisfy({ $0.key.map { CatalogLocale.language(of: $0.value) != nil } ?? false }) {
                out.format = "rails"
                out.rootLocales = members.compactMap { $0.key?.value }
                for m in members where CatalogLocale.matches(m.key!.value, locale) { walk.tree(m.value, prefix: "") }
            } else {
                // Without locale root keys: vue-i18n's tree where the project names vue-i18n, whose `|`
                // separates plural choices; any other nested YAML (Grav's `languages/ar.yaml`) shows a `|` as written.
                out.format = vueI18nProject ? "vue-i18n" : "yaml"
                walk.rootless = true
                walk.vueI18n = vueI18nProject
                walk.tree(root, prefix: "")
            }
        case .symfony, .plain:
            walk.tree(root, prefix: "")
        case .hugo:
            walk.hugo(root)
        }
    }

    static func formatName(_ flavor: Flavor) -> String {
        switch flavor {
        case .localeRooted: "rails"
        case .symfony: "symfony"
        case .hugo: "hugo"
        case .plain: "yaml"
        }
    }

    /// The walk of one document: iterative (a stack of frames), bounded by `nodeBudget` visits and
    /// `keyBudget` bytes of full keys, each crossing reported at the node where it happened.
    struct Walk {
        let reader: YAMLCatalogReader
        let path: String
        let reportValues: Bool
        let nodeBudget: Int
        let keyBudget: Int
        var visited = 0
        var keyBytes = 0
        var stopped = false
        var items: [LocaleStrings.Item] = []
        var diagnostics: [CatalogDiagnostic] = []
        var seen: [String: SourceLocation] = [:]
        var messageKeys: [(key: String, location: SourceLocation)] = []
        /// The locale the file name states (Symfony's plural rule is the file's locale's).
        lazy var pathLocale: String = CatalogLocale.fromPath(path) ?? "en"

        func location(_ node: YAMLNode) -> SourceLocation { SourceLocation(file: path, line: node.line, column: node.column) }

        static func join(_ prefix: String, _ key: String) -> String { prefix.isEmpty ? key : prefix + "." + key }

        /// Counts a visit and the key it makes; false (reported once, at `node` or the alias that
        /// brought the walk there) once either budget is spent.
        mutating func spend(_ node: YAMLNode, key: String, via alias: YAMLNode? = nil) -> Bool {
            guard !stopped else { return false }
            visited += 1
            keyBytes = VariantLimit.Size.plus(keyBytes, key.utf8.count)
            guard visited <= nodeBudget, keyBytes <= keyBudget else {
                stopped = true
                diagnostics.append(CatalogDiagnostic(location(alias ?? node), .error,
                    visited > nodeBudget
                        ? "aliases expand this document past \(nodeBudget) nodes (\(YAMLCatalogReader.nodesPerTextNode) times the nodes it holds) at '\(key.prefix(60))'; the rest of the file is skipped"
                        : "the full keys of this file pass \(YAMLCatalogReader.keyBytesPerFileByte) times its size at '\(key.prefix(60))'; the rest of the file is skipped"))
                return false
            }
            return true
        }

        mutating func notString(_ node: YAMLNode, key: String, _ what: String) {
            guard reportValues else { return }
            diagnostics.append(CatalogDiagnostic(location(node), .warning, "'\(key)' is \(what), not a string: not measured"))
        }

        mutating func string(_ key: String, _ text: String, at node: YAMLNode, comment: String? = nil) {
            let l = location(node)
            messageKeys.append((key, l))
            switch reader.flavor {
            case .symfony(icu: true):
                do {
                    for v in try ICUMessageFormat.expand(text) { items.append(.init(key: key + v.suffix, text: v.text, location: l, comment: comment)) }
                } catch let e as ICUMessageFormat.SyntaxError {
                    diagnostics.append(CatalogDiagnostic(l, .error, "'\(key)': \(e.message)"))
                } catch {}
            case .symfony(icu: false):
                for v in SymfonyPlurals.variants(text, locale: pathLocale) {
                    items.append(.init(key: key + v.suffix, text: v.text, location: l, comment: comment))
                }
            case .localeRooted, .hugo, .plain:
                let choices = vueI18n ? Self.vueChoices(text) : nil
                for v in choices ?? [.init(suffix: "", text: text)] {
                    items.append(.init(key: key + v.suffix, text: v.text, location: l, comment: comment))
                }
            }
        }

        /// vue-i18n v9+ message syntax (vue-i18n.intlify.dev/guide/essentials/pluralization and
        /// /syntax "Special Characters"): every `|` outside `{…}` separates plural choices, with or
        /// without spaces, and a literal is written `{'|'}` (literal interpolation, shown as its
        /// content). The choices take the categories `JSONCatalogReader.pipePlurals` gives them.
        static func vueChoices(_ text: String) -> [ICUMessageFormat.Variant]? {
            guard text.contains(ascii: "|") || text.contains("{'") else { return nil }
            var forms: [String] = [""]
            var depth = 0
            for c in text {
                if c == "{" { depth += 1 } else if c == "}" { depth = max(0, depth - 1) }
                if c == "|" && depth == 0 { forms.append("") } else { forms[forms.count - 1].append(c) }
            }
            let literal = try! NSRegularExpression(pattern: #"\{\s*'((?:[^'\\]|\\.)*)'\s*\}"#)
            let shown = forms.map { f -> String in
                let t = f.trimmingCharacters(in: .whitespaces)
                return literal.stringByReplacingMatches(in: t, range: NSRange(location: 0, length: (t as NSString).length), withTemplate: "$1")
            }.filter { !$0.isEmpty }
            guard shown.count > 1 else { return shown.first.map { [.init(suffix: "", text: $0)] } }
            // The categories `JSONCatalogReader.pipePlurals` gives (vue-i18n's documented 2- and 3-choice forms).
            let categories = JSONCatalogReader.pipePlurals(Array(repeating: "x", count: shown.count).joined(separator: " | "))!.map(\.suffix)
            return zip(categories, shown).map { ICUMessageFormat.Variant(suffix: $0, text: $1) }
        }

        /// A locale-rooted file without locale root keys: not Rails (no Rails lists, plural hashes or
        /// YAML 1.1 scalars).
        var rootless = false
        /// A rootless file of a project that names vue-i18n, whose ` | ` choices are plurals (Rails and
        /// plain YAML show a `|` as written).
        var vueI18n = false

        /// The plural categories a mapping's keys are, when every key is one and `other` or `one` is
        /// among them (Rails' `pluralization_key` picks `:one`/`:other`, CLDR's others with rails-i18n).
        static func pluralForms(_ members: [(key: YAMLNode.Scalar?, value: YAMLNode)]) -> Bool {
            let keys = members.compactMap { $0.key?.value }
            return keys.count == members.count && !keys.isEmpty && keys.allSatisfy(PluralRules.categories.contains)
                && (keys.contains("other") || keys.contains("one"))
        }

        /// Every string of a tree, keys joined with ".", in document order.
        mutating func tree(_ top: YAMLNode, prefix: String) {
            var stack: [(node: YAMLNode, key: String, depth: Int, alias: YAMLNode?)] = [(top, prefix, 0, nil)]
            while let (node, key, depth, alias) = stack.popLast() {
                guard spend(node, key: key, via: alias) else { return }
                guard depth <= reader.limits.maxNestingDepth else {
                    diagnostics.append(CatalogDiagnostic(location(node), .error, "'\(key.prefix(60))': aliases nest this value deeper than \(reader.limits.maxNestingDepth) levels (--max-depth); skipped"))
                    continue
                }
                switch node {
                case .alias(let target, _, _):
                    stack.append((target, key, depth, alias ?? node))
                case .scalar(let s):
                    switch YAMLScalarKind(s, schema: reader.flavor == .localeRooted && !rootless ? .psych : .core) {
                    case .string: string(key, s.value, at: node)
                    case .other(let what): notString(node, key: key, what)
                    }
                case .sequence(let elements, _, _):
                    if case .symfony = reader.flavor {
                        // ArrayLoader::flatten: list items are messages keyed by their index.
                        for (i, e) in elements.enumerated().reversed() { stack.append((e, Self.join(key, String(i)), depth + 1, alias)) }
                    } else if reader.flavor == .localeRooted && !rootless, let items = Self.textItems(elements) {
                        // Rails lists of texts (rails-i18n `date.day_names`, `date.month_names`): Rails shows
                        // each item (actionview date_helper.rb `DateTimeSelector#month_names`:
                        // `I18n.translate(:'date.month_names')`, the leading nil standing for no month 0,
                        // and `translated_day_names`), so each is a string keyed by its index as
                        // `I18n.t('date.day_names')[i]` reads it. A null item is Rails' placeholder, not text.
                        for (i, e) in items.reversed() { stack.append((e, Self.join(key, String(i)), depth + 1, alias)) }
                    } else {
                        notString(node, key: key, "a list of \(elements.count) item\(elements.count == 1 ? "" : "s")")
                    }
                case .mapping(let members, _, _):
                    if reader.flavor == .localeRooted && !rootless && Self.pluralForms(members) {
                        for m in members.reversed() { stack.append((m.value, key + "[\(m.key!.value)]", depth + 1, alias)) }
                        continue
                    }
                    for m in members.reversed() {
                        guard let k = m.key else {
                            diagnostics.append(CatalogDiagnostic(location(m.value), .warning, "a key under '\(key)' that is not a scalar; its value is not read"))
                            continue
                        }
                        stack.append((m.value, Self.join(key, k.value), depth + 1, alias))
                    }
                }
            }
        }

        /// The items of a Rails list worth reading, with their indices: nil unless at least one is a
        /// string by Psych's rules (`date.order`'s `:year` symbols are no text, so that list stays one
        /// warning); null items left out.
        static func textItems(_ elements: [YAMLNode]) -> [(Int, YAMLNode)]? {
            func kind(_ e: YAMLNode) -> YAMLScalarKind? {
                guard case .scalar(let s) = e.resolved else { return nil }
                return YAMLScalarKind(s, schema: .psych)
            }
            guard elements.contains(where: { if case .string? = kind($0) { true } else { false } }) else { return nil }
            return elements.enumerated().filter { _, e in
                if case .other(let what)? = kind(e), what.hasPrefix("null") { return false }
                return true
            }.map { ($0.offset, $0.element) }
        }

        /// go-i18n v2 message fields (github.com/nicksnyder/go-i18n, v2/i18n/message.go `NewMessage`).
        static let goI18nFields: Set<String> = ["id", "description", "hash", "leftdelim", "rightdelim", "translation", "zero", "one", "two", "few", "many", "other"]

        /// A Hugo/go-i18n document: a map of ids, or a list of `{id, translation}`.
        mutating func hugo(_ root: YAMLNode) {
            switch root.resolved {
            case .sequence(let elements, _, _):
                for e in elements {
                    guard spend(e, key: "") else { return }
                    guard case .mapping(let members, _, _) = e.resolved, let id = members.first(where: { $0.key?.value.lowercased() == "id" })?.value,
                          case .scalar(let idScalar) = id.resolved else {
                        diagnostics.append(CatalogDiagnostic(location(e), .warning, "a list item without an id: not a go-i18n message; not read"))
                        continue
                    }
                    message(e, key: idScalar.value, depth: 1)
                }
            case .mapping(let members, _, _):
                for m in members {
                    guard let k = m.key else { continue }
                    message(m.value, key: k.value, depth: 1)
                }
            case .scalar, .alias:
                diagnostics.append(CatalogDiagnostic(location(root), .error, "expected a map of message ids or a list of messages at the top level"))
            }
        }

        mutating func message(_ node: YAMLNode, key: String, depth: Int, via alias: YAMLNode? = nil) {
            guard spend(node, key: key, via: alias) else { return }
            guard depth <= reader.limits.maxNestingDepth else {
                diagnostics.append(CatalogDiagnostic(location(node), .error, "'\(key.prefix(60))' nests deeper than \(reader.limits.maxNestingDepth) levels (--max-depth); skipped"))
                return
            }
            switch node {
            case .alias(let target, _, _):
                message(target, key: key, depth: depth, via: alias ?? node)
            case .scalar(let s):
                if case .string = YAMLScalarKind(s, schema: .core) { string(key, s.value, at: node) } else if case .other(let what) = YAMLScalarKind(s, schema: .core) { notString(node, key: key, what) }
            case .sequence(let e, _, _):
                notString(node, key: key, "a list of \(e.count) item\(e.count == 1 ? "" : "s")")
            case .mapping(let members, _, _):
                let keys = members.compactMap { $0.key?.value.lowercased() }
                if keys.count == members.count, !keys.isEmpty, keys.allSatisfy(Self.goI18nFields.contains) {
                    let field = { (name: String) in members.first { $0.key?.value.lowercased() == name }?.value.resolved }
                    var comment: String?
                    if case .some(.scalar(let d)) = field("description") { comment = d.value }
                    if let t = field("translation") {
                        // The list form: `translation` is the text or a map of plural forms.
                        if case .mapping = t { message(t, key: key, depth: depth + 1) } else if case .scalar(let s) = t { string(key, s.value, at: t, comment: comment) }
                        return
                    }
                    // A lone `other` is the message's only form, not a plural.
                    let forms = PluralRules.categories.filter { field($0) != nil }
                    for category in forms {
                        let v = field(category)!
                        guard case .scalar(let s) = v, case .string = YAMLScalarKind(s, schema: .core) else {
                            notString(v, key: key + "[\(category)]", "not text")
                            continue
                        }
                        string(forms == ["other"] ? key : key + "[\(category)]", s.value, at: v, comment: comment)
                    }
                    return
                }
                for m in members {
                    guard let k = m.key else { continue }
                    message(m.value, key: Self.join(key, k.value), depth: depth + 1, via: alias)
                }
            }
        }
    }
}

/// What a scalar is under the schema its ecosystem's loader applies; only `.string` is UI text.
enum YAMLScalarKind {
    case string
    /// A description of the non-string value, for the warning ("the number 3", "a boolean (yes)").
    case other(String)

    enum Schema {
        /// Psych's `ScalarScanner#tokenize` (ruby/psych lib/psych/scalar_scanner.rb), YAML 1.1:
        /// `yes/no/on/off/true/false` booleans, `~`/`null`/empty null, `:name` symbols, integers,
        /// floats, dates.
        case psych
        /// YAML 1.2's core schema (yaml.org/spec/1.2.2 §10.3.2), as Symfony's Yaml component
        /// (`Inline::evaluateScalar`) and go-yaml v3 resolve plain scalars into untyped values:
        /// `true/false`, `~`/`null`/empty, integers and floats; everything else a string.
        case core
    }

    init(_ s: YAMLNode.Scalar, schema: Schema) {
        if let tag = s.tag {
            // An explicit tag decides: `!!str` (and `!`, non-specific) is a string.
            if tag == "tag:yaml.org,2002:str" || tag == "!" { self = .string } else { self = .other("tagged \(tag)") }
            return
        }
        guard s.plain else { self = .string; return }
        let v = s.value
        if v.isEmpty || v == "~" || v == "null" || v == "Null" || v == "NULL" { self = .other("null (\(v.isEmpty ? "empty" : v))"); return }
        let lower = v.lowercased()
        let booleans: Set<String> = schema == .psych ? ["yes", "no", "true", "false", "on", "off"] : ["true", "false"]
        if booleans.contains(lower) && (schema == .psych || v == lower || v == v.capitalized || v == v.uppercased()) {
            self = .other("a boolean (\(v))"); return
        }
        if schema == .psych, v.hasPrefix(":"), v.count > 1 { self = .other("the Ruby symbol \(v)"); return }
        if v.range(of: #"^[-+]?(0|[1-9][0-9_]*|0x[0-9a-fA-F_]+|0o?[0-7_]+|0b[01_]+)$"#, options: .regularExpression) != nil {
            self = .other("the number \(v)"); return
        }
        if v.range(of: #"^[-+]?([0-9][0-9_]*)?\.[0-9_]*([eE][-+]?[0-9]+)?$|^[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+$|^[-+]?\.(inf|Inf|INF)$|^\.(nan|NaN|NAN)$"#,
                   options: .regularExpression) != nil, v != "." {
            self = .other("the number \(v)"); return
        }
        if schema == .psych, v.range(of: #"^\d{4}-\d{1,2}-\d{1,2}([Tt ].*)?$"#, options: .regularExpression) != nil {
            self = .other("a date (\(v))"); return
        }
        self = .string
    }
}
