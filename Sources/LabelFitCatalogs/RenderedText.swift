import Foundation
import LabelFitCore

/// What a catalog string looks like on screen once the platform has interpreted it: markup tags
/// (Pango, HTML, i18next `Trans` components) removed with their content kept, `<br>` as a line
/// break, character references decoded, and keyboard mnemonics (GTK `_`, Qt `&`) dropped.
///
/// A tag is markup when it is closed in the same text (`<green>…</green>`, `<1>…</1>`), or when it is
/// an element those systems define (`<b>`, `<br>`, `<a href>`) or closes itself (`<1/>`) and, where
/// there is a source string, the source uses it too (the code that shows the string interprets markup:
/// Pango's `g_markup`/`gtk_label_set_markup`, react-i18next `Trans`). A lone `<` in prose, and a name in
/// angle brackets that is none of these (`<Shift>`, `<cmd>`, `<Keyboard.h>`, `<1>-<9>` keys), stay text.
public enum RenderedText {
    /// Tag names Pango markup (docs.gtk.org/Pango/pango_markup.html), HTML phrasing content and
    /// react-i18next `Trans` defaults (`transKeepBasicHtmlNodesFor`: br, strong, i, p) define.
    static let knownTags: Set<String> = [
        "b", "i", "u", "s", "a", "span", "strong", "em", "br", "p", "small", "big", "sub", "sup", "tt", "code", "strike",
        "del", "ins", "mark", "q", "cite", "font", "bold", "italic", "underline", "link", "ul", "ol", "li", "div", "label",
        "hr", "img", "wbr", "kbd", "abbr",
    ]

    /// Tag names in a text: `<b>`, `</b>`, `<a href="…">`, `<br/>`, `<1>`, `<bold-green>`.
    static func tagNames(_ text: String) -> Set<String> {
        guard text.contains(ascii: "<") else { return [] }
        var names = Set<String>()
        for m in tagMatches(text) { names.insert(m.name) }
        return names
    }

    struct TagMatch { var range: Range<String.Index>; var name: String; var closing: Bool; var selfClosing: Bool }

    static let tagPattern = try! NSRegularExpression(pattern: #"<(/?)([A-Za-z][\w:.-]*|\d+)(\s+[^<>]*?)?\s*(/?)>"#)

    static func tagMatches(_ text: String) -> [TagMatch] {
        let ns = text as NSString
        return tagPattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { m in
            guard let r = Range(m.range, in: text), let nameRange = Range(m.range(at: 2), in: text) else { return nil }
            return TagMatch(range: r, name: text[nameRange].lowercased(), closing: m.range(at: 1).length > 0, selfClosing: m.range(at: 4).length > 0)
        }
    }

    /// Removes markup tags (kept names: those the source uses, else the known set).
    /// A tag opened and closed in the same text (`<green>…</green>`) is markup whatever the source
    /// does: apps' styled-text parsers (Flutter styled_text, Pango) take it, and prose never pairs them.
    public static func stripTags(_ text: String, sourceTags: Set<String>?) -> String {
        guard text.contains(ascii: "<") else { return text }
        var out = ""
        var last = text.startIndex
        let matches = tagMatches(text)
        // Paired: an opening tag before a closing one of the same name (`</b>…<b>` is no pair).
        var openedSoFar = Set<String>(), paired = Set<String>()
        for m in matches where !m.selfClosing {
            if !m.closing { openedSoFar.insert(m.name) } else if openedSoFar.contains(m.name) { paired.insert(m.name) }
        }
        for m in matches {
            let interpreted = paired.contains(m.name) || (m.selfClosing || knownTags.contains(m.name)) && (sourceTags.map { $0.contains(m.name) } ?? true)
            guard interpreted else { continue }
            out += text[last..<m.range.lowerBound]
            if m.name == "br" || m.name == "hr" || (m.name == "p" && m.closing) { out += "\n" }
            last = m.range.upperBound
        }
        out += text[last...]
        return out.hasSuffix("\n") && !text.hasSuffix("\n") ? String(out.dropLast()) : out
    }

    /// XML/HTML character references: `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&nbsp;` `&#NN;` `&#xNN;`.
    public static func decodeEntities(_ text: String) -> String {
        guard text.contains(ascii: "&") else { return text }
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "hellip": "…",
                                       "mdash": "—", "ndash": "–", "copy": "©", "reg": "®", "laquo": "«", "raquo": "»"]
        var out = ""
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == "&", let semi = text[i...].prefix(12).firstIndex(of: ";") {
                let body = String(text[text.index(after: i)..<semi])
                var value: String?
                if let v = named[body] { value = v }
                else if body.hasPrefix("#x") || body.hasPrefix("#X"), let n = UInt32(body.dropFirst(2), radix: 16), let u = Unicode.Scalar(n) { value = String(u) }
                else if body.hasPrefix("#"), let n = UInt32(body.dropFirst()), let u = Unicode.Scalar(n) { value = String(u) }
                if let value { out += value; i = text.index(after: semi); continue }
            }
            out.append(text[i])
            i = text.index(after: i)
        }
        return out
    }

    /// HTML/XML default white space handling (CSS `white-space: normal`, XLIFF without
    /// `xml:space="preserve"`): runs of space, tab and line feed become one space, trimmed at the ends.
    /// The four are ASCII, so the text is walked as UTF-8 bytes (no other scalar's bytes can equal
    /// them): appended scalar by scalar, this was a twentieth of reading an XLIFF file.
    public static func collapseWhiteSpace(_ text: String) -> String {
        text.withUTF8Bytes { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var pending = false
            for b in bytes {
                if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { pending = true; continue }
                if pending && !out.isEmpty { out.append(0x20) }
                pending = false
                out.append(b)
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Removes a keyboard mnemonic marker (`_` in GTK, `&` in Qt and Windows) when the source has one
    /// too; the doubled marker is a literal one. The marker must precede a letter (or digit).
    public static func removeMnemonic(_ text: String, marker: Character, sourceHasOne: Bool) -> String {
        guard sourceHasOne, text.contains(marker) else { return text }
        var out = ""
        var i = text.startIndex
        var removed = false
        while i < text.endIndex {
            let c = text[i]
            let next = text.index(after: i)
            if c == marker, next < text.endIndex {
                if text[next] == marker { out.append(marker); i = text.index(after: next); continue }
                if !removed, text[next].isLetter || text[next].isNumber { removed = true; i = next; continue }
            }
            out.append(c)
            i = next
        }
        return out
    }

    /// Whether the source's first marker before a letter sits inside a word the translation carries
    /// unchanged (`client_secrets.json`, `LANG_CODE`, `'mgv7_np_floatland'`): a name copied as it is
    /// into both, with a letter or digit before the marker, which no translator would mark a mnemonic
    /// in, so the marker is text. A marker at a word's start stays a mnemonic even in a name both carry
    /// (`About &Notepad++` → `حول &Notepad++`, `_OK`): translators keep mnemonics on brand names.
    public static func markerInSharedWord(source: String, target: String, marker: Character) -> Bool {
        var previous: Character?
        var i = source.startIndex
        while i < source.endIndex {
            let c = source[i]
            let next = source.index(after: i)
            if c == marker, previous != marker, next < source.endIndex, source[next] != marker, source[next].isLetter {
                var start = i, end = next
                while start > source.startIndex, !source[source.index(before: start)].isWhitespace { start = source.index(before: start) }
                while end < source.endIndex, !source[end].isWhitespace { end = source.index(after: end) }
                let word = source[start..<end]
                let inside = i > start && (source[source.index(before: i)].isLetter || source[source.index(before: i)].isNumber)
                return inside && word.count > 2 && target.contains(word)
            }
            previous = c
            i = next
        }
        return false
    }

    /// Whether a text has a mnemonic marker before a letter (not doubled).
    public static func hasMnemonic(_ text: String, marker: Character) -> Bool {
        var previous: Character?
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            let next = text.index(after: i)
            if c == marker, previous != marker, next < text.endIndex, text[next] != marker, text[next].isLetter { return true }
            previous = c
            i = next
        }
        return false
    }

    /// The rendered form of a gettext/JSON/strings value: tags the source also uses (or known tags
    /// when there is no source) stripped, then character references decoded.
    ///
    /// `htmlWhiteSpace`: the platform lays the string out as HTML once it has markup (a web page, or
    /// NSAttributedString's HTML import on Apple platforms), so white space collapses as CSS
    /// `white-space: normal` does (CSS Text 3 §4.1.1; Blink `LayoutText`/`NGInlineItemsBuilder`):
    /// runs of space, tab and line feed are one space, spaces at a forced break (`<br>`) and at the
    /// ends go. A string with no interpreted markup is left alone: it may be shown outside HTML.
    public static func render(_ text: String, source: String?, decode: Bool = true, htmlWhiteSpace: Bool = false) -> String {
        let tags: Set<String>? = source.map(tagNames)
        var t = stripTags(text, sourceTags: tags)
        guard t != text else { return t }
        if htmlWhiteSpace {
            // Collapse first, so the line feeds left are only those <br> and </p> make.
            t = collapseAroundBreaks(stripTags(collapseWhiteSpace(text), sourceTags: tags))
        }
        // Character references mean something only where markup is interpreted (&nbsp; stays unbreakable
        // and uncollapsed: it is decoded after collapsing).
        if decode { t = decodeEntities(t) }
        return t
    }

    /// After tags are gone from collapsed text: runs of spaces (the tags between them removed) become
    /// one, and a space beside a forced line break or at either end goes.
    static func collapseAroundBreaks(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for c in text.unicodeScalars {
            if c == " " { pendingSpace = true; continue }
            if c == "\n" { pendingSpace = false; out.append(c); continue }
            if pendingSpace, let last = out.last, last != "\n" { out.append(" ") }
            pendingSpace = false
            out.append(c)
        }
        return String(out)
    }
}
