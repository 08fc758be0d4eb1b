import CHarfBuzz

/// A variable font's design axes and named instances (its `fvar` table, read by HarfBuzz), and the
/// coordinates a layout engine gives them for a requested weight and size.
///
/// The engines LabelFit models set the registered axes from the style they are asked for:
/// - `wght` from the weight: CSS Fonts 4 §5.1 ("font-weight … applied to the wght axis" of a variable
///   font, the value clamped to the axis range, §5.1.1 "font matching"); Blink sets it in
///   `FontCustomPlatformData::GetFontPlatformData` from the requested weight clamped to the face's range,
///   which for a face without a `font-weight` descriptor is the font's own `wght` range.
/// - `opsz` from the size, where the engine sizes optically (`OpticalSizing.auto`): CSS Fonts 4
///   §font-optical-sizing `auto` ("the used value of font-size in CSS px"), which Blink applies by the
///   same function; Core Text sets `opsz` to the point size.
/// Axes the request does not set stay at their defaults, as in the engines. Every value is clamped to
/// the axis range, as the `fvar` specification requires of any coordinate.
public struct VariationAxes: Sendable, Equatable {
    public struct Axis: Sendable, Equatable {
        /// The four-letter tag (`wght`, `wdth`, `opsz`, …).
        public var tag: String
        public var minimum: Double, defaultValue: Double, maximum: Double

        public func clamped(_ value: Double) -> Double { Swift.min(Swift.max(value, minimum), maximum) }
    }

    /// A named instance: its subfamily name ("Bold") and its coordinate on each axis, in `axes` order.
    public struct NamedInstance: Sendable, Equatable {
        public var name: String
        public var coordinates: [Double]
    }

    public var axes: [Axis]
    public var namedInstances: [NamedInstance]

    public var isVariable: Bool { !axes.isEmpty }
    public var hasOpticalSize: Bool { axes.contains { $0.tag == "opsz" } }

    public static let none = VariationAxes(axes: [], namedInstances: [])

    public init(axes: [Axis], namedInstances: [NamedInstance]) {
        self.axes = axes
        self.namedInstances = namedInstances
    }

    /// Reads `fvar` through HarfBuzz (`hb_ot_var_get_axis_infos`, `hb_ot_var_named_instance_*`); a font
    /// without one has no axes.
    init(face: OpaquePointer) {
        let count = Int(hb_ot_var_get_axis_count(face))
        guard count > 0 else { self = .none; return }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: count)
        var n = UInt32(count)
        _ = hb_ot_var_get_axis_infos(face, 0, &n, &infos)
        axes = infos.prefix(Int(n)).map {
            Axis(tag: FontVariation.tagString($0.tag), minimum: Double($0.min_value),
                 defaultValue: Double($0.default_value), maximum: Double($0.max_value))
        }
        var instances: [NamedInstance] = []
        for i in 0..<hb_ot_var_get_named_instance_count(face) {
            var coords = [Float](repeating: 0, count: axes.count)
            var m = UInt32(axes.count)
            _ = hb_ot_var_named_instance_get_design_coords(face, i, &m, &coords)
            let nameID = hb_ot_var_named_instance_get_subfamily_name_id(face, i)
            instances.append(NamedInstance(name: Self.englishName(face, nameID) ?? "", coordinates: coords.map(Double.init)))
        }
        namedInstances = instances
    }

    /// The settings an engine gives this font for `weight` and, where it sizes optically, `opticalSize`
    /// (CSS px): only axes the font has, each clamped to its range.
    public func settings(weight: Int?, opticalSize: Double? = nil) -> [FontVariation] {
        var out: [FontVariation] = []
        for axis in axes {
            switch axis.tag {
            case "wght": if let weight { out.append(FontVariation(tag: "wght", value: axis.clamped(Double(weight)))) }
            case "opsz": if let opticalSize { out.append(FontVariation(tag: "opsz", value: axis.clamped(opticalSize))) }
            default: break
            }
        }
        return out
    }

    /// The named instance whose subfamily name is `style` (ASCII case ignored), as settings; nil if none.
    public func namedInstance(_ style: String) -> [FontVariation]? {
        let wanted = style.lowercased()
        guard let instance = namedInstances.first(where: { $0.name.lowercased() == wanted }) else { return nil }
        return zip(axes, instance.coordinates).map { FontVariation(tag: $0.tag, value: $1) }
    }

    /// `settings` merged over `base` (a later setting of a tag replaces an earlier one), clamped, in
    /// axis order, with every axis at its default left out: equal instances compare equal.
    public func normalized(_ settings: [FontVariation]) -> [FontVariation] {
        var byTag: [String: Double] = [:]
        for s in settings { byTag[s.tag] = s.value }
        return axes.compactMap { axis in
            guard let v = byTag[axis.tag].map(axis.clamped), v != axis.defaultValue else { return nil }
            return FontVariation(tag: axis.tag, value: v)
        }
    }

    private static func englishName(_ face: OpaquePointer, _ id: hb_ot_name_id_t) -> String? {
        var length: UInt32 = 0
        let language = hb_language_from_string("en", -1)
        length = hb_ot_name_get_utf8(face, id, language, nil, nil)
        guard length > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        var size = UInt32(buffer.count)
        _ = hb_ot_name_get_utf8(face, id, language, &size, &buffer)
        return String(cString: buffer)
    }
}

/// One axis coordinate of a variable font instance, in the axis's design units (`wght` 700).
public struct FontVariation: Sendable, Hashable, CustomStringConvertible {
    public var tag: String
    public var value: Double

    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }

    /// As `hb-shape --variations` and CSS `font-variation-settings` spell it: `wght=700`.
    public var description: String { "\(tag)=\(value == value.rounded() ? String(Int(value)) : String(value))" }

    var hbTag: hb_tag_t {
        var t: UInt32 = 0
        for byte in tag.utf8.prefix(4) { t = t << 8 | UInt32(byte) }
        for _ in 0..<max(0, 4 - tag.utf8.count) { t = t << 8 | 0x20 }
        return t
    }

    static func tagString(_ t: hb_tag_t) -> String {
        String(decoding: [UInt8(t >> 24 & 0xFF), UInt8(t >> 16 & 0xFF), UInt8(t >> 8 & 0xFF), UInt8(t & 0xFF)], as: UTF8.self)
    }
}
