/// Which grapheme clusters a platform draws with its emoji font, and the bundled model of that font.
///
/// Android and Chrome draw a cluster in emoji presentation with the emoji font, whatever the text's
/// own fonts are (Android: `frameworks/base/data/fonts/fonts.xml`, the `und-Zsye` family
/// NotoColorEmoji.ttf, and minikin's `FontCollection::getFamilyForChar`, which prefers it for emoji
/// presentation; Blink: `FontFallbackPriority::kEmojiEmoji`). A cluster is in emoji presentation when
/// Unicode says so (UTS #51 §4 and ED-9a: a scalar with Emoji_Presentation=Yes, or any emoji followed
/// by VARIATION SELECTOR-16), or it is a keycap (ED-14c, U+20E3), a flag (ED-14, regional indicator
/// pairs), a skin-tone modifier sequence (ED-13, U+1F3FB…U+1F3FF) or a tag sequence (ED-14a,
/// U+E0020…U+E007F). Such clusters go to `LabelFit Emoji Model` (`scripts/make-emoji-model-font`:
/// Noto Color Emoji 2.042's cmap, GSUB, advances and vertical metrics, each picture a box), bundled,
/// so an emoji's width and ink are the same on every machine and in `check` and `serve` alike, not
/// whatever Fontconfig finds (DejaVu Sans for ✨, nothing for 🥳 on a bare Debian). Apple platforms
/// draw Apple Color Emoji, which cannot be bundled: the same model stands in for it.
public enum EmojiPresentation {
    /// The bundled model's family (`Fonts/fonts.json`).
    public static let modelFamily = "LabelFit Emoji Model"

    /// Whether a cluster (its scalars) is drawn by the platform's emoji font.
    public static func isEmoji(_ scalars: [UInt32]) -> Bool {
        for v in scalars {
            switch v {
            case 0xFE0F, 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
            default:
                // Below U+2000 only © ® (text presentation by default) and keycap bases are emoji at all.
                if v >= 0x2000, let s = Unicode.Scalar(v), s.properties.isEmojiPresentation { return true }
            }
        }
        return false
    }
}
