import CHarfBuzz

/// The HarfBuzz version linked at run time, for `--version` and reports.
public var harfBuzzVersion: String { String(cString: hb_version_string()) }
