import LabelFitCore

/// One element of a template (HTML, Vue, Svelte, Angular): what selectors match on and where it is.
public struct WebElement: Sendable {
    public var tag: String
    public var id: String?
    public var classes: [String] = []
    /// A class list that code also sets (`:class`, `[class.x]`, `class:x`, `class={…}`): a class the
    /// static list lacks may still be there.
    public var dynamicClasses = false
    /// Classes a binding may add, when it names them (Vue's object syntax `:class="{ compact: small }"`,
    /// https://vuejs.org/guide/essentials/class-and-style.html#binding-html-classes; Angular's `[class.x]`,
    /// Svelte's `class:x`).
    public var possibleClasses: [String] = []
    /// Attributes written literally (lowercased names), for `[dir]` and the like.
    public var attributes: [String: String] = [:]
    /// Attributes set by a binding (`:disabled`, `[attr.aria-label]`, Svelte `title={…}`), lowercased.
    public var boundAttributes = Set<String>()
    /// The expressions of bound attributes, by the attribute's name as written (`:title` → `label`,
    /// JSX `title` → `label` without its braces), for a component's props placed in an attribute or
    /// passed on to another component (`WebComponentProps`).
    public var boundExpressions: [String: String] = [:]
    /// `v-bind="obj"`, `{...props}`: any attribute may be set.
    public var spreadAttributes = false
    public var inlineStyle: [CSSDeclaration] = []
    /// `:style` / `[style]` / `[ngStyle]` bound at runtime.
    public var dynamicStyle = false
    public var line: Int
    public var parent: Int?
    /// Element children and non-blank text pieces: a text that is not its element's only content
    /// shares the line with something else.
    public var contentCount = 0
    /// The component file it belongs to (for scoped styles).
    public var file: String
}

/// One template read: its elements, the translation uses tied to them, the `<style>` blocks it holds.
public struct WebTemplate: Sendable {
    public var file: String
    public var elements: [WebElement] = []
    public var uses: [WebTranslationUse] = []
    public var styles: [CSSStylesheet] = []
    /// `<style src="./x.scss" scoped>`: sheets in their own files, with whether they are scoped to this
    /// component (https://vuejs.org/api/sfc-spec.html#src-imports).
    public var styleSources: [(path: String, scoped: Bool)] = []
    /// A whole page (`<html>` / `<body>`): there is nothing outside it a selector could match.
    public var isDocument = false
    /// Keys named anywhere in it (attributes and scripts included).
    public var referencedKeys = Set<String>()
    /// The literal text pieces and runtime expressions among the elements' content, in document
    /// order, so the static tree can be rebuilt for a browser (`WebTemplateTree`).
    public var texts: [WebText] = []
    /// Translations bound to a component's prop (`<Tab :label="$t('k')">`, `<Tab label={t('k')} />`):
    /// followed to where the component places the prop (`WebComponentProps`).
    public var propPasses: [WebPropPass] = []
}

/// A translation passed to a component as a prop, in the parent's template.
public struct WebPropPass: Sendable, Hashable {
    public var key: String
    /// The component element in the parent's template.
    public var element: Int
    /// The prop's name as the component declares it (Vue's kebab-case `tab-label` is `tabLabel`).
    public var prop: String
    public var line: Int
    public var form: String
}

/// A piece of an element's content that is not an element: literal text as written (entities kept),
/// or nil for an expression whose value is known only at runtime (`{{ count }}`, `{ name }`).
public struct WebText: Sendable, Hashable {
    public var parent: Int
    /// The number of elements read before it: it comes after the children with a lower index.
    public var position: Int
    public var text: String?
    /// The runtime expression as written (`label`, `props.label`), for a component's placed props.
    public var expression: String? = nil
}

/// A translation call or attribute tied to the element whose content it is.
public struct WebTranslationUse: Sendable, Hashable {
    public var key: String
    public var element: Int?
    public var line: Int
    /// How it was written: `$t('…')`, `'…' | translate`, `data-i18n`…
    public var form: String
    /// The number of elements read before it (its place among its element's children).
    public var position = 0
    /// Set by an attribute that replaces the element's content at runtime (`data-i18n`, `v-text`,
    /// `translate="k"`, `[innerHTML]`…): the element's literal text is a placeholder, never shown.
    public var replacesContent = false
}
