import CFuzzer
import LabelFitFuzzSupport

/// A Mozilla `l10n.toml` of arbitrary bytes, read by discovery in a tree with a reference and an Arabic file.
/// SwiftPM links an executable's entry as `<target>_main`; it hands control to libFuzzer's driver.
@_cdecl("fuzz_l10n_config_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzz(data, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    FuzzEntryPoints.l10nConfig(UnsafeBufferPointer(start: data, count: size))
    return 0
}
