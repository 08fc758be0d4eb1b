import Foundation
import LabelFitCore

/// A target file that no format of LabelFit's reads, paired with the source-locale file of the same
/// kind beside it by their common structure: each is read as lines of `key SEPARATOR value` (the shape
/// of INI, `.properties`-like, `.lang`, Lua and PHP tables, PHP assignments `$lang['key'] = '…';`, OpenRCT2's `STR_0002 :text`, flat JSON and
/// YAML: a key — a name, `"quoted"` or `["quoted"]` — then `:`, `=` or `=>`, then a quoted or bare
/// value), the two skeletons are aligned by key (the n-th occurrence of a key with the n-th), and the
/// strings that differ are paired. No ecosystem documents this: it is the general fallback, and every
/// file read so is named in a warning, so a user can confirm the pairs or declare the format.
///
/// A file is read so only when most of its lines have that shape (`minShare`) and most of its keys
/// stand in the source (`minShare` again); otherwise it stays "not read", named with the reason.
enum StructurePairing {
    static let minShare = 0.6

    struct Line: Equatable {
        var key: String
        var value: String
        var line: Int
    }

    /// The key/value lines of a text, and how many lines hold anything (neither blank nor a comment).
    /// Keys that describe a string rather than hold one (go-i18n's `hash` and `description`, notes and
    /// contexts): never measured.
    static let metadataKeys: Set<String> = ["hash", "description", "comment", "_comment", "context", "note", "notes"]

    static func lines(_ text: String) -> (lines: [Line], meaningful: Int) {
        var out: [Line] = [], meaningful = 0
        var number = 0, section = ""
        // `\r\n` is one Character (a grapheme cluster): split on line breaks as Characters, so CRLF files
        // (Windows tools' catalogs) have lines too.
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let l = raw.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }.trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
            if l.isEmpty || ["#", "//", ";", "--", "!", "/*", "*", "<!--"].contains(where: { l.hasPrefix($0) }) { continue }
            // `[name]` (INI, TOML) starts a section: its keys are `name.key`; a CLDR category below it
            // is a plural form, `name[few]` (go-i18n's `[ID]` tables with `one`/`other`).
            if l.hasPrefix("["), l.hasSuffix("]"), !l.contains("="), l.count > 2, l.count < 200 {
                section = l.trimmingCharacters(in: CharacterSet(charactersIn: "[] \"'"))
                continue
            }
            // Brackets alone open or close a block: structure, not a line to pair.
            if l.allSatisfy({ "{}[](),;<>?=".contains($0) || $0 == " " }) { continue }
            meaningful += 1
            guard let (key, value) = pair(Array(l.unicodeScalars)) else { continue }
            if metadataKeys.contains(key.lowercased()) { meaningful -= 1; continue }
            let full = section.isEmpty ? key : PluralRules.categories.contains(key) ? "\(section)[\(key)]" : section + "." + key
            out.append(Line(key: full, value: value, line: number))
        }
        return (out, meaningful)
    }

    /// The text an XML catalog holds, as lines to pair (Notepad++'s `nativeLang/<language>.xml`:
    /// `<Item menuId="file" name="&amp;File"/>`): each attribute value and each element's own text
    /// with a letter is one line, keyed by the element path, every element on it named with its
    /// identifying attributes (a name ending in `id`: `id`, `menuId`, `CMDID`) — `…/Entries/Item[menuId=file]@name`.
    /// A value of one word that is a path or a file name (`english.xml`) names a file, not text. nil when the file is not well-formed XML.
    /// Bounded: a path's identifying values are cut to `maxIdentifierScalars` and a key to
    /// `maxKeyScalars` (a hostile file's long ids would otherwise be copied into every descendant's key),
    /// and at most `maxLines` lines are read.
    static let maxIdentifierScalars = 64, maxKeyScalars = 512, maxLines = 100_000

    static func xmlLines(_ bytes: [UInt8], file: String) -> (lines: [Line], meaningful: Int)? {
        guard let root = try? XMLElementNode.parse(bytes, file: file) else { return nil }
        // An identifying attribute: `id`, or a name ending in `Id`/`ID`/`_id` (`menuId`, `CMDID`), not
        // a word that merely ends in "id" (`valid`, `grid`, `paid`).
        func isIdentifier(_ attribute: String) -> Bool {
            attribute.lowercased() == "id" || attribute.hasSuffix("Id") || attribute.hasSuffix("ID") || attribute.hasSuffix("_id")
        }
        func bounded(_ s: String, _ n: Int) -> String { s.unicodeScalars.count <= n ? s : String(String.UnicodeScalarView(s.unicodeScalars.prefix(n))) }
        func isText(_ value: String) -> Bool {
            guard value.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return false }
            guard !value.unicodeScalars.contains(where: { $0.properties.isWhitespace }) else { return true }
            // One word: a path (`a/b`) or a file name (`english.xml`: a name, a dot, 1–5 letters or digits) is no text; "Print..." is.
            if value.contains(ascii: "/") { return false }
            guard let dot = value.lastIndex(of: "."), dot != value.startIndex else { return true }
            let ext = value[value.index(after: dot)...]
            return !((1...5).contains(ext.count) && ext.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
                     && value[value.index(before: dot)] != ".")
        }
        var out: [Line] = []
        var pending: [(node: XMLElementNode, path: String)] = [(root, "")]
        while let (node, prefix) = pending.popLast(), out.count < maxLines {
            let ids = node.attributes.keys.filter(isIdentifier).sorted().map { "\($0)=\(bounded(node.attributes[$0]!, maxIdentifierScalars))" }
            let path = bounded(prefix + "/" + node.localName + (ids.isEmpty ? "" : "[" + ids.joined(separator: ",") + "]"), maxKeyScalars)
            for (name, value) in node.attributes.sorted(by: { $0.key < $1.key }) where !isIdentifier(name) && isText(value) {
                out.append(Line(key: path + "@" + name, value: value, line: node.line))
            }
            let own = node.children.compactMap { if case .text(let t) = $0 { t } else { nil } }.joined().trimmingCharacters(in: .whitespacesAndNewlines)
            if isText(own) { out.append(Line(key: path, value: own, line: node.line)) }
            for e in node.elements.reversed() { pending.append((e, path)) }
        }
        return (out, out.count)
    }

    /// The source line a target key pairs with: its own key, else a plural form's English `other`, else
    /// the English message without forms (go-i18n writes a one-form English as `ID = "text"`).
    static func sourceLine(_ key: String, occurrence: Int, in byKey: [String: Line]) -> Line? {
        if let l = byKey[key + "#\(occurrence)"] { return l }
        guard key.hasSuffix("]"), let open = key.lastIndex(of: "[") else { return nil }
        let base = String(key[..<open])
        return byKey[base + "[other]#1"] ?? byKey[base + "#1"]
    }

    /// `key SEP value` from one line, or nil: the value must hold a letter and not be a literal
    /// (`true`, `false`, `null`, `nil`; "Yes" and "None" are labels) or a number or the opening of a
    /// nested block (`{` alone). A bare value keeps its braces: `{BLACK}Text`.
    static func pair(_ s: [Unicode.Scalar]) -> (String, String)? {
        var i = 0
        func skipSpaces() { while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 } }
        func quoted() -> String? {
            let q = s[i]
            var j = i + 1, out = String.UnicodeScalarView()
            while j < s.count, s[j] != q {
                if s[j] == "\\", j + 1 < s.count {
                    j += 1
                    switch s[j] { case "n": out.append("\n"); case "t": out.append("\t"); default: out.append(s[j]) }
                } else { out.append(s[j]) }
                j += 1
            }
            guard j < s.count else { return nil }
            i = j + 1
            return String(out)
        }
        var key: String
        if s[0] == "\"" || s[0] == "'" {
            guard let k = quoted() else { return nil }
            key = k
        } else if s[0] == "$", s.count > 4 {
            // A PHP assignment `$lang['a']['b'] = 'text';` (CodeIgniter `$lang[…]`, OpenCart `$_[…]`): the
            // subscripts are the key, `a.b`; the variable only names the array.
            i = 1
            while i < s.count, s[i].properties.isAlphabetic || ("0"..."9").contains(s[i]) || s[i] == "_" { i += 1 }
            var parts: [String] = []
            while i + 1 < s.count, s[i] == "[", s[i + 1] == "\"" || s[i + 1] == "'" {
                i += 1
                guard let k = quoted(), i < s.count, s[i] == "]" else { return nil }
                i += 1
                parts.append(k)
            }
            guard !parts.isEmpty else { return nil }
            key = parts.joined(separator: ".")
        } else if s[0] == "[", s.count > 2, s[1] == "\"" || s[1] == "'" {
            i = 1
            guard let k = quoted(), i < s.count, s[i] == "]" else { return nil }
            i += 1
            key = k
        } else {
            while i < s.count, i < 200, !(" \t:=".unicodeScalars.contains(s[i])) { i += 1 }
            guard i > 0 else { return nil }
            key = String(String.UnicodeScalarView(s[0..<i]))
            // A key is a name: letters, digits and `_.-[]/$@`, never prose.
            guard key.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.-[]/$@".unicodeScalars.contains($0) }) else { return nil }
        }
        skipSpaces()
        guard i < s.count, s[i] == ":" || s[i] == "=" else { return nil }
        i += 1
        if i < s.count, s[i] == ">" || s[i] == "=" { i += 1 }
        skipSpaces()
        guard i < s.count else { return nil }
        var value: String
        if s[i] == "\"" || s[i] == "'" {
            guard let v = quoted() else { return nil }
            value = v
        } else {
            value = String(String.UnicodeScalarView(s[i...])).trimmingCharacters(in: .whitespaces)
            while let last = value.last, last == "," || last == ";" { value.removeLast() }
        }
        guard !key.isEmpty, value.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
              !["true", "false", "null", "nil"].contains(value) else { return nil }
        return (key, value)
    }

    /// The pairs of `target` with `source`, or the reason they are not paired.
    /// `declared`: `labelfit.json`'s `formats` names the pair, so it is read whatever the shares and
    /// without the warning that asks the user to check it.
    static func read(target: String, source: String, limits: ReadLimits, declared: Bool = false) -> CatalogReadResult {
        var result = CatalogReadResult()
        func text(_ path: String) -> String? {
            guard let bytes = try? CatalogText.read(path, limits: limits) else { return nil }
            return try? CatalogText.decode(bytes, file: path)
        }
        let name = source.split(separator: "/").last.map(String.init) ?? source
        // XML is read as its elements (`xmlLines`), every other text as lines.
        if (target as NSString).pathExtension.lowercased() == "xml",
           let tb = try? CatalogText.read(target, limits: limits), let sb = try? CatalogText.read(source, limits: limits),
           let t = xmlLines(tb, file: target), let s = xmlLines(sb, file: source) {
            return pair(target: target, source: source, t, s, limits: limits, declared: declared)
        }
        guard let t = text(target), let s = text(source) else {
            result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: target), .warning,
                "looks like a catalog of the target locale beside \(name), but one of the two is not readable text: not read; its strings are not checked"))
            return result
        }
        return pair(target: target, source: source, lines(t), lines(s), limits: limits, declared: declared)
    }

    /// The target's lines paired with the source's by key, or the reason they are not.
    /// `format`: the name the entries carry (a documented format read as lines names itself).
    static func pair(target: String, source: String, _ t: (lines: [Line], meaningful: Int), _ s: (lines: [Line], meaningful: Int),
                     limits: ReadLimits, declared: Bool, format: String = "structure") -> CatalogReadResult {
        var result = CatalogReadResult()
        let name = source.split(separator: "/").last.map(String.init) ?? source
        let (targetLines, meaningful) = t
        let sourceLines = s.lines
        var sourceByKey: [String: Line] = [:], seen: [String: Int] = [:]
        for l in sourceLines {
            seen[l.key, default: 0] += 1
            sourceByKey[l.key + "#\(seen[l.key]!)"] = l
        }
        seen = [:]
        var entries: [CatalogEntry] = [], same = 0, unmatched = 0
        for l in targetLines {
            seen[l.key, default: 0] += 1
            // A declared or documented format is read as every reader reads: a string equal to its source
            // is measured (and found untranslated), one without a source is a `no-source` finding. The
            // fallback pairs only what differs, and its warning counts the rest.
            let src = sourceLine(l.key, occurrence: seen[l.key]!, in: sourceByKey)
            if src == nil { unmatched += 1; if !declared { continue } }
            if let src, src.value == l.value { same += 1; if !declared { continue } }
            guard entries.count < limits.maxEntriesPerFile else { break }
            // A documented format's keyboard mnemonic both sides carry is not drawn (`withoutSharedMnemonic`).
            let (shownSource, shownTarget) = LocaleStrings.withoutSharedMnemonic(source: src?.value, target: l.value, format: format)
            var entry = CatalogEntry(key: l.key, source: shownSource, target: shownTarget, sourceLocation: src.map { SourceLocation(file: source, line: $0.line) },
                                     targetLocation: SourceLocation(file: target, line: l.line), format: format)
            if shownTarget != l.value { entry.rawTarget = l.value }
            entry.pluralCategory = PluralRules.category(ofKey: l.key)
            entries.append(entry)
        }
        let matched = targetLines.count - unmatched
        guard declared || meaningful > 0 && Double(targetLines.count) >= minShare * Double(meaningful) && !targetLines.isEmpty
                && Double(matched) >= minShare * Double(targetLines.count) else {
            result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: target), .warning,
                "looks like a catalog of the target locale beside \(name), but LabelFit has no reader for its format and its lines do not pair "
                + "by structure (\(targetLines.count) of \(meaningful) lines are key = value, \(matched) of their keys in \(name)): not read; its strings are not checked"))
            return result
        }
        result.entries = entries
        if declared { return result }
        result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: target), .warning,
            "read by structure: LabelFit has no reader for this format, so \(entries.count) strings are paired by key with \(name)"
            + (same > 0 || unmatched > 0 ? " (\(same) equal to the source and \(unmatched) with no key there, not measured)" : "")
            + "; check the pairs, or declare the format in labelfit.json `formats`"))
        return result
    }
}

extension CatalogDiscovery {
    /// The source-locale file of the same kind as an unread target: in the same folder, a name whose
    /// locale piece names the source where the target's names the target and whose other pieces are
    /// the same (`ar-EG.txt` ↔ `en-GB.txt`, `strings_ar.lua` ↔ `strings_en.lua`); else the same path
    /// under a sibling folder named by the source locale (`lang/ar/ui.txt` ↔ `lang/en/ui.txt`).
    /// Only files the walk found, or that stand inside the tree, are taken.
    func structureSource(for file: String, pairing: CatalogPairing) -> String? {
        let dir = PathText.parent(of: file)
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let ext = (name as NSString).pathExtension
        let stem = (name as NSString).deletingPathExtension
        func pieces(_ s: String) -> [String] { s.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" }).map(String.init) }
        // Which pieces of the stem are the locale: the whole stem, the last piece, or the last two.
        func split(_ stem: String) -> (rest: String, tag: String)? {
            if CatalogLocale.language(of: stem) != nil, stem.count <= 10 { return ("", stem) }
            let p = pieces(stem)
            if p.count > 2, p[p.count - 2].count <= 3, CatalogLocale.language(of: p[p.count - 2] + "_" + p[p.count - 1]) != nil {
                return (p.dropLast(2).joined(separator: "."), p[p.count - 2] + "_" + p[p.count - 1])
            }
            if p.count > 1, let last = p.last, last.count <= 3, CatalogLocale.language(of: last) != nil { return (p.dropLast().joined(separator: "."), last) }
            return nil
        }
        func usable(_ path: String) -> Bool { path != file && pairing.accepts(path) }
        let folder = dir.isEmpty ? "." : dir
        if let (rest, tag) = split(stem), role(ofTag: tag) == .target {
            let candidates = pairing.names(in: folder).filter { n in
                guard n != name, (n as NSString).pathExtension == ext, let (r, t) = split((n as NSString).deletingPathExtension) else { return false }
                return r == rest && role(ofTag: t) == .source
            }
            // The source locale as written first (`en` before `en-GB`), then by name.
            if let best = candidates.sorted(by: { ($0.count, $0) < ($1.count, $1) }).first.map({ (dir.isEmpty ? "" : dir + "/") + $0 }), usable(best) { return best }
        }
        if let source = namedSource(file: file, dir: dir, stem: stem, ext: ext, pairing: pairing) { return source }
        var below: [String] = [name]
        var f = dir
        for _ in 0..<3 {
            guard !f.isEmpty, f != "/" else { break }
            let tag = f.split(separator: "/").last.map(String.init) ?? f
            let parent = PathText.parent(of: f)
            if tag.count <= 10, CatalogLocale.language(of: tag) != nil, role(ofTag: tag) == .target {
                let siblings = pairing.names(in: parent.isEmpty ? "." : parent).filter { $0 != tag && $0.count <= 10 && CatalogLocale.language(of: $0) != nil && role(ofTag: $0) == .source }
                for s in siblings.sorted(by: { ($0.count, $0) < ($1.count, $1) }) {
                    let path = ([parent.isEmpty ? nil : parent, s] .compactMap { $0 } + below).joined(separator: "/")
                    if usable(path) { return path }
                }
                return nil
            }
            below.insert(tag, at: 0)
            f = parent
        }
        return nil
    }
}
