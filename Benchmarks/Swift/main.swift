import Foundation
import LabelFitCore

/// LabelFit's benchmark: the same inputs through the C yardstick (raw HarfBuzz), LabelFit's public API
/// on one thread, and `labelfit check` on all cores, printed as one table with ratios.
/// Run: Benchmarks/run   (builds in release mode, compiles the yardstick, writes the inputs)

struct Bench {
    let root: URL
    let work: URL
    let measurer: Measurer

    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    func pairs() throws -> [(String, String)] {
        let tsv = try String(contentsOf: root.appendingPathComponent("Corpus/tsv/action-sheet-labels.tsv"), encoding: .utf8)
        return tsv.split(separator: "\n").dropFirst().map {
            let f = $0.split(separator: "\t", omittingEmptySubsequences: false)
            return (String(f[1]), String(f[2]))
        }
    }

    /// Corpus pairs repeated to `count`, written as the yardstick's TSV and as a catalog CSV.
    func writeInputs(_ base: [(String, String)], count: Int) throws -> (tsv: String, csv: String) {
        var tsv = "", csv = "key,en,ar\n"
        tsv.reserveCapacity(count * 48)
        for i in 0..<count {
            let (en, ar) = base[i % base.count]
            tsv += "\(en)\t\(ar)\n"
            csv += "k\(i),\"\(en.replacingOccurrences(of: "\"", with: "\"\""))\",\"\(ar.replacingOccurrences(of: "\"", with: "\"\""))\"\n"
        }
        let t = work.appendingPathComponent("pairs-\(count).tsv"), c = work.appendingPathComponent("catalog-\(count)/labels.csv")
        try FileManager.default.createDirectory(at: c.deletingLastPathComponent(), withIntermediateDirectories: true)
        try tsv.write(to: t, atomically: true, encoding: .utf8)
        try csv.write(to: c, atomically: true, encoding: .utf8)
        return (t.path, c.deletingLastPathComponent().path)
    }

    /// Runs a program under GNU time, which reports the child's own peak RSS. (RUSAGE_CHILDREN from this
    /// process would be wrong: a child spawned from a large parent inherits its high-water mark.)
    func run(_ path: String, _ args: [String]) throws -> (output: String, seconds: Double, maxRSSKiB: Int) {
        let p = Process()
        let rssFile = work.appendingPathComponent("rss.txt").path
        p.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        p.arguments = ["-f", "%M", "-o", rssFile, path] + args
        p.currentDirectoryURL = work
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        var data = Data()
        let seconds = try Self.time {
            try p.run()
            data = out.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
        }
        let rss = Int((try? String(contentsOfFile: rssFile, encoding: .utf8))?.split(separator: "\n").last ?? "") ?? 0
        return (String(decoding: data, as: UTF8.self), seconds, rss)
    }
}

func fmt(_ v: Double, _ places: Int = 0) -> String { String(format: "%.\(places)f", v) }

let root = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : FileManager.default.currentDirectoryPath)
let work = URL(fileURLWithPath: CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : NSTemporaryDirectory()).appendingPathComponent("labelfit-bench")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
let registry = try FontRegistry(bundledDirectory: root.appendingPathComponent("Fonts"))
let bench = Bench(root: root, work: work, measurer: Measurer(registry: registry))
let cores = ProcessInfo.processInfo.activeProcessorCount
let labelfit = root.appendingPathComponent(".build/release/labelfit").path
let yardstick = work.appendingPathComponent("hb-limit").path
let latin = root.appendingPathComponent("Fonts/Roboto-Regular.ttf").path
let arabic = root.appendingPathComponent("Fonts/NotoNaskhArabicUI-Regular.ttf").path
let size = 17.0
let onlyQuick = CommandLine.arguments.contains("--quick")

let base = try bench.pairs()
// `--api-only N`: just the single-thread API loop over N pairs, for profilers.
if let i = CommandLine.arguments.firstIndex(of: "--api-only"), i + 1 < CommandLine.arguments.count, let n = Int(CommandLine.arguments[i + 1]) {
    var e = MeasureOptions(fontStack: FontStack(families: [latin]), size: size)
    var a = e
    a.fontStack = FontStack(families: [arabic])
    e.row = RowGeometry()
    let seconds = try Bench.time {
        for k in 0..<n {
            _ = try bench.measurer.measure(base[k % base.count].0, locale: "en", options: e)
            _ = try bench.measurer.measure(base[k % base.count].1, locale: "ar", options: a)
        }
    }
    print("\(fmt(Double(2 * n) / seconds)) strings/s")
    exit(0)
}
let count = onlyQuick ? 20_000 : 100_000
let inputs = try bench.writeInputs(base, count: count)
var rows: [(String, String)] = []

// 1. The C limit, one core.
let c = try bench.run(yardstick, [latin, arabic, inputs.tsv, String(size)])
let cRate = Double(c.output.split(separator: " ")[5]) ?? 0
rows.append(("C yardstick (raw HarfBuzz), 1 core", "\(fmt(cRate)) strings/s"))

// 2. LabelFit's public API, one thread, same fonts per language.
var en = MeasureOptions(fontStack: FontStack(families: [latin]), size: size)
var ar = en
ar.fontStack = FontStack(families: [arabic])
en.row = RowGeometry()
let allPairs = (0..<count).map { base[$0 % base.count] }
_ = try bench.measurer.measure("warm", locale: "en", options: en)
var checksum = 0.0
let apiSeconds = try Bench.time {
    for (e, a) in allPairs {
        checksum += try bench.measurer.measure(e, locale: "en", options: en).widthPx
        checksum += try bench.measurer.measure(a, locale: "ar", options: ar).widthPx
    }
}
let apiRate = Double(2 * count) / apiSeconds
rows.append(("LabelFit API, 1 thread", "\(fmt(apiRate)) strings/s = \(fmt(apiRate / cRate, 2)) × C"))

// 3. labelfit check on all cores (reading, measuring, reporting JSON Lines to a file).
let check = try bench.run(labelfit, ["check", inputs.csv, "--font", "\(latin), \(arabic)", "--format", "csv", "--output", work.appendingPathComponent("out.csv").path, "--no-progress", "--no-baseline"])
let checkRate = Double(count) / check.seconds
rows.append(("labelfit check --format csv, \(cores) cores", "\(fmt(checkRate)) pairs/s = \(fmt(2 * checkRate, 0)) strings/s = \(fmt(2 * checkRate / cRate, 2)) × C on 1 core (target ≥ \(fmt(0.8 * Double(cores), 1)))"))
rows.append(("labelfit check, \(count) pairs: peak RSS", "\(check.maxRSSKiB / 1024) MB"))
let oneCore = try bench.run("/usr/bin/taskset", ["-c", "0", labelfit, "check", inputs.csv, "--font", "\(latin), \(arabic)", "--format", "csv", "--output", work.appendingPathComponent("out1.csv").path, "--no-progress", "--no-baseline"])
rows.append(("labelfit check --format csv, 1 core", "\(fmt(Double(count) / oneCore.seconds)) pairs/s; \(cores) cores are \(fmt(oneCore.seconds / check.seconds, 2))× faster"))
let jsonl = try bench.run(labelfit, ["check", inputs.csv, "--font", "\(latin), \(arabic)", "--format", "jsonl", "--output", work.appendingPathComponent("out.jsonl").path, "--no-progress", "--no-baseline"])
rows.append(("labelfit check --format jsonl, \(cores) cores", "\(fmt(Double(count) / jsonl.seconds)) pairs/s (every number of every string, ~4 KB each)"))

// 4. Cost per character by length bucket (API, one thread).
func sample(_ length: ClosedRange<Int>) -> [String] {
    let all = base.map(\.1) + base.map(\.1).map { $0 + " " + $0 } + base.map(\.1).map { $0 + " " + $0 + " " + $0 + " " + $0 }
    return all.filter { length.contains($0.count) }
}
let paragraph = String((0..<400).map { base[$0 % base.count].1 }.joined(separator: " ").prefix(5000))
for (name, texts) in [("1–8 chars", sample(1...8)), ("9–20 chars", sample(9...20)), ("21–60 chars", sample(21...60)), ("5,000-char paragraph", [paragraph])] {
    let chars = texts.reduce(0) { $0 + $1.count }
    let repeats = max(1, 200_000 / max(chars, 1))
    let seconds = try Bench.time { for _ in 0..<repeats { for t in texts { _ = try bench.measurer.measure(t, locale: "ar", options: ar) } } }
    rows.append(("API cost per character, \(name)", "\(fmt(seconds * 1e9 / Double(chars * repeats))) ns/char"))
}

// 5. Mixed Arabic/Latin through a two-font stack.
var mixed = ar
mixed.fontStack = FontStack(families: [latin, arabic])
let mixedTexts = ["حفظ في Google Drive", "مشاركة مع Alex عبر WhatsApp", "تصدير بتنسيق PDF (2.5 MB)", "فتح في Chrome", "نسخ الرابط https://example.com"]
let mixedSeconds = try Bench.time { for _ in 0..<4000 { for t in mixedTexts { _ = try bench.measurer.measure(t, locale: "ar", options: mixed) } } }
rows.append(("API, mixed Arabic/Latin, 2-font stack", "\(fmt(Double(4000 * mixedTexts.count) / mixedSeconds)) strings/s"))

// 6. Memory at a million pairs, and one-shot process time.
if !onlyQuick {
    let million = try bench.writeInputs(base, count: 1_000_000)
    let big = try bench.run(labelfit, ["check", million.csv, "--font", "\(latin), \(arabic)", "--format", "csv", "--output", work.appendingPathComponent("out-1m.csv").path, "--no-progress", "--no-baseline"])
    rows.append(("labelfit check, 1,000,000 pairs", "\(fmt(big.seconds, 1)) s, \(fmt(1_000_000 / big.seconds)) pairs/s; peak RSS \(big.maxRSSKiB / 1024) MB"))
}
/// Wall time of one process, spawned and reaped directly (Foundation's Process adds tens of ms of its own).
func spawnSeconds(_ path: String, _ args: [String]) -> Double {
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + args).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) }; posix_spawn_file_actions_destroy(&actions) }
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return .nan }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
var oneShot: [Double] = []
for _ in 0..<20 { oneShot.append(spawnSeconds(labelfit, ["measure", "حذف"])) }
oneShot.sort()
rows.append(("labelfit measure \"حذف\" one-shot (median of 20)", "\(fmt(oneShot[10] * 1000, 1)) ms"))

print("LabelFit benchmark — \(cores) cores, \(count) pairs from Corpus/, \(fmt(size))px, fonts: Roboto / Noto Naskh Arabic UI")
let width = rows.map(\.0.count).max() ?? 0
for (k, v) in rows { print(k.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + v) }
if checksum.isNaN { print("(checksum \(checksum))") }
