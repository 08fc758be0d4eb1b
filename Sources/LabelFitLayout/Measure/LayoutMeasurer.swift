import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore

/// One use measured on the device profiles: its class, the profile that decided it, the words the
/// Arabic loses there, and why it is unknown when it is.
/// A use's class on one device profile (or web viewport).
public struct ProfileClass: Sendable, Equatable {
    public var profile: String
    public var cls: LayoutClass
}

public struct LayoutResult: Sendable {
    public var use: TextUse
    public var catalog: String?
    public var cls: LayoutClass
    public var reason: String?
    public var profile: DeviceProfile?
    public var profilesCut: [String] = []
    /// The class on each profile measured, in the order measured: a user sees the verdict under each phone.
    public var profileClasses: [ProfileClass] = []
    public var widthDp: Double?
    /// A width known only as a range (`TextConstraint.widthRange`): its two ends on the deciding
    /// profile, the narrowest 0 when no lower bound is known. A decided class holds at both; an
    /// `unknown` one changes between them (its `reason` says how, and which unknowns decide it).
    public var widthMinDp: Double?
    public var widthMaxDp: Double?
    public var textSizePx: Double?
    public var droppedWords: [String] = []
    public var englishDroppedWords: [String] = []
    public var arabicLines: Int?
    public var englishLines: Int?
    public var arabic: String?
    public var english: String?
    /// How the faces for the use's weight were chosen, when not exactly (a fake bold, the nearest
    /// bundled face), and why a weight could not be read.
    public var weightNotes: [String] = []
    /// `--chromium`: what headless Chromium laid out for this use (web uses only).
    public var engine: EngineReading?
}

/// Measures each use's English and Arabic with the android line model (`AndroidLineBoxModel`) under the
/// use's constraint on every profile, and classifies it.
public struct LayoutMeasurer {
    public let measurer: Measurer
    public let runner: CheckRunner
    public let profiles: [DeviceProfile]
    /// SwiftUI and UIKit uses' profiles (`LayoutSettings.appleProfiles`).
    public let appleProfiles: [DeviceProfile]
    public let platform: PlatformOptions
    let sourceFaces: [FontFace]
    let targetFaces: [FontFace]
    let sourceOptions: MeasureOptions
    let targetOptions: MeasureOptions
    /// Compose `Text` uses: the compose line model (includeFontPadding false, the M3 line height).
    let composeSource: MeasureOptions
    let composeTarget: MeasureOptions
    /// The line model of each platform other than Android Views.
    let lineModels: [LayoutPlatform: LineModel]
    struct LineModel { var source, target: MeasureOptions; var sourceFaces, targetFaces: [FontFace] }

    public init(runner: CheckRunner, profiles: [DeviceProfile], appleProfiles: [DeviceProfile]? = nil, platform: PlatformOptions) throws {
        self.runner = runner
        self.measurer = runner.measurer
        self.profiles = profiles
        self.appleProfiles = appleProfiles ?? profiles
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
        // SwiftUI and UIKit text: the uikit line model, with its own stack (SF's nearest bundled designs)
        // unless labelfit.json says "profile": "uikit"; Flutter text: the flutter line model (SkParagraph
        // as Flutter configures it) with Android's stack, Flutter's default on Android.
        sourceFaces = try measurer.registry.faces(for: s.fontStack)
        targetFaces = try measurer.registry.faces(for: t.fontStack)
        var models: [LayoutPlatform: LineModel] = [.compose: LineModel(source: cs, target: ct, sourceFaces: sourceFaces, targetFaces: targetFaces)]
        for (kind, profile) in [(LayoutPlatform.swiftui, Profile.uikit), (.uikit, .uikit), (.flutter, .flutter)] {
            var ps = MeasureOptions.defaults(for: profile, platform: platform)
            // The target's default face follows its locale (`LocaleFonts`: Urdu on iOS is Nastaliq).
            var pt = MeasureOptions.defaults(for: profile, platform: platform, locale: plan.config.targetLocale)
            if plan.config.profile == profile {
                ps.fontStack = plan.baseOptions.source.fontStack
                pt.fontStack = plan.baseOptions.target.fontStack
            } else if profile == .flutter {
                ps.fontStack = s.fontStack
                pt.fontStack = t.fontStack
            }
            models[kind] = LineModel(source: ps, target: pt, sourceFaces: try measurer.registry.faces(for: ps.fontStack),
                                     targetFaces: try measurer.registry.faces(for: pt.fontStack))
        }
        // Web uses: the web line model (Chromium's), sizes in CSS px (no system font scale).
        var ws = MeasureOptions.defaults(for: .web, platform: platform)
        var wt = ws
        if plan.config.profile == .web {
            ws.fontStack = plan.baseOptions.source.fontStack
            wt.fontStack = plan.baseOptions.target.fontStack
        }
        models[.web] = LineModel(source: ws, target: wt, sourceFaces: try measurer.registry.faces(for: ws.fontStack),
                                 targetFaces: try measurer.registry.faces(for: wt.fontStack))
        lineModels = models
    }

    struct Side {
        var cut: Bool; var lines: Int; var dropped: [String]
        /// The measured width in px (the widest line's).
        var widthPx: Double = 0
    }

    func measure(_ text: String, locale: String, base: MeasureOptions, faces: [FontFace], widthDp: Double, sizeSp: Double,
                 maxLines: Int?, overflow: TextOverflowMode?, heightDp: Double?, profile: DeviceProfile, scaling: TextScaling = .fontScale,
                 lineHeightSp: Double? = nil, spacing: LineSpacing? = nil) throws -> Side {
        var o = base
        o.size = scaling.textSizePx(sizeSp, on: profile) / profile.density
        o.deviceScale = profile.density
        applyLineHeight(&o, lineHeightSp: lineHeightSp, spacing: spacing, sizeSp: sizeSp)
        o.row = RowGeometry(inlineSizePx: widthDp)
        if let n = maxLines {
            if n == 1 { o.row.overflow = (overflow == .clip || overflow == .marquee || overflow == nil) ? .nowrapClip : .nowrapEllipsis }
            else { o.row.maxLines = n }
        }
        if let h = heightDp { o.row.heightPx = h }
        // The numbers an app's source gives pass the ranges a user's do (`NumberRanges`), after the
        // profile's scale: a value past them is the use's unknown reason, never a measurement.
        try o.validate()
        let m = measurer.measure(text, locale: locale, options: o, faces: faces, detail: .full)
        let cut = m.verdict == .truncates || m.clippedLines > 0 || !m.droppedWords.isEmpty || !m.droppedText.isEmpty
        return Side(cut: cut, lines: m.lines, dropped: m.droppedWords, widthPx: m.widthPx)
    }

    /// The use's line height and spacing, in the line model's units (CSS px = dp at density 1).
    ///
    /// A line height in sp keeps its ratio to the text size when the font scale is non-linear: Android
    /// 14's TextView keeps an sp `lineHeight` proportional to the text size (`TextView.setLineHeight(int,
    /// float)`: "SP units are strongly recommended so that line height stays proportional to the text
    /// size when fonts are scaled up for accessibility"), and Compose does the same (ui-text
    /// `SpannableExtensions.android.kt` · `resolveLineHeightInPx`: with `isNonLinearFontScalingActive`
    /// the line height is `lineHeight / fontSize × the font size in px`). Below the curve both are the
    /// linear sp × scale, which the same ratio gives. Without a line height, a Compose `Text` takes the
    /// font's own (the measure defaults' 24 px are an action-sheet row's, not a `Text`'s).
    func applyLineHeight(_ o: inout MeasureOptions, lineHeightSp: Double?, spacing: LineSpacing?, sizeSp: Double) {
        if let lh = lineHeightSp, sizeSp > 0 { o.lineHeight = .px(lh * o.size / sizeSp) }
        else if o.profile == .compose { o.lineHeight = .normal }
        guard let sp = spacing else { return }
        o.platform.lineSpacingExtraPx = sp.extraDp
        o.platform.lineSpacingMultiplier = sp.multiplier
        if let a = sp.alignment { o.platform.lineHeightAlignment = a }
        if let t = sp.trim { o.platform.lineHeightTrim = t }
    }

    /// English and Arabic on one profile, with a modelled shrink (DialogTitle) applied when the first
    /// layout cuts.
    func measurePair(_ en: String, _ ar: String, c: TextConstraint, widthDp: Double, profile: DeviceProfile, sizeSp: Double, platform: LayoutPlatform = .androidViews) throws -> (Side, Side) {
        // A browser's text size is CSS px, not scaled by the system font scale.
        let scaling: TextScaling = platform == .web ? .fixed : c.textScaling
        func one(_ text: String, _ locale: String, _ base: MeasureOptions, _ faces: [FontFace]) throws -> Side {
            let first = try measure(text, locale: locale, base: base, faces: faces, widthDp: widthDp, sizeSp: sizeSp, maxLines: c.maxLines?.value,
                                overflow: c.overflow?.value, heightDp: c.heightDp?.value, profile: profile, scaling: scaling,
                                lineHeightSp: c.lineHeightSp?.value, spacing: c.lineSpacing?.value)
            guard first.cut, let s = c.shrink else { return first }
            // The shrunk title keeps the view's spacing; a line height in sp keeps its ratio to the old size.
            return try measure(text, locale: locale, base: base, faces: faces, widthDp: widthDp, sizeSp: s.textSizeSp, maxLines: s.maxLines,
                           overflow: c.overflow?.value, heightDp: c.heightDp?.value, profile: profile, scaling: scaling,
                           lineHeightSp: c.lineHeightSp.map { $0.value * s.textSizeSp / sizeSp }, spacing: c.lineSpacing?.value)
        }
        let plan = runner.plan
        var m = weighted(lineModel(platform), c.fontWeight?.value, platform: platform).model
        if var axes = c.fontAxes?.value {
            // Compose `FontVariation.opticalSizing(n.sp)`: n × the font scale (`SettingTextUnit`).
            for i in axes.settings.indices where c.fontAxesInSp.contains(axes.settings[i].tag) {
                axes.settings[i].value *= profile.fontScale
            }
            m.source.axes = axes
            m.target.axes = axes
        }
        return (try one(en, plan.config.sourceLocale, m.source, m.sourceFaces), try one(ar, plan.config.targetLocale, m.target, m.targetFaces))
    }

    func lineModel(_ platform: LayoutPlatform) -> LineModel {
        lineModels[platform] ?? LineModel(source: sourceOptions, target: targetOptions, sourceFaces: sourceFaces, targetFaces: targetFaces)
    }

    /// The line model with the faces of the use's weight (`WeightedFaces`, the platform's matching), and
    /// what the choice says; a use with no weight keeps the stack's own faces.
    func weighted(_ m: LineModel, _ weight: TextWeight?, platform: LayoutPlatform) -> (model: LineModel, notes: [String]) {
        guard let weight, weight.value != m.source.fontStack.weight || weight.value != m.target.fontStack.weight else { return (m, []) }
        let rule = WeightedFaces.rule(for: platform)
        // The stacks' families resolved already at their own weight; one that has no face at this weight
        // (a font file that fails to load) keeps the stack's faces, and the note says so.
        guard let s = try? WeightedFaces.faces(measurer.registry, stack: m.source.fontStack, weight: weight.value, rule: rule),
              let t = try? WeightedFaces.faces(measurer.registry, stack: m.target.fontStack, weight: weight.value, rule: rule) else {
            return (m, ["the faces at weight \(weight.value) could not be loaded; measured with the stack's own faces"])
        }
        var out = m
        out.source.fontStack.weight = weight.value
        out.target.fontStack.weight = weight.value
        out.sourceFaces = s.faces
        out.targetFaces = t.faces
        var notes: [String] = []
        for n in s.notes + t.notes where !notes.contains(n) { notes.append(n) }
        return (out, notes)
    }

    /// The class of one profile's measurement at one width: a cut by which side, else borderline (with a
    /// line limit or height, the Arabic cut in 95 % of the width), wraps or fits.
    func classAt(_ e: Side, _ a: Side, en: String, ar: String, c: TextConstraint, widthDp w: Double, profile p: DeviceProfile, sizeSp: Double, platform: LayoutPlatform) throws -> LayoutClass {
        switch (e.cut, a.cut) {
        case (false, true): return .arabicOnlyCut
        case (true, true): return .cutInBoth
        case (true, false): return .englishOnlyCut
        default:
            if c.maxLines != nil || c.heightDp != nil,
               (try? measurePair(en, ar, c: c, widthDp: w * 0.95, profile: p, sizeSp: sizeSp, platform: platform))?.1.cut == true { return .borderline }
            return a.lines > 1 ? .wraps : .fits
        }
    }

    /// The English and Arabic a use shows, placeholders filled as `classify` fills them, whatever its
    /// constraint; nil when it has no translated pair (no entry, no source, untranslated, not a site).
    public func textPair(_ use: TextUse, entry: CatalogEntry?) -> (english: String, arabic: String)? {
        guard use.constraint.notASite == nil, let entry, let source = entry.source, let target = entry.target else { return nil }
        guard runner.check(entry).verdict != .untranslated else { return nil }
        return filled(source: source, target: target)
    }

    /// The English and Arabic with their placeholders filled as `check` fills them: what `classify`
    /// measures and what `--chromium` lays out.
    private func filled(source: String, target: String) -> (english: String, arabic: String) {
        let config = runner.plan.config
        return (runner.plan.placeholders.fill(source, locale: config.sourceLocale, pluralCategory: nil, pluralLocale: config.targetLocale).0,
                runner.plan.placeholders.fill(target, locale: config.targetLocale, pluralCategory: nil).0)
    }

    public func classify(_ use: TextUse, entry: CatalogEntry?) -> LayoutResult {
        var r = LayoutResult(use: use, catalog: entry?.targetLocation.file, cls: .unknown)
        let c = use.constraint
        if let why = c.notASite { r.reason = "not a translation site: " + why; return r }
        if let name = AndroidFramework.name(use.key) {
            r.reason = "android.R.string.\(name) is Android's own string: the system shows its translation, which is in no catalog of the app"
            return r
        }
        guard let entry else { r.reason = "no \(runner.plan.config.targetLocale) string '\(use.key)' in the app's catalogs"; return r }
        guard entry.source != nil else { r.reason = "no \(runner.plan.config.sourceLocale) string '\(use.key)'"; return r }
        let checked = runner.check(entry)
        if checked.verdict == .untranslated { r.reason = "untranslated: " + (checked.findings.first { $0.rule == .untranslated }?.message ?? "the target is not a translation"); return r }
        guard let width = c.width else { r.reason = "width not resolved"; return r }
        if let why = width.value.unknownReason { r.reason = "width unknown: " + why; return r }
        guard let size = c.textSizeSp else { r.reason = "text size not resolved (a library style LabelFit's table does not know)"; return r }
        if let auto = c.autoSize {
            // Android names the attribute; SwiftUI, UIKit and Flutter name their own API (minimumScaleFactor, AutoSizeText).
            let what = use.platform == .androidViews ? "autoSizeTextType=\(auto.value)" : auto.value
            r.reason = "shrink-to-fit (\(what)) is not modelled"; return r
        }
        if let why = c.outOfRange(sizeUnit: use.platform.sizeUnit) { r.reason = why; return r }
        if checked.verdict == .missingGlyphs { r.reason = "letters missing from the fonts"; return r }
        let (en, ar) = filled(source: entry.source ?? "", target: entry.target ?? "")
        r.english = en
        r.arabic = ar
        if let w = c.fontWeight?.value {
            r.weightNotes = (w.undecided.map { ["weight not read (\($0)); measured at \(w.value)"] } ?? [])
                + weighted(lineModel(use.platform), w, platform: use.platform).notes
        }
        r.weightNotes += c.fontAxesUndecided.map { "\($0); measured at its initial value (normal)" }
        r.weightNotes += c.fontNotes
        if !c.variableFontNotes.isEmpty {
            let m = weighted(lineModel(use.platform), c.fontWeight?.value, platform: use.platform).model
            if (m.sourceFaces + m.targetFaces).contains(where: { $0.axes.isVariable }) { r.weightNotes += c.variableFontNotes }
        }
        // One entry per profile measured: its class, the width it was shown at, both sides there, the
        // range's ends when the width is a range, and why the class is unknown when it is.
        struct Measured { var cls: LayoutClass; var p: DeviceProfile; var w: Double; var e: Side; var a: Side; var range: (min: Double, max: Double)?; var why: String? }
        var measured: [Measured] = []
        // A web width is CSS px, the same on every phone, and a browser's text size is not the system
        // font scale: one profile measures it.
        // An iOS app runs on iPhones at Dynamic Type sizes, not on Android phones at font scales.
        let onApple = use.platform == .swiftui || use.platform == .uikit
        let unit = use.platform == .web ? "px" : onApple ? "pt" : "dp"
        for p in use.platform == .web ? Array(profiles.prefix(1)) : onApple ? appleProfiles : profiles {
            guard let w = width.value.dp(profileWidth: p.widthDp) else { continue }
            let range = c.widthRange.flatMap { $0.bounds(of: width.value, profileWidth: p.widthDp) }
            let e: Side, a: Side, cls: LayoutClass
            do {
                (e, a) = try measurePair(en, ar, c: c, widthDp: w, profile: p, sizeSp: size.value, platform: use.platform)
                cls = try classAt(e, a, en: en, ar: ar, c: c, widthDp: w, profile: p, sizeSp: size.value, platform: use.platform)
            } catch { r.reason = "on \(p.name): \(error)"; return r }
            var entry = Measured(cls: cls, p: p, w: w, e: e, a: a, range: range, why: nil)
            // A width known only as a range: a cut of the Arabic at the widest is a cut at every width
            // (less room only cuts more), decided there as always; any other class holds only if the
            // narrowest gives the same one (a fit at the narrowest is a fit at every wider width).
            if let range, let unknowns = c.widthRange, a.cut, !e.cut, range.min > 0 {
                // The Arabic is cut at every width; the English fits the widest, and the class holds
                // only if it fits the narrowest too (else both are cut there: the class changes inside).
                // With no narrowest known the English is taken at the widest, as a cut is.
                let e2: Side
                do { e2 = try measurePair(en, ar, c: c, widthDp: range.min, profile: p, sizeSp: size.value, platform: use.platform).0 }
                catch { r.reason = "on \(p.name): \(error)"; return r }
                if e2.cut {
                    entry.cls = .unknown
                    entry.why = "arabic-only-cut at the widest it can have (\(ShortNumber.text(range.max)) \(unit)), cut-in-both at the narrowest (\(ShortNumber.text(range.min)) \(unit)): decided by \(unknowns.described(unit: unit))"
                }
            } else if let range, let unknowns = c.widthRange, !a.cut {
                let what = unknowns.described(unit: unit)
                let widest = "\(cls.rawValue) at the widest it can have (\(ShortNumber.text(range.max)) \(unit))"
                if range.min <= 0 {
                    entry.cls = .unknown
                    entry.why = "\(widest); no narrowest is known: \(what)"
                } else {
                    let e2: Side, a2: Side, low: LayoutClass
                    do {
                        (e2, a2) = try measurePair(en, ar, c: c, widthDp: range.min, profile: p, sizeSp: size.value, platform: use.platform)
                        low = try classAt(e2, a2, en: en, ar: ar, c: c, widthDp: range.min, profile: p, sizeSp: size.value, platform: use.platform)
                    } catch { r.reason = "on \(p.name): \(error)"; return r }
                    if low == cls {
                        // Decided over the whole range: shown at the narrowest, where it came closest to a cut.
                        entry = Measured(cls: cls, p: p, w: range.min, e: e2, a: a2, range: range, why: nil)
                    } else {
                        entry.cls = .unknown
                        entry.why = "\(widest), \(low.rawValue) at the narrowest (\(ShortNumber.text(range.min)) \(unit)): decided by \(what)"
                    }
                }
            }
            if entry.cls == .arabicOnlyCut || entry.cls == .cutInBoth { r.profilesCut.append(p.name) }
            r.profileClasses.append(ProfileClass(profile: p.name, cls: entry.cls))
            measured.append(entry)
        }
        // The most severe class decides; among profiles with that class, a cut is shown on the roomiest
        // profile that still cuts (the most convincing), anything else on the tightest one (the width
        // per px of text size), where it came closest to being cut. A profile whose class is unknown
        // leaves the use unknown unless another proves the Arabic cut: a fit elsewhere says nothing of it.
        func room(_ m: Measured) -> Double { m.w / c.textScaling.textSizePx(size.value, on: m.p) }
        let provenCut = measured.contains { $0.cls == .arabicOnlyCut || $0.cls == .cutInBoth }
        let candidates = measured.contains(where: { $0.cls == .unknown }) && !provenCut ? measured.filter { $0.cls == .unknown } : measured
        var best: Measured?
        for m in candidates {
            guard let b = best else { best = m; continue }
            let isCut = m.cls == .arabicOnlyCut || m.cls == .cutInBoth || m.cls == .englishOnlyCut
            if m.cls < b.cls || m.cls == b.cls && (isCut ? room(m) > room(b) : room(m) < room(b)) { best = m }
        }
        guard let chosen = best else { r.reason = "no width left on any profile"; return r }
        let (cls, p, w, e, a) = (chosen.cls, chosen.p, chosen.w, chosen.e, chosen.a)
        r.cls = cls
        // The record's profile names where; the reason stays the same on every profile, so the
        // commonest reasons group alike.
        if cls == .unknown { r.reason = chosen.why ?? "its width depends on runtime state" }
        if let range = chosen.range { r.widthMinDp = range.min; r.widthMaxDp = range.max }
        r.profile = p
        r.widthDp = w
        r.textSizePx = (use.platform == .web ? TextScaling.fixed : c.textScaling).textSizePx(size.value, on: p)
        r.droppedWords = a.dropped
        r.englishDroppedWords = e.dropped
        r.arabicLines = a.lines
        r.englishLines = e.lines
        return r
    }
}
