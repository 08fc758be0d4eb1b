/// The general entities a document's internal DTD subset declares (XML 1.0 §4.2 "Entity
/// Declarations"), read from `<!DOCTYPE … [ … ]>` so that `XMLPrepass` can expand their references
/// within `XMLLimits` (Debian 12's libxml2 does not bound the sum of its expansions), and libxml2 is
/// given no entity to expand (`XMLSAXParser`).
///
/// Only what XML 1.0 defines for the internal subset is read: entity declarations, with everything
/// else (element, attribute-list and notation declarations, comments, processing instructions)
/// skipped. Nothing external is read: an external entity is recorded as such and never fetched.
/// Parameter entities are not expanded (no catalog format uses them); an entity whose value uses one,
/// and an entity declared after a parameter-entity reference, are recorded so their references are
/// reported instead of guessed. libxml2 still parses the same DTD and reports its syntax errors.
struct XMLEntityDeclarations {
    enum Entity: Equatable {
        /// An internal entity's replacement text (XML 1.0 §4.5): its literal with character
        /// references replaced and general entity references left for expansion where it is used.
        case text([UInt8])
        /// `SYSTEM` or `PUBLIC`: an external parsed entity, never read.
        case external
        /// An external entity with `NDATA` (XML 1.0 §4.2.2): not text at all.
        case unparsed
        /// Its value, or its declaration's place, depends on parameter entities, which are not expanded.
        case throughParameterEntities
    }

    var entities: [String: Entity] = [:]
    /// The subset refers to a parameter entity, which may declare entities that are not read here.
    var usesParameterEntities = false

    /// Reads the document type declaration that starts (`<!DOCTYPE`) at `start`. Returns the index
    /// after its closing `>`, or where reading stopped at markup XML 1.0 does not allow there (libxml2
    /// then reports it).
    mutating func read(_ s: [UInt8], from start: Int) -> Int {
        var i = start + 9
        // '<!DOCTYPE' S Name (S ExternalID)? S? ('[' intSubset ']' S?)? '>' (XML 1.0 §2.8 [28])
        while i < s.count, s[i] != UInt8(ascii: "["), s[i] != UInt8(ascii: ">") {
            if s[i] == UInt8(ascii: "\"") || s[i] == UInt8(ascii: "'") { i = Self.afterLiteral(s, i) } else { i += 1 }
        }
        guard i < s.count else { return i }
        if s[i] == UInt8(ascii: ">") { return i + 1 }
        i += 1
        while i < s.count {
            let c = s[i]
            if Self.isSpace(c) { i += 1; continue }
            if c == UInt8(ascii: "]") {
                i += 1
                while i < s.count, Self.isSpace(s[i]) { i += 1 }
                return i < s.count && s[i] == UInt8(ascii: ">") ? i + 1 : i
            }
            if c == UInt8(ascii: "%") {
                // A parameter-entity reference between declarations (DeclSep, XML 1.0 §2.8 [28a]).
                usesParameterEntities = true
                while i < s.count, s[i] != UInt8(ascii: ";"), !Self.isSpace(s[i]) { i += 1 }
                i += 1
                continue
            }
            if Self.starts(s, i, "<!--") { i = Self.after(s, "-->", from: i + 4); continue }
            if Self.starts(s, i, "<?") { i = Self.after(s, "?>", from: i + 2); continue }
            if Self.starts(s, i, "<!ENTITY"), i + 8 < s.count, Self.isSpace(s[i + 8]) { i = declare(s, from: i + 8); continue }
            if Self.starts(s, i, "<!") {
                i += 2
                while i < s.count, s[i] != UInt8(ascii: ">") {
                    if s[i] == UInt8(ascii: "\"") || s[i] == UInt8(ascii: "'") { i = Self.afterLiteral(s, i) } else { i += 1 }
                }
                i += 1
                continue
            }
            return i
        }
        return i
    }

    /// `<!ENTITY` S ('%' S)? Name S (EntityValue | ExternalID NDataDecl?) S? '>' (XML 1.0 §4.2 [70]–[76]),
    /// from just after `<!ENTITY`.
    private mutating func declare(_ s: [UInt8], from start: Int) -> Int {
        var i = start
        func skipSpace() { while i < s.count, Self.isSpace(s[i]) { i += 1 } }
        skipSpace()
        var parameter = false
        if i < s.count, s[i] == UInt8(ascii: "%") { parameter = true; i += 1; skipSpace() }
        let nameStart = i
        while i < s.count, !Self.isSpace(s[i]), s[i] != UInt8(ascii: ">"), s[i] != UInt8(ascii: "\""), s[i] != UInt8(ascii: "'") { i += 1 }
        let name = String(decoding: s[nameStart..<i], as: UTF8.self)
        skipSpace()
        var entity: Entity?
        if i < s.count, s[i] == UInt8(ascii: "\"") || s[i] == UInt8(ascii: "'") {
            let end = Self.afterLiteral(s, i)
            entity = Self.replacementText(s[(i + 1)..<max(i + 1, end - 1)])
            i = end
        } else if Self.starts(s, i, "SYSTEM") || Self.starts(s, i, "PUBLIC") {
            entity = .external
            while i < s.count, s[i] != UInt8(ascii: ">") {
                if s[i] == UInt8(ascii: "\"") || s[i] == UInt8(ascii: "'") { i = Self.afterLiteral(s, i); continue }
                if Self.starts(s, i, "NDATA") { entity = .unparsed }
                i += 1
            }
        }
        while i < s.count, s[i] != UInt8(ascii: ">") {
            if s[i] == UInt8(ascii: "\"") || s[i] == UInt8(ascii: "'") { i = Self.afterLiteral(s, i) } else { i += 1 }
        }
        // The first declaration of an entity binds (XML 1.0 §4.2); the five predefined ones keep their meaning (§4.6).
        if !parameter, !name.isEmpty, let entity, entities[name] == nil, !Self.predefined.contains(name) {
            entities[name] = usesParameterEntities ? .throughParameterEntities : entity
        }
        return i + 1
    }

    static let predefined: Set<String> = ["lt", "gt", "amp", "apos", "quot"]

    /// An entity value's replacement text (XML 1.0 §4.5): character references replaced by their
    /// characters, general entity references bypassed (§4.4.7), parameter-entity references not supported.
    static func replacementText(_ value: ArraySlice<UInt8>) -> Entity {
        var out: [UInt8] = []
        out.reserveCapacity(value.count)
        var i = value.startIndex
        while i < value.endIndex {
            let c = value[i]
            if c == UInt8(ascii: "%") { return .throughParameterEntities }
            if c == UInt8(ascii: "&"), i + 1 < value.endIndex, value[i + 1] == UInt8(ascii: "#"),
               let (scalar, end) = characterReference(value, at: i) {
                out.append(contentsOf: Array(String(scalar).utf8))
                i = end
                continue
            }
            out.append(c)
            i += 1
        }
        return .text(out)
    }

    /// `&#N;` or `&#xH;` at `i` (XML 1.0 §4.1 [66]) naming a character XML allows (§2.2 [2]), and the index after it.
    static func characterReference(_ s: ArraySlice<UInt8>, at i: Int) -> (Unicode.Scalar, Int)? {
        var j = i + 2
        let hex = j < s.endIndex && s[j] == UInt8(ascii: "x")
        if hex { j += 1 }
        let digitsStart = j
        while j < s.endIndex, j - digitsStart < 8, (hex ? isHexDigit(s[j]) : isDigit(s[j])) { j += 1 }
        guard j > digitsStart, j < s.endIndex, s[j] == UInt8(ascii: ";"),
              let value = UInt32(String(decoding: s[digitsStart..<j], as: UTF8.self), radix: hex ? 16 : 10),
              let scalar = Unicode.Scalar(value), isXMLChar(value) else { return nil }
        return (scalar, j + 1)
    }

    static func isXMLChar(_ v: UInt32) -> Bool {
        v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v)
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    static func isHexDigit(_ c: UInt8) -> Bool { isDigit(c) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x66) }
    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

    static func starts(_ s: [UInt8], _ i: Int, _ prefix: StaticString) -> Bool {
        let n = prefix.utf8CodeUnitCount
        guard i >= 0, i + n <= s.count else { return false }
        let p = prefix.utf8Start
        return s.withUnsafeBufferPointer { b in
            var k = 0
            while k < n, b[i + k] == p[k] { k += 1 }
            return k == n
        }
    }

    /// The index after the first `terminator` at or after `from` (the end when there is none).
    static func after(_ s: [UInt8], _ terminator: StaticString, from: Int) -> Int {
        let n = terminator.utf8CodeUnitCount
        let t = terminator.utf8Start
        return s.withUnsafeBufferPointer { b in
            var i = max(from, 0)
            while i + n <= b.count {
                if b[i] == t[0] {
                    var k = 1
                    while k < n, b[i + k] == t[k] { k += 1 }
                    if k == n { return i + n }
                }
                i += 1
            }
            return b.count
        }
    }

    /// The index after the quoted literal that starts at `i` (XML literals have no escapes).
    static func afterLiteral(_ s: [UInt8], _ i: Int) -> Int {
        let quote = s[i]
        var j = i + 1
        while j < s.count, s[j] != quote { j += 1 }
        return min(j + 1, s.count)
    }
}
