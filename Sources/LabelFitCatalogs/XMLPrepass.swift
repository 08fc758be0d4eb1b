import LabelFitCore

/// The document as libxml2 is given it, made in one linear pass over its UTF-8 bytes:
///
/// - References to the internal entities the DTD declares (`XMLEntityDeclarations`) are replaced by
///   their replacement text, as XML 1.0 §4.4 "XML Processor Treatment of Entities and References"
///   says: in content the text is read as content again (markup and further references included;
///   it must be balanced, §4.3.2), in an attribute value as value text (quotes escaped, `<` refused,
///   §3.1 WFC "No < in Attribute Values"). Where references are not recognized (comments, CDATA,
///   processing instructions, the DTD) nothing changes. The total is bounded by `XMLLimits`: more is
///   a located error for the file. (libxml2 is given no entity to expand: `XMLSAXParser`.)
/// - A reference that cannot be expanded (an external, unparsed or undeclared entity) becomes the
///   noncharacter U+FDD0 — Unicode §23.7: reserved for a program's internal use — with its located
///   reason in `unresolved`, in document order; `XMLElementNode` gives the reason to the string it
///   is in. U+FDD0 in the document itself is refused, so every one seen is one of these.
/// - Attributes per element are counted before libxml2's quadratic duplicate check.
///
/// Expanded text that holds line breaks moves libxml2's line numbers; `lines` maps them back.
struct XMLPrepass {
    struct Unresolved: Equatable {
        let line: Int
        let message: String
    }

    static let marker = Unicode.Scalar(UInt32(0xFDD0))!
    private static let markerBytes: [UInt8] = [0xEF, 0xB7, 0x90]

    var bytes: [UInt8]
    var lines: XMLLineMap
    var unresolved: [Unresolved]

    init(_ input: [UInt8], file: String) throws {
        let scanner = Scanner(file: file, document: input)
        try scanner.content(input, entity: nil)
        bytes = scanner.pristine ? input : scanner.out
        lines = XMLLineMap(shifts: scanner.shifts)
        unresolved = scanner.unresolved
    }

    private final class Scanner {
        let file: String
        let document: [UInt8]
        var out: [UInt8] = []
        var declarations = XMLEntityDeclarations()
        var readDoctype = false
        var seenRoot = false
        var expanding: [String] = []
        var cost = 0
        var unresolved: [Unresolved] = []
        var shifts: [XMLLineMap.Shift] = []
        /// Where in the document the scan is (inside an expansion: its reference), for `here`.
        var position = 0
        // Lines are counted only when asked for (an error, a marker, an expansion), from where the
        // last count stopped: documents without entities are never counted.
        private var countedTo = 0, linesBefore = 1, outCountedTo = 0, outLinesBefore = 1

        init(file: String, document: [UInt8]) {
            self.file = file
            self.document = document
        }

        func at(_ i: Int) { if expanding.isEmpty { position = i } }

        var docLine: Int {
            while countedTo < position { if document[countedTo] == 0x0A { linesBefore += 1 }; countedTo += 1 }
            return linesBefore
        }

        var outLine: Int {
            while outCountedTo < out.count { if out[outCountedTo] == 0x0A { outLinesBefore += 1 }; outCountedTo += 1 }
            return outLinesBefore
        }

        var here: SourceLocation { SourceLocation(file: file, line: docLine) }

        /// Until the first expansion or marker, what would be emitted is the document itself, in
        /// order: nothing is copied (most documents declare no entities).
        var pristine = true

        func emit(_ bytes: ArraySlice<UInt8>) {
            if !pristine { out.append(contentsOf: bytes) }
        }

        /// The document is about to differ from its bytes at `i` (a reference there is replaced).
        func diverge(at i: Int) {
            guard pristine, expanding.isEmpty else { return }
            pristine = false
            out.reserveCapacity(document.count + 64)
            out.append(contentsOf: document[..<i])
        }

        /// The index of the next `&`, `<` or 0xEF (the lead byte of U+FDD0) at or after `i`, or the end.
        static func nextSpecial(_ s: [UInt8], from i: Int) -> Int {
            s.withUnsafeBufferPointer { p in
                var j = i
                while j < p.count {
                    let c = p[j]
                    if c == 0x26 || c == 0x3C || c == 0xEF { return j }
                    j += 1
                }
                return p.count
            }
        }

        func refuseMarker(_ s: [UInt8], at i: Int) throws {
            if i + 2 < s.count, s[i + 1] == 0xB7, s[i + 2] == 0x90 {
                at(i)
                throw LabelFitError.invalidInput(here, "the noncharacter U+FDD0 in an XML catalog (Unicode §23.7: for a program's internal use, never text)")
            }
        }

        /// Content (XML 1.0 §3.1 [43]): the document, or an entity's replacement text where it is referenced.
        func content(_ s: [UInt8], entity: String?) throws {
            var i = 0
            var run = 0
            var open = 0
            func flush(_ j: Int) { if j > run { emit(s[run..<j]) }; run = j }
            while i < s.count {
                i = Self.nextSpecial(s, from: i)
                guard i < s.count else { break }
                let c = s[i]
                if c == UInt8(ascii: "&") {
                    flush(i)
                    i = try reference(s, at: i, quote: nil)
                    run = i
                    continue
                }
                if c == 0xEF { try refuseMarker(s, at: i) }
                guard c == UInt8(ascii: "<") else { i += 1; continue }
                flush(i)
                typealias D = XMLEntityDeclarations
                let next = i + 1 < s.count ? s[i + 1] : 0
                if next == UInt8(ascii: "!") {
                    if D.starts(s, i, "<!--") {
                        i = D.after(s, "-->", from: i + 4)
                    } else if D.starts(s, i, "<![CDATA[") {
                        i = D.after(s, "]]>", from: i + 9)
                    } else if entity == nil, !seenRoot, !readDoctype, D.starts(s, i, "<!DOCTYPE") {
                        readDoctype = true
                        i = min(declarations.read(s, from: i), s.count)
                    } else {
                        i = D.after(s, ">", from: i + 2)
                    }
                } else if next == UInt8(ascii: "?") {
                    i = D.after(s, "?>", from: i + 2)
                } else if next == UInt8(ascii: "/") {
                    i = D.after(s, ">", from: i + 2)
                    open -= 1
                    if let entity, open < 0 { throw unbalanced(entity) }
                } else {
                    let (end, empty) = try startTag(s, at: i, run: &run)
                    i = end
                    seenRoot = true
                    if !empty { open += 1 }
                }
                flush(i)
            }
            flush(s.count)
            if let entity, open != 0 { throw unbalanced(entity) }
        }

        func unbalanced(_ name: String) -> LabelFitError {
            .invalidInput(here, "the replacement text of entity &\(name); is not well-formed content: its elements must open and close inside it (XML 1.0 §4.3.2)")
        }

        /// A start tag (XML 1.0 §3.1 [40]) at `i`: attribute values are scanned for references and
        /// the attributes counted. Returns the index after the tag and whether it is empty (`/>`).
        func startTag(_ s: [UInt8], at start: Int, run: inout Int) throws -> (Int, Bool) {
            typealias D = XMLEntityDeclarations
            var i = start + 1
            while i < s.count, !D.isSpace(s[i]), s[i] != UInt8(ascii: ">"), s[i] != UInt8(ascii: "/") { i += 1 }
            var attributes = 0
            while i < s.count {
                let c = s[i]
                if D.isSpace(c) { i += 1; continue }
                if c == UInt8(ascii: ">") { return (i + 1, false) }
                if c == UInt8(ascii: "/"), i + 1 < s.count, s[i + 1] == UInt8(ascii: ">") { return (i + 2, true) }
                guard c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") else { i += 1; continue }
                // A quoted value: an attribute (anything else out of place here libxml2 reports).
                attributes += 1
                if attributes > XMLLimits.attributesPerElement {
                    at(start)
                    throw LabelFitError.limitExceeded(here, "more than \(XMLLimits.attributesPerElement) attributes on one element")
                }
                i += 1
                while i < s.count, s[i] != c {
                    if s[i] == UInt8(ascii: "&") {
                        if i > run { emit(s[run..<i]) }
                        i = try reference(s, at: i, quote: c)
                        run = i
                        continue
                    }
                    if s[i] == 0xEF { try refuseMarker(s, at: i) }
                    i += 1
                }
                i += 1
            }
            return (s.count, false)
        }

        /// An entity's replacement text inside an attribute value quoted by `quote` (XML 1.0 §3.3.3).
        func attributeText(_ s: [UInt8], quote: UInt8) throws {
            var i = 0
            var run = 0
            func flush(_ j: Int) { if j > run { emit(s[run..<j]) }; run = j }
            while i < s.count {
                let c = s[i]
                if c == UInt8(ascii: "&") {
                    flush(i)
                    i = try reference(s, at: i, quote: quote)
                    run = i
                    continue
                }
                if c == UInt8(ascii: "<") {
                    throw LabelFitError.invalidInput(here, "entity &\(expanding.last ?? ""); is used in an attribute value but contains '<' (XML 1.0 §3.1, WFC: No < in Attribute Values)")
                }
                if c == quote {
                    flush(i)
                    emit(quote == UInt8(ascii: "\"") ? Array("&quot;".utf8)[...] : Array("&apos;".utf8)[...])
                    i += 1
                    run = i
                    continue
                }
                if c == 0xEF { try refuseMarker(s, at: i) }
                i += 1
            }
            flush(s.count)
        }

        /// The reference at `i` (`&`): a character reference or a predefined entity is kept for
        /// libxml2, a declared internal entity expanded, any other entity marked. Returns the index after it.
        func reference(_ s: [UInt8], at i: Int, quote: UInt8?) throws -> Int {
            typealias D = XMLEntityDeclarations
            at(i)
            if i + 1 < s.count, s[i + 1] == UInt8(ascii: "#") {
                if let (scalar, end) = D.characterReference(s[...], at: i) {
                    if scalar == XMLPrepass.marker {
                        throw LabelFitError.invalidInput(here, "a reference to the noncharacter U+FDD0 (Unicode §23.7: for a program's internal use, never text)")
                    }
                    emit(s[i..<end])
                    return end
                }
                emit(s[i..<(i + 1)])
                return i + 1
            }
            // Name (XML 1.0 §2.3 [5]): ASCII letters, '_' and ':' or any non-ASCII byte to start; digits, '-', '.' after.
            var j = i + 1
            func nameStart(_ c: UInt8) -> Bool { (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c == 0x5F || c == 0x3A || c >= 0x80 }
            if j < s.count, nameStart(s[j]) {
                j += 1
                while j < s.count, nameStart(s[j]) || D.isDigit(s[j]) || s[j] == 0x2D || s[j] == 0x2E { j += 1 }
            }
            guard j > i + 1, j < s.count, s[j] == UInt8(ascii: ";") else {
                // Not a reference: libxml2 reports the bare '&'.
                emit(s[i..<(i + 1)])
                return i + 1
            }
            let end = j + 1
            if Self.isPredefined(s, from: i + 1, to: j) {
                emit(s[i..<end])
                return end
            }
            let name = String(decoding: s[(i + 1)..<j], as: UTF8.self)
            diverge(at: i)
            switch declarations.entities[name] {
            case .text(let replacement):
                try expand(name, replacement, quote: quote)
            case .external:
                try mark("&\(name); is an external entity, which is never read")
            case .unparsed:
                try mark("&\(name); is an unparsed (NDATA) entity, which cannot stand in text (XML 1.0 §4.4.4)")
            case .throughParameterEntities:
                try mark("&\(name); is declared through parameter entities, which are not expanded")
            case nil:
                try mark(declarations.usesParameterEntities
                     ? "&\(name); is not declared (the DTD's parameter entities, which might declare it, are not expanded)"
                     : "&\(name); is not declared in the document's DTD")
            }
            return end
        }

        /// lt, gt, amp, apos or quot (XML 1.0 §4.6), compared as bytes: most references are these.
        static func isPredefined(_ s: [UInt8], from a: Int, to b: Int) -> Bool {
            switch b - a {
            case 2: return (s[a] == 0x6C || s[a] == 0x67) && s[a + 1] == 0x74
            case 3: return s[a] == 0x61 && s[a + 1] == 0x6D && s[a + 2] == 0x70
            case 4: return (s[a] == 0x61 && s[a + 1] == 0x70 && s[a + 2] == 0x6F && s[a + 3] == 0x73)
                || (s[a] == 0x71 && s[a + 1] == 0x75 && s[a + 2] == 0x6F && s[a + 3] == 0x74)
            default: return false
            }
        }

        func mark(_ message: String) throws {
            if unresolved.count >= XMLLimits.unresolvedReferences {
                throw LabelFitError.limitExceeded(here, "more than \(XMLLimits.unresolvedReferences) references to entities that cannot be expanded")
            }
            emit(XMLPrepass.markerBytes[...])
            unresolved.append(Unresolved(line: docLine, message: message))
        }

        func expand(_ name: String, _ replacement: [UInt8], quote: UInt8?) throws {
            if expanding.contains(name) {
                throw LabelFitError.invalidInput(here, "entity &\(name); refers to itself (XML 1.0 §4.1, WFC: No Recursion)")
            }
            if expanding.count >= XMLLimits.entityNestingDepth {
                throw LabelFitError.limitExceeded(here, "entities nested deeper than \(XMLLimits.entityNestingDepth) levels")
            }
            cost += replacement.count + XMLLimits.entityReferenceCost
            if !XMLLimits.allowsExpansion(cost: cost, documentBytes: document.count) {
                throw LabelFitError.limitExceeded(here, "entity expansion passes \(cost) bytes, more than \(XMLLimits.entityExpansionAllowance) and \(XMLLimits.entityAmplification) times the file's \(document.count) bytes (each reference counts \(XMLLimits.entityReferenceCost) bytes more)")
            }
            let startLine = outLine
            expanding.append(name)
            if let quote { try attributeText(replacement, quote: quote) } else { try content(replacement, entity: name) }
            expanding.removeLast()
            if expanding.isEmpty, outLine != startLine {
                shifts.append(XMLLineMap.Shift(outStart: startLine, outEnd: outLine, sourceLine: docLine))
            }
        }
    }
}

/// Lines of the document libxml2 reads (after `XMLPrepass`) back to lines of the file: a line inside
/// an expansion is the line of its reference, a line after it moves up by the lines it added.
struct XMLLineMap {
    struct Shift {
        let outStart: Int
        let outEnd: Int
        let sourceLine: Int
    }
    let shifts: [Shift]
    private let added: [Int]

    init(shifts: [Shift]) {
        self.shifts = shifts
        var total = 0
        added = shifts.map { total += $0.outEnd - $0.outStart; return total }
    }

    func sourceLine(_ line: Int) -> Int {
        var low = 0, high = shifts.count
        while low < high {
            let mid = (low + high) / 2
            if shifts[mid].outStart <= line { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return line }
        let k = low - 1
        return line <= shifts[k].outEnd ? shifts[k].sourceLine : line - added[k]
    }
}
