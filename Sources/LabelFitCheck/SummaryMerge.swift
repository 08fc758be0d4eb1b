/// Totals of runs added: the parts of one check (path profiles), the locales of one run, and the
/// difference a file made (a locale's share).
extension CheckSummary {
    /// Runs made one after another over parts of the catalogs (one per path profile), added.
    public mutating func add(_ o: CheckSummary) {
        let time = seconds + o.seconds
        self = combined(with: o)
        seconds = time
    }

    /// `self` with `other`'s counts added (`sign` 1) or taken away (-1); times and locales are not.
    public func combined(with other: CheckSummary, sign: Int = 1) -> CheckSummary {
        var s = self
        s.files += sign * other.files
        s.strings += sign * other.strings
        for (k, v) in other.verdicts {
            s.verdicts[k, default: 0] += sign * v
            if s.verdicts[k] == 0 { s.verdicts[k] = nil }
        }
        s.errors += sign * other.errors
        s.warnings += sign * other.warnings
        s.infos += sign * other.infos
        s.baselined += sign * other.baselined
        s.catalogErrors += sign * other.catalogErrors
        s.noSource += sign * other.noSource
        s.untranslated += sign * other.untranslated
        s.skippedNotFinal += sign * other.skippedNotFinal
        for (k, v) in other.skippedFiles {
            s.skippedFiles[k, default: 0] += sign * v
            if s.skippedFiles[k] == 0 { s.skippedFiles[k] = nil }
        }
        // Stand-in fonts are a set, not a count: joined when adding, kept when taking a part away.
        if sign > 0, let more = other.standInFonts {
            var all = s.standInFonts ?? []
            for f in more where !all.contains(f) { all.append(f) }
            s.standInFonts = all.isEmpty ? nil : all
        }
        return s
    }

    /// Runs of several locales as one: counts added, times added, per-locale totals joined.
    public static func merged(_ runs: [CheckSummary]) -> CheckSummary {
        var out = CheckSummary()
        var locales: [String: CheckSummary] = [:]
        for r in runs {
            out = out.combined(with: r)
            out.seconds += r.seconds
            for (tag, s) in r.locales ?? [:] { locales[tag] = locales[tag].map { $0.combined(with: s) } ?? s }
        }
        out.locales = locales.isEmpty ? nil : locales
        return out
    }
}
