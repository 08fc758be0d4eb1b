import LabelFitCheck
import LabelFitCore

/// A JSON byte buffer written directly, for the per-string records of big reports: Foundation's
/// JSONEncoder builds and sorts a tree per value and costs more than measuring the string. Keys are
/// written in sorted order, numbers as Swift prints them (the shortest round-trip form). This is the
/// only writer of the per-string records; their shape is declared in docs/schemas/records.schema.json,
/// which RecordSchemaTests holds every record to.
public struct JSONStream {
    /// The bytes written so far, as an array (a copy of the buffer).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: out.base, count: out.count)) }
    /// The bytes written so far, lent without a copy until `body` returns.
    public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: out.base, count: out.count))
    }
    /// A growable buffer written with plain stores: `[UInt8].append` checked uniqueness and capacity on
    /// every call and cost about 100 instructions for a key of a few bytes (by callgrind), where a
    /// record has some 80 keys. A class, so the struct stays cheap to hold; a stream is owned by one
    /// writer and never copied while in use.
    private let out = ByteBuffer()
    /// Whether the value written next at each open level needs a comma before it: one bit per level
    /// (bit `depth - 1` for the innermost), so that each value costs a few register operations, not
    /// array accesses. Records nest a few levels; more than 64 is a programming error.
    private var commas: UInt64 = 0
    private var depth = 0
    /// Texts of numbers written before (`NumberTexts`), made at the first non-integer; nil for a stream
    /// made for one record, where the table would cost more than it saves.
    private var numbers: NumberTexts?
    private let remembersNumbers: Bool

    /// `remembersNumbers`: keep the texts of numbers for the records written after (a stream that
    /// writes many records); false for a stream made and dropped for one record.
    public init(remembersNumbers: Bool = true) {
        self.remembersNumbers = remembersNumbers
    }

    public mutating func reset() { out.count = 0; commas = 0; depth = 0 }

    @inline(__always) private mutating func separator() {
        guard depth > 0 else { return }
        let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: depth &- 1)
        if commas & bit != 0 { out.append(UInt8(ascii: ",")) }
        commas |= bit
    }

    @inline(__always) private mutating func open(_ b: UInt8) {
        separator()
        out.append(b)
        precondition(depth < 64, "JSON nested deeper than 64 levels")
        depth += 1
        commas &= ~(1 &<< UInt64(truncatingIfNeeded: depth &- 1))
    }

    // Inlined: a record opens and closes some twenty objects and arrays, and out of line each cost
    // 30 to 50 instructions, most of them the call (callgrind).
    @inline(__always) public mutating func beginObject() { open(UInt8(ascii: "{")) }
    @inline(__always) public mutating func endObject() { out.append(UInt8(ascii: "}")); depth -= 1 }
    @inline(__always) public mutating func beginArray() { open(UInt8(ascii: "[")) }
    @inline(__always) public mutating func endArray() { out.append(UInt8(ascii: "]")); depth -= 1 }

    /// A key inside an object; the value written next belongs to it (and needs no comma).
    /// Inlined, so that each key's length and bytes are constants at its call site (out of line it
    /// cost some 88 instructions, 4 % of `measure`).
    @inline(__always) public mutating func key(_ k: StaticString) {
        let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: depth &- 1)
        let comma = commas & bit != 0
        let n = k.utf8CodeUnitCount
        out.reserve(n + 4)
        var p = out.base + out.count
        if comma { p.pointee = UInt8(ascii: ","); p += 1 }
        p.pointee = UInt8(ascii: "\""); p += 1
        p.update(from: k.utf8Start, count: n); p += n
        p.pointee = UInt8(ascii: "\""); p[1] = UInt8(ascii: ":")
        out.count = p + 2 - out.base
        commas &= ~bit
    }

    /// A path's last component as a JSON string (`FontDirectory.name(of:)`), written from the path's
    /// own bytes without making a String of it.
    public mutating func fileName(_ path: String) {
        // A run names the same one or two fonts in every record: the last two paths' names are kept,
        // found again by the paths' bytes (String equality would take a differently normalized path
        // for the same one).
        if path.hasSameBytes(as: recentPaths.0) { rawBytes(recentNames.0); return }
        if path.hasSameBytes(as: recentPaths.1) { rawBytes(recentNames.1); return }
        let start = out.count
        var path = path
        path.withUTF8 { utf8 in
            let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            escapedString(UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        // Kept without the separator before it.
        let written = Array(UnsafeBufferPointer(start: out.base + start, count: out.count - start))
        let name = written.first == UInt8(ascii: ",") ? Array(written.dropFirst()) : written
        recentPaths = (path, recentPaths.0)
        recentNames = (name, recentNames.0)
    }

    /// The last two paths `fileName` wrote and their JSON strings, newest first ("\0" at first: no
    /// path has a NUL in it).
    private var recentPaths = ("\0", "\0")
    private var recentNames: ([UInt8], [UInt8]) = ([], [])

    /// JSON bytes already made, after a separator.
    private mutating func rawBytes(_ bytes: [UInt8]) {
        separator()
        bytes.withUnsafeBufferPointer { out.append(contentsOf: $0) }
    }

    /// A string known to need no escaping (an enumeration's name), from its constant bytes: through
    /// `string(_:)` a short String cost some 150 instructions in lending its bytes and the escape test.
    mutating func word(_ w: StaticString) {
        separator()
        quoted(w.utf8Start, count: w.utf8CodeUnitCount)
    }

    /// Bytes that need no escaping, between quotes, with one check for room.
    @inline(__always) private func quoted(_ bytes: UnsafePointer<UInt8>?, count n: Int) {
        out.reserve(n + 2)
        let p = out.base + out.count
        p.pointee = UInt8(ascii: "\"")
        if let bytes { (p + 1).update(from: bytes, count: n) }
        p[n + 1] = UInt8(ascii: "\"")
        out.count += n + 2
    }

    public mutating func string(_ s: String) {
        // A native string lends its bytes without the copy (and reference count) `withUTF8` needs.
        if s.utf8.withContiguousStorageIfAvailable({ escapedString($0) }) != nil { return }
        var s = s
        s.withUTF8 { escapedString($0) }
    }

    /// Whether any byte needs escaping (below 0x20, `"` or `\`), eight bytes at a time: the classic
    /// "has a byte less than n" and "has a zero byte" word tricks, exact for the question asked (bytes of
    /// 0x80 and above, all of Arabic's UTF-8, never match). A byte at a time it was 3 % of `measure`.
    @inline(__always) static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteScan.any(utf8, word: { w in
            ByteScan.bytes(below: 0x20, in: w) | ByteScan.bytes(0x22, in: w) | ByteScan.bytes(0x5C, in: w) != 0
        }, byte: { c in c < 0x20 || c == 0x22 || c == 0x5C })
    }

    private mutating func escapedString(_ utf8: UnsafeBufferPointer<UInt8>) {
        separator()
        // Most text needs no escaping: then it is copied whole between its quotes, with one check for room.
        if !Self.needsEscaping(utf8) {
            quoted(utf8.baseAddress, count: utf8.count)
            return
        }
        out.append(UInt8(ascii: "\""))
        for b in utf8 {
            switch b {
            case 0x22: out.append(contentsOf: [0x5C, 0x22])
            case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: out.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(b >> 4)], hex[Int(b & 15)]])
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    public mutating func number(_ v: Double) {
        separator()
        if !v.isFinite { string(v.isNaN ? "nan" : v > 0 ? "inf" : "-inf"); return }
        // Integral below 10^15: as an integer (the test by conversion: `rounded()` calls libm here).
        if abs(v) < 1e15, Double(Int64(v)) == v { digits(Int64(v)); return }
        let bits = v.bitPattern
        if let numbers {
            if numbers.withText(of: bits, { out.append(contentsOf: $0) }) { return }
        } else if remembersNumbers {
            numbers = NumberTexts()
        }
        let start = out.count
        if let (units, fractionDigits) = ShortDecimal.parts(v) ?? ShortDecimal.nearest(v) {
            decimal(units, fractionDigits, negative: v < 0)
        } else {
            // The same shortest round-trip text as `description`, written straight into the buffer: Double's
            // `TextOutputStreamable` conformance hands its digits to `_writeASCII` without making a String
            // (a heap allocation for the 16–19 characters most measured widths take).
            var writer = ASCIIWriter()
            v.write(to: &writer)
            writer.withBytes { out.append(contentsOf: $0) }
        }
        numbers?.keep(UnsafeBufferPointer(start: out.base + start, count: out.count - start), of: bits)
    }

    public mutating func number(_ v: Int) { separator(); digits(Int64(v)) }

    /// An integer in decimal, written digit by digit into the buffer.
    @inline(__always) private mutating func digits(_ v: Int64) {
        if v >= 0 && v < 10 { out.append(UInt8(truncatingIfNeeded: v) &+ 0x30); return }
        let magnitude = v.magnitude
        let length = decimalLength(magnitude)
        let total = length + (v < 0 ? 1 : 0)
        out.reserve(total)
        let start = out.base + out.count
        _ = DecimalDigits.write(magnitude, count: length, endingBefore: start + total)
        if v < 0 { start.pointee = UInt8(ascii: "-") }
        out.count += total
    }

    /// `units / 10^fractionDigits` in plain notation ("0.05", "105.1376953125"), as `description` writes it:
    /// at most 15 digits, "0.00" before them, and a sign — 20 bytes, written straight into the buffer
    /// from its end.
    private mutating func decimal(_ units: UInt64, _ fractionDigits: Int, negative: Bool) {
        assert(units < 1_000_000_000_000_000 && fractionDigits <= 18)
        out.reserve(24)
        let length = decimalLength(units)
        let integerDigits = max(length - fractionDigits, 1)
        let total = integerDigits + 1 + fractionDigits + (negative ? 1 : 0)
        let start = out.base + out.count
        let end = start + total
        // The fraction's digits (with the zeros after the point that `units` has fewer digits than
        // places for), the point, then the integer part ("0" when there is none).
        let integerPart = DecimalDigits.write(units, count: fractionDigits, endingBefore: end).rest
        let point = end - fractionDigits - 1
        point.pointee = UInt8(ascii: ".")
        _ = DecimalDigits.write(integerPart, count: integerDigits, endingBefore: point)
        if negative { start.pointee = UInt8(ascii: "-") }
        out.count += total
    }

    /// Receives a number's text from the standard library's formatter, in 64 bytes of its own (the
    /// longest a Double prints is 24), then appended at once: holding the buffer's class reference
    /// instead cost a retain and a release per number.
    private struct ASCIIWriter: TextOutputStream {
        private var storage: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        private var count = 0
        mutating func write(_ string: String) { var s = string; s.withUTF8 { put($0) } }
        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { put(buffer) }
        private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress else { return }
            let n = bytes.count
            let start = count
            precondition(start + n <= 64, "a number longer than 64 bytes")
            withUnsafeMutableBytes(of: &storage) { $0.baseAddress!.advanced(by: start).copyMemory(from: source, byteCount: n) }
            count = start + n
        }
        mutating func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            let n = count
            withUnsafeBytes(of: &storage) { body(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[..<n])) }
        }
    }

    // The words' bytes taken from their StaticStrings directly: through `withUTF8Buffer`'s closure each
    // cost a retain and a release of the buffer it captured.
    public mutating func bool(_ v: Bool) {
        separator()
        let word: StaticString = v ? "true" : "false"
        out.append(contentsOf: UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }
    public mutating func null() {
        separator()
        let word: StaticString = "null"
        out.append(contentsOf: UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// A value already written as JSON by its maker (the HTML report's drawings).
    mutating func raw(_ json: String) { separator(); var json = json; json.withUTF8 { out.append(contentsOf: $0) } }
    mutating func optional(_ v: String?) { if let v { string(v) } else { null() } }
    mutating func optional(_ v: Double?) { if let v { number(v) } else { null() } }
    mutating func optional(_ v: Int?) { if let v { number(v) } else { null() } }
    mutating func strings(_ list: [String]) { beginArray(); for s in list { string(s) }; endArray() }
}

/// Each record type written with its keys in sorted order, nil optionals omitted
/// (docs/schemas/records.schema.json declares which keys are always there).
extension JSONStream {
    mutating func write(_ l: SourceLocation) {
        beginObject()
        if let c = l.column { key("column"); number(c) }
        key("file"); string(l.file)
        if let n = l.line { key("line"); number(n) }
        endObject()
    }

    mutating func write(_ i: InkExtents) {
        beginObject()
        if let v = i.bottomCharacter { key("bottom_character"); string(v) }
        if let v = i.bottomIndex { key("bottom_index"); number(v) }
        key("bottom_px"); number(i.bottomPx)
        key("left_px"); number(i.leftPx)
        key("right_px"); number(i.rightPx)
        if let v = i.topCharacter { key("top_character"); string(v) }
        if let v = i.topIndex { key("top_index"); number(v) }
        key("top_px"); number(i.topPx)
        endObject()
    }

    mutating func write(_ b: LineBox) {
        beginObject()
        key("bottom_px"); number(b.bottomPx)
        key("height_px"); number(b.heightPx)
        key("model"); word(b.model.jsonName)
        if let p = b.paintedTopPx { key("painted_top_px"); number(p) }
        if let p = b.platform { key("platform"); string(p) }
        key("top_px"); number(b.topPx)
        endObject()
    }

    mutating func write(_ c: Clip) {
        beginObject()
        key("borderline"); bool(c.borderline)
        if let v = c.bottomCharacter { key("bottom_character"); string(v) }
        key("bottom_px"); number(c.bottomPx)
        if let v = c.topCharacter { key("top_character"); string(v) }
        key("top_px"); number(c.topPx)
        endObject()
    }

    mutating func write(_ m: MinimumLineHeight) {
        beginObject()
        key("found"); bool(m.found)
        key("px"); number(m.px)
        key("unitless"); number(m.unitless)
        key("whole_px"); number(m.wholePx)
        endObject()
    }

    mutating func write(_ m: VerticalMetrics) {
        beginObject()
        key("head_y_max"); number(m.headYMax)
        key("head_y_min"); number(m.headYMin)
        key("hhea_ascender"); number(m.hheaAscender)
        key("hhea_descender"); number(m.hheaDescender)
        key("hhea_line_gap"); number(m.hheaLineGap)
        key("typo_ascender"); number(m.typoAscender)
        key("typo_descender"); number(m.typoDescender)
        key("typo_line_gap"); number(m.typoLineGap)
        key("units_per_em"); number(m.unitsPerEm)
        key("use_typo_metrics"); bool(m.useTypoMetrics)
        key("win_ascent"); number(m.winAscent)
        key("win_descent"); number(m.winDescent)
        endObject()
    }

    /// A measured string. Fonts are named (`FontDirectory`), not described; `summary` leaves out the
    /// per-line (`line_details`) and per-run (`runs`) breakdown, which `--detail full` brings back.
    public mutating func write(_ s: StringMeasurement, detail: MeasureDetail = .full) {
        beginObject()
        if let v = s.availableWidthPx { key("available_width_px"); number(v) }
        key("characters"); number(s.characters)
        key("clip"); write(s.clip)
        key("clipped_lines"); number(s.clippedLines)
        key("device_scale"); number(s.deviceScale)
        key("direction"); word(s.direction.jsonName)
        key("dropped_text"); string(s.droppedText)
        key("dropped_words"); strings(s.droppedWords)
        key("fonts_used"); beginArray()
        for f in s.fontsUsed {
            beginObject()
            key("drew_glyphs"); bool(f.drewGlyphs)
            key("font"); fileName(f.file)
            key("role"); word(f.role.jsonName)
            endObject()
        }
        endArray()
        key("ink"); write(s.ink)
        key("layout_width_px"); number(s.layoutWidthPx)
        key("line_box"); write(s.lineBox)
        if detail == .full {
        key("line_details"); beginArray()
        for l in s.lineDetails {
            beginObject()
            key("clip"); write(l.clip)
            key("end"); number(l.end)
            key("ink"); write(l.ink)
            if let v = l.inkOverlapNextPx { key("ink_overlap_next_px"); number(v) }
            key("layout_width_px"); number(l.layoutWidthPx)
            key("line_box"); write(l.lineBox)
            key("start"); number(l.start)
            key("text"); string(l.text)
            key("width_px"); number(l.widthPx)
            endObject()
        }
        endArray()
        }
        if let v = s.lineHeightPx { key("line_height_px"); number(v) }
        key("line_texts"); strings(s.lineTexts)
        key("lines"); number(s.lines)
        key("locale"); string(s.locale)
        key("min_line_height"); write(s.minLineHeight)
        key("missing"); beginArray()
        for m in s.missing {
            beginObject()
            key("codepoints"); strings(m.codepoints)
            key("index"); number(m.index)
            key("text"); string(m.text)
            endObject()
        }
        endArray()
        key("row_height_px"); number(s.rowHeightPx)
        if detail == .full {
        key("runs"); beginArray()
        for r in s.runs {
            beginObject()
            key("direction"); word(r.direction.jsonName)
            key("end"); number(r.end)
            key("font"); string(r.font)
            key("script"); string(r.script)
            key("start"); number(r.start)
            key("text"); string(r.text)
            key("width_px"); number(r.widthPx)
            endObject()
        }
        endArray()
        }
        key("text"); string(s.text)
        key("verdict"); word(s.verdict.jsonName)
        key("visible_text"); string(s.visibleText)
        key("width_px"); number(s.widthPx)
        endObject()
    }

    /// A finding; `type` (JSON Lines' record type) is written first when given.
    public mutating func write(_ f: Finding, type: String? = nil) {
        beginObject()
        if let type { key("type"); string(type) }
        key("baselined"); bool(f.baselined)
        key("fingerprint"); string(f.fingerprint)
        if let k = f.key { key("key"); string(k) }
        key("location"); write(f.location)
        key("message"); string(f.message)
        key("numbers"); beginObject()
        for (name, value) in f.numbers.sorted(by: { $0.key < $1.key }) {
            separatorKey(name)
            number(value)
        }
        endObject()
        key("rule"); string(f.rule.id)
        key("severity"); string(f.severity.rawValue)
        endObject()
    }

    /// A key known only at run time (finding numbers).
    private mutating func separatorKey(_ name: String) {
        string(name)
        out.append(UInt8(ascii: ":"))
        commas &= ~(1 &<< UInt64(truncatingIfNeeded: depth &- 1))
    }

    /// A checked string; `prefix` fields (like JSON Lines' `"type"`) are written first, as given.
    public mutating func write(_ c: CheckedString, type: String? = nil) {
        beginObject()
        if let type { key("type"); string(type) }
        key("findings"); beginArray(); for f in c.findings { write(f) }; endArray()
        key("format"); string(c.format)
        if let v = c.growthChars { key("growth_chars"); number(v) }
        if let v = c.growthPx { key("growth_px"); number(v) }
        key("key"); string(c.key)
        key("location"); write(c.location)
        if let v = c.maxWidthPx { key("max_width_px"); number(v) }
        if let v = c.minLineHeight { key("min_line_height"); write(v) }
        key("placeholders"); beginArray()
        for p in c.placeholders { beginObject(); key("placeholder"); string(p.placeholder); key("value"); string(p.value); endObject() }
        endArray()
        if let v = c.rawText { key("raw_text"); string(v) }
        if let v = c.source { key("source"); write(v) }
        if let v = c.sourceLocation { key("source_location"); write(v) }
        if let v = c.state { key("state"); string(v) }
        if let v = c.target { key("target"); write(v) }
        key("verdict"); word(c.verdict.jsonName)
        endObject()
    }
}

extension JSONStream {
    /// One result of `labelfit measure`; `type` (`"result"` in JSON Lines) is written first when given.
    public mutating func write(_ r: MeasureResult, detail: MeasureDetail, type: String? = nil) {
        writeResult(type: type, error: r.error, growthChars: r.growthChars, growthPx: r.growthPx, inputLine: r.inputLine,
                    minLineHeight: r.minLineHeight, source: r.source, target: r.target, verdict: r.verdict, detail: detail)
    }

    /// A pair's record written from its two measurements where they lie, as `MeasureResult(inputLine:
    /// source:target:)` would hold them: `measure` streams records without making one (a record is
    /// two measurements, and moving them into it still cost a copy and two destructions of the whole,
    /// some 36 reference-count operations a pair).
    public mutating func writeResult(inputLine: Int?, source: StringMeasurement?, target: StringMeasurement?,
                                     detail: MeasureDetail, type: String? = nil) {
        let compared = PairMeasurement.compare(source: source, target: target)
        writeResult(type: type, error: nil, growthChars: compared.growthChars, growthPx: compared.growthPx, inputLine: inputLine,
                    minLineHeight: compared.minLineHeight, source: source, target: target, verdict: compared.verdict, detail: detail)
    }

    private mutating func writeResult(type: String?, error: String?, growthChars: Double?, growthPx: Double?, inputLine: Int?,
                                      minLineHeight: MinimumLineHeight?, source: StringMeasurement?, target: StringMeasurement?,
                                      verdict: Verdict?, detail: MeasureDetail) {
        beginObject()
        if let type { key("type"); string(type) }
        if let v = error { key("error"); string(v) }
        if let v = growthChars { key("growth_chars"); number(v) }
        if let v = growthPx { key("growth_px"); number(v) }
        if let v = inputLine { key("input_line"); number(v) }
        if let v = minLineHeight { key("min_line_height"); write(v) }
        if let v = source { key("source"); write(v, detail: detail) }
        if let v = target { key("target"); write(v, detail: detail) }
        if let v = verdict { key("verdict"); word(v.jsonName) }
        endObject()
    }
}

/// The bytes of a `JSONStream`: one allocation, grown by doubling, written with plain stores.
final class ByteBuffer {
    @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Room for `extra` more bytes.
    @inline(__always) func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
        var size = capacity
        while size < needed { size *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        bigger.update(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = size
    }

    @inline(__always) func append(_ b: UInt8) {
        reserve(1)
        base[count] = b
        count += 1
    }

    @inline(__always) func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let n = bytes.count
        reserve(n)
        let target = base + count
        if n <= 16 {
            ByteBuffer.copySmall(from: source, to: target, count: n)
        } else {
            target.update(from: source, count: n)
        }
        count += n
    }

    /// 1 to 16 bytes copied with two overlapping loads and stores of the widest size that fits: most
    /// of what a record appends is that short (numbers, words, keys' values), and a call to memcpy
    /// for each cost some 25 instructions (4.5 million calls in measure x10, by callgrind).
    @inline(__always) static func copySmall(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count n: Int) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        if n >= 8 {
            let head = from.loadUnaligned(as: UInt64.self), tail = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: n - 8, as: UInt64.self)
        } else if n >= 4 {
            let head = from.loadUnaligned(as: UInt32.self), tail = from.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: n - 4, as: UInt32.self)
        } else {
            target[0] = source[0]
            if n > 1 { target[n - 1] = source[n - 1]; target[n / 2] = source[n / 2] }
        }
    }

    func append(contentsOf bytes: [UInt8]) { bytes.withUnsafeBufferPointer { append(contentsOf: $0) } }
}

/// Digits in `v`'s decimal form (1 for 0): from its bit length (log10(2) ≈ 1233 / 4096 gives the
/// count or one less), then one comparison, where dividing by ten digit by digit cost a dependent
/// multiplication each.
@inline(__always) func decimalLength(_ v: UInt64) -> Int {
    let bits = 64 - (v | 1).leadingZeroBitCount
    let guess = (bits &* 1233) &>> 12                      // ⌊bits · log10 2⌋, at most 19
    return max(1, guess &+ (v >= DecimalDigits.power(of: guess) ? 1 : 0))
}

/// Tables for writing decimal digits, as static strings (their bytes are constants in the binary:
/// no lazy initialization to check on each use).
enum DecimalDigits {
    /// "00" "01" … "99": two digits per division by 100.
    static let pairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// 10^k for k in 0...19.
    @inline(__always) static func power(of k: Int) -> UInt64 {
        switch k {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        default: 10_000_000_000_000_000_000
        }
    }

    /// Writes `v`'s `count` lowest decimal digits ending just before `end`, two at a time; returns
    /// where the first was written and what is left of `v` above them (`v / 10^count`).
    @inline(__always) static func write(_ v: UInt64, count: Int, endingBefore end: UnsafeMutablePointer<UInt8>)
        -> (start: UnsafeMutablePointer<UInt8>, rest: UInt64) {
        var p = end, v = v, left = count
        let table = pairs.utf8Start
        while left >= 2 {
            let pair = Int(truncatingIfNeeded: v % 100)
            v /= 100
            p -= 2
            p[0] = table[2 &* pair]
            p[1] = table[2 &* pair &+ 1]
            left -= 2
        }
        if left == 1 {
            p -= 1
            p.pointee = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
            v /= 10
        }
        return (p, v)
    }
}

/// Looks for bytes in UTF-8 eight at a time, with the classic word tricks ("has a zero byte", "has a
/// byte less than n"), exact for ASCII targets: bytes of 0x80 and above, all of Arabic's UTF-8, never
/// match. Shared by the JSON escape test and the CSV quoting test.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each of the eight bytes of `w` that is `b` (an ASCII byte); 0 when none is.
    /// Masks, so that several tests join with `|` into one branch.
    @inline(__always) static func bytes(_ b: UInt64, in w: UInt64) -> UInt64 {
        let x = w ^ (b &* ones)
        return (x &- ones) & ~x & highs
    }

    /// The same for the bytes of `w` below `n` (at most 0x80).
    @inline(__always) static func bytes(below n: UInt64, in w: UInt64) -> UInt64 {
        (w &- n &* ones) & ~w & highs
    }

    /// Whether `word` holds for any eight bytes of `utf8` (the last eight overlapping those already
    /// seen, instead of a byte at a time), or `byte` for any byte of a shorter one.
    @inline(__always) static func any(_ utf8: UnsafeBufferPointer<UInt8>, word: (UInt64) -> Bool, byte: (UInt8) -> Bool) -> Bool {
        guard let p = utf8.baseAddress else { return false }
        let n = utf8.count
        if n >= 8 {
            var i = 0
            while i + 8 <= n {
                if word(UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)) { return true }
                i += 8
            }
            return i < n && word(UnsafeRawPointer(p + n - 8).loadUnaligned(as: UInt64.self))
        }
        var i = 0
        while i < n {
            if byte(p[i]) { return true }
            i += 1
        }
        return false
    }
}
