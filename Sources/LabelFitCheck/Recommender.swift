import Foundation
import LabelFitCatalogs
import LabelFitCore

/// What `labelfit recommend` says for one font stack.
public struct Recommendation: Codable, Sendable {
    /// A string that decides a figure, and where it stands.
    public struct Decider: Codable, Sendable {
        public var key: String
        public var text: String
        public var location: SourceLocation
        public var value: Double
    }
    public var profile: String
    /// The platform the profile's line model stood for, and the device scale it measured at.
    public var platform: String?
    public var deviceScale: Double
    public var font: String
    public var sizePx: Double
    public var strings: Int
    /// The smallest line-height from which every string is clip-free.
    public var minLineHeight: MinimumLineHeight
    public var lineHeightDeciders: [Decider]
    public var wholePxDeciders: [Decider]
    /// The row block size (padding included) that holds the tallest translation at that line-height.
    public var minBlockSizePx: Double
    public var blockSizeDeciders: [Decider]

    enum CodingKeys: String, CodingKey {
        case profile, platform, deviceScale = "device_scale", font, sizePx = "size_px", strings, minLineHeight = "min_line_height"
        case lineHeightDeciders = "line_height_deciders", wholePxDeciders = "whole_px_deciders"
        case minBlockSizePx = "min_block_size_px", blockSizeDeciders = "block_size_deciders"
    }
}

/// Finds, over every target string of a catalog set, the line-height and row height that hold them all.
///
/// A string is clip-free at every line-height from its own minimum up, so the catalog's answer is the
/// largest of the minimums, and the strings that have it are the ones that decide it.
public struct Recommender {
    public let runner: CheckRunner

    public init(runner: CheckRunner) { self.runner = runner }

    public func recommend(entries: [CatalogEntry], stack: FontStack, configure: (inout MeasureOptions) -> Void = { _ in }) throws -> Recommendation {
        var plan = runner.plan
        plan.baseOptions.target.fontStack = stack
        configure(&plan.baseOptions.target)
        let first = measure(entries, plan: plan)
        guard !first.isEmpty else { throw LabelFitError.usage("no translated strings to recommend from") }
        let maxUnitless = first.map { $0.1.minLineHeight.unitless }.max()!
        let maxWhole = first.map { $0.1.minLineHeight.wholePx }.max()!
        let target = plan.baseOptions.target
        let lh = MinimumLineHeight(unitless: maxUnitless, px: maxUnitless * target.size, wholePx: maxWhole,
                                   found: first.allSatisfy { $0.1.minLineHeight.found })
        // Row heights at the recommended line-height.
        plan.baseOptions.target.lineHeight = .multiple(maxUnitless)
        let second = measure(entries, plan: plan)
        // The content's own block size (lines plus padding), not the configured minimum every row has.
        func content(_ m: StringMeasurement) -> Double {
            m.lineDetails.reduce(0) { $0 + $1.lineBox.heightPx } + 2 * target.row.paddingBlockPx
        }
        let tallestContent = second.map { content($0.1) }.max() ?? 0
        let tallest = max(tallestContent, target.row.minBlockSizePx ?? 0)
        /// The strings at the extreme, one per distinct text (the same label in several formats is one).
        func deciders(_ list: [(CatalogEntry, StringMeasurement)], _ pick: (StringMeasurement) -> Double, _ value: Double) -> [Recommendation.Decider] {
            var seen = Set<String>()
            return list.filter { abs(pick($0.1) - value) < 1e-9 && seen.insert($0.1.text).inserted }.prefix(10).map {
                Recommendation.Decider(key: $0.0.key, text: $0.1.text, location: runner.relative($0.0.targetLocation), value: value)
            }
        }
        return Recommendation(
            profile: target.profile.rawValue, platform: target.modelledPlatform, deviceScale: target.deviceScale, font: stack.description, sizePx: target.size, strings: first.count, minLineHeight: lh,
            lineHeightDeciders: deciders(first, { $0.minLineHeight.unitless }, maxUnitless),
            wholePxDeciders: deciders(first, { Double($0.minLineHeight.wholePx) }, Double(maxWhole)),
            minBlockSizePx: tallest, blockSizeDeciders: tallestContent >= tallest ? deciders(second, content, tallestContent) : [])
    }

    /// Target strings measured in parallel with the plan's options (placeholders filled, key rules applied).
    private func measure(_ entries: [CatalogEntry], plan: CheckPlan) -> [(CatalogEntry, StringMeasurement)] {
        let slots = ResultSlots<StringMeasurement?>(count: entries.count)
        let measurer = runner.measurer
        DispatchQueue.concurrentPerform(iterations: entries.count) { i in
            let entry = entries[i]
            guard let text = entry.target, var (_, options, _) = try? plan.options(for: entry) else { slots.store(nil, at: i); return }
            options.fontStack = plan.baseOptions.target.fontStack
            options.lineHeight = plan.baseOptions.target.lineHeight
            let filled = plan.placeholders.fill(text, locale: plan.config.targetLocale).0
            slots.store(try? measurer.measure(filled, locale: plan.config.targetLocale, options: options), at: i)
        }
        return zip(entries, slots.take()).compactMap { e, m in m.map { (e, $0) } }
    }

    /// Every catalog entry under the paths (catalog problems are left to `check`).
    public func entries(paths: [String]) throws -> [CatalogEntry] {
        try runner.jobs(paths: paths).flatMap { runner.discovery.read($0).entries }
    }
}

/// One row of `labelfit recommend --by-platform`.
public struct PlatformRecommendation: Codable, Sendable {
    public var platform: String
    public var profile: String
    public var webPlatform: String?
    public var deviceScale: Double
    public var font: String
    public var sizePx: Double
    public var strings: Int
    public var minLineHeight: MinimumLineHeight
    public var decidedBy: String?

    public init(platform: String, profile: String, webPlatform: String?, deviceScale: Double, font: String, sizePx: Double,
                strings: Int, minLineHeight: MinimumLineHeight, decidedBy: String?) {
        self.platform = platform
        self.profile = profile
        self.webPlatform = webPlatform
        self.deviceScale = deviceScale
        self.font = font
        self.sizePx = sizePx
        self.strings = strings
        self.minLineHeight = minLineHeight
        self.decidedBy = decidedBy
    }

    enum CodingKeys: String, CodingKey {
        case platform, profile, webPlatform = "web_platform", deviceScale = "device_scale", font, sizePx = "size_px", strings
        case minLineHeight = "min_line_height", decidedBy = "decided_by"
    }
}
