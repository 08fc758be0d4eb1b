import Foundation
import LabelFitCore
let reg = try FontRegistry()
let m = Measurer(registry: reg)
var opts = MeasureOptions(fontStack: try FontStack(parsing: CommandLine.arguments[3]), lineHeight: try LineHeight(parsing: CommandLine.arguments[2]))
let r = try m.measure(CommandLine.arguments[1], locale: CommandLine.arguments[4], options: opts)
print(r.widthPx, r.ink, r.lineBox, r.clip, r.minLineHeight)
