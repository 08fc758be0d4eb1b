import CHarfBuzz
import Foundation

/// Which of HarfBuzz's shapers an engine's own HarfBuzz has, and so which one shapes a font that
/// carries Graphite tables as well as OpenType ones.
///
/// The system HarfBuzz here is built with graphite2 (`hb_shape_list_shapers`: graphite2, ot,
/// fallback), and `hb_shape` tries its shapers in that order: a face with a `Silf` table is shaped by
/// Graphite (`hb-graphite2.cc`, `_hb_graphite2_shaper_face_data_create` accepts a face only when it has
/// one), every other face by OpenType. Chromium and Skia call plain `hb_shape` too (Blink
/// `platform/fonts/shaping/harfbuzz_shaper.cc` · `ShapeRange`; Skia `modules/skshaper/src/SkShaper_harfbuzz.cpp`),
/// but on the HarfBuzz they bundle, which is built with `HAVE_OT` and `HB_NO_FALLBACK_SHAPE` and
/// leaves `hb-graphite2.cc` out (Chromium `third_party/harfbuzz-ng/BUILD.gn`, Skia
/// `third_party/harfbuzz/BUILD.gn`, its `unused_sources`): OpenType alone, Graphite tables or not.
/// WebKitGTK links the system HarfBuzz and shapes Graphite fonts with Graphite.
enum ShaperList: Sendable {
    /// `hb_shape`'s own list: Graphite first where HarfBuzz has it (the system library; WebKitGTK).
    case harfBuzzDefault
    /// OpenType only, as the HarfBuzz Chromium and Skia (SkParagraph, Flutter) bundle.
    case openTypeOnly

    /// The list `hb_shape_full` takes for `openTypeOnly`, NULL-terminated; static so no call allocates it.
    nonisolated(unsafe) static let openTypeOnlyList: UnsafeMutablePointer<UnsafePointer<CChar>?> = {
        let list = UnsafeMutablePointer<UnsafePointer<CChar>?>.allocate(capacity: 2)
        list[0] = UnsafePointer(strdup("ot"))
        list[1] = nil
        return list
    }()

    /// Whether shaping `face` under this list gives what `hb_shape` would: true but for a Graphite face
    /// shaped OpenType-only. Word-cache keys of the other case are kept apart (`Shaper.cacheFace`).
    func shapesAsDefault(_ face: FontFace) -> Bool {
        self == .harfBuzzDefault || !face.hasGraphite
    }
}

extension MeasureOptions {
    /// The shapers of the engine the profile stands for: Blink's and Skia's bundled HarfBuzz for `web`
    /// on Chrome and for `flutter`; the system HarfBuzz elsewhere (WebKitGTK measured to use Graphite;
    /// Android's minikin, Compose and UIKit are not modelled here and keep `hb_shape`'s list).
    var shaperList: ShaperList {
        switch profile {
        case .web: platform.webPlatform.engine == .blink ? .openTypeOnly : .harfBuzzDefault
        case .flutter: .openTypeOnly
        case .android, .compose, .uikit: .harfBuzzDefault
        }
    }
}
