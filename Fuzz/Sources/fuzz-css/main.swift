import CFuzzer
import LabelFitFuzzSupport

/// Style sheets (CSS or SCSS, the first byte says which), their expansion and the cascade over a fixed page.
/// SwiftPM links an executable's entry as `<target>_main`; it hands control to libFuzzer's driver.
@_cdecl("fuzz_css_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzz(data, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    FuzzEntryPoints.css(UnsafeBufferPointer(start: data, count: size))
    return 0
}
