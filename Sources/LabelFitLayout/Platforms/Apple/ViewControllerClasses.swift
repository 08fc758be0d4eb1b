/// The app's Swift classes that are view controllers: a class whose superclass chain reaches UIKit's
/// view controllers (`UIViewController`, `UITableViewController`, `UICollectionViewController`,
/// `UIPageViewController`), through the app's own classes, or a superclass outside the app named
/// `…ViewController` (UIKit's and its libraries' naming). A xib whose File's Owner is one of these is
/// that controller's view, which spans the screen; a xib owned by a `UIView` subclass is a component
/// laid out wherever the app places it.
struct ViewControllerClasses {
    private var superclass: [String: String] = [:]

    static let uikit: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController"]

    /// `class Name: Super` and `class Name<T>: Super, Protocol` (the superclass is listed first).
    mutating func read(_ tokens: [SourceToken]) {
        var k = 0
        while k + 3 < tokens.count {
            defer { k += 1 }
            guard tokens[k].isIdentifier, tokens[k].text == "class", tokens[k + 1].isIdentifier else { continue }
            let name = tokens[k + 1].text
            var j = k + 2
            if tokens[j].isPunctuation("<") {
                var depth = 0
                while j < tokens.count {
                    if tokens[j].isPunctuation("<") { depth += 1 } else if tokens[j].isPunctuation(">") { depth -= 1; if depth == 0 { break } }
                    j += 1
                }
                j += 1
            }
            guard j + 1 < tokens.count, tokens[j].isPunctuation(":"), tokens[j + 1].isIdentifier else { continue }
            j += 1
            while j + 2 < tokens.count, tokens[j + 1].isPunctuation("."), tokens[j + 2].isIdentifier { j += 2 }
            superclass[name] = tokens[j].text
        }
    }

    func isController(_ name: String) -> Bool {
        var current = name
        for _ in 0..<16 {
            if Self.uikit.contains(current) { return true }
            guard let s = superclass[current] else { return current != name && current.hasSuffix("ViewController") }
            current = s
        }
        return false
    }
}
