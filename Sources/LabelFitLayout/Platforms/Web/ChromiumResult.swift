import Foundation

/// What the `--chromium` page measured, read strictly out of the DOM Chromium dumped. Only numbers and
/// booleans come back (`ChromiumPage.script`): `[rules rejected, [per frame: [per use: [id, width,
/// lines, cut, scrollWidth, clientWidth, scrollHeight, clientHeight, runtime, hidden, shared]]]]`, one
/// frame per frame sent, each use an id the frame's document holds, at most once, every number finite
/// and within Chromium's layout range. Anything else is "an unreadable result", and no text of the
/// page ever reaches a reason: the reasons are this file's own words and counts.
struct ChromiumResult: Sendable {
    /// One use's reading in one frame.
    struct Use: Sendable, Hashable {
        var id: Int
        var width: Double
        var lines: Int
        var cut: Bool
        var scrollWidth, clientWidth, scrollHeight, clientHeight: Double
        var runtime, hidden, shared: Bool
    }

    var frames: [[Use]]
    /// Rules Chromium's CSSOM did not take (`insertRule` threw), each rule of each list counted once.
    var rulesRejected: Int

    /// Chromium's layout coordinates are fixed-point (`LayoutUnit`: 1/64 px in an `Int32`), so no
    /// length it lays out exceeds 2^25 px.
    static let maxCoordinate = Double(1 << 25)
    /// Values per use reading.
    static let useFields = 11

    /// The result's characters besides digits: JSON's of arrays, numbers, `true` and `false`.
    static let grammar = Set("[],.-+eEtrufals".utf8)

    struct Unreadable: Error { var reason: String }

    /// `expected[f]`: the use ids frame f's document holds; `maxRules`: the rules sent.
    static func read(dom: String, expected: [Set<Int>], maxRules: Int) throws -> ChromiumResult {
        let open = "<pre id=\"labelfit-result\">"
        let starts = dom.ranges(of: open)
        guard starts.count == 1, let start = starts.first, let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw Unreadable(reason: starts.isEmpty ? "the page printed no result" : "the page printed \(starts.count) results")
        }
        let text = dom[start.upperBound..<end.lowerBound]
        if text == "pending" { throw Unreadable(reason: "the page was dumped before its measuring script finished") }
        if text == "failed" { throw Unreadable(reason: "the page's measuring script stopped") }
        // The grammar's characters only: digits, signs, points, exponents, brackets, commas, true/false.
        guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) || grammar.contains($0) }) else {
            throw Unreadable(reason: "the result holds characters no number or boolean has")
        }
        let decoded: Page
        do { decoded = try JSONDecoder().decode(Page.self, from: Data(text.utf8)) } catch let e as Unreadable { throw e } catch {
            throw Unreadable(reason: "the result is not the measuring script's shape")
        }
        guard decoded.frames.count == expected.count else {
            throw Unreadable(reason: "\(decoded.frames.count) frames came back, \(expected.count) were sent")
        }
        guard (0...maxRules).contains(decoded.rejected) else { throw Unreadable(reason: "more rules rejected than were sent") }
        for (f, uses) in decoded.frames.enumerated() {
            var seen = Set<Int>()
            for u in uses {
                guard expected[f].contains(u.id), seen.insert(u.id).inserted else {
                    throw Unreadable(reason: "frame \(f) reports a use its document does not hold, or one twice")
                }
            }
        }
        return ChromiumResult(frames: decoded.frames, rulesRejected: decoded.rejected)
    }

    struct Page: Decodable {
        var rejected: Int
        var frames: [[Use]]
        init(from decoder: Decoder) throws {
            var c = try decoder.unkeyedContainer()
            rejected = try c.decode(Int.self)
            frames = try c.decode([[Use]].self)
            guard c.isAtEnd else { throw Unreadable(reason: "the result is not the measuring script's shape") }
        }
    }
}

extension ChromiumResult.Use: Decodable {
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        func length() throws -> Double {
            let v = try c.decode(Double.self)
            guard v.isFinite, abs(v) <= ChromiumResult.maxCoordinate else { throw ChromiumResult.Unreadable(reason: "a length out of Chromium's layout range") }
            return v
        }
        id = try c.decode(Int.self)
        width = try length()
        lines = try c.decode(Int.self)
        guard lines >= 0, Double(lines) <= ChromiumResult.maxCoordinate else { throw ChromiumResult.Unreadable(reason: "a line count out of range") }
        cut = try c.decode(Bool.self)
        scrollWidth = try length(); clientWidth = try length(); scrollHeight = try length(); clientHeight = try length()
        runtime = try c.decode(Bool.self); hidden = try c.decode(Bool.self); shared = try c.decode(Bool.self)
        guard c.isAtEnd, c.count == ChromiumResult.useFields else {
            throw ChromiumResult.Unreadable(reason: "a reading of \(c.count ?? 0) values, \(ChromiumResult.useFields) expected")
        }
    }
}
