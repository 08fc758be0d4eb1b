import Foundation
import LabelFitCatalogs

/// The files `init` saw per locale, and of the target locale's files those it will not read, each
/// with its reason: a count of target-locale files beside a smaller count of catalogs read must say
/// which files make the difference and why, never leave the reader to guess.
struct InitLocaleFiles {
    struct NotRead: Equatable { var file: String; var reason: String }

    let targetLanguage: String
    /// Language → files (every file of a job counted: an Android resource folder's several files).
    private(set) var counts: [String: Int] = [:]
    private(set) var notRead: [NotRead] = []

    init(targetLocale: String) {
        targetLanguage = CatalogLocale.language(of: targetLocale) ?? targetLocale
    }

    private func language(_ tag: String?) -> String? { tag.map { CatalogLocale.language(of: $0) ?? $0 } }

    /// A job read by discovery, with what reading it gave.
    mutating func add(_ job: CatalogDiscovery.Job, _ result: CatalogReadResult) {
        let files = [job.target] + job.moreTargets
        if job.kind == .notRead {
            // A file the walk found in a format it does not read (its notice says which and why).
            if let l = language(CatalogLocale.fromPath(job.target)) {
                counts[l, default: 0] += 1
                if l == targetLanguage { notRead.append(NotRead(file: job.target, reason: job.notice ?? "not read")) }
            }
            return
        }
        // A file holding both languages (a CSV, a TSV, an .xcstrings) states no locale of its own: its
        // target strings make it one of the target locale's files (its path may name anything).
        let holdsTarget = result.role == .target && !result.entries.isEmpty
        guard let l = language(result.locale) ?? (holdsTarget ? targetLanguage : language(CatalogLocale.fromPath(job.target))) else { return }
        counts[l, default: 0] += files.count
        guard l == targetLanguage else { return }
        let reason: String?
        switch result.role {
        case .target:
            guard result.entries.isEmpty else { return }
            // An error is why reading stopped; warnings are about single entries (an English string
            // the file does not translate), so a file with only those has no translated string.
            let error = result.diagnostics.first { $0.severity == .error }
            reason = error.map { "no strings read: \($0.message)" + ($0.location.line.map { " (line \($0))" } ?? "") } ?? "no translated strings in it"
        case .source: reason = "read as the source locale's catalog"
        case .other: reason = "read as another locale's catalog"
        case .notCatalog: reason = "not a catalog"
        }
        if let reason { notRead += files.map { NotRead(file: $0, reason: reason) } }
    }

    /// A file discovery passed over, with its reason in discovery's words.
    mutating func add(_ skip: CatalogDiscovery.Skip) {
        guard let l = language(CatalogLocale.fromPath(skip.file)) else { return }
        counts[l, default: 0] += 1
        if l == targetLanguage { notRead.append(NotRead(file: skip.file, reason: "\(skip.reason.rawValue): \(skip.detail)")) }
    }

    /// "ar 45, en 3".
    var seen: String { counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") }

    /// The lines naming each target-locale file not read, grouped by reason, paths relative to `root`;
    /// nothing when every one is read.
    func report(root: String) -> [String] {
        guard !notRead.isEmpty else { return [] }
        let relative = { (f: String) in f.hasPrefix(root + "/") ? String(f.dropFirst(root.count + 1)) : f }
        var out = ["Not read: \(notRead.count) of the \(counts[targetLanguage] ?? notRead.count) \(targetLanguage) files:"]
        var order: [String] = []
        var byReason: [String: [String]] = [:]
        for n in notRead {
            if byReason[n.reason] == nil { order.append(n.reason) }
            byReason[n.reason, default: []].append(relative(n.file))
        }
        for reason in order {
            let files = byReason[reason]!.sorted()
            out.append("  \(reason) (\(files.count)):")
            out += files.map { "    \($0)" }
        }
        return out
    }
}
