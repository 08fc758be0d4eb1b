/// The families a platform tries, in order, for a character no font of the stack has, limited to
/// fonts LabelFit bundles: the same on every machine, whatever fonts the machine running LabelFit has.
///
/// - `android` (Android Views, Compose, Flutter on Android, Chrome on Android): the system fallback
///   is the families of `fonts.xml` in file order, the default family `sans-serif` (Roboto) first
///   (AOSP `frameworks/base/data/fonts/fonts.xml`; minikin `FontCollection::getFamilyForChar` tries
///   them in that order). Arabic is the `und-Arab` family, Noto Naskh Arabic in its `elegant` variant
///   and Noto Naskh Arabic UI in its `compact` one; the paint's family variant chooses
///   (`AndroidFamilyVariant`). These are Android's own fonts: no stand-ins.
/// - `apple` (UIKit, Safari, Chrome on macOS and iOS): Core Text's cascade list for the system font
///   (`CTFontCopyDefaultCascadeListForLanguages`), SF Pro then SF Arabic for Arabic and Persian, Noto
///   Nastaliq Urdu for Urdu (`LocaleFonts`). SF cannot be bundled; Noto Sans and Noto Sans Arabic UI
///   stand in for it (`StandIn.platform`).
/// - `browser` (Chrome on Linux, ChromeOS and Windows, WebKitGTK): the end of a CSS `font-family` list
///   is the browser's generic `sans-serif` for the character's script (CSS Fonts 4, §5.1 "font-family":
///   a user agent falls back to its own fonts; Chrome's per-script generic family settings), which
///   depends on the reader's machine. Noto Sans and Noto Sans Arabic stand in for it.
///
/// Emoji are not here: they go to the bundled emoji model first (`EmojiPresentation`).
public struct FallbackChain: Hashable, Sendable {
    public enum Platform: UInt8, Sendable {
        case androidCompact, androidFull, apple, browser
    }

    public var platform: Platform
    /// The stack's CSS weight: a Latin letter in a bold Arabic string falls back to the bold Roboto.
    public var weight: Int

    public init(platform: Platform, weight: Int = 400) {
        self.platform = platform
        self.weight = weight
    }

    /// The chain of the platform that draws with `options`.
    public init(options: MeasureOptions) {
        let platform: Platform
        switch options.profile {
        case .android, .compose:
            platform = options.platform.familyVariant.fullHeightFonts ? .androidFull : .androidCompact
        // Flutter on Android asks the same system fallback; its default stack is the full Noto Naskh.
        case .flutter: platform = .androidFull
        case .uikit: platform = .apple
        case .web:
            switch options.platform.webPlatform {
            // Chrome on Android: the web profile's default stack carries the compact Arabic.
            case .android: platform = .androidCompact
            case .ios, .macosSafari, .mac: platform = .apple
            case .linux, .chromeos, .windows, .headless, .webkitgtk: platform = .browser
            }
        }
        self.init(platform: platform, weight: options.fontStack.weight)
    }

    /// One family of the chain, and what it stands for when it is not the platform's own font.
    public struct Entry: Hashable, Sendable {
        public var family: String
        public var standIn: StandIn?
    }

    /// The chain for text in `language` ("ar", "ur-PK"): the Latin family, then the platform's face for
    /// the language's Arabic-script letters (`LocaleFonts`: Urdu is Nastaliq on Apple's platforms).
    public func entries(for language: String) -> [Entry] {
        let arabic = LocaleFonts.arabicEntry(platform: platform, locale: language)
        switch platform {
        case .androidCompact, .androidFull: return [Entry(family: "Roboto"), arabic]
        case .apple: return [Entry(family: "Noto Sans", standIn: StandIn(font: "Noto Sans", standsFor: "SF Pro", kind: .platform)), arabic]
        case .browser: return [Entry(family: "Noto Sans", standIn: StandIn(font: "Noto Sans", standsFor: Self.browserDefault, kind: .fallback)), arabic]
        }
    }

    static let browserDefault = "the browser's default sans-serif on the reader's machine"
    /// What a font found beyond the chain (a configured font folder, or the system's when asked for)
    /// stands for.
    static let beyondChain = "the platform's font for characters the stack lacks"
}

extension FallbackChain.Entry {
    init(family: String) { self.init(family: family, standIn: nil) }
}
