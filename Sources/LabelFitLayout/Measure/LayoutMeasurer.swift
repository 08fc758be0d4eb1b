import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore

/// One use measured on the device profiles: its class, the profile that decided it, the words the
/// Arabic loses there, and why it is unknown when it is.
public struct LayoutResult: Sendable {
    public var use: TextUse
    public var catalog: String?
    public var cls: LayoutClass
    public var reason: String?
    public var profile: DeviceProfile?
    public var profilesCut: [String] = []
    public var widthDp: Double?
    public var textSizePx: Double?
    public var droppedWords: [String] = []
    public var englishDroppedWords: [String] = []
    public var arabicLines: Int?
    public var englishLines: Int?
    public var arabic: String?
    public var english: String?
}

/// Measures each use's English and Arabic with the android line model (`AndroidLineBoxModel`) under the
/// use's constraint on every profile, and classifies it.
public struct LayoutMeasurer {
    public let measurer: Measurer
    public let runner: CheckRunner
    public let profiles: [DeviceProfile]
    public let platform: PlatformOptions
    let sourceFaces: [FontFace]
    let targetFaces: [FontFace]
    let webSourceFaces: [FontFace]
    let webTargetFaces: [FontFace]
    let sourceOptions: MeasureOptions
    let targetOptions: MeasureOptions
    /// Compose `Text` uses: the compose line model (includeFontPadding false, the M3 line height).
    let composeSource: MeasureOptions
    let composeTarget: MeasureOptions
    /// Web uses: the web line model (Chromium's), sizes in CSS px (no system font scale).
    let webSource: MeasureOptions
    let webTarget: MeasureOptions

    public init(runner: CheckRunner, profiles: [DeviceProfile], platform: PlatformOptions) throws {
        self.runner = runner
        self.measurer = runner.measurer
        self.profiles = profiles
        self.platform = platform
        let plan = runner.plan
        var s = MeasureOptions.defaults(for: .android, platform: platform)
        var t = s
        if plan.config.profile == .android {
            s.fontStack = plan.baseOptions.source.fontStack
            t.fontStack = plan.baseOptions.target.fontStack
        }
        sourceOptions = s
        targetOptions = t
        var cs = MeasureOptions.defaults(for: .compose, platform: platform)
        var ct = cs
        cs.fontStack = s.fontStack
        ct.fontStack = t.fontStack
        composeSource = cs
        composeTarget = ct
        var ws = MeasureOptions.defaults(for: .web, platform: platform)
        var wt = ws
        if plan.config.profile == .web {
            ws.fontStack = plan.baseOptions.source.fontStack
            wt.fontStack = plan.baseOptions.target.fontStack
        }
        webSource = ws
        webTarget = wt
        sourceFaces = try measurer.registry.faces(for: s.fontStack)
        targetFaces = try measurer.registry.faces(for: t.fontStack)
        webSourceFaces = try measurer.registry.faces(for: ws.fontStack)
        webTargetFaces = try measurer.registry.faces(for: wt.fontStack)
    }

    struct Side { var cut: Bool; var lines: Int; var dropped: [String] }

    func measure(_ text: String, locale: String, base: MeasureOptions, faces: [FontFace], widthDp: Double, sizeSp: Double,
                 maxLines: Int?, overflow: TextOverflowMode?, heightDp: Double?, profile: DeviceProfile, web: LineHeight? = nil) -> Side {
        var o = base
        o.size = profile.textSizePx(sp: sizeSp) / profile.density
        if let lh = web { o.size = sizeSp; o.lineHeight = lh }
        o.deviceScale = profile.density
        o.row = RowGeometry(inlineSizePx: widthDp)
        if let n = maxLines {
            if n == 1 { o.row.overflow = (overflow == .clip || overflow == .marquee || overflow == nil) ? .nowrapClip : .nowrapEllipsis }
            else { o.row.maxLines = n }
        }
        if let h = heightDp { o.row.heightPx = h }
        let m = measurer.measure(text, locale: locale, options: o, faces: faces, detail: .full)
        let cut = m.verdict == .truncates || m.clippedLines > 0 || !m.droppedWords.isEmpty || !m.droppedText.isEmpty
        return Side(cut: cut, lines: m.lines, dropped: m.droppedWords)
    }

    /// English and Arabic on one profile, with a modelled shrink (DialogTitle) applied when the first
    /// layout cuts.
    func measurePair(_ en: String, _ ar: String, c: TextConstraint, widthDp: Double, profile: DeviceProfile, sizeSp: Double, compose: Bool = false, web: Bool = false) -> (Side, Side) {
        let webLine: LineHeight? = web ? (c.lineHeightSp.map { .px($0.value) } ?? .normal) : nil
        func one(_ text: String, _ locale: String, _ base: MeasureOptions, _ faces: [FontFace]) -> Side {
            let first = measure(text, locale: locale, base: base, faces: faces, widthDp: widthDp, sizeSp: sizeSp, maxLines: c.maxLines?.value,
                                overflow: c.overflow?.value, heightDp: c.heightDp?.value, profile: profile, web: webLine)
            guard first.cut, let s = c.shrink else { return first }
            return measure(text, locale: locale, base: base, faces: faces, widthDp: widthDp, sizeSp: s.textSizeSp, maxLines: s.maxLines,
                           overflow: c.overflow?.value, heightDp: c.heightDp?.value, profile: profile)
        }
        let plan = runner.plan
        if web { return (one(en, plan.config.sourceLocale, webSource, webSourceFaces), one(ar, plan.config.targetLocale, webTarget, webTargetFaces)) }
        return (one(en, plan.config.sourceLocale, compose ? composeSource : sourceOptions, sourceFaces),
                one(ar, plan.config.targetLocale, compose ? composeTarget : targetOptions, targetFaces))
    }

    public func classify(_ use: TextUse, entry: CatalogEntry?) -> LayoutResult {
        var r = LayoutResult(use: use, catalog: entry?.targetLocation.file, cls: .unknown)
        let c = use.constraint
        if let why = c.notASite { r.reason = "not a translation site: " + why; return r }
        guard let entry else { r.reason = "no \(runner.plan.config.targetLocale) string '\(use.key)' in the app's catalogs"; return r }
        guard entry.source != nil else { r.reason = "no \(runner.plan.config.sourceLocale) string '\(use.key)'"; return r }
        let checked = runner.check(entry)
        if checked.verdict == .untranslated { r.reason = "untranslated: " + (checked.findings.first { $0.rule == .untranslated }?.message ?? "the target is not a translation"); return r }
        guard let width = c.width else { r.reason = "width not resolved"; return r }
        if let why = width.value.unknownReason { r.reason = "width unknown: " + why; return r }
        guard let size = c.textSizeSp else { r.reason = "text size not resolved (a library style LabelFit's table does not know)"; return r }
        if let auto = c.autoSize { r.reason = "shrink-to-fit (autoSizeTextType=\(auto.value)) is not modelled"; return r }
        if checked.verdict == .missingGlyphs { r.reason = "letters missing from the fonts"; return r }
        let en = runner.plan.placeholders.fill(entry.source ?? "", locale: runner.plan.config.sourceLocale, pluralCategory: nil, pluralLocale: runner.plan.config.targetLocale).0
        let ar = runner.plan.placeholders.fill(entry.target ?? "", locale: runner.plan.config.targetLocale, pluralCategory: nil).0
        r.english = en
        r.arabic = ar
        var best: (LayoutClass, DeviceProfile, Double, Side, Side)?
        // A web width is CSS px, the same on every phone, and a browser's text size is not the system
        // font scale: one profile measures it.
        for p in use.platform == .web ? Array(profiles.prefix(1)) : profiles {
            guard let w = width.value.dp(profileWidth: p.widthDp) else { continue }
            let compose = use.platform == .compose
            let web = use.platform == .web
            let (e, a) = measurePair(en, ar, c: c, widthDp: w, profile: p, sizeSp: size.value, compose: compose, web: web)
            var cls: LayoutClass
            switch (e.cut, a.cut) {
            case (false, true): cls = .arabicOnlyCut
            case (true, true): cls = .cutInBoth
            case (true, false): cls = .englishOnlyCut
            default:
                if c.widthIsUpperBound { cls = .unknown }
                else if (c.maxLines != nil || c.heightDp != nil),
                        measurePair(en, ar, c: c, widthDp: w * 0.95, profile: p, sizeSp: size.value, compose: compose, web: web).1.cut { cls = .borderline }
                else { cls = a.lines > 1 ? .wraps : .fits }
            }
            if c.widthIsUpperBound && cls == .englishOnlyCut { cls = .unknown }
            if cls == .arabicOnlyCut || cls == .cutInBoth { r.profilesCut.append(p.name) }
            // The most severe class decides; among profiles with that class, a cut is shown on the
            // roomiest profile that still cuts (the most convincing), anything else on the tightest one
            // (the width per px of text size), where it came closest to being cut.
            let room = w / p.textSizePx(sp: size.value)
            if let b = best {
                let bRoom = b.2 / b.1.textSizePx(sp: size.value)
                let isCut = cls == .arabicOnlyCut || cls == .cutInBoth || cls == .englishOnlyCut
                if cls < b.0 || cls == b.0 && (isCut ? room > bRoom : room < bRoom) { best = (cls, p, w, e, a) }
            } else {
                best = (cls, p, w, e, a)
            }
        }
        guard let (cls, p, w, e, a) = best else { r.reason = "no width left on any profile"; return r }
        r.cls = cls
        if cls == .unknown { r.reason = "fits the widest it can have (\(width.value.formula) dp); its real width depends on runtime state" }
        r.profile = p
        r.widthDp = w
        r.textSizePx = use.platform == .web ? size.value : p.textSizePx(sp: size.value)
        r.droppedWords = a.dropped
        r.englishDroppedWords = e.dropped
        r.arabicLines = a.lines
        r.englishLines = e.lines
        return r
    }
}
