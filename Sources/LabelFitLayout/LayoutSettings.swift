import Foundation
import LabelFitCatalogs
import LabelFitCore

/// The `layout` section of `labelfit.json`: `{"layout": {"profiles": [{"width_dp": 360, "font_scale": 1.3, "api": 34}]}}`.
/// Unknown keys are located errors, as elsewhere in the file; numbers are checked in `DeviceProfile`
/// against `NumberRanges`.
public struct LayoutSettings: Sendable {
    public var profiles: [DeviceProfile] = DeviceProfile.defaults
    /// The profiles SwiftUI and UIKit uses are measured on: iPhones (`DeviceProfile.appleDefaults`)
    /// unless `layout.profiles` is given, which then applies to every platform.
    public var appleProfiles: [DeviceProfile] = DeviceProfile.appleDefaults
    /// `layout.severity` (`LayoutSeverities`).
    public var severity = LayoutSeverities()

    public init() {}

    public static func load(path: String) throws -> LayoutSettings {
        var s = LayoutSettings()
        guard let data = FileManager.default.contents(atPath: path) else { throw LabelFitError.io(path: path, reason: "cannot be read") }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let layout = root["layout"] else { return s }
        guard let section = layout as? [String: Any] else { throw LabelFitError.invalidInput(SourceLocation(file: path), "setting 'layout' must be an object") }
        for key in section.keys where key != "profiles" && key != "severity" {
            throw LabelFitError.invalidInput(SourceLocation(file: path), "unknown setting 'layout.\(key)': layout takes profiles, severity")
        }
        if let levels = section["severity"] { s.severity = try LayoutSeverities(json: levels, file: path) }
        if let list = section["profiles"] {
            guard let entries = list as? [[String: Any]], !entries.isEmpty else {
                throw LabelFitError.invalidInput(SourceLocation(file: path), "setting 'layout.profiles' must be a non-empty array of objects")
            }
            for (i, e) in entries.enumerated() {
                for key in e.keys where !["name", "width_dp", "width_pt", "font_scale", "api", "density", "dynamic_type"].contains(key) {
                    throw LabelFitError.invalidInput(SourceLocation(file: path), "unknown setting 'layout.profiles[\(i)].\(key)': a profile takes name, width_dp, width_pt, font_scale, api, density, dynamic_type")
                }
            }
            do {
                let json = try JSONSerialization.data(withJSONObject: entries)
                s.profiles = try JSONDecoder().decode([DeviceProfile].self, from: json)
                s.appleProfiles = s.profiles
            } catch let e as LabelFitError {
                throw LabelFitError.invalidInput(SourceLocation(file: path), e.description)
            } catch {
                throw LabelFitError.invalidInput(SourceLocation(file: path), "setting 'layout.profiles': a profile needs width_dp or width_pt (a number), dynamic_type a string")
            }
        }
        return s
    }
}
