/// Totals of runs made one after another over parts of the catalogs (one per path profile), added.
extension CheckSummary {
    public mutating func add(_ o: CheckSummary) {
        files += o.files
        strings += o.strings
        for (k, v) in o.verdicts { verdicts[k, default: 0] += v }
        errors += o.errors
        warnings += o.warnings
        infos += o.infos
        baselined += o.baselined
        catalogErrors += o.catalogErrors
        noSource += o.noSource
        untranslated += o.untranslated
        skippedNotFinal += o.skippedNotFinal
        for (k, v) in o.skippedFiles { skippedFiles[k, default: 0] += v }
        seconds += o.seconds
    }
}
