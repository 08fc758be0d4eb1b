/* libxml2 (Debian libxml2-dev, pkg-config libxml-2.0): the XML parser the catalog and layout readers use,
 * through its SAX2 push interface (XMLSAXParser owns the context).
 *
 * Debian builds libxml2 with ICU, and encoding.h then includes ICU's headers for the converter fields
 * of xmlCharEncodingHandler; in Swift those clash with Foundation's bundled ICU (the reason CUnicode
 * exists). The module imports libxml2 without them: LabelFit never touches that struct (only a pointer
 * to it sits in the structs it reads), and the library itself is the one Debian built. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
