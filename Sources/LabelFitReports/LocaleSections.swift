import LabelFitCheck
import LabelFitCore

/// A report that groups a run of several target locales (`--target-locale ar,fa,ur`): each locale's
/// strings follow a heading, and its totals (per locale its catalogs state: `ar`, `ar-EG`) close it.
public protocol LocaleSections {
    func beginLocale(_ locale: String, sink: ReportSink)
    func endLocale(_ totals: [(String, CheckSummary)], sink: ReportSink)
}

extension TableWriter: LocaleSections {
    public func beginLocale(_ locale: String, sink: ReportSink) {
        sink.write("== \(ControlCharacters.escaped(locale)) ==\n")
    }

    public func endLocale(_ totals: [(String, CheckSummary)], sink: ReportSink) {
        for (tag, s) in totals {
            sink.write("\(ControlCharacters.escaped(tag)): \(s.strings) string\(s.strings == 1 ? "" : "s") in \(s.files) catalog\(s.files == 1 ? "" : "s"), \(s.errors) errors, \(s.warnings) warnings"
                       + (s.infos > 0 ? ", \(s.infos) infos" : "") + (s.baselined > 0 ? ", \(s.baselined) baselined" : "") + "\n")
        }
        sink.write("\n")
    }
}
