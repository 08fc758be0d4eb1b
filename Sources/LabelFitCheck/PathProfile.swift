import Foundation
import LabelFitCatalogs
import LabelFitCore

/// Settings for the catalogs under some paths (`path_profiles` in `labelfit.json`): a repository with
/// an Android app, an iOS app and a web front end draws each one's strings with its own line model,
/// fonts, size and devices. Like ESLint's `overrides` (a list of `files` globs, the last match winning),
/// a catalog takes the last entry whose glob matches its path relative to the configuration's folder
/// (fnmatch(3) without FNM_PATHNAME, so `*` crosses `/`); catalogs no entry matches use the top level.
/// What an entry leaves out is taken from the top level, except the size and line-height, which follow
/// the entry's profile when it names one (a UIKit row is not 16 px because an Android one is).
public struct PathProfile: Codable, Sendable {
    public var paths: [String]
    public var profile: Profile?
    public var fonts: [String: String]?
    public var size: Double?
    public var lineHeight: LineHeight?
    public var platform: PlatformOptions?
    public var row: RowGeometry?
    public var devices: DeviceProfiles?

    public init(paths: [String], profile: Profile? = nil) {
        self.paths = paths
        self.profile = profile
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case paths, profile, fonts, size, lineHeight = "line_height", platform, row, devices
    }

    public static var jsonKeys: Set<String> { Set(CodingKeys.allCases.map(\.rawValue)) }

    /// A name for reports: the entry's globs.
    public var name: String { paths.joined(separator: ", ") }

    func matches(_ relativePath: String) -> Bool { paths.contains { fnmatch($0, relativePath, 0) == 0 } }
}

extension CheckConfiguration {
    /// The top-level configuration with a path profile's settings put over it (devices not yet applied).
    public func configuration(for entry: PathProfile) -> CheckConfiguration {
        var c = self
        c.pathProfiles = []
        if let p = entry.profile, p != profile {
            c.profile = p
            c.size = nil
            c.lineHeight = nil
            c.fonts = [:]
        }
        if let v = entry.fonts { c.fonts = v }
        if let v = entry.size { c.size = v }
        if let v = entry.lineHeight { c.lineHeight = v }
        if let v = entry.platform { c.platform = v }
        if let v = entry.row { c.row = v }
        if let v = entry.devices { c.devices = v }
        return c
    }

    /// The jobs split by the path profile that governs each (the last whose glob matches the target's
    /// path relative to the configuration's folder), in the order of their first job; `nil` is the top level.
    public func partition(_ jobs: [CatalogDiscovery.Job]) -> [(profile: PathProfile?, jobs: [CatalogDiscovery.Job])] {
        guard !pathProfiles.isEmpty else { return [(nil, jobs)] }
        let base = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        var order: [Int] = []
        var groups: [Int: [CatalogDiscovery.Job]] = [:]
        for job in jobs {
            let absolute = URL(fileURLWithPath: job.target).standardizedFileURL.path
            let relative = absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
            let index = pathProfiles.lastIndex { $0.matches(relative) } ?? -1
            if groups[index] == nil { order.append(index) }
            groups[index, default: []].append(job)
        }
        return order.map { ($0 >= 0 ? pathProfiles[$0] : nil, groups[$0]!) }
    }
}
