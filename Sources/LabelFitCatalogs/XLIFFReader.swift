import LabelFitCore

/// XLIFF 1.2 (`trans-unit`, `maxwidth` with `size-unit="pixel"`) and XLIFF 2.0 (`unit`/`segment`,
/// the Size and Length Restriction module's `slr:sizeRestriction`). Source and target come from one
/// file. Inline codes contribute their `equiv-text`/`disp` when present (what a UI shows in their
/// place), otherwise their text.
struct XLIFFReader {
    let limits: ReadLimits

    func read(_ path: String) -> CatalogReadResult {
        var result = CatalogReadResult()
        do {
            let root = try XMLElementNode.parse(try CatalogText.read(path, limits: limits), file: path, maxDepth: limits.maxNestingDepth)
            guard root.localName == "xliff" else {
                result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: root.line), .error, "expected <xliff>, found <\(root.name)>"))
                return result
            }
            let version = root.attribute("version") ?? "1.2"
            if version.hasPrefix("2") { read2(root, path: path, into: &result) } else { read1(root, path: path, into: &result) }
        } catch {
            result.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return result
    }

    static func inlineText(_ e: XMLElementNode) -> String? {
        switch e.localName {
        case "x", "bx", "ex", "ph", "sc", "ec", "bpt", "ept", "it", "sm", "em":
            e.attribute("equiv-text") ?? e.attribute("equiv") ?? e.attribute("disp") ?? (e.localName == "ph" && !e.text().isEmpty ? e.text() : "")
        default:
            nil
        }
    }

    private func add(_ entry: CatalogEntry, to result: inout CatalogReadResult) {
        for text in [entry.source, entry.target].compactMap({ $0 }) where text.unicodeScalars.count > limits.maxStringScalars {
            result.diagnostics.append(CatalogDiagnostic(entry.targetLocation, .error,
                "string '\(entry.key)' has \(text.unicodeScalars.count) characters, more than the limit of \(limits.maxStringScalars); skipped"))
            return
        }
        result.entries.append(entry)
    }

    private func read1(_ root: XMLElementNode, path: String, into result: inout CatalogReadResult) {
        for file in root.all("file") {
            var units: [XMLElementNode] = []
            func collect(_ e: XMLElementNode) {
                for c in e.elements { if c.localName == "trans-unit" { units.append(c) } else { collect(c) } }
            }
            collect(file)
            for unit in units {
                guard unit.attribute("translate") != "no" else { continue }
                let key = unit.attribute("resname") ?? unit.attribute("id") ?? "line \(unit.line)"
                let source = unit.first("source")
                let target = unit.first("target")
                var budget: Double?
                if let w = unit.attribute("maxwidth"), let v = Double(w), (unit.attribute("size-unit") ?? "pixel") == "pixel" { budget = v }
                let note = unit.first("note")?.text()
                guard let target, !target.text(inline: Self.inlineText).isEmpty else {
                    result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: unit.line), .warning, "'\(key)' is not translated"))
                    continue
                }
                add(CatalogEntry(key: key, source: source?.text(inline: Self.inlineText), target: target.text(inline: Self.inlineText),
                                 sourceLocation: source.map { SourceLocation(file: path, line: $0.line) },
                                 targetLocation: SourceLocation(file: path, line: target.line), format: "xliff",
                                 maxWidthPx: budget, comment: note), to: &result)
            }
        }
    }

    /// XLIFF 2.0: a `sizeRestriction` counts pixels only under a pixel profile; the standard profiles
    /// (xliff:codepoints, xliff:utf8, xliff:utf16) count characters or bytes and are not widths.
    private func read2(_ root: XMLElementNode, path: String, into result: inout CatalogReadResult) {
        for file in root.all("file") {
            let profile = file.first("profiles")?.attribute("generalProfile") ?? root.first("profiles")?.attribute("generalProfile")
            var units: [(XMLElementNode, Double?)] = []
            func collect(_ e: XMLElementNode, inherited: Double?) {
                for c in e.elements {
                    let own = c.attribute("sizeRestriction").flatMap(Double.init)
                    if c.localName == "unit" { units.append((c, own ?? inherited)) }
                    else if c.localName == "group" { collect(c, inherited: own ?? inherited) }
                }
            }
            collect(file, inherited: file.attribute("sizeRestriction").flatMap(Double.init))
            let pixels = profile.map { $0.lowercased().contains("pixel") || $0.lowercased().hasSuffix("px") } ?? false
            for (unit, restriction) in units {
                guard unit.attribute("translate") != "no" else { continue }
                let key = unit.attribute("name") ?? unit.attribute("id") ?? "line \(unit.line)"
                let segments = unit.all("segment")
                let source = segments.compactMap { $0.first("source") }
                let target = segments.compactMap { $0.first("target") }
                let targetText = target.map { $0.text(inline: Self.inlineText) }.joined()
                guard let firstTarget = target.first, !targetText.isEmpty else {
                    result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: unit.line), .warning, "'\(key)' is not translated"))
                    continue
                }
                let note = unit.first("notes")?.first("note")?.text()
                add(CatalogEntry(key: key, source: source.map { $0.text(inline: Self.inlineText) }.joined(), target: targetText,
                                 sourceLocation: source.first.map { SourceLocation(file: path, line: $0.line) },
                                 targetLocation: SourceLocation(file: path, line: firstTarget.line), format: "xliff",
                                 maxWidthPx: pixels ? restriction : nil, comment: note), to: &result)
            }
        }
    }
}
