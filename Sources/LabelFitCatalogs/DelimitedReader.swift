import Foundation
import LabelFitCore

/// CSV (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes) and TSV, with a header
/// naming the key, source and target columns (`key,en,ar`; `source`/`target` also accepted).
///
/// Read as a byte stream in 256 KiB chunks, handing entries on in batches: a million-row catalog costs
/// one chunk and one batch of memory, not the file.
struct DelimitedReader {
    let limits: ReadLimits
    let separator: UInt8
    let sourceLocale: String
    let targetLocale: String
    /// Header-less translation dictionaries (Magento 2 `i18n/<locale>.csv`, Frappe `translations/<lang>.csv`):
    /// column 1 is the English phrase — the key and the source — and column 2 its translation (`MagentoDictionary`).
    var magentoDictionary = false

    init(limits: ReadLimits, separator: Unicode.Scalar, sourceLocale: String, targetLocale: String, magentoDictionary: Bool = false) {
        self.limits = limits
        self.separator = UInt8(separator.value)
        self.sourceLocale = sourceLocale
        self.targetLocale = targetLocale
        self.magentoDictionary = magentoDictionary
    }

    func read(_ path: String) -> CatalogReadResult {
        var entries: [CatalogEntry] = []
        var result = stream(path, batchSize: Int.max) { entries += $0 }
        result.entries = entries
        return result
    }

    /// Reads the file, calling `onBatch` with up to `batchSize` entries at a time; returns the problems.
    func stream(_ path: String, batchSize: Int, onBatch: ([CatalogEntry]) throws -> Void) rethrows -> CatalogReadResult {
        var result = CatalogReadResult()
        result.diagnostics = try streamRows(path, batchSize: batchSize, notCatalog: &result.role, onBatch: onBatch)
        return result
    }

    private func streamRows(_ path: String, batchSize: Int, notCatalog role: inout CatalogRole, onBatch: ([CatalogEntry]) throws -> Void) rethrows -> [CatalogDiagnostic] {
        var diagnostics: [CatalogDiagnostic] = []
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return [CatalogDiagnostic(SourceLocation(file: path), .error, FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file")]
        }
        defer { try? handle.close() }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > limits.maxFileBytes {
            return [CatalogDiagnostic(SourceLocation(file: path), .error, "file of \(size) bytes is larger than the limit of \(limits.maxFileBytes)")]
        }
        var parser = RecordParser(separator: separator, backslashEscapes: magentoDictionary)
        var table = Table(reader: self, path: path)
        var batch: [CatalogEntry] = []
        var first = true
        while true {
            var chunk = [UInt8]((try? handle.read(upToCount: 1 << 18)) ?? Data())
            if first {
                first = false
                if chunk.starts(with: [0xEF, 0xBB, 0xBF]) { chunk.removeFirst(3) }
                if chunk.starts(with: [0xFF, 0xFE]) || chunk.starts(with: [0xFE, 0xFF]) {
                    return [CatalogDiagnostic(SourceLocation(file: path, line: 1), .error, "UTF-16 is not supported for CSV/TSV; save the file as UTF-8")]
                }
            }
            let atEnd = chunk.isEmpty
            // Each record taken as the parser finds it (collected into an array per chunk first, the
            // records' appending and generic destruction cost about 1,000 instructions a row on the
            // reading thread).
            try parser.feed(chunk, atEnd: atEnd) { record in
                switch record {
                case .failure(let problem):
                    diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: problem.line), .error, problem.message))
                case .success(let r):
                    table.take(r, entries: &batch, diagnostics: &diagnostics)
                }
                if batch.count >= batchSize {
                    try onBatch(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            if atEnd {
                if !batch.isEmpty { try onBatch(batch) }
                break
            }
        }
        if !table.sawHeader && !table.headerless { diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: 1), .error, "empty file: expected a header row")) }
        if table.unusable { role = .notCatalog }
        return diagnostics
    }

    /// The header and the rows after it.
    struct Table {
        let reader: DelimitedReader
        let path: String
        var sawHeader = false
        var columns = 0
        var keyColumn = 0, targetColumn = 0
        var sourceColumn: Int?
        var unusable = false
        /// A Magento dictionary read without a header row: each row is English, translation[, type, module].
        var headerless = false
        var taken = 0
        /// Keys seen so far, as 64-bit hashes: a million keys in 8 MB rather than 50 (a false duplicate
        /// needs a 64-bit collision, about 3·10⁻⁸ for a million keys).
        var seen = Set<Int>()

        /// A Frappe app's `translations/<lang>.csv`: its texts hold the code's template-literal `${n}`.
        let frappe: Bool

        init(reader: DelimitedReader, path: String) {
            self.reader = reader
            self.path = path
            frappe = reader.magentoDictionary && URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent == "translations"
        }

        mutating func take(_ r: RecordParser.Record, entries: inout [CatalogEntry], diagnostics: inout [CatalogDiagnostic]) {
            let location = SourceLocation(file: path, line: r.line)
            guard sawHeader || headerless else {
                let names = r.fields.map { ($0 ?? "").trimmingCharacters(in: .whitespaces).lowercased() }
                func column(_ candidates: [String]) -> Int? { candidates.lazy.compactMap { names.firstIndex(of: $0) }.first }
                if reader.magentoDictionary, !MagentoDictionary.looksLikeHeader(names, targetLocale: reader.targetLocale) {
                    headerless = true
                    keyColumn = 0; sourceColumn = 0; targetColumn = 1
                    take(r, entries: &entries, diagnostics: &diagnostics)
                    return
                }
                sawHeader = true
                columns = names.count
                // A catalog header names a key column and language columns: `key,en,ar`, `id,source,target`,
                // or Godot's (ResourceImporterCSVTranslation): the first column holds keys whatever its
                // header, the others are locales (`en`, `ar_SA`), `_`-prefixed columns are ignored.
                func localeColumn(_ locale: String) -> Int? {
                    names.indices.dropFirst().first { i in !names[i].hasPrefix("_") && !names[i].hasPrefix("?") && CatalogLocale.language(of: names[i]) != nil && CatalogLocale.matches(names[i], locale) }
                }
                if let t = column(["target", "translation"]) ?? localeColumn(reader.targetLocale) {
                    keyColumn = column(["key", "keys", "id", "name", "msgid"]) ?? 0
                    targetColumn = t
                    sourceColumn = column(["source", "english"]) ?? localeColumn(reader.sourceLocale)
                } else {
                    unusable = true
                    diagnostics.append(CatalogDiagnostic(location, .warning,
                        "not a catalog: the header names no \(reader.targetLocale) column (a catalog's header is like key,\(reader.sourceLocale),\(reader.targetLocale)); skipped"))
                }
                return
            }
            guard !unusable else { return }
            if r.fields.count == 1 && (r.fields[0] ?? "").isEmpty { return }  // blank line
            if headerless {
                guard MagentoDictionary.columns.contains(r.fields.count) else {
                    diagnostics.append(CatalogDiagnostic(location, .error,
                        "\(r.fields.count) field\(r.fields.count == 1 ? "" : "s") where a dictionary row has 2 to 4 (phrase, translation, then Magento's type and module or Frappe's context)"))
                    return
                }
            } else if r.fields.count != columns {
                diagnostics.append(CatalogDiagnostic(location, .error, "\(r.fields.count) fields where the header has \(columns)"))
                return
            }
            guard let key = r.fields[keyColumn], let target = r.fields[targetColumn], sourceColumn.map({ r.fields[$0] != nil }) ?? true else {
                diagnostics.append(CatalogDiagnostic(location, .error, "invalid UTF-8"))
                return
            }
            if !seen.insert(key.hashValue).inserted { diagnostics.append(CatalogDiagnostic(location, .warning, "duplicate key '\(key)'")) }
            guard !target.isEmpty else {
                diagnostics.append(CatalogDiagnostic(location, .warning, "'\(key)' is not translated"))
                return
            }
            let source = sourceColumn.flatMap { r.fields[$0] }
            if target.containsUTF8Byte(0) || (source?.containsUTF8Byte(0) ?? false) {
                diagnostics.append(CatalogDiagnostic(location, .error, "NUL byte in a text catalog"))
                return
            }
            // UTF-8 length bounds the scalar count, so short strings need no count.
            func withinLimit(_ s: String) -> Bool {
                s.utf8.count <= reader.limits.maxStringScalars || s.unicodeScalars.count <= reader.limits.maxStringScalars
            }
            guard withinLimit(target), source.map(withinLimit) ?? true else {
                diagnostics.append(CatalogDiagnostic(location, .error, "string '\(key)' is longer than the limit of \(reader.limits.maxStringScalars); skipped"))
                return
            }
            taken += 1
            if taken > reader.limits.maxEntriesPerFile {
                if taken == reader.limits.maxEntriesPerFile + 1 {
                    diagnostics.append(CatalogDiagnostic(location, .error, "more than \(reader.limits.maxEntriesPerFile) strings in one file; the rest are skipped"))
                }
                return
            }
            var entry = CatalogEntry(key: key, source: source, target: target, sourceLocation: location, targetLocation: location,
                                     format: reader.magentoDictionary ? "magento-csv" : reader.separator == 9 ? "tsv" : "csv")
            if headerless && frappe { entry.placeholderSyntax = .templateLiteral }
            entries.append(entry)
        }
    }
}

/// RFC 4180 records from a byte stream fed in chunks. A field that is not valid UTF-8 comes out nil.
struct RecordParser {
    struct Record { var fields: [String?]; var line: Int }
    struct Problem: Error { var line: Int; var message: String }

    let separator: UInt8
    /// PHP's `fgetcsv`/`str_getcsv` escape character (php.net/manual/en/function.fgetcsv.php: `escape`
    /// "Defaults as a backslash"): inside a quoted field `\"` does not close the field and both bytes are
    /// kept. Magento reads its dictionaries with `fgetcsv` (Magento\Framework\File\Csv), so a
    /// dictionary's `\"` is a quote in the text, not the end of the field.
    let backslashEscapes: Bool
    private var field: [UInt8] = []
    private var fields: [String?] = []
    private var quoted = false, wasQuoted = false, skippingToLineEnd = false, pendingCR = false, pendingEscape = false
    private var line = 1, recordLine = 1
    private var problem: String?

    init(separator: UInt8, backslashEscapes: Bool = false) {
        self.separator = separator
        self.backslashEscapes = backslashEscapes
    }

    private mutating func endField() {
        fields.append(field.withUnsafeBufferPointer { String(validatingUTF8Bytes: $0) })
        field.removeAll(keepingCapacity: true)
        wasQuoted = false
    }


    private mutating func endRecord(_ emit: (Result<Record, Problem>) throws -> Void) rethrows {
        if let p = problem {
            try emit(.failure(Problem(line: recordLine, message: p)))
        } else {
            endField()
            try emit(.success(Record(fields: fields, line: recordLine)))
        }
        fields.removeAll(keepingCapacity: true)
        field.removeAll(keepingCapacity: true)
        problem = nil
        skippingToLineEnd = false
        wasQuoted = false
        recordLine = line
    }

    mutating func feed(_ bytes: [UInt8], atEnd: Bool, emit: (Result<Record, Problem>) throws -> Void) rethrows {
        try bytes.withUnsafeBufferPointer { try feed($0, emit: emit) }
        try finish(atEnd: atEnd, emit: emit)
    }

    private mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, emit: (Result<Record, Problem>) throws -> Void) rethrows {
        let n = bytes.count
        var i = 0
        while i < n {
            let b = bytes[i]
            i += 1
            if pendingCR {
                pendingCR = false
                if b == 0x0A { continue }  // CRLF already ended the record
            }
            if quoted {
                if pendingEscape {
                    pendingEscape = false
                    field.append(b)
                    if b == 0x0A { line += 1 }
                    continue
                }
                if b == 0x22 { quoted = false; wasQuoted = true; continue }
                if b == 0x5C && backslashEscapes { field.append(b); pendingEscape = true; continue }
                // The rest of a quoted field up to its next quote (or escape) is taken whole, counting lines.
                var j = i
                while j < n && bytes[j] != 0x22 && !(backslashEscapes && bytes[j] == 0x5C) { j += 1 }
                field.append(b)
                if b == 0x0A { line += 1 }
                if j > i {
                    let rest = UnsafeBufferPointer(rebasing: bytes[i..<j])
                    for c in rest where c == 0x0A { line += 1 }
                    field.append(contentsOf: rest)
                }
                i = j
                continue
            }
            // Inside an unquoted field (not its first byte, or a first byte that is not a quote),
            // everything up to the next separator or line break is the field's: taken whole.
            if !wasQuoted && !skippingToLineEnd && b != separator && b != 0x0A && b != 0x0D && (b != 0x22 || !field.isEmpty) {
                var j = i
                while j < n, bytes[j] != separator && bytes[j] != 0x0A && bytes[j] != 0x0D { j += 1 }
                field.append(b)
                if j > i { field.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<j])) }
                i = j
                continue
            }
            if wasQuoted && b == 0x22 {  // a doubled quote inside a quoted field
                field.append(0x22)
                quoted = true
                wasQuoted = false
                continue
            }
            switch b {
            case 0x0A, 0x0D:
                line += 1
                if b == 0x0D { pendingCR = true }
                try endRecord(emit)
            case _ where skippingToLineEnd:
                continue
            case separator:
                endField()
            case 0x22 where field.isEmpty && !wasQuoted:
                quoted = true
            default:
                if wasQuoted {
                    problem = "text after a closing quote"
                    skippingToLineEnd = true
                    continue
                }
                field.append(b)
            }
        }
    }

    private mutating func finish(atEnd: Bool, emit: (Result<Record, Problem>) throws -> Void) rethrows {
        if atEnd {
            if quoted {
                try emit(.failure(Problem(line: recordLine, message: "unterminated quoted field")))
                quoted = false
                fields.removeAll()
                field.removeAll()
            } else if !field.isEmpty || !fields.isEmpty || wasQuoted || problem != nil {
                try endRecord(emit)
            }
        }
    }
}
