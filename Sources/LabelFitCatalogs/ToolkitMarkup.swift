import Foundation
import LabelFitCore

/// Markup a toolkit renders before the user sees a string, removed the same way on both sides.
enum ToolkitMarkup {
    /// Qt's rich-text test for a label's `Qt::AutoText` (https://doc.qt.io/qt-6/qt.html#mightBeRichText:
    /// "checks whether there is something that looks like a tag before the first line break"; the tag
    /// must be one Qt's HTML subset knows, https://doc.qt.io/qt-6/richtext-html-subset.html).
    static func qtMightBeRichText(_ text: String) -> Bool {
        let firstLine = text.prefix { $0 != "\n" }
        if firstLine.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("<!doctype") { return true }
        guard firstLine.contains("<") else { return false }
        return RenderedText.tagMatches(String(firstLine)).contains { qtTags.contains($0.name) }
    }

    /// Qt's HTML subset (richtext-html-subset.html, "Supported Tags") plus `qt`, its own root element.
    static let qtTags: Set<String> = [
        "a", "address", "b", "big", "blockquote", "body", "br", "center", "cite", "code", "dd", "dfn", "div", "dl", "dt", "em",
        "font", "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "html", "i", "img", "kbd", "meta", "li", "nobr", "ol", "p",
        "pre", "qt", "s", "samp", "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "tfoot", "th", "thead",
        "title", "tr", "tt", "u", "ul", "var", "style",
    ]

    /// A Qt rich text as a label draws it: `<head>` and `<style>` hold no text, every tag goes, white
    /// space collapses as HTML's, `<br>` and `</p>` break the line, entities are decoded.
    static func qtRender(_ text: String) -> String {
        var t = text
        for block in ["head", "style", "title"] {
            t = t.replacingOccurrences(of: "(?is)<\(block)\\b[^>]*>.*?</\(block)\\s*>", with: "", options: .regularExpression)
        }
        return RenderedText.render(t, source: t, htmlWhiteSpace: true).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// KDE's KUIT markup in `xi18n` messages (gettext flag `kde-kuit-format`;
    /// https://api.kde.org/frameworks/ki18n/html/prg_guide.html#kuit_markup): `<nl/>` is a line break,
    /// every other KUIT or HTML tag (`<filename>`, `<emphasis>`, `<numid>`, `<b>`, `<para>`…) is
    /// formatting around its text, and entities are decoded.
    static func kuitRender(_ text: String) -> String {
        guard text.contains(ascii: "<") || text.contains(ascii: "&") else { return text }
        let nl = text.replacingOccurrences(of: #"<nl\s*/>"#, with: "\n", options: .regularExpression)
        return RenderedText.decodeEntities(RenderedText.stripTags(nl, sourceTags: RenderedText.tagNames(nl)))
    }
}
