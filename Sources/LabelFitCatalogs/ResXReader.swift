import LabelFitCore

/// .NET resources (`.resx`, UWP `.resw`): `<root>` with `<data name="X" xml:space="preserve"><value>…</value>
/// <comment>…</comment></data>`. Entries with a `type` or `mimetype` attribute are serialized objects
/// (images, icons), not strings; names starting with `>>` or `$this.` are WinForms designer metadata.
/// The schema comment at the top shows sample `<data>` lines inside an XML comment, which the parser
/// never sees as elements; a byte-order mark is allowed. A value holding an ICU plural or select is one
/// string per branch.
struct ResXReader {
    let limits: ReadLimits

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let root = try XMLElementNode.parse(try CatalogText.read(path, limits: limits), file: path, maxDepth: limits.maxNestingDepth)
            guard root.localName == "root" else {
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: root.line), .error, "expected <root>, found <\(root.name)>"))
                return out
            }
            var seen: [String: SourceLocation] = [:]
            for data in root.all("data") {
                guard let name = data.attribute("name") else {
                    out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: data.line), .error, "<data> has no name"))
                    continue
                }
                if data.attribute("type") != nil || data.attribute("mimetype") != nil || name.hasPrefix(">>") { continue }
                guard let value = data.first("value") else { continue }
                if let d = data.unresolvedEntity(file: path, key: name) { out.diagnostics.append(d); continue }
                let text = value.text(), location = SourceLocation(file: path, line: value.line)
                // ICU plurals and selects in a value (Windows App SDK apps format them with
                // MessageFormat.NET, https://github.com/jeffijoe/messageformat.net, as Files does):
                // each branch is a string. An empty branch (`zero {}`) shows nothing and is not
                // measured; a value that does not parse as ICU is measured as it is.
                var variants = [ICUMessageFormat.Variant(suffix: "", text: text)]
                if text.contains(ascii: "{"), let expanded = try? ICUMessageFormat.expandIfChoice(text), expanded.count > 1 || expanded.first?.suffix != "" {
                    variants = expanded.filter { !$0.text.isEmpty }
                }
                for v in variants {
                    out.add(.init(key: name + v.suffix, text: v.text, location: location, comment: data.first("comment")?.text(),
                                  raw: v.suffix.isEmpty ? nil : text), limits: limits, seen: &seen)
                }
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }
}
