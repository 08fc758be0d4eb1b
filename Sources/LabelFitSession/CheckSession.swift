import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore

/// A check as every surface runs it: the configuration after that surface's overrides, made into one
/// plan whose font stacks are resolved before the first string, and one runner that fills
/// placeholders, measures, judges and counts. `labelfit check`, `labelfit baseline`, the API's
/// `/v1/check`, `/v1/measure` and `/v1/render`, and so the translator page, all go through it: one
/// string with one set of settings gets one verdict, one set of findings and one placeholder filling
/// wherever it is asked.
public final class CheckSession: @unchecked Sendable {
    public let plan: CheckPlan
    public let runner: CheckRunner

    /// `overrides` changes the plan's options after the configuration made them (the command line's
    /// layout options); an unknown font is one clear error here, before any string is measured.
    public init(config: CheckConfiguration, measurer: Measurer, accepted: Set<String> = [],
                root: String = FileManager.default.currentDirectoryPath,
                overrides: (inout MeasureOptions, inout MeasureOptions) throws -> Void = { _, _ in }) throws {
        plan = try CheckPlan(config: config, overrides: overrides)
        _ = try measurer.registry.faces(for: plan.baseOptions.source.fontStack)
        _ = try measurer.registry.faces(for: plan.baseOptions.target.fontStack)
        runner = CheckRunner(plan: plan, measurer: measurer, accepted: accepted, root: root)
    }

    /// One pair typed into the page or sent to the API, checked as a catalog entry is: `index` is its
    /// place in the request (its location is `request:index+1`), its key `pairs[index]` unless given.
    public func check(_ pair: TypedPair, index: Int) -> CheckedString {
        runner.check(CatalogEntry(key: pair.key ?? "pairs[\(index)]", source: pair.en, target: pair.ar, sourceLocation: nil,
                                  targetLocation: SourceLocation(file: "request", line: index + 1), format: "api",
                                  maxWidthPx: pair.maxWidthPx))
    }

    /// The text a drawing of one side shows: placeholders filled as `check` fills them for that side.
    public func shownText(_ text: String, side: PairSide) -> String {
        let (source, target) = (plan.config.sourceLocale, plan.config.targetLocale)
        switch side {
        case .source: return plan.placeholders.fill(text, locale: source, pluralCategory: nil, pluralLocale: target).0
        case .target: return plan.placeholders.fill(text, locale: target, pluralCategory: nil).0
        }
    }
}

/// A source string and its translation as a person gives them, outside any catalog.
public struct TypedPair: Sendable {
    public var key: String?
    public var en: String?
    public var ar: String?
    public var maxWidthPx: Double?

    public init(key: String? = nil, en: String?, ar: String?, maxWidthPx: Double? = nil) {
        self.key = key
        self.en = en
        self.ar = ar
        self.maxWidthPx = maxWidthPx
    }
}

public enum PairSide: Sendable { case source, target }
