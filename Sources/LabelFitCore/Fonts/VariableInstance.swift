import Foundation

/// Which instance of a variable font an engine draws for a stack entry and a size.
extension FontRegistry {
    /// The instance a stack entry names: a named instance when the entry is the family followed by one
    /// of the font's instance names ("Noto Kufi Arabic SemiBold": CSS Fonts 4 §4.3 `local()` and
    /// Fontconfig match a named instance by its full name), else the `wght` the weight asks for (CSS
    /// Fonts 4 §5.1: the weight sets `wght`, clamped to the axis). A static font is returned as it is.
    func instance(of face: FontFace, entry name: String, weight: Int) -> FontFace {
        guard face.axes.isVariable else { return face }
        let lower = name.lowercased(), family = face.family.lowercased()
        if lower.hasPrefix(family + " "),
           let named = face.axes.namedInstance(String(lower.dropFirst(family.count + 1))) {
            return instance(of: face, applying: named)
        }
        return instance(of: face, applying: face.axes.settings(weight: weight))
    }

    /// The instance of a font found by family through Fontconfig (an installed font): the one Fontconfig
    /// matched for the weight, not `wght` = weight. Fontconfig lists each named instance as a font of its
    /// own and its weight matching picks the nearest, and the browsers that reach installed fonts through
    /// it draw that instance [measured: Chromium headless and WebKitGTK 2.50, Cairo 3.130 installed,
    /// `font-weight` 250 → its instance at 200, 550 → 500, 1000 → 900]; CSS's weight-to-`wght` rule is
    /// for a web font's face (CSS Fonts 4 §5.1). `instance` is `FamilyMatch.instance`: 0 the default
    /// instance, n the n-th named instance; one past the font's named instances leaves the face as it is.
    func instance(of face: FontFace, fontconfigInstance instance: Int) -> FontFace {
        guard face.axes.isVariable else { return face }
        guard instance > 0 else { return face }
        guard instance <= face.axes.namedInstances.count else { return face }
        let coordinates = face.axes.namedInstances[instance - 1].coordinates
        return self.instance(of: face, applying: zip(face.axes.axes, coordinates).map { FontVariation(tag: $0.tag, value: $1) })
    }

    /// `face` at `settings` (one face per file and instance, shared).
    public func instance(of face: FontFace, applying settings: [FontVariation]) -> FontFace {
        instancesForVariations.instance(of: face, applying: settings)
    }

    /// `faces` at the optical size an engine gives `size`: CSS Fonts 4 §font-optical-sizing `auto` sets
    /// `opsz` to the used font size in CSS px (Blink does, `FontCustomPlatformData`), and Core Text to
    /// the point size, so `web` and `uikit` size optically; Android's Minikin and Flutter's Skia
    /// paragraph set no `opsz` the app does not ask for, and draw the font's default. Faces without an
    /// `opsz` axis are returned as they are.
    func opticallySized(_ faces: [FontFace], size: Double, profile: Profile) -> [FontFace] {
        guard profile == .web || profile == .uikit, faces.contains(where: { $0.axes.hasOpticalSize }) else { return faces }
        return faces.map { $0.axes.hasOpticalSize ? instance(of: $0, applying: [FontVariation(tag: "opsz", value: size)]) : $0 }
    }
}
