import CHarfBuzz

/// OpenType features as `hb-shape --features` spells them: "-kern", "ss01", "+liga", "liga=0".
public struct FeatureList: Sendable, Hashable {
    public let specs: [String]
    let features: [hb_feature_t]

    public init(_ specs: [String]) throws {
        var features: [hb_feature_t] = []
        for spec in specs where !spec.isEmpty {
            var feature = hb_feature_t()
            guard hb_feature_from_string(spec, Int32(spec.utf8.count), &feature) != 0 else {
                throw LabelFitError.usage("'\(spec)' is not an OpenType feature setting (try 'kern', '-kern', 'ss01=1')")
            }
            features.append(feature)
        }
        self.specs = specs
        self.features = features
    }

    public static let none = try! FeatureList([])

    public static func == (a: FeatureList, b: FeatureList) -> Bool { a.specs == b.specs }
    public func hash(into h: inout Hasher) { h.combine(specs) }
}
