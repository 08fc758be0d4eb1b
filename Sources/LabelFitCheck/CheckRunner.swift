import Dispatch
import Foundation
import LabelFitCatalogs
import LabelFitCore

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
        var overrideUse = OverrideUse(plan.config)
        // A pipeline: reader threads parse the next files (`ReadAhead`) while the batches read before
        // are measured on every core, one batch at a time in the order read, and this thread emits
        // them in job order; memory holds a bounded window of batches, not the catalogs.
        let skipNotFinal = plan.config.skipNotFinal
        let discovery = self.discovery, batchSize = self.batchSize
        let measuring = DispatchQueue(label: "labelfit.check.measuring")
        let readers = ProcessInfo.processInfo.activeProcessorCount
        let ahead = ReadAhead<MeasuredBatch>(count: jobs.count, readers: readers, window: 2 * readers) { index, hand in
            try discovery.stream(jobs[index], batchSize: batchSize) { all in
                let batch = skipNotFinal ? all.filter { $0.state == nil } : all
                let unit = MeasuredBatch(all: all, kept: batch.count)
                measuring.async(group: unit.measured) { unit.results.store(self.measureBatch(batch), at: 0) }
                try hand(unit)
            }
        }
        // However the run ends, no reader or measuring work outlives it.
        defer { for unit in ahead.stop() { unit.measured.wait() } }
        for (fileIndex, job) in jobs.enumerated() {
            if cancellation?.isCancelled == true { throw WorkCancellation.Cancelled() }
            let before = counter.finished()
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
            var read: CatalogReadResult
            reading: while true {
                switch ahead.next(fileIndex) {
                case .batch(let unit):
                    overrideUse.note(unit.all)
                    counter.summary.skippedNotFinal += unit.all.count - unit.kept
                    unit.measured.wait()
                    // Slots of strings skipped after the flag was set are empty: never emitted.
                    if cancellation?.isCancelled == true { throw WorkCancellation.Cancelled() }
                    try emit(unit.results.take()[0])
                case .end(let result):
                    read = result
                    break reading
                }
            }
            let diagnostics = read.diagnostics
            switch read.role {
            case .target: break
            case .source: counter.summary.skippedFiles["source locale", default: 0] += 1; counter.summary.files -= 1
            case .other: counter.summary.skippedFiles["other locale", default: 0] += 1; counter.summary.files -= 1
            case .notCatalog: counter.summary.skippedFiles[job.kind == .notRead ? "not read" : "not a catalog", default: 0] += 1; counter.summary.files -= 1
            }
            for d in diagnostics {
                if d.severity != .error { overrideUse.noteWarning(in: d.location.file) }
                let severity = d.severity == .error ? Severity.error : plan.catalogWarningSeverity(in: d.location.file)
                if severity == .off { continue }
                var f = Finding(rule: .catalog, severity: severity, message: d.message,
                                location: relative(d.location), key: nil, numbers: [:], text: d.message)
                if d.defect { f.isInputError = false }
                f.baselined = accepted.contains(f.baselineKey)
                // A catalog error stays an input error (exit 2) even when baselined: a file that cannot be
                // read is never accepted. A defect of the translation is a finding (exit 1 when an error).
                if d.severity == .error && !d.defect { counter.summary.catalogErrors += 1 } else { counter.count(f) }
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
        try reportUnused(overrideUse.unused, into: &counter, sink: sink)
        var summary = counter.finished()
        summary.seconds = Date().timeIntervalSince(started)
        let standIns = standInFonts()
        summary.standInFonts = standIns.isEmpty ? nil : standIns
        return summary
    }

    /// One batch as read, and its measuring, started when it was read.
    final class MeasuredBatch: @unchecked Sendable {
        /// Every entry read (the override tracking sees those `skip_not_final` leaves out too).
        let all: [CatalogEntry]
        /// How many of them are measured.
        let kept: Int
        let measured = DispatchGroup()
        let results = ResultSlots<ResultSlots<CheckedString>>(count: 1)

        init(all: [CatalogEntry], kept: Int) {
            self.all = all
            self.kept = kept
        }
    }

    /// An `unused-override` finding for each entry that matched nothing, located at the entry, after the
    /// catalogs' findings (reported as a catalog problem is, so every report format has it).
    private func reportUnused(_ unused: [SeverityOverride], into counter: inout SummaryCounter, sink: (CheckEvent) throws -> Void) throws {
        let severity = plan.thresholds.severity(of: .unusedOverride)
        guard severity != .off else { return }
        for o in unused {
            let location = relative(o.origin ?? SourceLocation(file: plan.config.directory.isEmpty ? "labelfit.json" : plan.config.resolve("labelfit.json")))
            let message = UnusedOverrideRule.message(o)
            var f = Finding(rule: .unusedOverride, severity: severity, message: message, location: location, key: o.label,
                            numbers: [:], text: message)
            f.baselined = accepted.contains(f.baselineKey)
            counter.count(f)
            try sink(.catalogFinding(f))
        }
    }

    /// The plan's stack entries that stand in for a platform font, then every stand-in fallback drew
    /// characters no stack covered with (`FontRegistry.fallbackStandIns`).
    public func standInFonts() -> [StandIn] {
        var out: [StandIn] = []
        for stack in [plan.baseOptions.source.fontStack, plan.baseOptions.target.fontStack] + resolvedStacks.keys.sorted(by: { $0.description < $1.description }) {
            for s in StandIn.platform(profile: plan.baseOptions.target.profile, families: stack.families) where !out.contains(s) { out.append(s) }
        }
        for s in measurer.registry.fallbackStandIns where !out.contains(s) { out.append(s) }
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
            let syntax = entry.placeholderSyntax ?? PairedPlaceholderSyntax.syntax(source: entry.source, target: entry.target)
            let (source, sourceSubs) = entry.source.map { plan.placeholders.fill($0, locale: sourceLocale, pluralCategory: entry.pluralCategory, pluralLocale: targetLocale,
                                                                            syntax: syntax, count: entry.countPlaceholder) } ?? (nil, [])
            let empty = Self.isBlank(entry.target)
            let (target, targetSubs) = empty ? (nil, []) : entry.target.map {
                plan.placeholders.fill($0, locale: targetLocale, pluralCategory: entry.pluralCategory, syntax: syntax, typedBy: entry.source,
                                       count: entry.countPlaceholder)
            } ?? (nil, [])
            if !sourceSubs.isEmpty || !targetSubs.isEmpty { placeholders = sourceSubs + targetSubs.filter { t in !sourceSubs.contains(t) } }
            let sourceFaces = try local?.sourceFaces ?? faces(sourceOptions.fontStack, resolved)
            let targetFaces = try local?.targetFaces ?? faces(targetOptions.fontStack, resolved)
            sourceMeasurement = source.map { measurer.measure($0, locale: sourceLocale, options: sourceOptions, faces: sourceFaces, detail: detail) }
            targetMeasurement = target.map { measurer.measure($0, locale: targetLocale, options: targetOptions, faces: targetFaces, detail: detail) }
            (growthPx, growthChars, minLineHeight, verdict) = PairMeasurement.compare(source: sourceMeasurement, target: targetMeasurement,
                                                                                      clipTolerancePx: thresholds.clipTolerancePx)
            // A limit written for the translators' tool is judged as that tool renders it.
            let limitMeasurement = entry.writtenLimit.flatMap { WrittenLimitRule.options($0, target: targetOptions) }.flatMap { o in
                target.map { measurer.measure($0, locale: targetLocale, options: o, faces: targetFaces, detail: detail) }
            }
            found = findings(target: targetMeasurement, source: sourceMeasurement, growthPx: growthPx, location: location, entry: entry,
                             thresholds: thresholds, lineHeight: targetOptions.lineHeight, targetFaces: targetFaces,
                             targetFamilies: targetOptions.fontStack.families, profile: targetOptions.profile, row: targetOptions.row,
                             limitMeasurement: limitMeasurement, targetOptions: targetOptions, targetLocale: targetLocale)
            if verdict == .clips, let t = targetMeasurement, OverlapRule.rowPaintsInk(profile: targetOptions.profile, row: targetOptions.row) {
                verdict = OverlapRule.paintedVerdict(t)
            }
            if let reason = UntranslatedRule.reason(entry, empty: empty, targetLocale: targetLocale, placeholders: targetSubs.map(\.placeholder)) {
                verdict = .untranslated
                found.append(Finding(rule: .untranslated, severity: thresholds.severity(of: .untranslated), message: reason, location: location,
                                     key: entry.key, numbers: [:], text: entry.target ?? ""))
            }
            if entry.source == nil {
                found.append(Finding(rule: .noSource, severity: thresholds.severity(of: .noSource),
                                     message: NoSourceRule.message(key: entry.key, sourceLocale: sourceLocale), location: location,
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

    /// The findings of one measured pair, rule by rule (`PairRules.all`, each in its file under
    /// `Rules/`). Each rule is judged against the English at the same constraint (docs/findings.md):
    /// the Arabic is the problem only where it is worse, and a threshold the English crosses too is
    /// reported at `info`, never failing.
    private func findings(target: StringMeasurement?, source: StringMeasurement?, growthPx: Double?,
                          location: SourceLocation, entry: CatalogEntry, thresholds: Thresholds, lineHeight: LineHeight,
                          targetFaces: [FontFace] = [], targetFamilies: [String] = [], profile: Profile = .web,
                          row: RowGeometry = RowGeometry(), limitMeasurement: StringMeasurement? = nil, targetOptions: MeasureOptions? = nil, targetLocale: String = "ar") -> [Finding] {
        let firing = PairRules.all.filter { $0.mayFind(target, thresholds, growthPx: growthPx, hasSource: source != nil, entry: entry) }
        guard !firing.isEmpty, let t = target else { return [] }
        var pair = PairFacts(source: source, growthPx: growthPx, entry: entry, thresholds: thresholds, lineHeight: lineHeight,
                             targetFaces: targetFaces, targetFamilies: targetFamilies, profile: profile, row: row, limitMeasurement: limitMeasurement)
        if let targetOptions {
            let registry = measurer.registry, chain = FallbackChain(options: targetOptions)
            // The language as the itemizer asks for fallback: "ar" of "ar-EG" or "ar_EG".
            let language = String(targetLocale.prefix { $0 != "-" && $0 != "_" })
            pair.fallbackStandIn = { registry.fallbackStandIn(covering: $0.unicodeScalars.map(\.value), language: language, chain: chain) }
        }
        var out = PairFindings(location: location, key: entry.key, text: entry.target ?? "", thresholds: thresholds)
        for rule in firing { rule.find(t, pair, into: &out) }
        return out.found
    }
}
