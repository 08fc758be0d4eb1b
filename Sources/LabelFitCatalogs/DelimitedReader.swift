import LabelFitCore

/// CSV (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes) and TSV, with a header
/// naming the key, source and target columns (`key,en,ar`; `source`/`target` also accepted).
struct DelimitedReader {
    let limits: ReadLimits
    let separator: Unicode.Scalar
    let sourceLocale: String
    let targetLocale: String

    func read(_ path: String) -> CatalogReadResult {
        var result = CatalogReadResult()
        let text: String
        do { text = try CatalogText.decode(try CatalogText.read(path, limits: limits), file: path) } catch let error as LabelFitError {
            result.diagnostics.append(CatalogDiagnostic(AppleStringsReader.location(of: error, file: path), .error, AppleStringsReader.reason(of: error)))
            return result
        } catch { return result }
        let records: [(fields: [String], line: Int)]
        do { records = try Self.records(text, separator: separator, file: path) } catch let error as LabelFitError {
            result.diagnostics.append(CatalogDiagnostic(AppleStringsReader.location(of: error, file: path), .error, AppleStringsReader.reason(of: error)))
            return result
        } catch { return result }
        guard let header = records.first else { return result }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func column(_ candidates: [String]) -> Int? { candidates.lazy.compactMap { names.firstIndex(of: $0) }.first }
        guard let keyColumn = column(["key", "id", "name"]),
              let targetColumn = column([targetLocale.lowercased(), "target", "translation"]) else {
            result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: header.line), .error,
                "the header must name a key column (key) and a target column (\(targetLocale) or target)"))
            return result
        }
        let sourceColumn = column([sourceLocale.lowercased(), "source", "english"])
        var seen = Set<String>()
        for record in records.dropFirst() {
            let location = SourceLocation(file: path, line: record.line)
            if record.fields.count == 1 && record.fields[0].isEmpty { continue }
            guard record.fields.count == names.count else {
                result.diagnostics.append(CatalogDiagnostic(location, .error, "\(record.fields.count) fields where the header has \(names.count)"))
                continue
            }
            let key = record.fields[keyColumn]
            if !seen.insert(key).inserted {
                result.diagnostics.append(CatalogDiagnostic(location, .warning, "duplicate key '\(key)'"))
            }
            let target = record.fields[targetColumn]
            guard !target.isEmpty else {
                result.diagnostics.append(CatalogDiagnostic(location, .warning, "'\(key)' is not translated"))
                continue
            }
            let source = sourceColumn.map { record.fields[$0] }
            guard target.unicodeScalars.count <= limits.maxStringScalars, (source?.unicodeScalars.count ?? 0) <= limits.maxStringScalars else {
                result.diagnostics.append(CatalogDiagnostic(location, .error, "string '\(key)' is longer than the limit of \(limits.maxStringScalars); skipped"))
                continue
            }
            result.entries.append(CatalogEntry(key: key, source: source, target: target, sourceLocation: location,
                                               targetLocation: location, format: separator == "\t" ? "tsv" : "csv"))
        }
        return result
    }

    static func records(_ text: String, separator: Unicode.Scalar, file: String) throws -> [(fields: [String], line: Int)] {
        var records: [(fields: [String], line: Int)] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var line = 1, recordLine = 1
        var quoted = false, wasQuoted = false
        var s = Array(text.unicodeScalars)
        if s.last != "\n" { s.append("\n") }
        var i = 0
        while i < s.count {
            let c = s[i]
            if quoted {
                if c == "\"" {
                    if i + 1 < s.count && s[i + 1] == "\"" { field.append("\""); i += 2; continue }
                    quoted = false
                } else {
                    if c == "\n" { line += 1 }
                    field.append(c)
                }
                i += 1
                continue
            }
            switch c {
            case "\"" where field.isEmpty && !wasQuoted:
                quoted = true
                wasQuoted = true
            case separator:
                fields.append(String(field)); field = .init(); wasQuoted = false
            case "\r" where i + 1 < s.count && s[i + 1] == "\n":
                break
            case "\n":
                fields.append(String(field)); field = .init(); wasQuoted = false
                records.append((fields, recordLine))
                fields = []
                line += 1
                recordLine = line
            default:
                if wasQuoted { throw LabelFitError.invalidInput(SourceLocation(file: file, line: line), "text after a closing quote") }
                field.append(c)
            }
            i += 1
        }
        if quoted { throw LabelFitError.invalidInput(SourceLocation(file: file, line: recordLine), "unterminated quoted field") }
        return records
    }
}
