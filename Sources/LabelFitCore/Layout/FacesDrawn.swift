/// The faces that drew a line's glyphs, in order of first use. Nearly every line is drawn by one
/// face, which is held inline: an array made for it was a heap allocation (and a free) per line.
/// Faces are not retained, for the reason given on `TextRun.face`.
struct FacesDrawn: Sequence {
    private unowned(unsafe) var first: FontFace?
    /// The second face on, when a line needed more than one.
    private var more: [FontFace] = []

    var count: Int { first == nil ? 0 : 1 + more.count }

    func contains(_ face: FontFace) -> Bool {
        first === face || more.contains { $0 === face }
    }

    /// Adds `face` unless it is already there.
    mutating func add(_ face: FontFace) {
        if first == nil { first = face } else if !contains(face) { more.append(face) }
    }

    /// Whether the one face that drew is `face`.
    func isOnly(_ face: FontFace) -> Bool { first === face && more.isEmpty }

    /// As an array, for the line box models (which take their fallbacks as one).
    var array: [FontFace] { first.map { [$0] + more } ?? [] }

    struct Iterator: IteratorProtocol {
        fileprivate let faces: FacesDrawn
        fileprivate var position = -1

        mutating func next() -> FontFace? {
            defer { position += 1 }
            if position == -1 { return faces.first }
            return position < faces.more.count ? faces.more[position] : nil
        }
    }

    func makeIterator() -> Iterator { Iterator(faces: self) }
}
