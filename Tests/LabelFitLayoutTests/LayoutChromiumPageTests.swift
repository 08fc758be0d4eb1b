import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
import LabelFitSession
@testable import LabelFitLayout
import LabelFitTestSupport

/// The `--chromium` page as data: what a hostile template or style sheet becomes in the page, how the
/// tree is built, how the browser is started, and how strictly what comes back is read.
final class LayoutChromiumPageTests: XCTestCase {
    /// A template and a sheet holding every way out of an attribute, a raw-text element or a script
    /// data block, and a translation holding `</script>` and U+2028.
    static let hostileTemplate = """
    <div class="row" title="</noscript><script>alert(1)</script>" onclick="alert(2)" data-labelfit-use="99" data-labelfit-runtime>
      <noscript><p title="</noscript><script>alert(3)</script>">x</p></noscript>
      <a href="javascript:alert(4)" xlink:href="javascript:alert(5)">link</a>
      <span title='"><img src=x onerror=alert(6)>'>{{ $t('k') }}</span>
      <iframe srcdoc="<script>alert(7)</script>"><p>inside</p></iframe><object data="x"><p>inside</p></object><embed src="x">
      <base href="http://example.invalid/"><meta http-equiv="refresh" content="0;url=javascript:alert(8)"><link rel="stylesheet" href="x.css">
      <p title="a\u{2028}b</script>">text &lt;/style&gt; \u{2029} end</p>
    </div>
    """
    static let hostileCSS = """
    [title="</style><script>alert(9)</script>"] { color: red; }
    .row::after { content: "</style><script>alert(10)</script>\u{2028}"; }
    .row { width: 50%; }
    """
    static let hostileString = "</script><script>alert(11)</script>\u{2028}<!--"

    func hostilePage() -> ChromiumPage {
        let (tpl, problems) = WebTemplateReader.read(Self.hostileTemplate, file: "hostile.html")
        XCTAssertEqual(problems.count, 0)
        XCTAssertEqual(tpl.uses.map(\.key), ["k"])
        var page = ChromiumPage()
        page.styles = [CSSRuleText.rules([CSSStylesheet(file: "hostile.css", text: Self.hostileCSS, scss: false)], scope: nil)]
        page.documents = [ChromiumPage.Document(css: 0, tree: WebTemplateTree.tree(tpl, texts: [0: Self.hostileString], ids: [0: 7]),
                                                locale: "ar\"><script>alert(12)</script>", rtl: true)]
        page.frames = [(0, 320)]
        page.fonts = [false: [[ChromiumPage.Face(file: 0, weight: 400)]], true: []]
        page.fontFiles = [Data("<!--</script>&".utf8)]
        return page
    }

    /// The page's text outside the JSON data block is the page's own, whatever the templates and rules
    /// hold: it equals the page built from nothing, and holds exactly one script beside the block.
    func testAPageBuiltFromHostileTemplatesAndCSSHoldsNoMarkupOfTheirs() throws {
        let page = hostilePage()
        let html = try page.html(nonce: "n0nce")
        let open = "<script type=\"application/json\" id=\"labelfit-frames\">"
        let blockStart = try XCTUnwrap(html.range(of: open))
        let blockEnd = try XCTUnwrap(html.range(of: "</script>", range: blockStart.upperBound..<html.endIndex))
        let block = String(html[blockStart.upperBound..<blockEnd.lowerBound])
        for c in ["<", ">", "&", "\u{2028}", "\u{2029}"] { XCTAssertFalse(block.contains(c), "the data block holds \(c)") }

        // Outside the block: the empty page's text, character for character.
        let empty = try ChromiumPage().html(nonce: "n0nce")
        let emptyStart = try XCTUnwrap(empty.range(of: open))
        let emptyEnd = try XCTUnwrap(empty.range(of: "</script>", range: emptyStart.upperBound..<empty.endIndex))
        XCTAssertEqual(String(html[..<blockStart.upperBound]), String(empty[..<emptyStart.upperBound]))
        XCTAssertEqual(String(html[blockEnd.lowerBound...]), String(empty[emptyEnd.lowerBound...]))
        // Two script elements: the data block and the page's own, by its nonce.
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 2)
        XCTAssertEqual(html.components(separatedBy: "<script nonce=\"n0nce\">").count - 1, 1)
        XCTAssertTrue(html.contains("content=\"default-src 'none'; script-src 'nonce-n0nce';"))

        // The block reads back as the data the page was built from.
        let sent = try XCTUnwrap(JSONSerialization.jsonObject(with: page.data()) as? NSDictionary)
        let read = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(block.utf8)) as? NSDictionary)
        XCTAssertEqual(read, sent)
        let docs = try XCTUnwrap(read["docs"] as? [[String: Any]])
        XCTAssertEqual(docs.first?["lang"] as? String, "ar\"><script>alert(12)</script>")
        let styles = try XCTUnwrap(read["styles"] as? [[String]])
        XCTAssertTrue(styles[0].contains { $0.hasPrefix("[title=\"</style><script>alert(9)</script>\"]") }, "\(styles)")
        XCTAssertEqual(read["fontFiles"] as? [String], [Data("<!--</script>&".utf8).base64EncodedString()])
    }

    /// What the tree keeps of the hostile template: values as values, text as text, and nothing that
    /// runs, loads or forges a reading.
    func testTheTreeKeepsValuesAsDataAndLeavesOutWhatRunsOrLoads() throws {
        let tree = hostilePage().documents[0].tree
        var names: [String] = []
        var attributes: [String: String] = [:]
        var texts: [String] = []
        var uses: [Int: String] = [:]
        for node in tree.nodes {
            switch node {
            case let .element(_, name, _, list, _):
                names.append(name)
                for a in list { attributes["\(name).\(a.name)"] = a.value }
            case let .text(_, text): texts.append(text)
            case let .use(_, id, text): uses[id] = text
            }
        }
        // Counted by hand in the template: div, a, span, p (the noscript, iframe, object, embed, base,
        // meta and link are left out, the iframe's and object's <p>s with them).
        XCTAssertEqual(names, ["div", "a", "span", "p"])
        XCTAssertEqual(attributes["div.title"], "</noscript><script>alert(1)</script>")
        XCTAssertEqual(attributes["span.title"], "\"><img src=x onerror=alert(6)>")
        XCTAssertEqual(attributes["p.title"], "a\u{2028}b</script>")
        for forged in ["div.onclick", "div.data-labelfit-use", "div.data-labelfit-runtime", "a.href", "a.xlink:href"] {
            XCTAssertNil(attributes[forged], forged)
        }
        XCTAssertEqual(texts, ["link", "text </style> \u{2029} end"], "entities decoded as a parser would")
        XCTAssertEqual(uses, [7: Self.hostileString])
        XCTAssertEqual(tree.useIDs, [7])
    }

    /// SVG and MathML land in their namespaces with the parser's name case; a tag that ends foreign
    /// content goes beside it, as the HTML parser puts it.
    func testTheTreeIsBuiltInTheNamespacesTheParserGives() throws {
        let (tpl, _) = WebTemplateReader.read("""
        <div><svg viewbox="0 0 24 24" preserveaspectratio="none"><lineargradient></lineargradient>\
        <foreignobject><b>x</b></foreignobject><p>out</p></svg><math definitionurl="u"><mi><i>y</i></mi></math></div>
        """, file: "ns.html")
        let tree = WebTemplateTree.tree(tpl, texts: [:], ids: [:])
        var seen: [String] = []
        for node in tree.nodes {
            guard case let .element(parent, name, namespace, attributes, _) = node else { continue }
            seen.append("\(parent) \(name) \(namespace) \(attributes.map(\.name).joined(separator: ","))")
        }
        // Node indices count the text nodes too: 5 is "x", 7 is "out", 11 is "y".
        XCTAssertEqual(seen, [
            "-1 div html ",
            "0 svg svg preserveAspectRatio,viewBox",
            "1 linearGradient svg ",
            "1 foreignObject svg ",
            "3 b html ",
            "0 p html ",          // <p> breaks out of the <svg>: beside it in the div
            "0 math mathML definitionURL",
            "8 mi mathML ",
            "9 i html ",          // <mi> is a text integration point
        ])
    }

    func testTheBrowserIsStartedWithoutFileAccess() {
        let args = ChromiumProcess.arguments(page: URL(fileURLWithPath: "/tmp/p/page.html"), folder: URL(fileURLWithPath: "/tmp/p"), timeoutSeconds: 5)
        XCTAssertFalse(args.contains { $0.hasPrefix("--allow-file-access") }, "\(args)")
        XCTAssertTrue(args.contains("--host-resolver-rules=MAP * ~NOTFOUND"))
        XCTAssertEqual(args.last, "file:///tmp/p/page.html")
    }

    /// Only numbers and booleans of the sent shape are read; anything else is unreadable, and the
    /// reason holds none of the page's text.
    func testTheResultIsReadStrictlyAndNoPageTextIsEchoed() throws {
        func dom(_ result: String) -> String { "<html><head></head><body><pre id=\"labelfit-result\">\(result)</pre></body></html>" }
        let good = "[1,[[[7,160,1,true,300,160,20,20,false,false,false]],[]]]"
        let r = try ChromiumResult.read(dom: dom(good), expected: [[7], [7]], maxRules: 3)
        XCTAssertEqual(r.rulesRejected, 1)
        XCTAssertEqual(r.frames.map(\.count), [1, 0])
        XCTAssertEqual(r.frames[0][0], ChromiumResult.Use(id: 7, width: 160, lines: 1, cut: true, scrollWidth: 300, clientWidth: 160,
                                                          scrollHeight: 20, clientHeight: 20, runtime: false, hidden: false, shared: false))
        let bad = [
            "error: Error: root:x:0:0:root:/root:/bin/bash",          // page text
            "[1,[[[7,160,1,true,300,160,20,20,false,false,false]]]]", // one frame of two
            "[1,[[[8,160,1,true,300,160,20,20,false,false,false]],[]]]", // a use the frame does not hold
            "[1,[[[7,160,1,true,300,160,20,20,false,false,false],[7,160,1,true,300,160,20,20,false,false,false]],[]]]", // twice
            "[1,[[[7,160,1,true,300,160,20,20,false,false]],[]]]",    // 10 values
            "[1,[[[7,160,1,true,300,160,20,20,false,false,false,1]],[]]]", // 12 values
            "[1,[[[7,160,1,1,300,160,20,20,false,false,false]],[]]]", // a number for a boolean
            "[1,[[[7,1e9,1,true,300,160,20,20,false,false,false]],[]]]", // past Chromium's layout range
            "[1,[[[7,160,1.5,true,300,160,20,20,false,false,false]],[]]]", // a fractional line count
            "[1,[[[7,null,1,true,300,160,20,20,false,false,false]],[]]]", // NaN as JSON.stringify writes it
            "[9,[[],[]]]",                                            // more rules rejected than sent
            "[1,[[],[]],2]",                                          // a third member
            "{\"a\":1}",
        ]
        for text in bad {
            XCTAssertThrowsError(try ChromiumResult.read(dom: dom(text), expected: [[7], [7]], maxRules: 3), text) { error in
                let reason = (error as? ChromiumResult.Unreadable)?.reason ?? "\(error)"
                XCTAssertFalse(reason.contains("root"), reason)
            }
        }
        XCTAssertThrowsError(try ChromiumResult.read(dom: dom(good) + dom(good), expected: [[7], [7]], maxRules: 3))
    }

    /// A "browser" that prints a page whose result is text (as a script in the page could make it):
    /// the run names the binary and "an unreadable result", and the text is nowhere in the report.
    func testPageTextNeverReachesTheReport() throws {
        let script = NSTemporaryDirectory() + "labelfit-leaky-browser-\(UUID().uuidString)"
        try """
        #!/bin/sh
        echo '<html><body><pre id="labelfit-result">error: Error: LEAKED root:x:0:0:root:/root:/bin/bash</pre></body></html>'
        """.write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-web-chromium/app1").path
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        let r = try LayoutRun.run(paths: [root], runner: session.runner, profiles: DeviceProfile.defaults, platformBase: PlatformOptions(), root: root,
                                  chromium: ChromiumOptions(binary: script, timeoutSeconds: 30))
        XCTAssertEqual(r.exitCode, 2)
        XCTAssertTrue(r.diagnostics.contains { "\($0)".contains("\(script) returned an unreadable result") }, "\(r.diagnostics)")
        for text in [r.json(), r.table()] {
            XCTAssertFalse(text.contains("LEAKED"))
            XCTAssertFalse(text.contains("root:"))
        }
        XCTAssertEqual(r.result("index.html", 27)?.cls, .arabicOnlyCut, "the line model's class stays")
    }

    /// A tree that bypasses `WebTemplateTree`'s refusals — a script element, an `onerror` handler on an
    /// image that fails, a `javascript:` link, an iframe with a script in `srcdoc` — still runs nothing
    /// in Chromium: each would make the page's own `JSON.stringify` throw, and the result would be
    /// "failed"; it comes back readable, with the one use's reading.
    func testTheFramesRunNothingEvenWhenTheDataHoldsAScript() throws {
        guard let chromium = LayoutChromiumTests.chromium else { throw XCTSkip("chromium is not on PATH") }
        let attack = "top.JSON.stringify = function () { throw new Error('ran'); };"
        func element(_ parent: Int, _ name: String, _ attributes: [(String, String)]) -> WebTemplateTree.Node {
            .element(parent: parent, name: name, namespace: .html, attributes: attributes.map { WebTemplateTree.Attribute(name: $0.0, value: $0.1) }, runtime: false)
        }
        var tree = WebTemplateTree.Tree()
        tree.nodes = [
            element(-1, "div", [("style", "width: 100px")]),
            .use(parent: 0, id: 3, text: "Settings"),
            element(-1, "script", []), .text(parent: 2, text: attack),
            element(-1, "img", [("src", "data:,x"), ("onerror", attack)]),
            element(-1, "svg", [("onload", attack)]),
            element(-1, "iframe", [("srcdoc", "<script>\(attack)</script>")]),
            element(-1, "a", [("href", "javascript:\(attack)")]),
        ]
        tree.htmlAttributes = [WebTemplateTree.Attribute(name: "onpageshow", value: attack)]
        var page = ChromiumPage()
        page.styles = [["div { white-space: nowrap; }"]]
        page.documents = [ChromiumPage.Document(css: 0, tree: tree, locale: "en", rtl: false)]
        page.frames = [(0, 320)]
        page.fonts = [false: [], true: []]
        let dir = TempDir()
        let pageURL = dir.url.appendingPathComponent("page.html")
        try Data(page.html().utf8).write(to: pageURL)
        let dom = try ChromiumProcess.run(binary: chromium, page: pageURL, folder: dir.url, timeoutSeconds: 60)
        let result = try ChromiumResult.read(dom: dom, expected: [[3]], maxRules: 1)
        XCTAssertEqual(result.frames.first?.map(\.id), [3])
        XCTAssertEqual(result.frames.first?.first?.width, 100, "the div's 100px")
        XCTAssertEqual(result.rulesRejected, 0)
    }

    /// Rules Chromium's CSSOM does not take are counted, and the rest still apply: the fixture's
    /// classes and widths are unchanged by a sheet of two such rules.
    func testRulesChromiumRejectsAreCountedAndTheRestApply() throws {
        guard let chromium = LayoutChromiumTests.chromium else { throw XCTSkip("chromium is not on PATH") }
        let dir = TempDir()
        dir.copyFixture("layout-web-chromium/app1")
        // `@document` is not a rule Chromium knows; `:unknown-thing` is no pseudo-class it knows.
        _ = dir.write("src/rejected.css", "@document url(http://example.invalid/) { .one { color: red; } }\n.two:unknown-thing { color: blue; }\n")
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: dir.url.path)
        let r = try LayoutRun.run(paths: [dir.url.path], runner: session.runner, profiles: DeviceProfile.defaults, platformBase: PlatformOptions(),
                                  root: dir.url.path, chromium: ChromiumOptions(binary: chromium, timeoutSeconds: 120))
        XCTAssertTrue(r.diagnostics.isEmpty, "\(r.diagnostics)")
        XCTAssertEqual(r.engineSummary?.rulesRejected, 2)
        XCTAssertTrue(r.json().contains("\"rules_rejected\" : 2"))
        XCTAssertTrue(r.table().contains("2 of the app's rules not taken by Chromium"))
        XCTAssertEqual(r.result("index.html", 25)?.widthDp, 160, "50% of 320, as without the sheet")
        XCTAssertEqual(r.engineSummary?.measured, 5)
    }
}
