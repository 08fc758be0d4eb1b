/// The app's own widgets, across every Dart file read: a `StatelessWidget` subclass builds in its own
/// `build`, reading its fields by name; a `StatefulWidget` builds in the `State<W>` subclass
/// (`createState`), reading the widget's fields as `widget.x` (widgets/framework.dart, `State.widget`).
/// Any other class with a `build(…)` method is taken as a widget too (the app's own base classes).
/// A call of such a widget is followed into that `build`: its arguments are bound to the constructor's
/// parameters, so `Text(title)` in the build shows the caller's `title:` under the constraints the
/// build's tree gives it.
struct FlutterAppWidgets: Sendable {
    struct Widget: Sendable {
        var declaration: DartClassDeclaration
        /// The class whose methods build it: the declaration itself, or its `State`.
        var builder: DartClassDeclaration
        var file: String
        var keys: FlutterLocalizedKey
        /// `widget` in a State's build; nil when the fields are read by their bare names.
        var accessor: String?
        var build: [CallExpr] { builder.method("build")?.body ?? [] }
    }

    /// Public widgets by name; a library-private one (`_Name`, Dart's "Privacy" rule) by file and name.
    private(set) var widgets: [String: Widget] = [:]

    init() {}

    /// Adds one file's classes. A name declared twice (in two libraries) is dropped: the reader could
    /// not tell which one a call means.
    mutating func add(_ classes: [DartClassDeclaration], file: String, keys: FlutterLocalizedKey) {
        var states: [String: DartClassDeclaration] = [:]
        // `State<W>` and riverpod's `ConsumerState<W>` (a `State` subclass) build for W.
        let isState = { (c: DartClassDeclaration) in c.superclass == "State" || c.superclass == "ConsumerState" }
        for c in classes where isState(c) { if let w = c.superTypeArgument { states[w] = c } }
        for c in classes where !isState(c) {
            let builder: DartClassDeclaration?
            var accessor: String?
            if c.superclass == "StatefulWidget" || c.superclass == "ConsumerStatefulWidget" || states[c.name] != nil {
                builder = states[c.name]
                accessor = "widget"
            } else {
                builder = c.method("build") != nil ? c : nil
            }
            guard let builder, builder.method("build") != nil else { continue }
            let id = Self.id(c.name, file: file)
            if widgets[id] != nil { ambiguous.insert(id); continue }
            widgets[id] = Widget(declaration: c, builder: builder, file: file, keys: keys, accessor: accessor)
        }
        for n in ambiguous { widgets[n] = nil }
    }

    private var ambiguous = Set<String>()

    private static func id(_ name: String, file: String) -> String { name.hasPrefix("_") ? file + "#" + name : name }

    /// The widget a call in `file` names.
    func widget(_ name: String, from file: String) -> Widget? { widgets[Self.id(name, file: file)] }
}
