import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore
import LabelFitRender
import LabelFitReports
import LabelFitSession

/// The routes of `labelfit serve`, as pure functions of a request: the HTTP layer only moves bytes.
public final class APIHandler: @unchecked Sendable {
    let config: CheckConfiguration
    let registry: FontRegistry
    let measurer: Measurer
    let limits: ServerLimits
    let version: String
    /// Family names a request may use: the bundled fonts and those the configuration names.
    let allowedFamilies: Set<String>

    public init(config: CheckConfiguration, registry: FontRegistry, limits: ServerLimits, version: String) {
        self.config = config
        self.registry = registry
        self.measurer = Measurer(registry: registry)
        self.limits = limits
        self.version = version
        var families = Set(registry.manifest.fonts.flatMap { [$0.family.lowercased(), "\($0.family) \($0.style)".lowercased()] })
        for stack in config.fonts.values {
            for name in (try? FontStack(parsing: stack).families) ?? [] { families.insert(name.lowercased()) }
        }
        allowedFamilies = families
    }

    public func handle(method: String, path: String, body: [UInt8]) -> HTTPResponse {
        let route = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        let routes: [String: (method: String, run: () throws -> HTTPResponse)] = [
            "/": ("GET", { HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(WebPage.html.utf8)) }),
            "/healthz": ("GET", { .json(["status": "ok", "version": self.version]) }),
            "/v1/profiles": ("GET", { .json(["profiles": self.profiles()]) }),
            "/v1/fonts": ("GET", { .json(["fonts": self.fonts()]) }),
            "/v1/config": ("GET", { .json(try self.configuration()) }),
            "/v1/measure": ("POST", { try self.measure(body) }),
            "/v1/check": ("POST", { try self.check(body) }),
            "/v1/render": ("POST", { try self.render(body) }),
        ]
        if route.hasPrefix("/v1/catalog/") {
            guard method == "POST" else { return .error(405, "\(route) accepts POST", allow: "POST") }
            let upload = CatalogUpload(sourceLocale: config.sourceLocale, targetLocale: config.targetLocale, limits: limits)
            do {
                return .json(try upload.read(format: String(route.dropFirst("/v1/catalog/".count)), body: body))
            } catch let e as HTTPError {
                return .error(e.status, e.message)
            } catch {
                return .error(400, "\(error)")
            }
        }
        guard let entry = routes[route] else { return .error(404, "no such resource: \(route)") }
        let allowed = entry.method == "GET" ? "GET, HEAD" : entry.method
        guard method == entry.method || (method == "HEAD" && entry.method == "GET") else {
            return .error(405, "\(route) accepts \(allowed)", allow: allowed)
        }
        do {
            return try entry.run()
        } catch let e as HTTPError {
            return .error(e.status, e.message)
        } catch let e as LabelFitError {
            return .error(400, e.description)
        } catch {
            return .error(500, "internal error")
        }
    }

    // MARK: Options

    /// The check a request asks for: the server's configuration with the request's values over it,
    /// assembled by the same `CheckSession` as `labelfit check`.
    ///
    /// The configuration's `devices` are applied first (the strictest device's row width and insets,
    /// its scaled text size: what `GET /v1/config` shows and the page starts from), and a request's
    /// own values then replace them field by field: a `row.inline_size_px` is the row that request
    /// is measured in, a `size` the size it is drawn at (never scaled a second time). Only in a
    /// `labelfit.json` are a row width and `devices` together an error (one would be ignored); a
    /// request names the one row it asks about.
    func session(_ r: LayoutRequest, maxGrowth: Double? = nil, maxLines: Int? = nil) throws -> CheckSession {
        var c = try config.applyingDevices()
        c.devices = nil
        if let p = r.profile {
            guard let profile = Profile(rawValue: p) else {
                throw HTTPError.badRequest("unknown profile '\(p)': use one of " + Profile.acceptedValues)
            }
            c.profile = profile
            if config.profile != profile { c.fonts = [:]; c.size = nil; c.lineHeight = nil }  // that profile's own defaults
        }
        if let p = r.platform { c.platform = p }
        if let w = r.weight { c.weight = w }
        if let v = r.fontStretch { c.fontStretch = v }
        if let v = r.fontVariationSettings {
            do { _ = try FontAxesRequest.settings(parsing: v) } catch { throw HTTPError.badRequest("\(error)") }
            c.fontVariationSettings = v
        }
        for name in [r.font, r.sourceFont, r.targetFont].compactMap({ $0 }) { try checkFonts(name) }
        if let f = r.font { c.fonts = ["*": f] }
        if let f = r.sourceFont { c.fonts[c.sourceLocale] = f }
        if let f = r.targetFont { c.fonts[c.targetLocale] = f }
        if let v = r.size { c.size = v }
        if let v = r.lineHeight { c.lineHeight = v }
        if let v = r.deviceScale { c.deviceScale = v }
        if let v = r.features { c.features = v }
        if let v = r.clipTolerancePx { c.thresholds.clipTolerancePx = v }
        if let v = maxGrowth { c.thresholds.maxGrowth = v }
        if let v = maxLines { c.thresholds.maxLines = v }
        r.row?.apply(to: &c.row)
        return try CheckSession(config: c, measurer: measurer)
    }

    /// Fonts come only from the configured set: names, never paths, and only known families.
    func checkFonts(_ stack: String) throws {
        for name in try FontStack(parsing: stack).families {
            if name.contains("/") || name.contains("\\") || name.lowercased().hasSuffix(".ttf") || name.lowercased().hasSuffix(".otf") {
                throw HTTPError.badRequest("font '\(name)': requests name font families, not files")
            }
            guard allowedFamilies.contains(name.lowercased()) else {
                throw HTTPError.badRequest("unknown font '\(name)': GET /v1/fonts lists the fonts this server has")
            }
        }
    }

    func checkLength(_ text: String?, _ field: String) throws {
        guard let text else { return }
        let n = text.unicodeScalars.count
        if n > limits.maxStringLength {
            throw HTTPError.tooLarge("'\(field)' has \(n) characters, more than the limit of \(limits.maxStringLength)")
        }
        // The same cluster bound as catalogs and `measure` (HarfBuzz's mark attachment is quadratic in it).
        if let cluster = GraphemeClusterLimit.overLong(text) {
            throw HTTPError.tooLarge("'\(field)' " + GraphemeClusterLimit.reason(scalars: cluster))
        }
    }

    // MARK: Routes

    /// Empty strings are nothing to measure, the same as leaving them out; lengths within the limit.
    func typedPair(en: String?, ar: String?) throws -> (en: String?, ar: String?) {
        let en = en?.isEmpty == true ? nil : en, ar = ar?.isEmpty == true ? nil : ar
        try checkLength(en, "en")
        try checkLength(ar, "ar")
        return (en, ar)
    }

    /// One pair, checked as `/v1/check` and `labelfit check` check it: the record has the same verdict,
    /// findings and placeholders (an empty or untranslated target is `untranslated`, not `fits`).
    func measure(_ body: [UInt8]) throws -> HTTPResponse {
        let r = try RequestDecoding.decode(MeasureRequest.self, from: body, schema: RequestSchema.measure)
        let (en, ar) = try typedPair(en: r.en, ar: r.ar)
        guard en != nil || ar != nil else { throw HTTPError.badRequest("give 'en', 'ar' or both (not empty)") }
        let session = try session(r.layout)
        let checked = session.runner.check(CatalogEntry(key: "pair", source: en, target: ar, sourceLocation: nil,
                                                        targetLocation: SourceLocation(file: "request", line: 1), format: "api"))
        let (s, t) = session.plan.baseOptions
        var record = JSONStream(remembersNumbers: false)
        record.write(checked)
        let settings = try JSONOutput.encoder(pretty: false).encode(RunSettings(source: s, target: t, profile: t.profile.rawValue))
        let body = Array("{\"result\":".utf8) + record.bytes + Array(",\"settings\":".utf8) + [UInt8](settings) + Array("}".utf8)
        return HTTPResponse(status: 200, contentType: "application/json; charset=utf-8", body: body)
    }

    func render(_ body: [UInt8]) throws -> HTTPResponse {
        let r = try RequestDecoding.decode(RenderRequest.self, from: body, schema: RequestSchema.render)
        let (en, ar) = try typedPair(en: r.en, ar: r.ar)
        let session = try session(r.layout)
        guard r.side == nil || r.side == "source" || r.side == "target" else { throw HTTPError.badRequest("'side' is source or target") }
        let source = r.side == "source" || ar == nil
        guard let raw = source ? en : ar else { throw HTTPError.badRequest("nothing to render: give 'ar' (or 'en' with side: source)") }
        let (s, t) = session.plan.baseOptions
        let locale = source ? config.sourceLocale : config.targetLocale
        let text = session.shownText(raw, side: source ? .source : .target)
        let svg = try LabelRenderer(measurer: measurer).svg(text, locale: locale, options: source ? s : t)
        return HTTPResponse(status: 200, contentType: "image/svg+xml; charset=utf-8", body: Array(svg.utf8))
    }

    func check(_ body: [UInt8]) throws -> HTTPResponse {
        let r = try RequestDecoding.decode(CheckRequest.self, from: body, schema: RequestSchema.check)
        guard !r.pairs.isEmpty else { throw HTTPError.badRequest("pairs: empty; give at least one pair to check") }
        guard r.pairs.count <= limits.maxBatch else {
            throw HTTPError.tooLarge("\(r.pairs.count) pairs is more than the limit of \(limits.maxBatch) per request")
        }
        for (i, p) in r.pairs.enumerated() {
            try checkLength(p.en, "pairs[\(i)].en")
            try checkLength(p.ar, "pairs[\(i)].ar")
        }
        let session = try session(r.layout, maxGrowth: r.maxGrowth, maxLines: r.maxLines)
        let pairs = r.pairs.map { TypedPair(key: $0.key, en: $0.en, ar: $0.ar, maxWidthPx: $0.maxWidthPx) }
        // Streamed: each record is measured and written as the client reads, so a request holds one
        // record and a bounded buffer, not the whole answer (20 maximal checks at once once took
        // 424 MB). The summary follows the last record.
        var index = 0
        var counter = SummaryCounter()
        // A request of a few pairs writes too few numbers for the number table to pay for itself.
        var record = JSONStream(remembersNumbers: pairs.count > 64)
        var ended = false
        let stream = ResponseStream {
            if ended { return nil }
            if index == pairs.count {
                ended = true
                var summary = counter.finished()
                summary.files = 0
                // The platform stand-ins of this request's stacks (the registry's Fontconfig fallbacks
                // span every request the server has answered, so they are not this request's to list).
                let standIns = session.runner.standInFonts().filter { $0.kind == .platform }
                summary.standInFonts = standIns.isEmpty ? nil : standIns
                let data = try JSONOutput.encoder(pretty: false).encode(summary)
                return Array("],\"summary\":".utf8) + [UInt8](data) + Array("}".utf8)
            }
            let checked = session.check(pairs[index], index: index)
            counter.count(checked)
            record.reset()
            record.write(checked)
            let head: [UInt8] = index == 0 ? Array("{\"strings\":[".utf8) : [UInt8(ascii: ",")]
            index += 1
            return head + record.bytes
        }
        return HTTPResponse(status: 200, contentType: "application/json; charset=utf-8", body: [], stream: stream)
    }

    struct ProfileInfo: Encodable {
        var name: String, font: String, size: Double, lineHeight: String, lineModel: String, note: String?
        enum CodingKeys: String, CodingKey { case name, font, size, lineHeight = "line_height", lineModel = "line_model", note }
    }

    func profiles() -> [ProfileInfo] {
        Profile.allCases.map { p in
            let d = p.defaults()
            let model = ["web": "css", "android": "android", "compose": "compose", "uikit": "uikit"][p.rawValue] ?? p.rawValue
            return ProfileInfo(name: p.rawValue, font: d.stack, size: d.size, lineHeight: d.lineHeight.description, lineModel: model, note: p.fontNote)
        }
    }

    /// What a request that sets nothing is measured with (the translator page's defaults), with the
    /// range of every number a request may set, so the page checks what it sends the way the server
    /// does (the ranges come from `NumberRanges` through `RequestSchema`).
    struct ConfigInfo: Encodable {
        struct Range: Encodable {
            var min: Double, minIncluded: Bool, max: Double, maxIncluded: Bool, integer: Bool, unit: String, text: String
            enum CodingKeys: String, CodingKey {
                case min, minIncluded = "min_included", max, maxIncluded = "max_included", integer, unit, text
            }
            init(_ r: NumberRange) {
                min = r.min; minIncluded = r.minIncluded; max = r.max; maxIncluded = r.maxIncluded; integer = r.integer; unit = r.unit
                text = r.description
            }
        }
        struct Limits: Encodable {
            var maxStringLength: Int, maxBatch: Int, maxBodyBytes: Int
            enum CodingKeys: String, CodingKey { case maxStringLength = "max_string_length", maxBatch = "max_batch", maxBodyBytes = "max_body_bytes" }
        }
        var profile: String, sourceFont: String, targetFont: String, size: Double, lineHeight: String, deviceScale: Double
        var row: RowGeometry, thresholds: Thresholds, limits: Limits, ranges: [String: Range]
        enum CodingKeys: String, CodingKey {
            case profile, sourceFont = "source_font", targetFont = "target_font", size, lineHeight = "line_height"
            case deviceScale = "device_scale", row, thresholds, limits, ranges
        }
    }

    func configuration() throws -> ConfigInfo {
        let (s, t) = try session(LayoutRequest()).plan.baseOptions
        var ranges: [String: ConfigInfo.Range] = [:]
        func walk(_ fields: [String: RequestField], _ prefix: String) {
            for (name, kind) in fields {
                switch kind {
                case .number(let r): ranges[prefix + name] = .init(r)
                case .lineHeight:
                    ranges[prefix + name] = .init(NumberRanges.lineHeightMultiple)
                    ranges[prefix + name + "_px"] = .init(NumberRanges.lineHeightPx)
                    ranges[prefix + name + "_percent"] = .init(NumberRanges.lineHeightPercent)
                case .object(let inner): walk(inner, prefix + name + ".")
                case .array(.object(let inner)): walk(inner, prefix + name + "[].")
                default: break
                }
            }
        }
        walk(RequestSchema.check.merging(RequestSchema.render) { a, _ in a }, "")
        return ConfigInfo(profile: t.profile.rawValue, sourceFont: s.fontStack.families.joined(separator: ", "),
                          targetFont: t.fontStack.families.joined(separator: ", "), size: t.size, lineHeight: t.lineHeight.description,
                          deviceScale: t.deviceScale, row: t.row, thresholds: config.thresholds,
                          limits: .init(maxStringLength: limits.maxStringLength, maxBatch: limits.maxBatch, maxBodyBytes: limits.maxBodyBytes),
                          ranges: ranges)
    }

    struct FontInfo: Encodable { var family: String, style: String, weight: Int, license: String }

    func fonts() -> [FontInfo] {
        registry.manifest.fonts.map { FontInfo(family: $0.family, style: $0.style, weight: $0.weight, license: $0.license) }
    }
}
