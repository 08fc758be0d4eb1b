import Foundation
import LabelFitCore

/// The one page `--chromium` loads: every rebuilt template in each language and viewport, laid out
/// one at a time in an `<iframe>` as wide as the viewport (so `@media`, `%`, `vw` and `calc()` resolve
/// against it: an iframe is its document's viewport, CSS 2.2 §9.1.1 and HTML's "iframe" element), the
/// readings written into the DOM as JSON for `--dump-dom` to print.
///
/// The page is data and one script: the templates' trees (`WebTemplateTree`), the rules (`CSSRuleText`,
/// one text per rule) and the fonts' bytes go in a JSON data block (`JSONScriptBlock`), and the script
/// builds each frame's document with DOM calls, inserts the rules through the CSSOM and the fonts as
/// blob URLs. Nothing the repository wrote is parsed as HTML, and nothing of it can run:
/// - each frame is `sandbox="allow-same-origin"` (no `allow-scripts`: no script, event handler or
///   `javascript:` URL runs in it; the same origin lets the page's script build and read it) and its
///   document, `frameDocument`, carries `frameCSP`;
/// - the page itself carries `pageCSP`: its one script runs by a nonce drawn per page, and the frames,
///   which inherit the page's policy, may load nothing but the fonts' blob URLs and `data:` images;
/// - the page is a file loaded without `--allow-file-access-from-files` (`ChromiumProcess`), so no
///   script in it could read another file either.
///
/// Each frame's document is `<!DOCTYPE html>` (no quirks), `<html dir="rtl" lang="ar">` for the Arabic
/// (`dir="ltr" lang="en"` for the English, the locales being the configured ones), the configured web
/// fonts by `@font-face` forced on every element (the line model measures with them whatever
/// `font-family` says), then the app's rules and the template's tree.
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

    /// The frames' own policy: nothing runs, nothing is fetched but the fonts and inline images; inline
    /// styles are the template's `style` attributes.
    public static let frameCSP = "default-src 'none'; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; "
        + "connect-src 'none'; frame-src 'none'; style-src 'unsafe-inline'; font-src blob:; img-src data:"
    /// Every frame's document before the script fills it (the page's own text, never a template's).
    public static let frameDocument = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><meta http-equiv=\"Content-Security-Policy\" content=\""
        + frameCSP + "\"></head><body></body></html>"
    /// The page's policy: only its own script, by `nonce`. The frames inherit it (about:srcdoc), so it
    /// allows what they need: inline styles, the fonts' blob URLs, `data:` images.
    public static func pageCSP(nonce: String) -> String {
        "default-src 'none'; script-src 'nonce-\(nonce)'; object-src 'none'; base-uri 'none'; form-action 'none'; style-src 'unsafe-inline'; "
            + "font-src blob:; img-src data:"
    }

    public struct Document: Sendable {
        /// Index into `styles` of the component's own rules (0: none beyond the global ones at 0).
        public var css: Int
        public var tree: WebTemplateTree.Tree
        public var locale: String
        public var rtl: Bool
        /// Every use holds `probeText` instead of a string: the box a text sizes itself grows to the
        /// width it may have (its available width), which the line model then measures both at.
        public var probe = false
        /// Its size in the page's data (counted against `maxPageBytes`).
        public var byteCount: Int { ((try? JSONEncoder().encode(tree))?.count ?? 0) + locale.utf8.count }
    }

    /// One face of a configured family: its file (index into `fontFiles`) and its `font-weight`: one
    /// weight, or for a variable font the range of its `wght` axis (`maxWeight`), declared as CSS Fonts 4
    /// §4.5 allows (`font-weight: 100 900`) so that Blink sets `wght` to each text's weight, clamped to
    /// the range, as the line model measures it.
    public struct Face: Sendable, Hashable {
        public var file: Int
        public var weight: Int
        public var maxWeight: Int?

        public init(file: Int, weight: Int, maxWeight: Int? = nil) {
            self.file = file
            self.weight = weight
            self.maxWeight = maxWeight
        }
    }

    /// Shared rule lists (the global rules once, each component's own), documents, and frames.
    public var styles: [[String]] = []
    public var documents: [Document] = []
    public var frames: [(document: Int, width: Double)] = []
    /// Per language (`false`: source, `true`: target), per configured family, its faces. Each family
    /// is declared under a name of its own (`labelfit-en-0`…), so a system font of the same family
    /// never answers instead, one `@font-face` per bundled face with its `font-weight`, so Chromium's
    /// font matching (CSS Fonts 4 §5.2, https://www.w3.org/TR/css-fonts-4/#font-style-matching) picks
    /// the face the line model measures at the text's weight instead of synthesizing a bold (§2.8,
    /// `font-synthesis`) from the Regular; the stack they make is forced on every element.
    public var fonts: [Bool: [[Face]]] = [:]
    public var fontFiles: [Data] = []
    public var bytes = 0

    public init() {}

    /// The JSON the page's script reads (`data` in `script`).
    public func data() throws -> Data {
        try JSONEncoder().encode(PageData(page: self))
    }

    /// The page's HTML: the policy, the data block and the script that lays each frame out and reads it.
    public func html(nonce: String = UUID().uuidString.replacingOccurrences(of: "-", with: "")) throws -> String {
        """
        <!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="\(Self.pageCSP(nonce: nonce))"></head><body>
        <script type="application/json" id="labelfit-frames">\(JSONScriptBlock.text(try data()))</script>
        <pre id="labelfit-result">pending</pre>
        <script nonce="\(nonce)">\(Self.script)</script>
        </body></html>
        """
    }

    struct PageData: Encodable {
        var page: ChromiumPage
        enum Key: String, CodingKey { case frameDocument, refused, styles, docs, frames, fonts, fontFiles, height }
        enum RefusedKey: String, CodingKey { case elements, attributes, prefixes }
        enum DocumentKey: String, CodingKey { case css, tree, lang, rtl, probe }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(ChromiumPage.frameDocument, forKey: .frameDocument)
            var refused = c.nestedContainer(keyedBy: RefusedKey.self, forKey: .refused)
            try refused.encode(WebTemplateTree.notBuilt.sorted(), forKey: .elements)
            try refused.encode(WebTemplateTree.refusedAttributes.sorted(), forKey: .attributes)
            try refused.encode(WebTemplateTree.refusedAttributePrefixes, forKey: .prefixes)
            try c.encode(page.styles, forKey: .styles)
            var docs = c.nestedUnkeyedContainer(forKey: .docs)
            for d in page.documents {
                var doc = docs.nestedContainer(keyedBy: DocumentKey.self)
                try doc.encode(d.css, forKey: .css); try doc.encode(d.tree, forKey: .tree); try doc.encode(d.locale, forKey: .lang)
                try doc.encode(d.rtl, forKey: .rtl); try doc.encode(d.probe, forKey: .probe)
            }
            var frames = c.nestedUnkeyedContainer(forKey: .frames)
            for f in page.frames {
                var frame = frames.nestedUnkeyedContainer()
                try frame.encode(f.document); try frame.encode(f.width)
            }
            try c.encode(["en": faces(false), "ar": faces(true)], forKey: .fonts)
            try c.encode(page.fontFiles.map { $0.base64EncodedString() }, forKey: .fontFiles)
            try c.encode(ChromiumPage.viewportHeight, forKey: .height)
        }
        /// Per family, `[file, weight]` per face, `[file, weight, maxWeight]` for a range.
        func faces(_ target: Bool) -> [[[Int]]] { (page.fonts[target] ?? []).map { $0.map { [$0.file, $0.weight] + ($0.maxWeight.map { [$0] } ?? []) } } }
    }

    /// Builds and lays out each frame in turn; per use span: the block container's content width, its
    /// scroll and client sizes, whether it clips and is overflowed or clamped, the text's line boxes,
    /// and whether its width depends on content the rebuilt tree lacks. The result holds numbers and
    /// booleans only (`ChromiumResult` reads it): `[rules the browser rejected, [per frame: [per use:
    /// [id, width, lines, cut, scrollWidth, clientWidth, scrollHeight, clientHeight, runtime, hidden,
    /// shared]]]]`, the ids the data's own, never read back from the frame; on any failure the fixed
    /// word `failed`.
    static let script = #"""
    (async () => {
      const data = JSON.parse(document.getElementById('labelfit-frames').textContent);
      const NAMESPACES = ['http://www.w3.org/1999/xhtml', 'http://www.w3.org/2000/svg', 'http://www.w3.org/1998/Math/MathML'];
      const ELEMENT_NAME = /^[A-Za-z][A-Za-z0-9._-]*$/, ATTRIBUTE_NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*$/;
      const refusedElements = new Set(data.refused.elements), refusedAttributes = new Set(data.refused.attributes);
      const USE = 'data-labelfit-use', RUNTIME_ATTRIBUTE = 'data-labelfit-runtime', SCOPE = 'data-labelfit-scope';
      const RUNTIME = '[' + RUNTIME_ATTRIBUTE + ']';
      // The fonts' bytes, once, as blob URLs the frames' @font-face rules name.
      const fontURLs = data.fontFiles.map(b64 => {
        const bin = atob(b64), bytes = new Uint8Array(bin.length);
        for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
        return URL.createObjectURL(new Blob([bytes]));
      });
      function fontRules(lang) {
        const rules = [], names = [];
        data.fonts[lang].forEach((faces, i) => {
          if (!faces.length) return;
          const name = '"labelfit-' + lang + '-' + i + '"';
          names.push(name);
          for (const [file, weight, maxWeight] of faces) {
            const weights = Math.trunc(+weight) + (maxWeight === undefined ? '' : ' ' + Math.trunc(+maxWeight));
            rules.push('@font-face { font-family: ' + name + '; src: url("' + fontURLs[file] + '"); font-weight: ' + weights + '; font-style: normal; font-display: block; }');
          }
        });
        if (names.length) rules.push('html, html * { font-family: ' + names.join(', ') + ' !important; }');
        return rules;
      }
      const fonts = { en: fontRules('en'), ar: fontRules('ar') };
      // Rules the browser does not take (insertRule throws), counted once per rule list and rule.
      const rejected = new Set();
      function insertRules(sheet, rules, list) {
        rules.forEach((rule, k) => {
          try { sheet.insertRule(rule, sheet.cssRules.length); } catch (e) { if (list !== null) rejected.add(list + ':' + k); }
        });
      }
      function refusedAttribute(name) {
        const lower = name.toLowerCase();
        return !ATTRIBUTE_NAME.test(name) || refusedAttributes.has(lower) || data.refused.prefixes.some(p => lower.startsWith(p));
      }
      function setAttributes(el, list, runtime) {
        for (const [name, value] of list) {
          if (typeof name !== 'string' || typeof value !== 'string' || refusedAttribute(name)) continue;
          try { el.setAttribute(name, value); } catch (e) { /* a name the DOM refuses: not set */ }
        }
        el.setAttribute(SCOPE, '');
        if (runtime === true) el.setAttribute(RUNTIME_ATTRIBUTE, '');
      }
      // The tree's nodes, parents first; a node whose parent was not built is not built either.
      function build(d, nodes) {
        const made = [], uses = [];
        nodes.forEach((n, k) => {
          made[k] = null;
          const parent = n.p === -1 ? d.body : (Number.isInteger(n.p) && n.p >= 0 && n.p < k ? made[n.p] : null);
          if (!parent) return;
          if (Number.isInteger(n.u) && typeof n.t === 'string') {
            const s = d.createElement('span');
            s.setAttribute(USE, String(n.u));
            s.textContent = n.t;
            parent.appendChild(s);
            uses.push([n.u, s]);
          } else if (typeof n.t === 'string') {
            parent.appendChild(d.createTextNode(n.t));
          } else if (typeof n.e === 'string' && ELEMENT_NAME.test(n.e) && !refusedElements.has(n.e.toLowerCase()) && Array.isArray(n.a)) {
            const ns = NAMESPACES[n.ns] || NAMESPACES[0];
            let el;
            if (ns === NAMESPACES[0] && n.e === 'body') el = d.body;
            else {
              try { el = ns === NAMESPACES[0] ? d.createElement(n.e) : d.createElementNS(ns, n.e); } catch (e) { return; }
              parent.appendChild(el);
            }
            setAttributes(el, n.a, n.r);
            made[k] = el;
          }
        });
        return uses;
      }
      const results = [];
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
        f.setAttribute('sandbox', 'allow-same-origin');
        f.style.cssText = 'border:0;display:block;width:' + (+width) + 'px;height:' + (+data.height) + 'px';
        f.srcdoc = data.frameDocument;
        const loaded = new Promise(r => { f.onload = r; });
        document.body.appendChild(f);
        await loaded;
        const w = f.contentWindow, d = f.contentDocument;
        d.documentElement.setAttribute('dir', doc.rtl ? 'rtl' : 'ltr');
        d.documentElement.setAttribute('lang', doc.lang);
        setAttributes(d.documentElement, doc.tree.html, doc.tree.r);
        const sheet = d.head.appendChild(d.createElement('style')).sheet;
        insertRules(sheet, doc.rtl ? fonts.ar : fonts.en, null);
        insertRules(sheet, data.styles[0], 0);
        if (doc.css > 0) insertRules(sheet, data.styles[doc.css], doc.css);
        const spans = build(d, doc.tree.nodes);
        d.documentElement.offsetWidth;
        await d.fonts.ready;
        const uses = [];
        for (const [id, s] of spans) {
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
            if (row && a.parentElement.querySelectorAll('[' + USE + ']').length > 1) { shared = true; break; }
          }
          uses.push([id, content, lines, cut, c.scrollWidth, c.clientWidth, c.scrollHeight, c.clientHeight, runtime, lines === 0, shared]);
        }
        results.push(uses);
        f.remove();
      }
      fontURLs.forEach(u => URL.revokeObjectURL(u));
      document.body.replaceChildren();
      const out = document.createElement('pre'); out.id = 'labelfit-result';
      out.textContent = JSON.stringify([rejected.size, results]);
      document.body.appendChild(out);
    })().catch(() => { document.getElementById('labelfit-result').textContent = 'failed'; });
    """#
}
