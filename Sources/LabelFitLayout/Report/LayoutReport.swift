import Foundation
import LabelFitCheck
import LabelFitCore

/// `labelfit layout`'s report: one record per use, the rule findings, the files that could not be read,
/// and a summary; written as a table, JSON, JSON Lines, SARIF 2.1.0 or GitHub annotations.
public struct LayoutReport: Sendable {
    public var results: [LayoutResult]
    public var findings: [LayoutRuleFinding]
    public var diagnostics: [LabelFitError]
    public var profiles: [DeviceProfile]
    public var targetSdk: Int
    public var root: String
    /// Keys the app's sources name at all (`@string/x`, `R.string.x`) that its catalogs translate.
    public var referencedKeys = 0
    /// `layout.severity`: each finding's level, `off` dropping it.
    public var severities = LayoutSeverities()
    /// Symbolic links under the paths given that lead out of them: not read, named on stderr and in
    /// the JSON summary (`links_outside`), as `check` names them in its skipped list.
    public var linksOutside: [LinkOutside] = []
    /// The baseline's accepted keys (`Baseline.acceptedKeys`), nil when no baseline was read: findings
    /// whose `baselineKey` is among them are reported as baselined and do not fail the run.
    public var accepted: Set<String>?
    /// The baseline read and its entries no finding matched, for the JSON summary (`summary.baseline`).
    public var baselineStatus: BaselineStatus?
    /// `--chromium`'s tally, nil without the option (the report then reads as it always has).
    public var engineSummary: EngineSummary?
    /// The fonts measured in place of the device's (`StandIn`), named in every format.
    public var standInFonts: [StandIn] = []

    public init(results: [LayoutResult], findings: [LayoutRuleFinding], diagnostics: [LabelFitError], profiles: [DeviceProfile], targetSdk: Int, root: String) {
        self.results = results
        self.findings = findings
        self.diagnostics = diagnostics
        self.profiles = profiles
        self.targetSdk = targetSdk
        self.root = root
    }

    /// 2 when a file could not be read, 1 with an error finding not in the baseline, else 0. A run
    /// that found an app's sources but no use of a catalog string in them is not an input error: it
    /// exits 0 and every format says `nothing_checked`, with why (no sources of a known platform at all
    /// is a usage error before the run).
    public var exitCode: Int32 {
        if !diagnostics.isEmpty { return 2 }
        if reportedFindings().contains(where: { $0.severity == .error && !$0.baselined }) { return 1 }
        return 0
    }

    /// The unknown uses grouped by their reason with its numbers and quoted names taken out (a width of
    /// "profile - 32 dp" and one of "profile - 80 dp" are one reason), commonest first, ties by text:
    /// what a user declares or configures to decide the most uses.
    public var unknownReasons: [(reason: String, uses: Int)] {
        var counts: [String: Int] = [:]
        for r in results where r.cls == .unknown {
            counts[Self.reasonClass(r.reason ?? "no reason given"), default: 0] += 1
        }
        return counts.map { ($0.key, $0.value) }.sorted { ($1.uses, $0.reason) < ($0.uses, $1.reason) }
    }

    static let reasonNumbers = try! NSRegularExpression(pattern: #"\d+(?:\.\d+)?"#)
    static let reasonQuoted = try! NSRegularExpression(pattern: #"'[^']*'|«[^»]*»"#)
    static func reasonClass(_ reason: String) -> String {
        var s = reasonQuoted.stringByReplacingMatches(in: reason, range: NSRange(reason.startIndex..., in: reason), withTemplate: "'…'")
        s = reasonNumbers.stringByReplacingMatches(in: s, range: NSRange(s.startIndex..., in: s), withTemplate: "N")
        return s
    }

    /// No use of a catalog string and no rule finding: the run had nothing to check.
    public var checkedNothing: Bool { results.isEmpty && findings.isEmpty }

    public static let nothingChecked = "the sources hold no use of a catalog string LabelFit follows and no rule finding; keys reached through "
        + "constants, enums, maps of ids, extension methods or props are not followed (docs/layout.md, \"What it reads\")"

    /// The stderr line naming the links not followed (the first five; the JSON summary has them all).
    public var linksOutsideNote: String? {
        guard !linksOutside.isEmpty else { return nil }
        let n = linksOutside.count
        let named = linksOutside.prefix(5).map { "\(rel($0.link)) -> \($0.target)" }.joined(separator: ", ")
        return "labelfit layout: not read: \(n) symbolic link\(n == 1 ? "" : "s") out of the paths given: \(named)\(n > 5 ? ", and \(n - 5) more" : "")"
            + "; name \(n == 1 ? "its target as a path" : "their targets as paths") to read \(n == 1 ? "it" : "them")"
    }

    func rel(_ path: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }
    func rel(_ l: SourceLocation) -> SourceLocation { SourceLocation(file: rel(l.file), line: l.line, column: l.column) }

    public var counts: [String: Int] { Dictionary(grouping: results, by: { $0.cls.rawValue }).mapValues(\.count) }

    /// Used keys (distinct) and those tied to a measured constraint (any class but unknown).
    public var keyShare: (used: Int, tied: Int) {
        let used = Set(results.map(\.use.key))
        let tied = Set(results.filter { $0.cls != .unknown }.map(\.use.key))
        return (used.count, tied.count)
    }

    /// Keys with a use whose constraint is resolved and measured on some profile, whatever its class:
    /// also those whose width is only an upper bound that the text fits (a preference title is one line
    /// in at most profile − 32 dp: tied to that constraint, though a fit there is not a finding).
    /// Per profile, in the order first measured, how many uses had each class there.
    public var classesByProfile: [(profile: String, counts: [String: Int])] {
        var order: [String] = [], counts: [String: [String: Int]] = [:]
        for r in results {
            for pc in r.profileClasses {
                if counts[pc.profile] == nil { order.append(pc.profile) }
                counts[pc.profile, default: [:]][pc.cls.rawValue, default: 0] += 1
            }
        }
        return order.map { ($0, counts[$0]!) }
    }

    public var resolvedKeys: Int { Set(results.filter { $0.profile != nil }.map(\.use.key)).count }

    // MARK: JSON

    func chainJSON(_ chain: [Provenance]) -> [[String: Any]] {
        chain.map { p in
            var d: [String: Any] = ["kind": p.kind.rawValue, "note": p.note]
            if let l = p.location { d["file"] = rel(l.file); if let line = l.line { d["line"] = line } }
            return d
        }
    }

    func record(_ r: LayoutResult) -> [String: Any] {
        let c = r.use.constraint
        var constraint: [String: Any] = ["source": chainJSON(c.sourceChain)]
        constraint["max_lines"] = c.maxLines?.value ?? NSNull()
        constraint["overflow"] = c.overflow?.value.rawValue ?? NSNull()
        constraint["width_dp"] = r.widthDp.map { $0 as Any } ?? NSNull()
        constraint["width"] = c.width?.value.formula ?? NSNull()
        constraint["width_is_upper_bound"] = c.widthIsUpperBound
        // A width known as a range: its ends on the deciding profile and what makes it one.
        if let range = c.widthRange {
            constraint["width_min_dp"] = r.widthMinDp ?? NSNull()
            constraint["width_max_dp"] = r.widthMaxDp ?? NSNull()
            constraint["width_unknowns"] = range.unknowns.map { u -> [String: Any] in
                ["what": u.what, "at_most_dp": u.atMostDp ?? NSNull(), "at_most_share_of_width": u.atMostShareOfWidth, "source": chainJSON([u.source])[0]]
            }
        }
        constraint["height"] = c.heightDp?.value ?? NSNull()
        constraint["text_size"] = c.textSizeSp?.value ?? NSNull()
        constraint["text_size_px"] = r.textSizePx ?? NSNull()
        if let l = c.lineHeightSp { constraint["line_height"] = l.value }
        if let s = c.shrink { constraint["shrink"] = ["max_lines": s.maxLines, "text_size": s.textSizeSp] }
        // The weight measured: the use's, else the stack's regular.
        constraint["font_weight"] = c.fontWeight?.value.value ?? 400
        if !r.weightNotes.isEmpty { constraint["font_weight_notes"] = r.weightNotes }
        var d: [String: Any] = [
            "type": "use", "key": r.use.key, "catalog": r.catalog.map(rel) ?? NSNull(),
            "site": ["file": rel(r.use.site.file), "line": r.use.site.line ?? NSNull()] as [String: Any],
            "platform": r.use.platform.rawValue, "shown_by": r.use.shownBy, "constraint": constraint,
            "class": r.cls.rawValue, "dropped_words": r.droppedWords, "english_dropped_words": r.englishDroppedWords,
            "profiles_cut": r.profilesCut,
            "profile_classes": r.profileClasses.map { ["profile": $0.profile, "class": $0.cls.rawValue] },
        ]
        d["profile"] = r.profile.map { $0.jsonObject } ?? NSNull()
        d["reason"] = r.reason ?? NSNull()
        d["arabic_lines"] = r.arabicLines ?? NSNull()
        d["english_lines"] = r.englishLines ?? NSNull()
        if let s = r.cls.severity.flatMap({ severities.level(r.cls.rawValue, builtIn: $0) }) { d["severity"] = s.rawValue }
        if let e = r.engine { d["engine"] = engineJSON(e) }
        return d
    }

    /// A web record's `engine`: the chosen viewport's reading at the top, every viewport below.
    func engineJSON(_ e: EngineReading) -> [String: Any] {
        func side(_ s: EngineSide) -> [String: Any] {
            ["lines": s.lines, "cut": s.cut, "scroll_width": s.scrollWidth, "client_width": s.clientWidth, "scroll_height": s.scrollHeight, "client_height": s.clientHeight]
        }
        func viewport(_ v: EngineViewport) -> [String: Any] {
            var d: [String: Any] = ["viewport_px": v.viewportPx, "width_px": v.widthPx, "english": side(v.english), "arabic": side(v.arabic), "class": v.cls.rawValue]
            if v.englishWidthPx != v.widthPx { d["english_width_px"] = v.englishWidthPx }
            if v.dependsOnRuntime { d["depends_on_runtime"] = true }
            if v.hidden { d["hidden"] = true }
            if let a = v.availablePx, abs(a - v.widthPx) > 0.5 || abs(v.englishWidthPx - v.widthPx) > 0.5 { d["available_px"] = a }
            return d
        }
        var d: [String: Any] = ["name": "chromium", "decided": e.decided, "agrees": e.agrees ?? NSNull(), "reason": e.reason ?? NSNull(),
                                "viewports": e.viewports.map(viewport)]
        if let k = e.chosen { d.merge(viewport(e.viewports[k])) { a, _ in a } }
        return d
    }

    /// `summary.chromium`: the tally, and each disagreement named (the line model's class stays).
    func engineSummaryJSON(_ s: EngineSummary) -> [String: Any] {
        let named = results.filter { $0.engine?.agrees == false }.map { r -> [String: Any] in
            let v = r.engine!.chosen.map { r.engine!.viewports[$0] }
            return ["key": r.use.key, "file": rel(r.use.site.file), "line": r.use.site.line ?? NSNull(), "class": r.cls.rawValue,
                    "chromium_class": v?.cls.rawValue ?? NSNull(), "viewport_px": v?.viewportPx ?? NSNull(), "width_px": r.widthDp ?? NSNull(),
                    "chromium_width_px": v?.widthPx ?? NSNull()]
        }
        return ["measured": s.measured, "agreements": s.agreements, "disagreements": s.disagreements.count, "decided": s.decided,
                "viewports_px": s.viewports, "rules_rejected": s.rulesRejected, "disagreeing": named]
    }

    func finding(_ reported: ReportedLayoutFinding) -> [String: Any] {
        let f = reported.found
        var d: [String: Any] = ["type": "finding", "rule": f.rule, "severity": f.severity.rawValue, "file": rel(f.site.file), "line": f.site.line ?? NSNull(), "message": f.message]
        if let r = f.related { d["related"] = ["file": rel(r.file), "line": r.line ?? NSNull()] as [String: Any] }
        if reported.finding.baselined { d["baselined"] = true }
        return d
    }

    func diagnostic(_ e: LabelFitError) -> [String: Any] {
        var d: [String: Any] = ["type": "error", "message": e.description]
        if case .invalidInput(let l, let reason) = e { d["file"] = rel(l.file); d["line"] = l.line ?? NSNull(); d["reason"] = reason }
        if case .limitExceeded(let l, let reason) = e { d["file"] = rel(l.file); d["line"] = l.line ?? NSNull(); d["reason"] = reason }
        if case .io(let path, let reason) = e { d["file"] = rel(path); d["reason"] = reason }
        return d
    }

    func summary(_ reported: [ReportedLayoutFinding]) -> [String: Any] {
        let share = keyShare
        var d: [String: Any] = ["uses": results.count, "classes": counts, "findings": reported.count, "rule_findings": reported.count(where: { $0.use == nil }), "errors": diagnostics.count,
                                "used_keys": share.used, "keys_with_constraint": share.tied, "keys_with_resolved_constraint": resolvedKeys,
                                "referenced_keys": referencedKeys, "exit_code": Int(exitCode)]
        // Only with a baseline, so a report without one reads as it always has.
        if accepted != nil { d["baselined"] = reported.count(where: \.finding.baselined) }
        let byProfile = classesByProfile
        if !byProfile.isEmpty {
            d["by_profile"] = byProfile.map { ["profile": $0.profile, "classes": $0.counts] as [String: Any] }
        }
        let reasons = unknownReasons
        if !reasons.isEmpty { d["unknown_reasons"] = reasons.prefix(10).map { ["reason": $0.reason, "uses": $0.uses] as [String: Any] } }
        if checkedNothing { d["nothing_checked"] = Self.nothingChecked }
        if let e = engineSummary { d["chromium"] = engineSummaryJSON(e) }
        if !linksOutside.isEmpty { d["links_outside"] = linksOutside.map { ["link": rel($0.link), "target": $0.target] } }
        if !standInFonts.isEmpty { d["stand_in_fonts"] = standInFonts.map { ["font": $0.font, "stands_for": $0.standsFor, "kind": $0.kind.rawValue] } }
        if let b = baselineStatus {
            d["baseline"] = ["file": b.file, "entries": b.entries, "stale": b.stale,
                             "stale_findings": b.staleFindings.map { e -> [String: Any] in
                                 ["fingerprint": e.fingerprint, "rule": e.rule, "key": e.key ?? NSNull(), "file": e.file, "message": e.message]
                             }] as [String: Any]
        }
        return d
    }

    static func serialize(_ o: Any, pretty: Bool) -> String {
        let options: JSONSerialization.WritingOptions = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return (try? JSONSerialization.data(withJSONObject: o, options: options)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    public func json() -> String {
        let reported = reportedPairs()
        let doc: [String: Any] = [
            "tool": "labelfit layout", "component_table": LibraryStyles.version, "target_sdk": targetSdk,
            "profiles": profiles.map { $0.jsonObject },
            "uses": results.map(record), "findings": reported.map(finding), "errors": diagnostics.map(diagnostic), "summary": summary(reported),
        ]
        return Self.serialize(doc, pretty: true) + "\n"
    }

    public func jsonLines() -> String {
        let reported = reportedPairs()
        var out = ""
        for r in results { out += Self.serialize(record(r), pretty: false) + "\n" }
        for f in reported { out += Self.serialize(finding(f), pretty: false) + "\n" }
        for e in diagnostics { out += Self.serialize(diagnostic(e), pretty: false) + "\n" }
        out += Self.serialize(["type": "summary"].merging(summary(reported).mapValues { $0 as Any }) { a, _ in a }, pretty: false) + "\n"
        return out
    }

    /// Class findings (cuts) as rule findings, then the RTL rules.
    public var allFindings: [LayoutRuleFinding] { sourcedFindings().map(\.finding) }

    /// `allFindings`, each with the index of the use it is the class of (nil for an RTL rule's).
    func sourcedFindings() -> [(finding: LayoutRuleFinding, use: Int?)] {
        var out: [(finding: LayoutRuleFinding, use: Int?)] = []
        for (index, r) in results.enumerated() {
            guard let builtIn = r.cls.severity, let severity = severities.level(r.cls.rawValue, builtIn: builtIn) else { continue }
            let words = r.droppedWords.isEmpty ? "" : "; drops «\(r.droppedWords.joined(separator: " "))»"
            let where_ = r.use.platform == .web ? " at \(ShortNumber.text(r.widthDp ?? 0))px" : r.profile.map { " on \($0.name) (\($0.describe(width: r.widthDp ?? 0)))" } ?? ""
            let what: String = switch r.cls {
            case .arabicOnlyCut: "the Arabic of '\(r.use.key)' is cut where the English fits"
            case .cutInBoth: "'\(r.use.key)' is cut in English and in Arabic"
            default: "the English of '\(r.use.key)' is cut, the Arabic fits"
            }
            let constraintSite = r.use.constraint.sourceChain.first { $0.kind == .source && $0.location != nil && $0.location != r.use.site }?.location
            out.append((LayoutRuleFinding(rule: r.cls.rawValue, severity: severity, site: r.use.site,
                                          message: what + where_ + words + " [\(r.use.shownBy)]", related: constraintSite), index))
        }
        return out + findings.compactMap { f in severities.level(f.rule, builtIn: f.severity).map { var g = f; g.severity = $0; return (g, nil) } }
    }

    /// `allFindings` as the shared reports (SARIF, JUnit, GitHub, GitLab Code Quality) and the baseline
    /// take them (`Finding`): fingerprinted, located as a baseline reads paths, and flagged baselined
    /// when the baseline accepts them.
    ///
    /// The fingerprint is `Finding.fingerprint`'s scheme over what the app's source and catalogs say,
    /// never over a line number or what measuring found:
    /// - a class: rule, key, the Arabic text and what shows it (`TextView`, `Toolbar title`), as `check`
    ///   hashes rule, key and target text — editing the translation makes it new, moving the layout's
    ///   lines does not, and neither does a new font or profile that changes the dropped words;
    /// - a rule: rule and the text of the site's line and of the constraint's line (whitespace collapsed),
    ///   as SwiftLint's baseline keeps with each violation the text of its line and compares them without
    ///   the line number (realm/SwiftLint `Baseline.swift`, `BaselineViolation.text`).
    ///   Two findings of one rule on lines of the same text in one file are then one entry, as Android
    ///   Lint's baseline matches by issue, file and message (googlesamples.github.io/android-custom-lint-rules,
    ///   "Baselines"). A site whose line cannot be read falls back to the message.
    public func reportedFindings() -> [Finding] { reportedPairs().map(\.finding) }

    /// Each reported finding beside the finding as the platform's rule made it (its site as walked,
    /// which the layout's own formats — table, JSON — write) and the use it is the class of (nil for
    /// a rule's).
    struct ReportedLayoutFinding {
        var found: LayoutRuleFinding
        var use: Int?
        var finding: Finding
    }

    func reportedPairs() -> [ReportedLayoutFinding] {
        var lines = SourceLineTexts(root: root)
        return sourcedFindings().map { f, index in
            let use = index.map { results[$0] }
            let location = reported(f.site)
            let fingerprint: String
            var numbers: [String: Double] = [:]
            var details: String?
            if let use {
                fingerprint = Finding.fingerprint(f.rule, use.use.key, use.arabic ?? "", use.use.shownBy)
                if let p = use.profile { numbers["font_scale"] = p.fontScale; numbers["api"] = Double(p.api) }
                if let w = use.widthDp { numbers["width_dp"] = w }
                if let lo = use.widthMinDp, let hi = use.widthMaxDp { numbers["width_min_dp"] = lo; numbers["width_max_dp"] = hi }
                if let n = use.arabicLines { numbers["arabic_lines"] = Double(n) }
                if let n = use.englishLines { numbers["english_lines"] = Double(n) }
                if let n = use.use.constraint.maxLines?.value { numbers["max_lines"] = Double(n) }
                details = useDetails(use)
            } else {
                let site = lines.text(f.site.file, line: f.site.line)
                let related = f.related.flatMap { lines.text($0.file, line: $0.line) }
                fingerprint = Finding.fingerprint(f.rule, "", site ?? f.message, related ?? "")
                details = f.related.map { "constraint at \(rel($0).description)" }
            }
            var out = Finding(rule: Rule(f.rule), severity: f.severity, message: f.message, location: location, key: use?.use.key, numbers: numbers,
                              fingerprint: fingerprint, relatedLocations: f.related.map { [reported($0)] } ?? [], details: details)
            out.baselined = accepted?.contains(out.baselineKey) ?? false
            return ReportedLayoutFinding(found: f, use: index, finding: out)
        }
    }

    /// A site as the shared reports and the baseline read it (`Baseline.reported`: relative to the
    /// run's root when under it, else absolute).
    public func reported(_ l: SourceLocation) -> SourceLocation {
        SourceLocation(file: Baseline.reported(l.file, folder: root, root: root), line: l.line, column: l.column)
    }

    /// A rule finding by what it says, whatever level `layout.severity` gave it.
    static func identity(_ f: LayoutRuleFinding) -> String { "\(f.rule)\u{1F}\(f.site.description)\u{1F}\(f.message)" }

    /// The files that could not be read, as the shared reports take them: `input-error`, never baselined.
    public func reportedDiagnostics() -> [Finding] {
        diagnostics.map { e in
            let at: SourceLocation
            switch e {
            case .invalidInput(let l, _), .limitExceeded(let l, _): at = l
            case .io(let path, _): at = SourceLocation(file: path)
            default: at = SourceLocation(file: root)
            }
            let location = reported(at)
            return Finding(rule: .inputError, severity: .error, message: e.description, location: location, key: nil, numbers: [:],
                           fingerprint: Finding.fingerprint(Rule.inputError.id, e.description), isInputError: true)
        }
    }

    /// What a cut's report says beyond its message: platform, what shows it, profile, the words lost,
    /// and where each value of the constraint came from.
    func useDetails(_ r: LayoutResult) -> String {
        let c = r.use.constraint
        var out = "\(r.use.platform.rawValue), \(r.use.shownBy); class \(r.cls.rawValue)"
        if let p = r.profile { out += " on \(p.name) (\(p.describe(width: r.widthDp ?? p.widthDp, long: true)))" }
        if let lo = r.widthMinDp, let hi = r.widthMaxDp, let range = c.widthRange {
            let unit = r.use.platform.lengthUnit
            out += "; width \(ShortNumber.text(lo))–\(ShortNumber.text(hi)) \(unit) (\(range.described(unit: unit)))"
        }
        if !r.profilesCut.isEmpty { out += "; cut on " + r.profilesCut.joined(separator: ", ") }
        if !r.droppedWords.isEmpty { out += "; Arabic drops «\(r.droppedWords.joined(separator: " "))»" }
        if !r.englishDroppedWords.isEmpty { out += "; English drops «\(r.englishDroppedWords.joined(separator: " "))»" }
        for p in c.sourceChain { out += "\n  ← \(p.note)\(p.location.map { " (\(rel($0).description))" } ?? "")" }
        for n in r.weightNotes { out += "\n  ← \(n)" }
        return out
    }

    // MARK: table

    /// The table's first column: padded to 17, never cut (`padding(toLength:)` truncates, and
    /// `rtl-single-line-cut`, `rtl-physical-text-alignment`… are longer).
    static func column(_ name: String) -> String {
        name.count >= 17 ? name : name.padding(toLength: 17, withPad: " ", startingAt: 0)
    }

    /// Every line's text has its control characters escaped (`ControlCharacters`): a file name or key
    /// holding a newline and `::error …::` would otherwise be a workflow command of its own in a GitHub
    /// runner's log, and ESC sequences would drive the terminal.
    public func table() -> String {
        var out = ""
        func line(_ text: String) { out += ControlCharacters.escaped(text) + "\n" }
        // Baselined findings are counted on the last line, not listed, as in check's table.
        let reported = reportedPairs()
        let hiddenUses = Set(reported.filter(\.finding.baselined).compactMap(\.use))
        let hiddenRules = Set(reported.filter { $0.finding.baselined && $0.use == nil }.map { Self.identity($0.found) })
        // A class or rule that `layout.severity` turns off is not listed either: the table shows what
        // the JSON and SARIF report, with the level each finding is reported at.
        let off = { (r: LayoutResult) in r.cls.severity.map { self.severities.level(r.cls.rawValue, builtIn: $0) == nil } ?? false }
        let shown = results.indices.filter { results[$0].cls != .unknown && !hiddenUses.contains($0) && !off(results[$0]) }.map { results[$0] }
        let unknown = results.count(where: { $0.cls == .unknown })
        for r in shown.sorted(by: { ($0.cls, $0.use.site.file, $0.use.site.line ?? 0) < ($1.cls, $1.use.site.file, $1.use.site.line ?? 0) }) {
            let site = "\(rel(r.use.site.file)):\(r.use.site.line ?? 0)"
            let c = r.use.constraint
            let lines = c.maxLines.map { "maxLines \($0.value)" } ?? "no line limit"
            // Each platform's own units: iOS text in points at the profile's Dynamic Type size (the
            // size measured, not the one written), the web in CSS px, Android in dp and the sp written.
            let apple = r.use.platform == .swiftui || r.use.platform == .uikit
            let unit = apple ? "pt" : r.use.platform == .web ? "px" : "dp"
            // A width known as a range: a cut is shown at the widest (at most), a class that holds at both
            // ends at the narrowest, with the range it holds over.
            let range = zip2(r.widthMinDp, r.widthMaxDp).map { lo, hi in
                lo > 0 && r.widthDp == lo ? " (holds over \(ShortNumber.text(lo))–\(ShortNumber.text(hi))\(unit))" : " (at most)"
            } ?? ""
            let width = r.widthDp.map { "\(ShortNumber.text($0))\(unit)" + range } ?? "?"
            let size = apple ? r.textSizePx.map { "\(ShortNumber.text($0 / (r.profile?.density ?? 1)))pt" } ?? "?"
                : r.use.platform == .web ? "\(ShortNumber.text(c.textSizeSp?.value ?? 0))px" : "\(ShortNumber.text(c.textSizeSp?.value ?? 0))sp"
            line("\(Self.column(r.cls.rawValue)) \(r.use.key)  \(site)  [\(r.use.shownBy); \(lines), \(width), \(size) on \(r.profile?.name ?? "-")]")
            if !r.droppedWords.isEmpty { line("                  drops «\(r.droppedWords.joined(separator: " "))»") }
            if r.cls.severity != nil {
                for p in c.sourceChain { line("                  ← \(p.note)\(p.location.map { " (\(rel($0).description))" } ?? "")") }
            }
        }
        let ruleFindings = reported.filter { $0.use == nil }.map(\.found)
        for f in ruleFindings where !hiddenRules.contains(Self.identity(f)) {
            line("\(Self.column(f.rule)) \(rel(f.site.file)):\(f.site.line ?? 0)  \(f.severity.rawValue): \(f.message)")
        }
        for e in diagnostics { line("error             \(e.description)") }
        if let e = engineSummary {
            line("chromium          \(e.measured) web uses laid out in viewports \(e.viewports.map { ShortNumber.text($0) }.joined(separator: ", ")) px: \(e.agreements) agree with the line model, \(e.disagreements.count) disagree, \(e.decided) decided by Chromium's width\(e.rulesRejected > 0 ? "; \(e.rulesRejected) of the app's rules not taken by Chromium" : "")")
            for r in results where r.engine?.agrees == false {
                let v = r.engine!.chosen.map { r.engine!.viewports[$0] }
                line("                  disagrees: \(r.use.key)  \(rel(r.use.site.file)):\(r.use.site.line ?? 0)  line model \(r.cls.rawValue) at \(ShortNumber.text(r.widthDp ?? 0))px, Chromium \(v?.cls.rawValue ?? "?") at \(ShortNumber.text(v?.widthPx ?? 0))px (viewport \(ShortNumber.text(v?.viewportPx ?? 0)) px)")
            }
        }
        let share = keyShare
        let classes = LayoutClass.allCases.compactMap { c in counts[c.rawValue].map { "\($0) \(c.rawValue)" } }.joined(separator: ", ")
        out += "\n"
        line("\(results.count) uses (\(unknown) unknown, listed in --format json)" + (classes.isEmpty ? "" : "; " + classes)
            + "; \(ruleFindings.count) rule findings; \(share.tied) of \(share.used) keys found in a use tied to a constraint (\(referencedKeys) translated keys named in the sources)"
            + (accepted == nil ? "" : "; \(reported.count(where: \.finding.baselined)) baselined findings not listed")
            + (standInFonts.isEmpty ? "" : "; " + StandIn.line(standInFonts)))
        let byProfile = classesByProfile
        if byProfile.count > 1 {
            line("by profile (each use's class on each phone it was measured on):")
            for p in byProfile {
                line("  \(Self.column(p.profile)) " + LayoutClass.allCases.compactMap { c in p.counts[c.rawValue].map { "\($0) \(c.rawValue)" } }.joined(separator: ", "))
            }
        }
        let reasons = unknownReasons
        if !reasons.isEmpty {
            line("commonest reasons a use is unknown (declare or configure these to decide more):")
            for r in reasons.prefix(5) { line("  \(r.uses)× \(r.reason)") }
        }
        if checkedNothing { line("nothing checked: " + Self.nothingChecked) }
        return out
    }
}

/// Both values, or nil when either is missing.
private func zip2<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}

extension LayoutPlatform {
    /// The unit a use's lengths are written in on this platform.
    var lengthUnit: String {
        switch self {
        case .androidViews, .compose, .flutter: "dp"
        case .swiftui, .uikit: "pt"
        case .web: "px"
        }
    }
}
