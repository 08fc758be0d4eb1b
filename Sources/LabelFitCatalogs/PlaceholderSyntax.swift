/// A placeholder syntax a catalog's text is written in when its format alone does not say so: a Qt
/// `.ts` always, a gettext entry by its `kde-format`/`qt-format`/`python-brace-format` flag (GNU
/// gettext manual, "PO Files" § flags: https://www.gnu.org/software/gettext/manual/html_node/PO-Files.html).
/// Where it is nil, `Placeholders` recognises every syntax it knows, printf first.
public enum PlaceholderSyntax: String, Codable, Sendable, Hashable {
    /// Qt `QString::arg` `%1`…`%99` and `%L1` (localized number), and `tr()`'s plural `%n`
    /// (https://doc.qt.io/qt-6/qstring.html#arg, https://doc.qt.io/qt-6/i18n-source-translation.html#handle-plural-forms);
    /// KDE KI18n's `%1`… are the same (https://api.kde.org/frameworks/ki18n/html/prg_guide.html#spec_usage).
    /// No printf directive: `%1 f` and `'%1' has` are a placeholder and text.
    case qt
    /// Python `str.format` fields: `{}`, `{0}`, `{name}`, `{0!r}`, `{:.2f}`
    /// (https://docs.python.org/3/library/string.html#format-string-syntax).
    case pythonBrace = "python-brace"
    /// Drupal's `t()`/`FormattableMarkup` placeholders: `@name` (escaped), `%name` (escaped and
    /// emphasized) and `:name` (a URL), each a key of the arguments (api.drupal.org,
    /// `FormattableMarkup::placeholderFormat`). No printf: `%title` is one placeholder, not `%ti` + `tle`.
    case drupal
    /// MediaWiki message parameters `$1`, `$2`… (mediawiki.org "Help:System message" § Parameters),
    /// in banana JSON (`MediaWikiMessage`); also `$n` the English and its translation both carry where a
    /// catalog declares no syntax (`PairedPlaceholderSyntax`).
    case mediawiki
    /// ECMAScript template-literal substitutions `${…}` (ECMA-262 "Template Literals"): Frappe Books
    /// marks its strings with the tagged template t`${0} ${1} already exists.` and writes them, `${0}`
    /// and all, into `translations/<lang>.csv`; the whole `${0}` is the argument, the `$` is no text.
    case templateLiteral = "template-literal"
}
