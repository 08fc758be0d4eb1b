import Foundation
import LabelFitCatalogs
import LabelFitCore

/// `labelfit layout --chromium`: lays the app's own templates and CSS out in headless Chromium under
/// the viewport profiles (`ChromiumPage`, one browser launch per run) and uses what it reads:
/// - where the line model decided a class, Chromium's class at the first viewport is compared with it
///   (`agrees`); a disagreement is named in the summary, and the line model's class stays — it is the
///   model whose Chromium line breaking is checked against the engine (line-models.md), while the page
///   Chromium lays out is a rebuilt tree (no runtime content, the app's sheets in one order), so it is
///   the evidence to look at, not a verdict to take over;
/// - where the static reading left the width unknown only because layout decides it in a whole page
///   (`TextConstraint.widthNeedsLayout`), the line model measures at Chromium's content width in each
///   viewport, the chain saying "chromium, viewport N px", unless that width depends on content the
///   rebuilt tree lacks, or differs between the English and the Arabic page (the text sizes its own box).
/// A component's width from its parent in another file stays unknown: nothing of it is sent for that.
enum ChromiumVerdicts {
    static func apply(_ results: inout [LayoutResult], web: WebAnalysis, measurer: LayoutMeasurer, entry: (String) -> CatalogEntry?,
                      options: ChromiumOptions, diagnostics: inout [LabelFitError]) -> EngineSummary {
        var summary = EngineSummary()
        var viewports: [Double] = []
        for p in measurer.profiles where !viewports.contains(p.widthDp) && viewports.count < ChromiumPage.maxViewports { viewports.append(p.widthDp) }
        viewports.sort()
        summary.viewports = viewports
        let pairs = web.uses.indices.map { measurer.textPair(web.uses[$0], entry: entry(web.uses[$0].key)) }
        // A use Chromium can say something about: a decided class to compare, or a width layout decides.
        func wanted(_ i: Int) -> Bool {
            pairs[i] != nil && !web.propUses.contains(i) && (results[i].cls != .unknown || web.uses[i].constraint.widthNeedsLayout)
        }
        for i in results.indices where !wanted(i) {
            results[i].engine = EngineReading(reason: pairs[i] == nil ? "no translated pair to lay out"
                : web.propUses.contains(i) ? "not sent: passed as a prop, its component's box holds another value for each parent"
                : "not sent: unknown for a reason layout does not decide (\(results[i].reason ?? "unknown"))")
        }
        var byTemplate: [Int: [Int]] = [:]
        for i in web.uses.indices where !web.propUses.contains(i) { byTemplate[web.origins[i].template, default: []].append(i) }
        var page = ChromiumPage()
        page.styles = [CSSRuleText.rules(web.sheets, scope: nil)]
        page.bytes = page.styles[0].reduce(0) { $0 + $1.utf8.count }
        var sent: [Int] = []
        var frameOf: [(doc: Int, viewport: Double)] = []
        for t in byTemplate.keys.sorted() {
            let uses = byTemplate[t]!
            guard uses.contains(where: wanted) else { continue }
            let tpl = web.templates[t]
            var en: [Int: String] = [:], ar: [Int: String] = [:], ids: [Int: Int] = [:]
            for i in uses { if let p = pairs[i] { en[web.origins[i].use] = p.english; ar[web.origins[i].use] = p.arabic; ids[web.origins[i].use] = i } }
            let scoped = CSSRuleText.rules(web.sheets, scope: tpl.file)
            let probe = ar.mapValues { _ in ChromiumPage.probeText }
            let docs = [(en, measurer.runner.plan.config.sourceLocale, false, false), (ar, measurer.runner.plan.config.targetLocale, true, false),
                        (probe, measurer.runner.plan.config.targetLocale, true, true)].map {
                ChromiumPage.Document(css: scoped.isEmpty ? 0 : page.styles.count, tree: WebTemplateTree.tree(tpl, texts: $0.0, ids: ids), locale: $0.1, rtl: $0.2, probe: $0.3)
            }
            let bytes = scoped.reduce(0) { $0 + $1.utf8.count } + docs.reduce(0) { $0 + $1.byteCount }
            if page.bytes + bytes > ChromiumPage.maxPageBytes || page.frames.count + 3 * viewports.count > ChromiumPage.maxFrames {
                for i in uses where wanted(i) {
                    results[i].engine = EngineReading(reason: "not sent: past the bound of \(ChromiumPage.maxFrames) frames or \(ChromiumPage.maxPageBytes) bytes per run")
                }
                continue
            }
            if !scoped.isEmpty { page.styles.append(scoped) }
            page.bytes += bytes
            for d in docs {
                page.documents.append(d)
                for v in viewports { page.frames.append((page.documents.count - 1, v)); frameOf.append((page.documents.count - 1, v)) }
            }
            sent += uses.filter(wanted)
        }
        guard !sent.isEmpty else { return summary }

        // The page's folder: the page and the browser's profile.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("labelfit-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let readings: ChromiumResult
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let model = measurer.lineModels[.web]!
            // Every bundled face of each configured family, so a bold text takes the Bold face the line
            // model measures rather than a bold Chromium synthesizes from the Regular.
            // Their bytes go in the page's data, each file once.
            var fileIndex: [String: Int] = [:]
            for (target, stack, faces) in [(false, model.source.fontStack, model.sourceFaces), (true, model.target.fontStack, model.targetFaces)] {
                var families: [[ChromiumPage.Face]] = []
                for (entry, resolved) in zip(stack.families, faces) {
                    families.append(try WeightedFaces.allFaces(measurer.measurer.registry, entry: entry, fallback: resolved).map { f in
                        if fileIndex[f.path] == nil {
                            page.fontFiles.append(try Data(contentsOf: URL(fileURLWithPath: f.path)))
                            fileIndex[f.path] = page.fontFiles.count - 1
                        }
                        // A variable font is declared over its wght range: every instance is the one file.
                        if let wght = f.axes.axes.first(where: { $0.tag == "wght" }) {
                            return ChromiumPage.Face(file: fileIndex[f.path]!, weight: Int(wght.minimum.rounded(.up)),
                                                     maxWeight: Int(wght.maximum.rounded(.down)))
                        }
                        return ChromiumPage.Face(file: fileIndex[f.path]!, weight: f.weight)
                    })
                }
                page.fonts[target] = families
            }
            let pageURL = folder.appendingPathComponent("page.html")
            try Data(page.html().utf8).write(to: pageURL)
            let dom = try ChromiumProcess.run(binary: options.binary, page: pageURL, folder: folder, timeoutSeconds: options.timeoutSeconds)
            do {
                readings = try ChromiumResult.read(dom: dom, expected: frameOf.map { page.documents[$0.doc].tree.useIDs },
                                                   maxRules: page.styles.reduce(0) { $0 + $1.count })
            } catch let e as ChromiumResult.Unreadable {
                throw ChromiumProcess.Failure(reason: "\(options.binary) returned an unreadable result (\(e.reason))")
            }
        } catch {
            let reason = (error as? ChromiumProcess.Failure)?.reason ?? "\(error)"
            diagnostics.append(.io(path: options.binary, reason: "--chromium: " + reason))
            for i in sent { results[i].engine = EngineReading(reason: "Chromium gave no reading: " + reason) }
            return summary
        }

        // Per use and viewport: the English and the Arabic side.
        struct Side { var width: Double; var side: EngineSide; var runtime: Bool; var hidden: Bool; var shared: Bool }
        // Per use and viewport: 0 the English page, 1 the Arabic, 2 the probe.
        var sides: [Int: [Double: [Int: Side]]] = [:]
        summary.rulesRejected = readings.rulesRejected
        for (f, uses) in readings.frames.enumerated() {
            let doc = page.documents[frameOf[f].doc]
            let which = doc.probe ? 2 : doc.rtl ? 1 : 0
            for u in uses {
                let side = EngineSide(lines: u.lines, cut: u.cut, scrollWidth: u.scrollWidth, clientWidth: u.clientWidth, scrollHeight: u.scrollHeight, clientHeight: u.clientHeight)
                sides[u.id, default: [:]][frameOf[f].viewport, default: [:]][which] = Side(width: u.width, side: side, runtime: u.runtime, hidden: u.hidden, shared: u.shared)
            }
        }
        let first = measurer.profiles.first?.widthDp
        for i in sent {
            var reading = EngineReading()
            for v in viewports {
                guard let en = sides[i]?[v]?[0], let ar = sides[i]?[v]?[1] else { continue }
                let probe = sides[i]?[v]?[2]
                reading.viewports.append(EngineViewport(viewportPx: v, widthPx: ar.width, englishWidthPx: en.width, english: en.side, arabic: ar.side,
                                                        dependsOnRuntime: en.runtime || ar.runtime, hidden: en.hidden || ar.hidden,
                                                        availablePx: probe.flatMap { $0.shared || $0.hidden ? nil : $0.width }))
            }
            guard !reading.viewports.isEmpty else { reading.reason = "no reading came back for this use"; results[i].engine = reading; continue }
            summary.measured += 1
            if results[i].cls != .unknown {
                reading.chosen = reading.viewports.firstIndex { $0.viewportPx == first } ?? 0
            } else {
                decide(&results[i], reading: &reading, entry: entry(web.uses[i].key), measurer: measurer)
                if reading.decided { summary.decided += 1 }
            }
            if let k = reading.chosen, results[i].cls != .unknown, !reading.viewports[k].hidden {
                reading.agrees = comparable(results[i]) == reading.viewports[k].cls
                if reading.agrees == true { summary.agreements += 1 } else { summary.disagreements.append(i) }
            }
            results[i].engine = reading
        }
        return summary
    }

    /// Borderline is the line model's "not cut, but close": Chromium says fits or wraps.
    static func comparable(_ r: LayoutResult) -> LayoutClass {
        r.cls == .borderline ? ((r.arabicLines ?? 1) > 1 ? .wraps : .fits) : r.cls
    }

    /// The line model at Chromium's content width in each viewport where that width stands on what
    /// the page holds; the most severe class decides, a cut shown on the widest viewport that cuts,
    /// anything else on the narrowest (as `LayoutMeasurer.classify` picks among profiles).
    static func decide(_ r: inout LayoutResult, reading: inout EngineReading, entry: CatalogEntry?, measurer: LayoutMeasurer) {
        var best: (LayoutResult, Int)?
        var cut: [String] = [], classes: [ProfileClass] = []
        var why: String?
        for (k, v) in reading.viewports.enumerated() {
            if v.hidden { why = why ?? "not rendered in viewport \(ShortNumber.text(v.viewportPx)) px"; continue }
            if v.dependsOnRuntime { why = why ?? "its width in Chromium depends on content the static tree does not hold (runtime text, a component)"; continue }
            var width = v.widthPx
            var note = "chromium, viewport \(ShortNumber.text(v.viewportPx)) px: the block container's content box is \(ShortNumber.text(v.widthPx)) px wide"
            if abs(v.widthPx - v.englishWidthPx) > 0.5 {
                // The text sizes its own box (shrink-to-fit, a flex item's content size): the room it
                // has is what the box reaches holding a text wider than any viewport.
                guard let room = v.availablePx else {
                    why = why ?? "Chromium gives the English \(ShortNumber.text(v.englishWidthPx)) px and the Arabic \(ShortNumber.text(v.widthPx)) px: the text sizes its own box, and shares its room with another use"
                    continue
                }
                width = room
                note = "chromium, viewport \(ShortNumber.text(v.viewportPx)) px: the text sizes its own box, which grows to \(ShortNumber.text(room)) px holding a text wider than the viewport"
            }
            var use = r.use
            let site = use.constraint.width?.chain.first.map { [$0] } ?? []
            use.constraint.width = Resolved(.fixed(width), site + [Provenance(.profile, note)])
            use.constraint.widthNeedsLayout = false
            var m = measurer.classify(use, entry: entry)
            guard m.cls != .unknown else { why = why ?? m.reason; continue }
            let name = "viewport \(ShortNumber.text(v.viewportPx))px"
            m.profile = DeviceProfile(name: name, widthDp: v.viewportPx, fontScale: 1, api: measurer.profiles.first?.api ?? 34)
            let isCut = m.cls == .arabicOnlyCut || m.cls == .cutInBoth
            if isCut { cut.append(name) }
            classes.append(ProfileClass(profile: name, cls: m.cls))
            if let (b, _) = best {
                let cutClass = m.cls == .arabicOnlyCut || m.cls == .cutInBoth || m.cls == .englishOnlyCut
                if m.cls < b.cls || m.cls == b.cls && cutClass { best = (m, k) }
            } else {
                best = (m, k)
            }
        }
        guard var (m, k) = best else { reading.reason = "not decided: " + (why ?? "no viewport gave a width"); return }
        m.profilesCut = cut
        m.profileClasses = classes
        m.engine = nil
        r = m
        reading.chosen = k
        reading.decided = true
    }
}
