import CHarfBuzz
import CUnicode

/// Splits text into runs by bidi level (ICU, UAX #9), script (HarfBuzz's Unicode functions) and font
/// (first face of the stack that covers the whole grapheme cluster, then the platform's fallback,
/// `FontRegistry.fallback`).
struct TextItemizer {
    unowned(unsafe) let registry: FontRegistry
    let stack: [FontFace]
    let language: String
    /// The platform's fallback for clusters no stack face covers.
    let chain: FallbackChain
    /// The calling thread's script pages (`ShapingBuffer.scripts`).
    unowned(unsafe) let scripts: ScriptPages
    /// SkParagraph (`flutter`): scripts are resolved within each bidi run, not across the text. It shapes
    /// each bidi region on its own (`OneLineShaper::iterateThroughShapingRegions`), and SkShaper's script
    /// iterator gives Common and Inherited scalars at a run's start the first real script after them
    /// (`SkShaper_harfbuzz.cpp` · `HbIcuScriptRunIterator::consume`), so in «ملف TopoJSON» in an LTR
    /// paragraph the space joins «TopoJSON»'s Latin run and is kerned against «T» [measured: skia-python
    /// 144.1, Roboto's space + T pair 468 of 508 units: 102.02 px, not 102.34].
    var scriptsWithinBidiRuns = false
    /// WebKitGTK (`webkitgtk`): a word (between spaces) of Common and Inherited scalars only is shaped
    /// with the Common script, not the script before it. WebKit's inline layout measures each word and
    /// each space as an item of its own (`InlineTextItem`), and the HarfBuzz port resolves a Common scalar
    /// only from the scalars of the same item (`ComplexTextControllerHarfBuzz.cpp` · `findNextRun`, then
    /// `hb_buffer_set_script(hb_icu_script_to_script(run.script))`), so «%» or «12» after an Arabic word
    /// gets none of the font's Arabic substitutions [measured: WebKitGTK 2.50, KacstOne at 17 px: «مع %»
    /// 36 px, «مع 12» 40 px, «مع %ب» and «مع%» as one Arabic run: 41 and 24 px].
    var commonWordsStayCommon = false

    struct Result {
        var runs: [TextRun]
        var missing: [MissingCluster]
        var graphemeStarts: GraphemeStarts
    }

    func itemize(_ text: UnicodeText, direction: TextDirection) -> Result {
        let n = text.count
        guard n > 0, let primary = stack.first else {
            return Result(runs: [], missing: [], graphemeStarts: GraphemeStarts(flags: nil, count: 0))
        }
        // One level for the whole text (no array) unless ICU resolves them per scalar.
        var levels: [UInt8] = []
        var uniformLevel: UInt8 = direction == .rtl ? 1 : 0
        var paragraphLevel = uniformLevel
        // UAX #9: in an LTR paragraph without R, AL or AN characters and without explicit embeddings,
        // isolates or marks, every level resolves to 0; ICU is needed only otherwise.
        // Likewise an RTL paragraph of Arabic letters, marks and neutrals only (no L, EN, AN or
        // formatting characters) resolves to level 1 throughout (rules W1–W7, N1–N2, I2).
        let uniform = direction == .rtl ? text.scalars.allSatisfy(Self.isArabicOrNeutral) : !text.scalars.contains(where: Self.mayNeedBidi)
        if !uniform {
            levels = [UInt8](filledWith: 0, count: n)
            let status = text.scalars.withUnsafeBufferPointer {
                lf_bidi_levels($0.baseAddress, Int32(n), UInt8(direction == .rtl ? LF_PARAGRAPH_RTL : LF_PARAGRAPH_LTR),
                               &levels, &paragraphLevel)
            }
            if status != 0 { levels = []; paragraphLevel = uniformLevel }
            else if let first = levels.first, levels.allSatisfy({ $0 == first }) { uniformLevel = first; levels = [] }
        }
        let starts = text.graphemeBoundaries()

        // Font per scalar as an index into `used` (0: the primary), so the loop copies no references.
        var used: [FontFace] = []
        var missing: [MissingCluster] = []
        var start = 0
        // The usual case: the primary font covers every scalar, so it is the first face covering each
        // cluster, and every run is the primary's.
        let primaryCoverage = primary.coverage
        if text.scalars.allSatisfy({ primaryCoverage.covers($0) || FontRegistry.isDefaultIgnorable($0) }) { start = n }
        var faceIndex = [Int](filledWith: 0, count: start < n ? n : 0)
        while start < n {
            var end = start + 1
            while end < n && !starts[end] { end += 1 }
            // A one-scalar cluster the primary covers (most of any text) needs no more than that.
            if end == start + 1 && (primaryCoverage.covers(text.scalars[start]) || FontRegistry.isDefaultIgnorable(text.scalars[start])) {
                start = end
                continue
            }
            let cluster = text.scalars[start..<end]
            var face: FontFace?
            for candidate in stack where cluster.allSatisfy({ candidate.covers($0) || FontRegistry.isDefaultIgnorable($0) }) {
                face = candidate
                break
            }
            if face == nil {
                face = Self.needsNoGlyph(cluster) ? primary
                    : cluster.count == 1 ? ShapingBuffer.current.fallbacks.face(for: cluster[start], language: language, chain: chain, registry: registry)
                    : registry.fallback(covering: Array(cluster), language: language, chain: chain)
            }
            if face == nil {
                missing.append(MissingCluster(text: text.substring(start..<end), index: start,
                                              codepoints: cluster.map { "U+" + String($0, radix: 16, uppercase: true).leftPadded(4) }))
            }
            let chosen = face ?? primary
            var index = 0
            if chosen !== primary {
                if used.isEmpty { used.append(primary) }
                if let k = used.firstIndex(where: { $0 === chosen }) { index = k } else { used.append(chosen); index = used.count - 1 }
            }
            for i in start..<end { faceIndex[i] = index }
            start = end
        }

        // Runs: maximal stretches of one level, one script and one face. Scripts are resolved on the way
        // (Common and Inherited take the preceding real script, or the first one at the start, as UAX #24
        // suggests), without an array per scalar.
        var runs: [TextRun] = []
        runs.reserveCapacity(4)
        let oneFace = faceIndex.isEmpty || used.isEmpty, oneLevel = levels.isEmpty
        let scripts = self.scripts
        var firstReal = HB_SCRIPT_COMMON
        for c in text.scalars {
            let s = scripts.script(c)
            if !Self.isNeutral(s) { firstReal = s; break }
        }
        // Inline rather than a nested function: a variable a nested function captures is boxed on the heap.
        let hasReal = !Self.isNeutral(firstReal)
        var last = firstReal
        var runStart = 0
        var runScript = HB_SCRIPT_COMMON
        // WebKitGTK: where each word of neutrals only starts and ends (`commonWordsStayCommon`).
        var commonWordEnd = -1
        text.scalars.withUnsafeBufferPointer { scalars in
            for i in 0...n {
                var s = runScript
                if i < n {
                    if scriptsWithinBidiRuns && !oneLevel && i > 0 && levels[i] != levels[i - 1] {
                        // A new bidi run: its leading neutrals take the first real script inside it.
                        var j = i
                        while j < n && levels[j] == levels[i] {
                            let t = scripts.script(scalars[j])
                            if !Self.isNeutral(t) { last = t; break }
                            j += 1
                        }
                    }
                    s = scripts.script(scalars[i])
                    if commonWordsStayCommon && i >= commonWordEnd && scalars[i] != 0x20 && (i == 0 || scalars[i - 1] == 0x20) {
                        // A word starts: it stays Common when no scalar in it has a real script.
                        var j = i
                        while j < n && scalars[j] != 0x20 && Self.isNeutral(scripts.script(scalars[j])) { j += 1 }
                        commonWordEnd = j == n || scalars[j] == 0x20 ? j : -1
                    }
                    if commonWordsStayCommon && i < commonWordEnd { s = HB_SCRIPT_COMMON }
                    else if Self.isNeutral(s) { if hasReal { s = last } } else { last = s }
                }
                if i == 0 { runScript = s; continue }
                if i == n || (!oneLevel && levels[i] != levels[runStart]) || s != runScript || (!oneFace && faceIndex[i] != faceIndex[runStart]) {
                    runs.append(TextRun(range: runStart..<i, level: oneLevel ? uniformLevel : levels[runStart], script: runScript,
                                        face: oneFace ? primary : used[faceIndex[runStart]]))
                    runStart = i
                    runScript = s
                }
            }
        }
        return Result(runs: runs, missing: missing, graphemeStarts: starts)
    }

    static func mayNeedBidi(_ c: UInt32) -> Bool {
        c >= 0x0590 && (c <= 0x08FF || (0x200E...0x200F).contains(c) || (0x202A...0x202E).contains(c) || (0x2066...0x2069).contains(c)
            || (0xFB1D...0xFDFF).contains(c) || (0xFE70...0xFEFF).contains(c) || (0x10800...0x10FFF).contains(c) || (0x1E800...0x1EFFF).contains(c))
    }

    /// Bidi class AL, NSM, WS, CS, ON, ET or BN (ZWNJ/ZWJ): nothing that would resolve to another level in
    /// an RTL paragraph without numbers or left-to-right text. Below U+0800 (ASCII and the Arabic
    /// blocks, nearly every scalar asked about) answered from a bit table made from the list below:
    /// the list compiled to a chain of comparisons and cost some 40 instructions a scalar.
    @inline(__always)
    static func isArabicOrNeutral(_ c: UInt32) -> Bool {
        c < 0x800 ? arabicOrNeutralBelow800[Int(c &>> 6)] & (1 &<< UInt64(c & 63)) != 0 : isArabicOrNeutralByList(c)
    }

    private static let arabicOrNeutralBelow800: [UInt64] = (0..<32).map { (word: Int) -> UInt64 in
        var bits: UInt64 = 0
        for bit in 0..<64 where isArabicOrNeutralByList(UInt32(word * 64 + bit)) { bits |= UInt64(1) << UInt64(bit) }
        return bits
    }

    static func isArabicOrNeutralByList(_ c: UInt32) -> Bool {
        switch c {
        case 0x20, 0xA0, 0x21, 0x22, 0x27...0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0xAB, 0xBB, 0x2026, 0x200C, 0x200D,
             0x060C, 0x061B, 0x061F, 0x0610...0x061A, 0x0620...0x065F, 0x066A, 0x066E...0x06D5, 0x06D6...0x06DC,
             0x06DF...0x06E8, 0x06EA...0x06EF, 0x06FA...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFC:
            true
        default:
            false
        }
    }

    /// Controls and default-ignorables are never drawn; no font needs to have them.
    private static func needsNoGlyph(_ cluster: ArraySlice<UInt32>) -> Bool {
        cluster.allSatisfy { FontRegistry.isDefaultIgnorable($0) || $0 < 0x20 || ($0 >= 0x7F && $0 < 0xA0) }
    }

    static func isNeutral(_ s: hb_script_t) -> Bool {
        s == HB_SCRIPT_COMMON || s == HB_SCRIPT_INHERITED || s == HB_SCRIPT_UNKNOWN
    }
}

extension String {
    func leftPadded(_ width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
