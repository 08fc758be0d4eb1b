/// The size Blink creates a font at: the computed size in device px (the CSS size × the zoom, which
/// holds the device scale under zoom-for-DSF) truncated to 1/100 px, in float32.
///
/// Blink keys its font cache on the size × 100 as an integer and, so that a cached font and a fresh one
/// agree, makes the size every font is built at match it: `FontDescription::EffectiveFontSize` returns
/// `floorf(ComputedSize() × FontCacheKey::PrecisionMultiplier()) / PrecisionMultiplier()`
/// (`third_party/blink/renderer/platform/fonts/font_description.cc`; `font_cache_key.h`:
/// `kFontSizePrecisionMultiplier = 100`); `FontPlatformData` gives that size to the SkFont
/// (`font_platform_data.cc` · `SetupSkFont`: `font->setSize(SkFloatToScalar(text_size_))`) and to
/// HarfBuzz (`harfbuzz_face.cc`), so advances and metrics both follow it. It only matters where
/// size × scale has a third decimal: 17 px at device scale 2.625 is 44.625 device px and Chromium's font
/// is 44.62 px (FreeType's 26.6 size 2855/64, not 2856/64), which makes every advance 0.035 % narrower
/// [measured: Chromium 156 at 2.625, `test_web_platforms.py`]. A fixed line-height still multiplies the
/// computed size (`ComputedStyle::ComputedLineHeightAsFixed`), not this one.
enum BlinkEffectiveFontSize {
    /// `floorf(f32(size × scale) × 100) / 100`; the zoomed size is a float product, as
    /// `FontBuilder` computes `specified size × EffectiveZoom()` in float.
    static func devicePx(size: Double, deviceScale: Double) -> Float {
        let computed = Float(size) * Float(deviceScale)
        return (computed * 100).rounded(.down) / 100
    }
}
