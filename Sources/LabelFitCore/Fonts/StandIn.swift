/// A font measured in place of the one the platform draws with: its numbers approximate the real
/// font's, so a clip found with it is a warning, never an error (docs/line-models.md, "Stand-in fonts").
public struct StandIn: Codable, Sendable, Hashable {
    /// The family LabelFit measured with.
    public var font: String
    /// What the platform would draw with instead.
    public var standsFor: String
    /// `platform`: the platform's own font cannot be bundled and a bundled design approximates it;
    /// `fallback`: the stack lacks a character and fallback drew it with a font that is not the
    /// platform's own (`FallbackChain`): the browser's generic font, or a font found beyond the chain.
    public var kind: Kind

    public enum Kind: String, Codable, Sendable { case platform, fallback }

    enum CodingKeys: String, CodingKey { case font, standsFor = "stands_for", kind }

    public init(font: String, standsFor: String, kind: Kind) {
        self.font = font
        self.standsFor = standsFor
        self.kind = kind
    }

    /// The stack entries that stand in for a platform font on `profile`: only a profile's own default
    /// stack, which LabelFit chose because the platform's font cannot be bundled (a stack the
    /// configuration names, or a font file given, is what the app draws with). iOS draws UIKit text in
    /// SF Pro and Arabic in SF Arabic (Apple, "Fonts for Apple platforms",
    /// https://developer.apple.com/fonts/: SF Pro is "the system font for iOS, iPadOS, macOS and tvOS";
    /// SF Arabic the system font for Arabic), whose licence allows no redistribution; the uikit
    /// profile's default stack measures Noto Sans and Noto Sans Arabic UI in their place
    /// (`Profile.defaults`, `Profile.fontNote`). The other profiles' defaults are their platforms' own
    /// fonts (Roboto and Noto Naskh Arabic are Android's).
    public static func platform(profile: Profile, families: [String]) -> [StandIn] {
        guard isPlatformDefault(profile: profile, families: families) else { return [] }
        return families.compactMap { family in
            standsFor[family.lowercased()].map { StandIn(font: family, standsFor: $0, kind: .platform) }
        }
    }

    /// Whether `families` are the profile's default stack and it stands in for the platform's fonts.
    /// Compares a few short names: cheap enough for the clip path.
    public static func isPlatformDefault(profile: Profile, families: [String]) -> Bool {
        guard profile == .uikit, families.count == 2, families[0].lowercased() == "noto sans" else { return false }
        let second = families[1].lowercased()
        return second == "noto sans arabic ui" || second == "noto nastaliq urdu"
    }

    /// Urdu's default stack ends in Noto Nastaliq Urdu (`LocaleFonts`): Debian's build of the font iOS
    /// draws Urdu with, whose version on iOS Apple does not state.
    private static let standsFor = ["noto sans": "SF Pro", "noto sans arabic ui": "SF Arabic",
                                    "noto nastaliq urdu": LocaleFonts.appleNastaliq]

    /// "stand-in fonts: A stands in for B; …", the one line every report format names them with.
    public static func line(_ standIns: [StandIn]) -> String {
        "stand-in fonts: " + standIns.map(\.description).joined(separator: "; ")
    }

    public var description: String {
        switch kind {
        case .platform: "\(font) stands in for \(standsFor)"
        case .fallback: "\(font) (fallback) stands in for \(standsFor)"
        }
    }
}
