/// The browser and platform whose engine draws a web page: Chrome (Blink) on six platforms, WebKit on
/// three. Each differs in where metrics come from and how ascent, descent and line-height are rounded
/// (docs/line-models.md, "web").
public enum WebPlatform: String, ClosedSet {
    case android, linux, chromeos, windows, mac, headless
    case ios
    case macosSafari = "macos-safari"
    case webkitgtk

    /// Blink (Chrome, Edge, every Chromium) or WebKit (Safari, WebKitGTK).
    public var engine: WebEngine {
        switch self {
        case .android, .linux, .chromeos, .windows, .mac, .headless: .blink
        case .ios, .macosSafari, .webkitgtk: .webkit
        }
    }

    /// Device scale typical of the platform, for documentation and `recommend`; measuring uses 1
    /// unless `--device-scale` says otherwise.
    public var typicalDeviceScale: Double {
        switch self {
        case .android: 2.625
        case .linux, .headless, .webkitgtk, .macosSafari: 1
        case .chromeos: 1.25
        case .windows: 1.5
        case .mac: 2
        case .ios: 3
        }
    }
}

public enum WebEngine: String, ClosedSet {
    case blink, webkit
}

/// CSS `text-rendering`.
public enum TextRendering: String, ClosedSet {
    case auto, geometricPrecision, optimizeLegibility, optimizeSpeed
}
