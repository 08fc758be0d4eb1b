import LabelFitCore

/// One platform `labelfit recommend --by-platform` compares: a line model with its platform setting
/// and the device scale it is usually seen at (docs/line-models.md).
public struct PlatformTarget: Sendable {
    public var name: String
    public var profile: Profile
    public var webPlatform: WebPlatform?
    public var deviceScale: Double

    /// Android View, Compose, UIKit, Flutter, and the web in each browser platform.
    public static let all: [PlatformTarget] =
        [PlatformTarget(name: "android (View)", profile: .android, webPlatform: nil, deviceScale: 2.625),
         PlatformTarget(name: "compose", profile: .compose, webPlatform: nil, deviceScale: 2.625),
         PlatformTarget(name: "uikit (iOS)", profile: .uikit, webPlatform: nil, deviceScale: 3),
         PlatformTarget(name: "flutter", profile: .flutter, webPlatform: nil, deviceScale: 1)]
        + WebPlatform.allCases.map { PlatformTarget(name: "web: \($0.rawValue)", profile: .web, webPlatform: $0, deviceScale: $0.typicalDeviceScale) }

    /// `options` as this platform lays them out; `deviceScale` overrides the typical one when given.
    public func apply(to options: inout MeasureOptions, deviceScale given: Double?) {
        options.profile = profile
        if let w = webPlatform { options.platform.webPlatform = w }
        if profile == .compose { options.platform.includeFontPadding = false }
        options.deviceScale = given ?? deviceScale
    }
}
