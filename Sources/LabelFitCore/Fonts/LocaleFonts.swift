/// The face each platform draws an Arabic-script language with when the app names none, per language:
/// Arabic (`ar`), Persian (`fa`) and Urdu (`ur`) share a script but not always a font.
///
/// - Android (Views, Compose, Flutter on Android, Chrome on Android): AOSP
///   `frameworks/base/data/fonts/fonts.xml` has one family for the whole script, `lang="und-Arab"`:
///   Noto Naskh Arabic in its `elegant` variant and Noto Naskh Arabic UI in its `compact` one. It has no
///   family for `ur`, `fa` or any other single Arabic-script language and no Nastaliq font (read in the
///   file of `familyset version="23"`, the AOSP tree as mirrored by GrapheneOS/platform_frameworks_base
///   at commit fb0d0404bb04ebf177e91d7e45e16b66d3a7a7d8; minikin matches a family by language only
///   among families that declare one). So Android draws Urdu and Persian in Naskh, like Arabic.
/// - Apple (UIKit, SwiftUI, Safari): Apple documents no per-language cascade list
///   (`CTFontCopyDefaultCascadeListForLanguages` says only that the list depends on the languages).
///   iOS 11 and later ship Noto Nastaliq Urdu and draw Urdu with it — reported at the iOS 11 release
///   and listed among the platforms' Nastaliq system fonts by W3C's Arabic layout task force
///   (github.com/w3c/alreq/issues/276) — with no statement of its version; LabelFit measures Debian's build of the
///   same design in its place, so it is a stand-in. Arabic and Persian take the system Arabic font
///   (SF Arabic), for which Noto Sans Arabic UI stands in.
/// - Browsers on Linux, ChromeOS and Windows: the generic family for a language is the machine's
///   Fontconfig (or system) choice, which nothing documents per language: on Debian 12 with
///   fonts-dejavu `sans-serif:lang=ar`, `fa` and `ur` all give DejaVu Sans, and with fonts-noto-core
///   added `ur` gives Noto Kufi Arabic (`fc-match`). Noto Sans Arabic stands in for every
///   Arabic-script language there, as a general fallback.
public enum LocaleFonts {
    /// The language subtag, lower case: "ur" of "ur-PK" or "ur_PK".
    public static func language(_ locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// Whether the platform of `chain` draws `locale` in Nastaliq: Urdu on Apple's platforms.
    public static func drawsNastaliq(_ locale: String, on platform: FallbackChain.Platform) -> Bool {
        platform == .apple && language(locale) == "ur"
    }

    /// The bundled Nastaliq face and what it stands for.
    public static let nastaliq = "Noto Nastaliq Urdu"
    public static let appleNastaliq = "iOS's Noto Nastaliq Urdu (Urdu's font from iOS 11; Apple documents neither the cascade nor the version)"

    /// The chain's Arabic-script entry for `locale` on `platform`.
    static func arabicEntry(platform: FallbackChain.Platform, locale: String) -> FallbackChain.Entry {
        switch platform {
        case .androidCompact: FallbackChain.Entry(family: "Noto Naskh Arabic UI")
        case .androidFull: FallbackChain.Entry(family: "Noto Naskh Arabic")
        case .apple:
            drawsNastaliq(locale, on: platform)
                ? FallbackChain.Entry(family: nastaliq, standIn: StandIn(font: nastaliq, standsFor: appleNastaliq, kind: .platform))
                : FallbackChain.Entry(family: "Noto Sans Arabic UI", standIn: StandIn(font: "Noto Sans Arabic UI", standsFor: "SF Arabic", kind: .platform))
        case .browser:
            FallbackChain.Entry(family: "Noto Sans Arabic", standIn: StandIn(font: "Noto Sans Arabic", standsFor: FallbackChain.browserDefault, kind: .fallback))
        }
    }
}
