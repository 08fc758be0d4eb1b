import Dispatch
import Foundation
import LabelFitCatalogs
import LabelFitCore

/// Totals of a check run, for the summary line and report headers.
public struct CheckSummary: Codable, Sendable {
    public init() {}
    public var files = 0
    public var strings = 0
    public var verdicts: [String: Int] = [:]
    public var errors = 0
    public var warnings = 0
    /// Findings at severity `info`: reported, counted apart from warnings, never failing.
    public var infos = 0
    public var baselined = 0
    public var catalogErrors = 0
    /// Target strings with no source string (each also a `no-source` finding).
    public var noSource = 0
    /// Targets found untranslated or not final (each also an `untranslated` finding).
    public var untranslated = 0
    /// Targets left out because their catalog marks them not final (`skip_not_final`).
    public var skippedNotFinal = 0
    /// Files not measured, by reason: `source locale`, `other locale`, `unknown locale`, `not a catalog`, `compiled copy`.
    public var skippedFiles: [String: Int] = [:]
    public var seconds: Double = 0
    /// Totals per target locale (`LocaleSummaries`), when a run covers more than one.
    public var locales: [String: CheckSummary]?
    /// Fonts measured in place of the platform's (`StandIn`): a bundled design for a font that cannot
    /// be bundled, or a Fontconfig fallback of this machine. Absent when there were none. Their clip
    /// findings are warnings.
    public var standInFonts: [StandIn]?
    /// The baseline read, with its entries no finding matched; absent when none was read.
    public var baseline: BaselineStatus?

    enum CodingKeys: String, CodingKey {
        case files, strings, verdicts, errors, warnings, infos, baselined, catalogErrors = "catalog_errors", noSource = "no_source"
        case untranslated, skippedNotFinal = "skipped_not_final", skippedFiles = "skipped_files", seconds, locales
        case standInFonts = "stand_in_fonts", baseline
    }

    /// The skipped-file counts as one phrase ("3 other-locale files skipped, 1 not a catalog"), or nil.
    public var skippedPhrase: String? {
        guard !skippedFiles.isEmpty else { return nil }
        return skippedFiles.sorted { $0.key < $1.key }.map { "\($0.value) skipped (\($0.key))" }.joined(separator: ", ")
    }

    /// 2 when a catalog could not be read, else 1 when an unbaselined error-level finding exists, else 0.
    public var exitCode: Int32 { catalogErrors > 0 ? 2 : errors > 0 ? 1 : 0 }
}

/// Counts checked strings into a summary: the one place a string is counted, whether it came from a
/// catalog in a batch run or from an API request, so every surface's totals agree.
public struct SummaryCounter {
    public var summary = CheckSummary()
    /// Verdicts counted by case and folded into `summary.verdicts` by `finished()`: a dictionary keyed
    /// by the verdict's name hashed a string for every string checked.
    private var verdictCounts = [Int](repeating: 0, count: Verdict.allCases.count)

    public init() {}

    public mutating func count(_ checked: borrowing CheckedString) {
        summary.strings += 1
        verdictCounts[Verdict.allCases.firstIndex(of: checked.verdict)!] += 1
        if checked.verdict == .untranslated { summary.untranslated += 1 }
        for f in checked.findings {
            if f.rule == .noSource { summary.noSource += 1 }
            if f.baselined { summary.baselined += 1 } else {
                switch f.severity {
                case .error: summary.errors += 1
                case .warning: summary.warnings += 1
                case .info: summary.infos += 1
                case .off: break
                }
            }
        }
    }

    /// The summary with the verdicts counted so far.
    public func finished() -> CheckSummary {
        var out = summary
        for (k, n) in verdictCounts.enumerated() where n > 0 { out.verdicts[Verdict.allCases[k].rawValue, default: 0] += n }
        return out
    }
}

/// What a run produces, in order: catalog problems as they are found, then each string.
public enum CheckEvent: Sendable {
    case catalogFinding(Finding)
    case string(CheckedString)
}

/// Reads catalogs, measures every string on all cores, and streams results in input order, so memory
/// holds one batch, not the whole run.
public final class CheckRunner: @unchecked Sendable {
    public let plan: CheckPlan
    public let measurer: Measurer
    public let discovery: CatalogDiscovery
    public let accepted: Set<String>
    @exclusivity(unchecked) public var batchSize = 2048
    /// `summary` when the report shows neither fonts used nor runs (see `MeasureDetail`).
    @exclusivity(unchecked) public var detail: MeasureDetail = .full
    /// Formats each record for a report that writes one row per string (CSV, JSON Lines), on the
    /// measuring threads; the writer then copies `reportRow` out (see `CheckedString.reportRow`).
    @exclusivity(unchecked) public var renderRow: (@Sendable (borrowing CheckedString) -> [UInt8])?
    /// Whether the report reads nothing of a record but its row (CSV): then, once the row is made, the
    /// record's two measurements are freed there and then, and its event carries the row, the verdict
    /// and the findings (all the summary reads). Freed while still in the core's cache rather than
    /// later, on another thread, from memory gone cold.
    @exclusivity(unchecked) public var rowIsTheWholeReport = false
    /// Relative paths in reports are relative to this folder.
    public let root: String
    /// Polled before each string is measured: once set, `run` measures no further string and throws
    /// `WorkCancellation.Cancelled` (the strings it had not yet emitted are dropped).
    @exclusivity(unchecked) public var cancellation: WorkCancellation?
    /// Files discovery did not make jobs of, counted in the summary.
    @exclusivity(unchecked) public var skipped: [CatalogDiscovery.Skip] = []
    /// The last run's totals per target file locale (`LocaleTag.of`): `ar` and `ar-EG` apart.
    @exclusivity(unchecked) public private(set) var localeTotals: [String: CheckSummary] = [:]

    public init(plan: CheckPlan, measurer: Measurer, accepted: Set<String> = [], root: String = FileManager.default.currentDirectoryPath) {
        self.plan = plan
        self.measurer = measurer
        var limits = ReadLimits()
        if let n = plan.config.maxStringLength { limits.maxStringScalars = n }
        if let n = plan.config.maxFileBytes { limits.maxFileBytes = n }
        if let n = plan.config.maxStringsPerFile { limits.maxEntriesPerFile = n }
        if let n = plan.config.maxNestingDepth { limits.maxNestingDepth = n }
        self.discovery = CatalogDiscovery(sourceLocale: plan.config.sourceLocale, targetLocale: plan.config.targetLocale, limits: limits)
        self.accepted = accepted
        self.root = root
        self.resolvedStacks = Self.resolveStacks(plan, measurer.registry)
        self.rootPrefix = root.hasSuffix("/") ? root : root + "/"
        self.serial = Self.serials.next()
    }

    private let rootPrefix: String
    /// Names this runner in per-thread state; never reused, unlike an address.
    private let serial: UInt64
    private static let serials = SerialNumbers()

    /// The plan's base options, thresholds, locales and fonts, copied for one thread: every string
    /// without a matching rule is measured with these, and reference counting on this thread's own
    /// copies does not bounce a cache line between cores as it did on the shared ones.
    final class ThreadPlan {
        let runner: UInt64
        let source: MeasureOptions, target: MeasureOptions
        let thresholds: Thresholds
        let sourceFaces: [FontFace], targetFaces: [FontFace]
        let sourceLocale: String, targetLocale: String
        /// The last catalog path made relative on this thread, and the result.
        var lastPath: (file: String, relative: String)?

        init?(_ runner: CheckRunner) {
            func copy(_ s: String) -> String { String(decoding: Array(s.utf8), as: UTF8.self) }
            func copy(_ o: MeasureOptions) -> MeasureOptions {
                var c = o
                c.fontStack = FontStack(families: o.fontStack.families.map(copy), weight: o.fontStack.weight)
                if !o.features.specs.isEmpty, let f = try? FeatureList(o.features.specs.map(copy)) { c.features = f }
                return c
            }
            let base = runner.plan.baseOptions
            guard let s = runner.resolvedStacks[base.source.fontStack], let t = runner.resolvedStacks[base.target.fontStack] else { return nil }
            self.runner = runner.serial
            source = copy(base.source)
            target = copy(base.target)
            var th = runner.plan.thresholds
            th.severity = Dictionary(uniqueKeysWithValues: th.severity.map { (copy($0.key), $0.value) })
            thresholds = th
            sourceFaces = s.map { $0 }
            targetFaces = t.map { $0 }
            sourceLocale = copy(runner.plan.config.sourceLocale)
            targetLocale = copy(runner.plan.config.targetLocale)
        }

        private static let perThread = ThreadLocal<ThreadPlan>()

        /// This thread's copy for `runner` (one runner at a time is kept per thread).
        static func current(for runner: CheckRunner) -> ThreadPlan? {
            if let plan = perThread.value, plan.runner == runner.serial { return plan }
            let made = ThreadPlan(runner)
            perThread.value = made
            return made
        }
    }

    public func jobs(paths: [String]) throws -> [CatalogDiscovery.Job] { try discovery.jobs(for: paths) }

    /// Every stack the plan can use, resolved once in `init`, before any parallel work (read-only after).
    private let resolvedStacks: [FontStack: [FontFace]]

    private static func resolveStacks(_ plan: CheckPlan, _ registry: FontRegistry) -> [FontStack: [FontFace]] {
        var stacks = [plan.baseOptions.source.fontStack, plan.baseOptions.target.fontStack]
        for rule in plan.config.rules where rule.fonts != nil {
            if let s = try? FontStack(parsing: plan.config.fontStack(for: plan.config.sourceLocale, in: rule), weight: plan.baseOptions.source.fontStack.weight) { stacks.append(s) }
            if let s = try? FontStack(parsing: plan.config.fontStack(for: plan.config.targetLocale, in: rule), weight: plan.baseOptions.target.fontStack.weight) { stacks.append(s) }
        }
        var out: [FontStack: [FontFace]] = [:]
        for s in stacks where out[s] == nil { out[s] = try? registry.faces(for: s) }
        return out
    }

    private func faces(_ stack: FontStack, _ resolved: [FontStack: [FontFace]]) throws -> [FontFace] {
        try resolved[stack] ?? measurer.registry.faces(for: stack)
    }

    /// Runs the jobs; `progress` is called after each batch with (strings done, files done, files total).
    public func run(jobs: [CatalogDiscovery.Job], progress: (Int, Int, Int) -> Void = { _, _, _ in },
                    sink: (CheckEvent) throws -> Void) throws -> CheckSummary {
        let started = Date()
        var counter = SummaryCounter()
        counter.summary.files = jobs.count
        for skip in skipped { counter.summary.skippedFiles[skip.reason.rawValue, default: 0] += 1 }
        localeTotals = [:]
        for (fileIndex, job) in jobs.enumerated() {
            if cancellation?.isCancelled == true { throw WorkCancellation.Cancelled() }
            let before = counter.finished()
            // A pipeline: while the reader parses batch N+1 and the sink writes batch N−1, batch N is
            // measured on every core, so memory holds three batches, not the catalog.
            func emit(_ results: ResultSlots<CheckedString>) throws {
                for i in 0..<results.count {
                    let checked = results.move(at: i)
                    counter.count(checked)
                    let event = CheckEvent.string(checked)
                    try sink(event)
                    // Back into its slot: the batch is freed on a worker thread, where its memory was
                    // allocated (freed here, glibc's allocator took the measuring threads' arena locks;
                    // any allocator frees fastest where it allocated).
                    if case .string(let done) = consume event { results.store(done, at: i) }
                }
                if results.count > 0 { progress(counter.summary.strings, fileIndex, jobs.count) }
                DispatchQueue.global().async { withExtendedLifetime(results) {} }
            }
            var inFlight: (group: DispatchGroup, slot: ResultSlots<ResultSlots<CheckedString>>)?
            func finishInFlight() throws {
                guard let (group, slot) = inFlight else { return }
                inFlight = nil
                group.wait()
                // Slots of strings skipped after the flag was set are empty: never emitted.
                if cancellation?.isCancelled == true { throw WorkCancellation.Cancelled() }
                try emit(slot.take()[0])
            }
            let read: CatalogReadResult
            let skipNotFinal = plan.config.skipNotFinal
            do {
                read = try discovery.stream(job, batchSize: batchSize) { all in
                    let batch = skipNotFinal ? all.filter { $0.state == nil } : all
                    counter.summary.skippedNotFinal += all.count - batch.count
                    let slot = ResultSlots<ResultSlots<CheckedString>>(count: 1)
                    let group = DispatchGroup()
                    DispatchQueue.global().async(group: group) { slot.store(self.measureBatch(batch), at: 0) }
                    try finishInFlight()
                    inFlight = (group, slot)
                }
            } catch {
                inFlight?.group.wait()
                throw error
            }
            try finishInFlight()
            let diagnostics = read.diagnostics
            switch read.role {
            case .target: break
            case .source: counter.summary.skippedFiles["source locale", default: 0] += 1; counter.summary.files -= 1
            case .other: counter.summary.skippedFiles["other locale", default: 0] += 1; counter.summary.files -= 1
            case .notCatalog: counter.summary.skippedFiles[job.kind == .notRead ? "not read" : "not a catalog", default: 0] += 1; counter.summary.files -= 1
            }
            for d in diagnostics {
                let severity = d.severity == .error ? Severity.error : plan.catalogWarningSeverity(in: d.location.file)
                if severity == .off { continue }
                var f = Finding(rule: .catalog, severity: severity, message: d.message,
                                location: relative(d.location), key: nil, numbers: [:], text: d.message)
                f.baselined = accepted.contains(f.baselineKey)
                // A catalog error stays an input error (exit 2) even when baselined: a file that cannot be read is never accepted.
                if d.severity == .error { counter.summary.catalogErrors += 1 }
                else if f.baselined { counter.summary.baselined += 1 }
                else if severity == .error { counter.summary.errors += 1 }
                else if severity == .warning { counter.summary.warnings += 1 } else { counter.summary.infos += 1 }
                try sink(.catalogFinding(f))
            }
            if read.role == .target || !diagnostics.isEmpty {
                var delta = counter.finished().combined(with: before, sign: -1)
                delta.files = read.role == .target ? 1 : 0
                delta.skippedFiles = [:]
                let tag = LocaleTag.of(file: job.target, stated: read.locale, asked: plan.config.targetLocale)
                localeTotals[tag] = localeTotals[tag].map { $0.combined(with: delta) } ?? delta
            }
        }
        var summary = counter.finished()
        summary.seconds = Date().timeIntervalSince(started)
        let standIns = standInFonts()
        summary.standInFonts = standIns.isEmpty ? nil : standIns
        return summary
    }

    /// The plan's stack entries that stand in for a platform font, then every system font Fontconfig
    /// supplied for characters no stack covered (they differ from machine to machine).
    public func standInFonts() -> [StandIn] {
        var out: [StandIn] = []
        for stack in [plan.baseOptions.source.fontStack, plan.baseOptions.target.fontStack] + resolvedStacks.keys.sorted(by: { $0.description < $1.description }) {
            for s in StandIn.platform(profile: plan.baseOptions.target.profile, families: stack.families) where !out.contains(s) { out.append(s) }
        }
        for family in measurer.registry.fallbackFamilies {
            let s = StandIn(font: family, standsFor: "the platform's font for characters the stack lacks", kind: .fallback)
            if !out.contains(s) { out.append(s) }
        }
        return out
    }

    /// Measures a batch in parallel; each slot is written by exactly one iteration.
    func measureBatch(_ entries: [CatalogEntry]) -> ResultSlots<CheckedString> {
        let slots = ResultSlots<CheckedString>(count: entries.count)
        let resolved = resolvedStacks
        let render = renderRow, frees = rowIsTheWholeReport, cancellation = cancellation
        // Entries read in place from the batch's buffer: indexing the array copied each one.
        entries.withUnsafeBufferPointer { pointer in
        nonisolated(unsafe) let entries = pointer   // read-only while the iterations run
        DispatchQueue.concurrentPerform(iterations: entries.count) { i in
            if let cancellation, cancellation.isCancelled { return }   // the run throws before emitting
            slots.store(check(entries[i], resolved: resolved), at: i)
            // In place in its slot: rendering from a local and then setting the field copied the record.
            if let render {
                slots.update(at: i) { c in
                    let row = render(c)
                    c.reportRow = row
                    if frees {
                        c.source = nil
                        c.target = nil
                    }
                }
            }
        }
        }
        return slots
    }

    func relative(_ location: SourceLocation) -> SourceLocation {
        var l = location
        l.file = relativePath(l.file)
        return l
    }

    /// A catalog's path relative to the report root, made once per file on each thread (every entry
    /// of a file has the same one).
    private func relativePath(_ file: String) -> String {
        let plan = ThreadPlan.current(for: self)
        if let plan, let last = plan.lastPath, last.file == file { return last.relative }
        let relative = file.hasPrefix(rootPrefix) ? String(file.dropFirst(rootPrefix.count)) : file
        plan?.lastPath = (file, relative)
        return relative
    }

    public func check(_ entry: CatalogEntry) -> CheckedString { check(entry, resolved: resolvedStacks) }

    func check(_ entry: CatalogEntry, resolved: [FontStack: [FontFace]]) -> CheckedString {
        let location = relative(entry.targetLocation)
        // The record is made once, at the end, from locals: built up in a variable and returned, it was
        // copied whole on return (about a kilobyte and fifty reference counts).
        var placeholders: [Placeholders.Substitution] = []
        var sourceMeasurement: StringMeasurement?, targetMeasurement: StringMeasurement?
        var growthPx: Double?, growthChars: Double?, minLineHeight: MinimumLineHeight?, verdict = Verdict.fits
        var found: [Finding] = []
        do {
            let local = plan.hasOwnSettings(entry) ? nil : ThreadPlan.current(for: self)
            let (sourceOptions, targetOptions, thresholds) = try local.map { ($0.source, $0.target, $0.thresholds) } ?? plan.options(for: entry)
            let sourceLocale = local?.sourceLocale ?? plan.config.sourceLocale, targetLocale = local?.targetLocale ?? plan.config.targetLocale
            let (source, sourceSubs) = entry.source.map { plan.placeholders.fill($0, locale: sourceLocale, pluralCategory: entry.pluralCategory, pluralLocale: targetLocale,
                                                                            syntax: entry.placeholderSyntax) } ?? (nil, [])
            let empty = Self.isBlank(entry.target)
            let (target, targetSubs) = empty ? (nil, []) : entry.target.map {
                plan.placeholders.fill($0, locale: targetLocale, pluralCategory: entry.pluralCategory, syntax: entry.placeholderSyntax, typedBy: entry.source)
            } ?? (nil, [])
            if !sourceSubs.isEmpty || !targetSubs.isEmpty { placeholders = sourceSubs + targetSubs.filter { t in !sourceSubs.contains(t) } }
            let sourceFaces = try local?.sourceFaces ?? faces(sourceOptions.fontStack, resolved)
            let targetFaces = try local?.targetFaces ?? faces(targetOptions.fontStack, resolved)
            sourceMeasurement = source.map { measurer.measure($0, locale: sourceLocale, options: sourceOptions, faces: sourceFaces, detail: detail) }
            targetMeasurement = target.map { measurer.measure($0, locale: targetLocale, options: targetOptions, faces: targetFaces, detail: detail) }
            (growthPx, growthChars, minLineHeight, verdict) = PairMeasurement.compare(source: sourceMeasurement, target: targetMeasurement,
                                                                                      clipTolerancePx: thresholds.clipTolerancePx)
            found = findings(target: targetMeasurement, source: sourceMeasurement, growthPx: growthPx, location: location, entry: entry,
                             thresholds: thresholds, lineHeight: targetOptions.lineHeight, targetFaces: targetFaces,
                             targetFamilies: targetOptions.fontStack.families, profile: targetOptions.profile)
            if let reason = untranslatedReason(entry, empty: empty, targetLocale: targetLocale) {
                verdict = .untranslated
                found.append(Finding(rule: .untranslated, severity: thresholds.severity(of: .untranslated), message: reason, location: location,
                                     key: entry.key, numbers: [:], text: entry.target ?? ""))
            }
            if entry.source == nil {
                found.append(Finding(rule: .noSource, severity: thresholds.severity(of: .noSource),
                                     message: "no \(sourceLocale) string for '\(entry.key)': nothing to compare the width with", location: location,
                                     key: entry.key, numbers: [:], text: entry.target ?? ""))
            }
        } catch {
            let message = (error as? LabelFitError)?.description ?? "\(error)"
            found = [Finding(rule: .catalog, severity: .error, message: message, location: location, key: entry.key,
                             numbers: [:], text: entry.target ?? "")]
        }
        found.removeAll { $0.severity == .off }
        for i in found.indices { found[i].baselined = accepted.contains(found[i].baselineKey) }
        return CheckedString(key: entry.key, format: entry.format, location: location, sourceLocation: entry.sourceLocation.map(relative),
                             rawText: entry.rawTarget, state: entry.state,
                             source: sourceMeasurement, target: targetMeasurement, growthPx: growthPx, growthChars: growthChars,
                             minLineHeight: minLineHeight, verdict: verdict, placeholders: placeholders, maxWidthPx: entry.maxWidthPx,
                             findings: found)
    }

    /// No text, or only white space. A Character is white space when its first scalar is
    /// (`Character.isWhitespace`), so a text whose first scalar is not has a first Character that is
    /// not, and needs no walk over its grapheme clusters (some 400 instructions a string).
    /// (The property lookup itself cost some 300 instructions, so ASCII, whose White_Space scalars are
    /// tab to carriage return and space, and the Arabic block, which has none, are decided by value.)
    static func isBlank(_ text: String?) -> Bool {
        guard let text, let first = text.unicodeScalars.first else { return true }
        let v = first.value
        let firstIsWhiteSpace = v < 0x80 ? v == 0x20 || (0x09...0x0D).contains(v)
            : (0x0600..<0x0700).contains(v) ? false : first.properties.isWhitespace
        if !firstIsWhiteSpace { return false }
        return text.allSatisfy { $0.isWhitespace }
    }

    /// Why a target cannot be taken as a translation, or nil: empty, the source itself, letters but
    /// none of the target language's script, or a state its catalog gives as not final.
    func untranslatedReason(_ entry: CatalogEntry, empty: Bool, targetLocale: String) -> String? {
        if empty { return "the target is empty: the \(targetLocale) text is missing" }
        let target = entry.target ?? ""
        // Byte lengths first: a translation rarely has its source's, and comparing two unequal
        // non-ASCII strings took the standard library's slow path.
        if let source = entry.source, source.utf8.count == target.utf8.count, source == target,
           target.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) {
            if TargetScript.hasLetters(of: targetLocale, in: target) != true {
                return "the target is the source text, not a translation"
            }
        }
        if TargetScript.hasLetters(of: targetLocale, in: target) == false {
            return "the target has letters but none in the script of \(targetLocale): another language left in the catalog"
        }
        if let state = entry.state { return "the catalog marks this translation as not final (\(state))" }
        return nil
    }

    /// The findings of one measured pair. Each rule is judged against the English at the same
    /// constraint (docs/findings.md): the Arabic is the problem only where it is worse, and a threshold
    /// the English crosses too is reported at `info` ("the English too takes 2 lines"), never failing.
    /// Every message says how far over (px, and about how many characters at the target's average
    /// advance on the line that overflows) and what to do.
    private func findings(target: StringMeasurement?, source: StringMeasurement?, growthPx: Double?,
                          location: SourceLocation, entry: CatalogEntry, thresholds: Thresholds, lineHeight: LineHeight,
                          targetFaces: [FontFace] = [], targetFamilies: [String] = [], profile: Profile = .web) -> [Finding] {
        // Most strings cross no threshold: that is decided reading the target in place, before binding
        // it (which copies the whole measurement) to build messages. Each test mirrors one below.
        let tol = thresholds.clipTolerancePx
        let mayFind = (target?.clip.topPx ?? 0) > tol || (target?.clip.bottomPx ?? 0) > tol || (target?.clippedLines ?? 0) > 0
            || !(target?.droppedWords.isEmpty ?? true) || !(target?.droppedText.isEmpty ?? true)
            || (thresholds.maxGrowth.map { max in (growthPx ?? 0) > max && source != nil } ?? false)
            || (thresholds.maxLines.map { (target?.lines ?? 0) > $0 } ?? false)
            || !(target?.missing.isEmpty ?? true) || entry.maxWidthPx != nil
        guard mayFind, let t = target else { return [] }
        var out: [Finding] = []
        let text = entry.target ?? ""
        func add(_ rule: Rule, _ message: String, _ numbers: [String: Double], weaker: Bool = false, cap: Severity? = nil) {
            var severity = thresholds.severity(of: rule == .clipPadding ? .clip : rule)
            if let explicit = thresholds.severity[rule.rawValue], rule == .clipPadding { severity = explicit }
            if weaker { severity = min(severity, .info) }
            if let cap { severity = min(severity, cap) }
            out.append(Finding(rule: rule, severity: severity, message: message, location: location,
                               key: entry.key, numbers: numbers, text: text))
        }
        let sourceNote = source.map { " (the English «\($0.text)» takes \($0.lines) line\($0.lines == 1 ? "" : "s"))" } ?? ""

        if t.clip.topPx > tol || t.clip.bottomPx > tol {
            var parts: [String] = []
            if t.clip.bottomPx > tol { parts.append("\(px(t.clip.bottomPx)) at the bottom" + (t.clip.bottomCharacter.map { " («\($0)»)" } ?? "")) }
            if t.clip.topPx > tol { parts.append("\(px(t.clip.topPx)) at the top" + (t.clip.topCharacter.map { " («\($0)»)" } ?? "")) }
            // A clip measured with a font the platform does not draw with is an estimate: a warning.
            let standIn = standInNote(t, faces: targetFaces, families: targetFamilies, profile: profile)
            var cap: Severity? = t.clip.borderline ? thresholds.borderlineClipSeverity : nil
            if standIn != nil { cap = min(cap ?? .warning, .warning) }
            let borderline = t.clip.borderline ? " (borderline: the clip is under half a device pixel)" : ""
            var numbers: [String: Double] = ["clip_top_px": t.clip.topPx, "clip_bottom_px": t.clip.bottomPx,
                                             "over_px": max(t.clip.topPx, t.clip.bottomPx)]
            if standIn != nil { numbers["stand_in"] = 1 }
            if t.minLineHeight.found {
                numbers["min_line_height"] = t.minLineHeight.unitless
                numbers["min_line_height_px"] = Double(t.minLineHeight.wholePx)
                add(.clip, "«\(t.text)» clips \(parts.joined(separator: " and ")) at line-height \(lineHeight): set line-height ≥ \(num(t.minLineHeight.unitless))"
                        + " (or ≥ \(t.minLineHeight.wholePx)px)" + borderline + (standIn ?? ""), numbers, cap: cap)
            } else {
                // No line-height up to the largest searched clears the ink (UIKit sets glyphs at the
                // line's bottom, so more height adds room above only): the box needs padding on each
                // edge the ink passes, by as much as it passes it at the line-height used.
                var pads: [String] = []
                if t.clip.bottomPx > tol { numbers["padding_bottom_px"] = t.clip.bottomPx; pads.append("bottom padding of \(pxUp(t.clip.bottomPx))") }
                if t.clip.topPx > tol { numbers["padding_top_px"] = t.clip.topPx; pads.append("top padding of \(pxUp(t.clip.topPx))") }
                add(.clipPadding, "«\(t.text)» clips \(parts.joined(separator: " and ")) at line-height \(lineHeight) and no line-height fixes it:"
                        + " add \(pads.joined(separator: " and "))" + borderline + (standIn ?? ""), numbers, cap: cap)
            }
        }
        if t.clippedLines > 0 {
            let cut = t.lineDetails.dropFirst(t.lines)
            let overPx = cut.reduce(0) { $0 + $1.lineBox.heightPx }
            add(.clip, "«\(t.text)» needs \(t.lines + t.clippedLines) lines; the fixed row height cuts \(t.clippedLines)"
                    + " (\(px(overPx)) short): set the row height ≥ \(pxUp(t.rowHeightPx)) or shorten it to \(t.lines) line\(t.lines == 1 ? "" : "s")",
                ["clipped_lines": Double(t.clippedLines), "row_height_px": t.rowHeightPx, "over_px": overPx])
        }
        if !t.droppedWords.isEmpty || !t.droppedText.isEmpty {
            // Worse than the English when the Arabic loses a larger share of its characters (an English
            // that keeps all of its text loses none).
            let share = { (m: StringMeasurement) in m.characters > 0 ? Double(m.droppedText.count) / Double(m.characters) : 0 }
            let englishCut = source.map { !$0.droppedWords.isEmpty || !$0.droppedText.isEmpty } ?? false
            let worse = !(source.map { share(t) <= share($0) + 1e-9 && englishCut } ?? false)
            var numbers: [String: Double] = ["width_px": t.layoutWidthPx, "available_width_px": t.availableWidthPx ?? 0,
                                             "dropped_words": Double(t.droppedWords.count)]
            var how = ""
            if let w = t.availableWidthPx, let o = overflow(t, lines: max(t.lines, 1), width: w) {
                numbers["over_px"] = o.px
                numbers["over_chars"] = Double(o.chars)
                how = ": \(px(o.px)) too wide (about \(chars(o.chars))): shorten by about \(chars(o.chars)) or give the row more room"
            }
            if let s = source, englishCut { numbers["source_dropped_words"] = Double(s.droppedWords.count) }
            add(.truncation, "«\(t.text)» is cut to «\(t.visibleText)»" + (t.availableWidthPx.map { " in \(px($0))" } ?? "")
                    + "; dropped: «\(t.droppedWords.joined(separator: " "))»"
                    + (worse ? how : "; the English is cut too («\(source?.visibleText ?? "")»): not caused by the translation"),
                numbers, weaker: !worse)
        }
        if let max = thresholds.maxGrowth, let g = growthPx, g > max, let s = source {
            // With a width, growth matters only when it costs the row something the English does not
            // pay: a line more, a cut, or lines past a fixed height. Without one it is the only evidence.
            let costsRow = t.availableWidthPx == nil || t.lines > s.lines || (!t.droppedText.isEmpty && s.droppedText.isEmpty) || t.clippedLines > s.clippedLines
            let overPx = t.widthPx - max * s.widthPx
            let n = charsFor(overPx, t)
            var numbers = ["growth_px": g, "max_growth": max, "width_px": t.widthPx, "source_width_px": s.widthPx,
                           "over_px": overPx, "over_chars": Double(n)]
            var message = "«\(t.text)» is \(num(g))× the width of «\(s.text)» (\(px(t.widthPx)) vs \(px(s.widthPx))), over \(num(max))×"
                + " by \(px(overPx)) (about \(chars(n)))"
            if let w = t.availableWidthPx {
                let widest = t.lineDetails.map(\.layoutWidthPx).max() ?? t.layoutWidthPx
                numbers["available_width_px"] = w
                if costsRow {
                    let cost = t.lines > s.lines ? "it takes \(t.lines) line\(t.lines == 1 ? "" : "s") where the English takes \(s.lines)"
                        : !t.droppedText.isEmpty ? "it is cut where the English is not" : "lines pass the fixed row height"
                    message += "; in \(px(w)) \(cost): shorten by about \(chars(n))"
                } else {
                    numbers["spare_px"] = w - widest
                    message += ", but it still fits the \(px(w)) row as the English does (\(px(w - widest)) to spare)"
                }
            } else {
                message += ": shorten by about \(chars(n)) or allow \(num(g))× growth"
            }
            add(.growth, message, numbers, weaker: !costsRow)
        }
        if let max = thresholds.maxLines, t.lines > max {
            let worse = source.map { t.lines > $0.lines } ?? true
            var numbers: [String: Double] = ["lines": Double(t.lines), "max_lines": Double(max)]
            if let s = source { numbers["source_lines"] = Double(s.lines) }
            var message = "«\(t.text)» takes \(t.lines) lines" + (t.availableWidthPx.map { " in \(px($0))" } ?? "") + ", more than \(max)"
            if !worse {
                message += "; the English too takes \(source?.lines ?? 0) line\(source?.lines == 1 ? "" : "s")" + (t.availableWidthPx == nil ? " (forced line breaks)" : "")
                    + ": not caused by the translation"
            } else if let w = t.availableWidthPx, let o = overflow(t, lines: max, width: w) {
                numbers["over_px"] = o.px
                numbers["over_chars"] = Double(o.chars)
                message += sourceNote + ": \(px(o.px)) over (about \(chars(o.chars))): shorten by about \(chars(o.chars)) or allow \(t.lines) lines"
            } else {
                message += sourceNote + ": remove a line break or allow \(t.lines) lines"
            }
            add(.lines, message, numbers, weaker: !worse)
        }
        if !t.missing.isEmpty {
            // A character the English has too (an emoji, a symbol) is drawn by whatever the platform
            // draws it with in both languages: not a fault of the translation.
            let sourceText = source?.text ?? entry.source ?? ""
            var own: [MissingCluster] = [], shared: [MissingCluster] = []
            for m in t.missing { if sourceText.contains(m.text) { shared.append(m) } else { own.append(m) } }
            func names(_ ms: [MissingCluster]) -> String { ms.map { "«\($0.text)» " + $0.codepoints.joined(separator: "+") }.joined(separator: ", ") }
            if !own.isEmpty {
                add(.missingGlyphs, "no font in the stack or on the system covers " + names(own) + ": add a font that has them to the stack",
                    ["missing": Double(own.count)])
            }
            if !shared.isEmpty {
                add(.missingGlyphs, "no font here covers " + names(shared) + ", which the English has too: the platform draws them"
                        + " (its emoji or symbol font) in both languages", ["missing": Double(shared.count), "shared": 1], weaker: true)
            }
        }
        if let budget = entry.maxWidthPx {
            let widestLine = t.lineDetails.max { $0.layoutWidthPx < $1.layoutWidthPx }
            let widest = widestLine?.layoutWidthPx ?? t.layoutWidthPx
            if widest > budget + 1e-6 {
                let overPx = widest - budget
                let k = widestLine.map { $0.text.count } ?? t.characters
                let n = k > 0 && widest > 0 ? Int((overPx / (widest / Double(k))).rounded(.up)) : 0
                add(.widthBudget, "«\(t.text)» is \(px(widest)) wide, over the catalog's budget of \(px(budget)) by \(px(overPx))"
                        + " (about \(chars(n))): shorten by about \(chars(n))",
                    ["width_px": widest, "max_width_px": budget, "over_px": overPx, "over_chars": Double(n)])
            }
        }
        return out
    }

    /// How far a laid-out string is past what `lines` lines of `width` hold: for one line, its
    /// one-line width past the width; for more, at least the text on the lines past the limit (lines
    /// do not pack, so the one-line excess understates it). Characters at the target's average advance
    /// on that text, rounded up.
    private func overflow(_ t: StringMeasurement, lines allowed: Int, width: Double) -> (px: Double, chars: Int)? {
        if allowed <= 1 || t.lineDetails.count <= allowed {
            let px = t.layoutWidthPx - width * Double(max(allowed, 1))
            if px > 1e-6 { return (px, charsFor(px, t)) }
        }
        let extra = t.lineDetails.dropFirst(max(allowed, 1))
        let px = extra.reduce(0) { $0 + $1.layoutWidthPx }
        let k = extra.reduce(0) { $0 + $1.text.count }
        guard px > 1e-6 else { return nil }
        return (px, k > 0 ? k : charsFor(px, t))
    }

    /// `px` in characters at the string's average advance per character (whole string, one line).
    private func charsFor(_ px: Double, _ t: StringMeasurement) -> Int {
        guard px > 0, t.characters > 0, t.widthPx > 0 else { return 0 }
        return Swift.max(1, Int((px / (t.widthPx / Double(t.characters))).rounded(.up)))
    }

    /// Said after a clip measured with a stand-in: a platform font LabelFit cannot bundle, or a system
    /// fallback drew the character that clips (no face of the stack covers it).
    private func standInNote(_ t: StringMeasurement, faces: [FontFace], families: [String], profile: Profile) -> String? {
        if StandIn.isPlatformDefault(profile: profile, families: families) {
            let s = StandIn.platform(profile: profile, families: families).map(\.description).joined(separator: ", ")
            return "; measured with a stand-in font (\(s)): a warning, not an error"
        }
        for c in [t.clip.topPx > 0 ? t.clip.topCharacter : nil, t.clip.bottomPx > 0 ? t.clip.bottomCharacter : nil] {
            guard let c, let scalar = c.unicodeScalars.first, !faces.isEmpty else { continue }
            if !faces.contains(where: { $0.covers(scalar.value) }) {
                return "; «\(c)» is drawn by a system fallback font on this machine, standing in for the platform's: a warning, not an error"
            }
        }
        return nil
    }

    private func chars(_ n: Int) -> String { "\(n) character\(n == 1 ? "" : "s")" }
    private func pxUp(_ v: Double) -> String { px((v * 100).rounded(.up) / 100) }

    private func num(_ v: Double) -> String { DecimalText.rounded(v) }
    private func px(_ v: Double) -> String { num(v) + "px" }
}

/// Fixed slots that concurrent iterations fill, one index each, read after all have finished
/// (concurrentPerform returns only then, which orders the writes before the reads).
final class ResultSlots<T>: @unchecked Sendable {
    private let buffer: UnsafeMutablePointer<T?>
    let count: Int

    init(count: Int) {
        self.count = count
        let bytes = MemoryLayout<T?>.stride * max(count, 1)
        buffer = SlotMemory.shared.take(byteCount: bytes, alignment: MemoryLayout<T?>.alignment).bindMemory(to: T?.self, capacity: max(count, 1))
        buffer.initialize(repeating: nil, count: max(count, 1))
    }

    deinit {
        buffer.deinitialize(count: max(count, 1))
        SlotMemory.shared.give(UnsafeMutableRawPointer(buffer), byteCount: MemoryLayout<T?>.stride * max(count, 1))
    }

    func store(_ value: consuming T, at index: Int) { buffer[index] = .some(value) }

    /// Changes a stored value in place.
    func update(at index: Int, _ body: (inout T) -> Void) { body(&buffer[index]!) }

    /// One value, moved out; its slot is left empty.
    func move(at index: Int) -> T {
        let value = (buffer + index).move()!
        (buffer + index).initialize(to: nil)
        return value
    }

    /// The values, moved out (no copies); the slots are left empty.
    func take() -> [T] {
        [T](unsafeUninitializedCapacity: count) { out, initialized in
            for i in 0..<count {
                (out.baseAddress! + i).initialize(to: (buffer + i).move()!)
                (buffer + i).initialize(to: nil)
            }
            initialized = count
        }
    }
}

/// The memory of batches' result slots, kept for the next batches. A batch of 2,048 checked strings
/// takes a few megabytes, which the allocator maps fresh from the system and gives back when freed,
/// each batch then faulting its pages in again. A few buffers of the sizes in use are kept instead, so
/// that memory stays mapped (minor page faults of `check` on the benchmark's corpus ×10: 13,800–26,700
/// a run before, 11,900–14,000 after; the time saved was within this VM's noise).
final class SlotMemory: @unchecked Sendable {
    static let shared = SlotMemory()
    /// Buffers smaller than this go back to the allocator, which keeps small blocks mapped anyway.
    static let smallest = 64 * 1024
    static let kept = 4

    private let lock = NSLock()
    private var free: [(memory: UnsafeMutableRawPointer, byteCount: Int)] = []

    func take(byteCount: Int, alignment: Int) -> UnsafeMutableRawPointer {
        if byteCount >= Self.smallest {
            lock.lock()
            if let i = free.firstIndex(where: { $0.byteCount == byteCount }) {
                let memory = free.remove(at: i).memory
                lock.unlock()
                return memory
            }
            lock.unlock()
        }
        return .allocate(byteCount: byteCount, alignment: max(alignment, 16))
    }

    func give(_ memory: UnsafeMutableRawPointer, byteCount: Int) {
        if byteCount >= Self.smallest {
            lock.lock()
            if free.count < Self.kept {
                free.append((memory, byteCount))
                lock.unlock()
                return
            }
            lock.unlock()
        }
        memory.deallocate()
    }
}
