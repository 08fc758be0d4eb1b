import CHarfBuzz

/// HarfBuzz's script property (`hb_unicode_script`) for BMP scalars, remembered in pages of 256 code
/// points filled from HarfBuzz on first use, one set per thread (in `ShapingBuffer`).
///
/// Itemizing asks the script of every scalar of every string; through HarfBuzz's function table that
/// was about 33 instructions and a data-cache miss in three-level tables a call (1.2 % of `measure`).
/// A page is 1 KB and a label touches two or three (Basic Latin, Arabic, General Punctuation), so the
/// answer is one load. Scalars beyond the BMP still go to HarfBuzz. Nothing is decided here: every
/// value is HarfBuzz's own.
final class ScriptPages {
    private let funcs = hb_unicode_funcs_get_default()
    private let pages: UnsafeMutablePointer<UnsafeMutablePointer<hb_script_t>?>

    init() {
        pages = .allocate(capacity: 256)
        pages.initialize(repeating: nil, count: 256)
    }

    deinit {
        for i in 0..<256 { pages[i]?.deallocate() }
        pages.deallocate()
    }

    @inline(__always) func script(_ c: UInt32) -> hb_script_t {
        guard c < 0x1_0000 else { return hb_unicode_script(funcs, c) }
        if let page = pages[Int(c &>> 8)] { return page[Int(c & 0xFF)] }
        return fill(c)
    }

    private func fill(_ c: UInt32) -> hb_script_t {
        let first = c & ~0xFF
        let page = UnsafeMutablePointer<hb_script_t>.allocate(capacity: 256)
        for i in 0..<256 { (page + i).initialize(to: hb_unicode_script(funcs, first + UInt32(i))) }
        pages[Int(c &>> 8)] = page
        return page[Int(c & 0xFF)]
    }
}
