import Foundation
import LabelFitCore

/// The one page `--chromium` loads: every rebuilt template in each language and viewport, laid out
/// one at a time in an `<iframe>` as wide as the viewport (so `@media`, `%`, `vw` and `calc()` resolve
/// against it: an iframe is its document's viewport, CSS 2.2 §9.1.1 and HTML's "iframe" element), the
/// readings written into the DOM as JSON for `--dump-dom` to print.
///
/// Each frame's document is `<!DOCTYPE html>` (no quirks), `<html dir="rtl" lang="ar">` for the Arabic
/// (`dir="ltr" lang="en"` for the English, the locales being the configured ones), the configured web
/// fonts by `@font-face` from their files copied beside the page and forced on every element (the
/// line model measures with them whatever `font-family` says), then the app's rules
/// (`CSSRuleText`) and the template (`WebTemplateMarkup`).
public struct ChromiumPage {
    /// Bounds of one run (docs/reliability.md "Bounds"): past them, templates are not sent and their
    /// uses say so.
    public static let maxPageBytes = 64 << 20
    public static let maxFrames = 4000
    public static let maxViewports = 8
    /// The frames' height in CSS px (`vh` and the initial containing block's height).
    public static let viewportHeight = 800
    /// Wider than any viewport, with spaces to wrap at: a shrink-to-fit box or flex item holding it
    /// takes all the room its container gives it.
    public static let probeText = Array(repeating: "mmmmmmmmmm", count: 200).joined(separator: " ")

    public struct Document: Sendable {
        /// Index into `styles` of the component's own rules (0: none beyond the global ones at 0).
        public var css: Int
        public var markup: WebTemplateMarkup.Markup
        public var locale: String
        public var rtl: Bool
        /// Every use holds `probeText` instead of a string: the box a text sizes itself grows to the
        /// width it may have (its available width), which the line model then measures both at.
        public var probe = false
    }

    /// Shared style texts (the global rules once, each component's own), documents, and frames.
    public var styles: [String] = []
    public var documents: [Document] = []
    public var frames: [(document: Int, width: Double)] = []
    /// `@font-face` and the forced stack, per language (`false`: source, `true`: target).
    public var fontCSS: [Bool: String] = [:]
    public var bytes = 0

    public init() {}

    /// `@font-face` rules for each configured family under a name of its own (`labelfit-en-0`…), so a
    /// system font of the same family never answers instead, one rule per bundled face with its
    /// `font-weight`, so Chromium's font matching (CSS Fonts 4 §5.2, https://www.w3.org/TR/css-fonts-4/#font-style-matching)
    /// picks the face the line model measures at the text's weight instead of synthesizing a bold
    /// (§2.8, `font-synthesis`) from the Regular; and the stack they make forced on every element.
    public static func fontCSS(_ families: [[(file: String, face: FontFace)]], prefix: String) -> String {
        var css = ""
        var names: [String] = []
        for (i, faces) in families.enumerated() where !faces.isEmpty {
            let name = "labelfit-\(prefix)-\(i)"
            names.append("\"\(name)\"")
            for f in faces {
                css += "@font-face { font-family: \"\(name)\"; src: url(\"\(f.file)\"); font-weight: \(f.face.weight); font-style: normal; font-display: block; }\n"
            }
        }
        if !names.isEmpty { css += "html, html * { font-family: \(names.joined(separator: ", ")) !important; }\n" }
        return css
    }

    /// The page's HTML: the frame list as JSON and the script that lays each out and reads it.
    public func html() -> String {
        let docs = documents.map { d -> [String: Any] in ["css": d.css, "html": ["attrs": d.markup.htmlAttributes, "body": d.markup.body], "lang": d.locale, "rtl": d.rtl, "probe": d.probe] }
        let data: [String: Any] = ["styles": styles, "docs": docs, "frames": frames.map { [$0.document, $0.width] },
                                   "fonts": ["en": fontCSS[false] ?? "", "ar": fontCSS[true] ?? ""], "height": Self.viewportHeight]
        // JSONSerialization escapes "/" by default, so no "</script>" can end the block early.
        let json = (try? JSONSerialization.data(withJSONObject: data, options: [])).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return """
        <!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
        <script type="application/json" id="labelfit-frames">\(json)</script>
        <pre id="labelfit-result">pending</pre>
        <script>\(Self.script)</script>
        </body></html>
        """
    }

    /// Lays out each frame in turn; per use span: the block container's content width, its scroll and
    /// client sizes, whether it clips and is overflowed or clamped, the text's line boxes, and whether
    /// its width depends on content the rebuilt tree lacks.
    static let script = #"""
    (async () => {
      const data = JSON.parse(document.getElementById('labelfit-frames').textContent);
      const results = [];
      const RUNTIME = '[data-labelfit-runtime]';
      function lineCount(d, s) {
        const r = d.createRange(); r.selectNodeContents(s);
        const tops = [...r.getClientRects()].filter(x => x.width > 0 || x.height > 0).map(x => x.top).sort((a, b) => a - b);
        let n = 0, last = -1e9;
        for (const t of tops) { if (t - last > 1) { n++; last = t; } }
        return n;
      }
      // The box whose content sizes a's width, or null: a flex, grid or table parent (a column flex
      // stretching a only when a's align-self is not stretch: CSS Flexbox 1 §9.4 step 11), or a itself
      // when it is shrink-to-fit (CSS 2.2 §10.3.5, §10.3.7, §10.3.9).
      function shrinkScope(w, a) {
        const cs = w.getComputedStyle(a);
        const ps = a.parentElement ? w.getComputedStyle(a.parentElement) : null;
        const pd = ps ? ps.display : 'block';
        const align = ps && (cs.alignSelf === 'auto' || cs.alignSelf === 'normal') ? ps.alignItems : cs.alignSelf;
        const stretched = ps && /flex/.test(pd) && ps.flexDirection.startsWith('column') && (align === 'normal' || align === 'stretch');
        if (!stretched && /flex|grid|table/.test(pd)) return a.parentElement;
        if ((cs.display.startsWith('inline') && cs.display !== 'inline') || /table/.test(cs.display) || cs.float !== 'none' || cs.position === 'absolute' || cs.position === 'fixed') return a;
        return null;
      }
      for (const [docIndex, width] of data.frames) {
        const doc = data.docs[docIndex];
        const f = document.createElement('iframe');
        f.style.cssText = 'border:0;display:block;width:' + width + 'px;height:' + data.height + 'px';
        f.srcdoc = '<!DOCTYPE html><html dir="' + (doc.rtl ? 'rtl' : 'ltr') + '" lang="' + doc.lang + '"' + doc.html.attrs + '><head><meta charset="utf-8"><style>'
          + (doc.rtl ? data.fonts.ar : data.fonts.en) + '</style><style>' + data.styles[0] + '\n' + (doc.css > 0 ? data.styles[doc.css] : '') + '</style></head>' + doc.html.body;
        const loaded = new Promise(r => { f.onload = r; });
        document.body.appendChild(f);
        await loaded;
        const w = f.contentWindow, d = f.contentDocument;
        d.documentElement.offsetWidth;
        await d.fonts.ready;
        const uses = [];
        for (const s of d.querySelectorAll('[data-labelfit-use]')) {
          let c = s.parentElement;
          while (c && c !== d.documentElement && ['inline', 'contents'].includes(w.getComputedStyle(c).display)) c = c.parentElement;
          const cs = w.getComputedStyle(c);
          const px = v => parseFloat(v) || 0;
          const rect = c.getBoundingClientRect();
          const borders = px(cs.borderLeftWidth) + px(cs.borderRightWidth);
          const scrollbar = Math.max(0, c.offsetWidth - c.clientWidth - borders);
          const content = rect.width - borders - px(cs.paddingLeft) - px(cs.paddingRight) - scrollbar;
          const lines = lineCount(d, s);
          const clips = v => v === 'hidden' || v === 'clip';
          const clamp = parseInt(cs.webkitLineClamp);
          const cut = (clips(cs.overflowX) && c.scrollWidth > c.clientWidth) || (clips(cs.overflowY) && c.scrollHeight > c.clientHeight)
            || (clamp > 0 && lines > clamp);
          let runtime = false;
          for (let a = c; a && a !== d.documentElement; a = a.parentElement) {
            const scope = shrinkScope(w, a);
              if (scope && (scope.matches(RUNTIME) || scope.querySelector(RUNTIME))) { runtime = true; break; }
          }
          // In a probe page, another use on the same line — in the same row flex, grid or table as
          // the text's box or one of its ancestors — competes for the room; boxes stacked in a
          // block or a column do not (each may take the whole width).
          let shared = false;
          for (let a = c; doc.probe && a && a.parentElement && a !== d.documentElement; a = a.parentElement) {
            const ps = w.getComputedStyle(a.parentElement);
            const row = /grid|table/.test(ps.display) || (/flex/.test(ps.display) && !ps.flexDirection.startsWith('column'));
            if (row && a.parentElement.querySelectorAll('[data-labelfit-use]').length > 1) { shared = true; break; }
          }
          uses.push([+s.getAttribute('data-labelfit-use'), content, lines, cut, c.scrollWidth, c.clientWidth, c.scrollHeight, c.clientHeight, runtime, lines === 0, shared]);
        }
        results.push(uses);
        f.remove();
      }
      document.body.replaceChildren();
      const out = document.createElement('pre'); out.id = 'labelfit-result';
      out.textContent = JSON.stringify(results);
      document.body.appendChild(out);
    })().catch(e => { document.getElementById('labelfit-result').textContent = 'error: ' + e; });
    """#
}
