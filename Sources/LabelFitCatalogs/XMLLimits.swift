/// The bounds on work one XML catalog may cause, in one place (listed in docs/reliability.md, "XML").
///
/// Debian 12's libxml2 (2.9.14, which `XMLSAXParser` calls) bounds each entity expansion against the
/// input read so far but not their sum, so one large entity referenced many times costs time in
/// proportion to the product; its duplicate-attribute check compares each attribute of an element
/// with every earlier one; and its own bounds (libxml2 ≥ 2.11's) are not in that version. So these
/// bounds are applied before libxml2 reads the document (`XMLPrepass`), and libxml2 expands nothing.
enum XMLLimits {
    /// Replacement text always allowed in one document, in bytes: libxml2 ≥ 2.11's
    /// `XML_PARSER_ALLOWED_EXPANSION` (parser.c).
    static let entityExpansionAllowance = 1_000_000
    /// Beyond the allowance, the expansion may be at most this many times the document's size:
    /// libxml2 ≥ 2.11's `XML_MAX_AMPLIFICATION_DEFAULT` (`xmlCtxtSetMaxAmplification`, parserInternals.c).
    static let entityAmplification = 5
    /// What each reference costs on top of its text, so that many references to short or empty
    /// entities are bounded too: libxml2 ≥ 2.11's `XML_ENT_FIXED_COST` (parser.c).
    static let entityReferenceCost = 20
    /// Deepest chain of entities referring to entities: libxml2 ≥ 2.11's "Maximum entity nesting
    /// depth exceeded" without XML_PARSE_HUGE (`xmlCtxtPushInput`, parser.c).
    static let entityNestingDepth = 20
    /// Most attributes (namespace declarations included) on one element. The largest real catalog
    /// elements carry a dozen (an XLIFF root's namespaces, a `trans-unit`'s id, resname, maxwidth,
    /// size-unit, translate, approved, xml:space); 256 keeps libxml2's quadratic duplicate check
    /// (xmlParseStartTag2) below the cost of reading the same bytes for the largest file read.
    static let attributesPerElement = 256
    /// Most references to entities that cannot be expanded (external, unparsed, undeclared) in one
    /// document: each is a diagnostic for its string, and past this many the file is one error
    /// instead, so a file of bad references cannot grow the report and memory with its size (current
    /// libxml2 likewise stops reporting after XML_MAX_ERRORS, 100, errors: parserInternals.c).
    static let unresolvedReferences = 1_000

    /// Whether `cost` (replacement bytes plus the fixed cost per reference) is allowed in a document
    /// of `documentBytes`: libxml2 ≥ 2.11's xmlParserEntityCheck refuses when the copy passes the
    /// allowance and is more than the amplification factor times the input.
    static func allowsExpansion(cost: Int, documentBytes: Int) -> Bool {
        cost <= entityExpansionAllowance || cost / entityAmplification <= documentBytes
    }
}
