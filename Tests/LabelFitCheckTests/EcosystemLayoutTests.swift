import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// Catalog layouts of ecosystems whose shape is documented but unusual: each fixture is written
/// here from the ecosystem's documented shape, and every count asserted is counted a second way
/// from the fixture text in the test.
final class EcosystemLayoutTests: XCTestCase {
    struct Run {
        var status: Int32
        var strings: [[String: Any]]
        var stderr: String
        /// The catalog findings as `file:line: message`.
        var findings: [String]
        /// key → (source text, target text)
        var pairs: [String: (String?, String?)] {
            var out: [String: (String?, String?)] = [:]
            for s in strings {
                guard let key = s["key"] as? String else { continue }
                // The texts are measured with sample values in their placeholders; put the markers back.
                let samples = (s["placeholders"] as? [[String: Any]] ?? []).compactMap { p -> (String, String)? in
                    guard let marker = p["placeholder"] as? String, let value = p["value"] as? String else { return nil }
                    return (marker, value)
                }
                func raw(_ side: String) -> String? {
                    guard var text = (s[side] as? [String: Any])?["text"] as? String else { return nil }
                    for (marker, value) in samples { text = text.replacingOccurrences(of: value, with: marker) }
                    return text
                }
                out[key] = (raw("source"), raw("target"))
            }
            return out
        }
    }

    func check(_ dir: TempDir, _ path: String = ".") throws -> Run {
        let r = try CLI.run(["check", dir.path(path), "--format", "json", "--font", "Noto Sans, Noto Naskh Arabic UI", "--no-progress", "--no-baseline"], cwd: dir.url)
        let doc = try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any]
        let findings = (doc?["catalog_findings"] as? [[String: Any]] ?? []).map { f -> String in
            let location = f["location"] as? [String: Any]
            return "\(location?["file"] as? String ?? ""):\(location?["line"] as? Int ?? 0): \(f["message"] as? String ?? "")"
        }
        return Run(status: r.status, strings: doc?["strings"] as? [[String: Any]] ?? [], stderr: r.stderr, findings: findings)
    }

    /// The quoted value of a `.po` line (`msgstr[3] "…"`), as a second reading of the fixture.
    static func poValue(_ line: Substring) -> String? {
        guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { return nil }
        return String(line[line.index(after: open)..<close])
    }

    /// Odoo's `i18n/ar.po` headers carry `Plural-Forms: \n`; gettext's rule for Arabic names the six
    /// forms, and a repeated msgid (which msgfmt refuses) keeps its first translation.
    func testPOWithEmptyPluralFormsReadsArabicFormsByGettextsRule() throws {
        let dir = TempDir()
        let body = """
            msgid "Invoice"
            msgstr "فاتورة"

            msgid "Customer"
            msgstr "عميل"

            msgid "One record"
            msgid_plural "Several records"
            msgstr[0] "لا سجلات"
            msgstr[1] "سجل واحد"
            msgstr[2] "سجلان"
            msgstr[3] "سجلات"
            msgstr[4] "سجلًا"
            msgstr[5] "سجل"
            """
        let duplicate = """

            msgid "Invoice"
            msgstr "فاتورة ثانية"
            """
        let text = """
            msgid ""
            msgstr ""
            "Project-Id-Version: Odoo Server saas~17.1\\n"
            "Language: ar\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Plural-Forms: \\n"

            """ + body + duplicate + "\n"
        dir.write("addons/sale/i18n/ar.po", text)
        // Where the two definitions of "Invoice" stand, counted from the text written.
        let invoiceLines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { $0.element == "msgid \"Invoice\"" }.map { $0.offset + 1 }
        XCTAssertEqual(invoiceLines.count, 2)
        let run = try check(dir)
        XCTAssertNotEqual(run.status, 2, run.stderr)
        // Second count: every msgstr line of the body with a non-empty value is one string.
        let expected = body.split(separator: "\n").filter { $0.hasPrefix("msgstr") && !(Self.poValue($0) ?? "").isEmpty }.count
        XCTAssertEqual(expected, 8)
        XCTAssertEqual(run.strings.count, expected, run.stderr)
        let pairs = run.pairs
        // Arabic's six categories in gettext's (and CLDR's) order of the formula's indexes.
        let categories = ["zero", "one", "two", "few", "many", "other"]
        let forms = body.split(separator: "\n").filter { $0.hasPrefix("msgstr[") }.compactMap { Self.poValue($0) }
        for (index, category) in categories.enumerated() {
            let pair = pairs["One record[\(category)]"]
            XCTAssertEqual(pair?.1, forms[index], category)
            XCTAssertEqual(pair?.0, category == "one" ? "One record" : "Several records", category)
        }
        XCTAssertEqual(pairs["Invoice"]?.1, "فاتورة")
        XCTAssertEqual(pairs["Invoice"]?.0, "Invoice")
        XCTAssertTrue(run.findings.contains { $0.contains("ar.po:1: Plural-Forms:") && $0.contains("nplurals=6") }, run.stderr)
                XCTAssertTrue(run.findings.contains { $0.hasSuffix("ar.po:\(invoiceLines[1]): 'Invoice' is defined again (first at line \(invoiceLines[0])); msgfmt refuses duplicate message definitions, the first is read") }, run.findings.joined(separator: "\n"))
    }

    /// No Plural-Forms line at all: the same rule, from the path's locale when the header names none.
    func testPOWithoutPluralFormsUsesThePathsLocale() throws {
        let dir = TempDir()
        dir.write("po/ar.po", """
            msgid ""
            msgstr "Content-Type: text/plain; charset=UTF-8\\n"

            msgid "One day"
            msgid_plural "Several days"
            msgstr[0] "لا أيام"
            msgstr[1] "يوم"
            msgstr[2] "يومان"
            msgstr[3] "أيام"
            msgstr[4] "يومًا"
            msgstr[5] "يوم"
            """)
        let run = try check(dir)
        XCTAssertNotEqual(run.status, 2, run.stderr)
        XCTAssertEqual(Set(run.pairs.keys), Set(["zero", "one", "two", "few", "many", "other"].map { "One day[\($0)]" }))
        XCTAssertEqual(run.pairs["One day[few]"]?.1, "أيام")
    }

    /// Magento 2 dictionaries (DevDocs "Translation dictionaries"): no header, the English phrase
    /// in column 1 is key and source, the translation in column 2, optionally the module's type and
    /// name in columns 3–4. No en_US.csv is needed.
    func testMagentoDictionaryPairsEachRowWithItsEnglishPhrase() throws {
        let dir = TempDir()
        // The rows, written down; the CSV text below is made from them (RFC 4180 quoting).
        let rows: [[String]] = [
            ["Add to Cart", "أضف إلى السلة"],
            ["Shipping, handling and taxes", "الشحن والمناولة والضرائب"],
            ["You added %1 to your shopping cart.", "لقد أضفت %1 إلى سلة التسوق.", "module", "Magento_Checkout"],
            ["Say \"hi\"", "قل \"مرحبا\""],
            ["Proceed to Checkout", "", "module", "Magento_Checkout"],
        ]
        func quote(_ field: String) -> String { "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        let csv = rows.map { $0.map(quote).joined(separator: ",") }.joined(separator: "\n") + "\n"
        dir.write("app/code/Vendor/Shipping/i18n/ar_SA.csv", csv)
        dir.write("app/design/frontend/Vendor/theme/i18n/ar_SA.csv", "Search,بحث\n")
        dir.write("app/code/Vendor/Shipping/i18n/de_DE.csv", "Search,Suche\n")
        let run = try check(dir)
        XCTAssertNotEqual(run.status, 2, run.stderr + run.findings.joined(separator: "\n"))
        let translated = rows.filter { !$0[1].isEmpty }
        XCTAssertEqual(run.strings.count, translated.count + 1, run.findings.joined(separator: "\n"))
        let pairs = run.pairs
        for row in translated {
            XCTAssertEqual(pairs[row[0]]?.0, row[0], row[0])
            XCTAssertEqual(pairs[row[0]]?.1, row[1], row[0])
        }
        XCTAssertEqual(pairs["Search"]?.1, "بحث")
        XCTAssertEqual(Set(run.strings.compactMap { $0["format"] as? String }), ["magento-csv"])
        XCTAssertTrue(run.findings.contains { $0.contains("'Proceed to Checkout' is not translated") }, run.findings.joined(separator: "\n"))
        XCTAssertFalse(run.findings.contains { $0.contains("not a catalog") }, run.findings.joined(separator: "\n"))
    }

    /// Frappe apps' `translations/<lang>.csv` (docs.frappe.io/framework/user/en/translations): no header,
    /// `source text, translated text[, context]`, the source being the English as the code writes it.
    /// Frappe Books writes a quote inside a quoted field as `\"` (the PHP `fgetcsv` escape Magento's
    /// dictionaries are read with): the field goes on, the backslash stays in the text.
    func testFrappeTranslationsCSVIsADictionaryAndKeepsBackslashEscapedQuotes() throws {
        let dir = TempDir()
        // Written down as the file has them, without the CSV quoting.
        let rows: [(String, String)] = [
            ("${0} ${1} already exists.", "${0} ${1} موجودة من قبل."),
            ("Cannot delete ${0} \\\"${1}\\\" because of linked entries.", "لا يمكن حذف ${0} \\\"${1}\\\" بسبب إدخالات مرتبطة."),
            ("Save, then close", "احفظ ثم أغلق"),
        ]
        let csv = rows.map { "\"\($0.0)\",\"\($0.1)\"," }.joined(separator: "\r\n") + "\r\n"
        dir.write("books/translations/ar.csv", csv)
        let run = try check(dir)
        XCTAssertNotEqual(run.status, 2, run.stderr + run.findings.joined(separator: "\n"))
        XCTAssertEqual(run.strings.count, rows.count, run.findings.joined(separator: "\n"))
        for (english, arabic) in rows {
            // Placeholders are measured filled with sample values: compared with the placeholders (and
            // their fillings) taken out of both sides, the rest of each text is the row's.
            let s = try XCTUnwrap(run.strings.first { ($0["key"] as? String) == english }, english)
            let values = (s["placeholders"] as? [[String: Any]] ?? []).compactMap { $0["value"] as? String }
            func strip(_ text: String?) -> String? {
                guard var t = text else { return nil }
                for marker in ["${0}", "${1}"] { t = t.replacingOccurrences(of: marker, with: "") }
                for v in values { t = t.replacingOccurrences(of: "$" + v, with: "").replacingOccurrences(of: v, with: "") }
                return t
            }
            XCTAssertEqual(strip((s["source"] as? [String: Any])?["text"] as? String), strip(english), english)
            XCTAssertEqual(strip((s["target"] as? [String: Any])?["text"] as? String), strip(arabic), english)
        }
        // `${0}` is one placeholder, `$` and all: filled, no `$` is left in the measured text.
        for s in run.strings {
            XCTAssertEqual(Set((s["placeholders"] as? [[String: Any]] ?? []).compactMap { $0["placeholder"] as? String }).subtracting(["${0}", "${1}"]), [])
            XCTAssertFalse(((s["target"] as? [String: Any])?["text"] as? String ?? "").contains("$"), "\(s["key"] ?? "")")
        }
        XCTAssertFalse(run.findings.contains { $0.contains("closing quote") || $0.contains("not a catalog") }, run.findings.joined(separator: "\n"))
    }

    /// OpenCart language files (`catalog/language/<code>/<route>.php`, `$_['key'] = 'text';`, the
    /// English at the same path under `en-gb/`; the language's main file is named after its folder):
    /// PHP catalogs in a locale folder beside a source-locale folder of PHP files are read whatever the
    /// parent folder's name; a `.php` under a locale-named folder with no such twin folder stays code.
    func testPHPAssignmentCatalogsInLocaleFoldersPairByTheirSourceTwin() throws {
        let dir = TempDir()
        let en = ["heading_title": "My Account", "text_edit": "Edit your account information"]
        let ar = ["heading_title": "حسابي", "text_edit": "تعديل معلومات حسابك"]
        func php(_ strings: [String: String]) -> String {
            "<?php\n// Heading\n" + strings.sorted { $0.key < $1.key }.map { "$_['\($0.key)'] = '\($0.value)';" }.joined(separator: "\n") + "\n"
        }
        dir.write("upload/catalog/language/en-gb/account/account.php", php(en))
        dir.write("upload/catalog/language/ar/account/account.php", php(ar))
        dir.write("upload/catalog/language/en-gb/en-gb.php", php(["text_home": "Home"]))
        dir.write("upload/catalog/language/ar/ar.php", php(["text_home": "الرئيسية"]))
        dir.write("src/ar/Helper.php", "<?php\nfunction helper() { return 'x'; }\n")
        let run = try check(dir)
        XCTAssertNotEqual(run.status, 2, run.stderr + run.findings.joined(separator: "\n"))
        XCTAssertEqual(run.strings.count, ar.count + 1, run.findings.joined(separator: "\n"))
        for (key, text) in ar {
            XCTAssertEqual(run.pairs[key]?.0, en[key], key)
            XCTAssertEqual(run.pairs[key]?.1, text, key)
        }
        XCTAssertEqual(run.pairs["text_home"]?.0, "Home")
        XCTAssertFalse(run.strings.contains { (($0["location"] as? [String: Any])?["file"] as? String ?? "").contains("Helper.php") })
        // The code file is named as not read (nothing is silent); the catalogs are neither unread nor sourceless.
        XCTAssertFalse(run.findings.contains { $0.contains("no source") || ($0.contains("not read") && !$0.contains("Helper.php")) }, run.findings.joined(separator: "\n"))
    }

    /// CodeIgniter 3 names its language folders by the language's English name
    /// (codeigniter.com/userguide3/libraries/language.html: `application/language/english/`,
    /// `…/arabic/`, files `<name>_lang.php` assigning `$lang['key']`): `arabic` is the target locale,
    /// `english` the source, and the files pair by path.
    func testLanguageFoldersNamedByTheirEnglishNamePair() throws {
        let dir = TempDir()
        dir.write("application/language/english/form_validation_lang.php", "<?php\n$lang['form_validation_required'] = 'The {field} field is required.';\n$lang['hello'] = \"Hello\";\n")
        dir.write("application/language/arabic/form_validation_lang.php", "<?php\n$lang['form_validation_required'] = 'حقل {field} مطلوب.';\n$lang['hello'] = \"مرحبا\";\n")
        dir.write("application/language/german/form_validation_lang.php", "<?php\n$lang['hello'] = \"Hallo\";\n")
        let run = try check(dir)
        XCTAssertNotEqual(run.status, 2, run.stderr + run.findings.joined(separator: "\n"))
        XCTAssertEqual(run.strings.count, 2, run.findings.joined(separator: "\n"))
        XCTAssertEqual(run.pairs["hello"]?.0, "Hello")
        XCTAssertEqual(run.pairs["hello"]?.1, "مرحبا")
        XCTAssertEqual(run.pairs["form_validation_required"]?.0, "The {field} field is required.")
        XCTAssertFalse(run.findings.contains { $0.contains("no source") || $0.contains("not read") }, run.findings.joined(separator: "\n"))
    }

    /// `messages_<lang>.yml` beside the base `messages.yml` (Bukkit/Spigot plugins' resources; the base
    /// file is the default language, as a Java ResourceBundle's base name is): nested keys, plain text
    /// values (a `|` is text), each paired with the base file's value; another locale is skipped.
    func testLocaleSuffixedYAMLPairsWithItsBaseFile() throws {
        let dir = TempDir()
        let en = "prefix: \"&8[&cEP&8] \"\nmessages:\n  reload: \"Configuration reloaded | ok\"\n  no-permission: \"You do not have permission.\"\n"
        let ar = "prefix: \"&8[&cEP&8] \"\nmessages:\n  reload: \"تمت إعادة تحميل الإعدادات | تم\"\n  no-permission: \"ليس لديك صلاحية.\"\n"
        dir.write("src/main/resources/messages.yml", en)
        dir.write("src/main/resources/messages_ar.yml", ar)
        dir.write("src/main/resources/messages_de.yml", "messages:\n  reload: \"Konfiguration neu geladen\"\n")
        dir.write("src/main/resources/plugin.yml", "name: Example\nversion: 1.0\n")
        let run = try check(dir)
        XCTAssertNotEqual(run.status, 2, run.stderr + run.findings.joined(separator: "\n"))
        // Three values in each file, counted from the texts above: prefix, reload, no-permission.
        XCTAssertEqual(run.strings.count, 3, run.findings.joined(separator: "\n"))
        XCTAssertEqual(run.pairs["messages.reload"]?.0, "Configuration reloaded | ok")
        XCTAssertEqual(run.pairs["messages.reload"]?.1, "تمت إعادة تحميل الإعدادات | تم")
        XCTAssertEqual(run.pairs["messages.no-permission"]?.0, "You do not have permission.")
        XCTAssertFalse(run.strings.contains { (($0["location"] as? [String: Any])?["file"] as? String ?? "").contains("messages_de") })
        XCTAssertFalse(run.findings.contains { $0.contains("no source") || $0.contains("not read") }, run.findings.joined(separator: "\n"))
    }

    /// PrestaShop's legacy module translations: `translations/<iso>.php` assigning
    /// `$_MODULE['<{module}prestashop>file_md5'] = '…';`, the md5 being of the English, which is in
    /// the templates: every string is a target without a source, said once for the file.
    func testPrestaShopModuleTranslationsAreTargetsWithoutSource() throws {
        let dir = TempDir()
        let php = """
            <?php

            global $_MODULE;
            $_MODULE = array();
            $_MODULE['<{ps_shoppingcart}prestashop>ps_shoppingcart_2d0f6b8300be19cf35e89e66f0677f95'] = 'أضف إلى السلة';
            $_MODULE['<{ps_shoppingcart}prestashop>modal_a0b5d4b3e5bbd6a2f5e2b8a9e9c1f0e3'] = 'تمت إضافة المنتج إلى سلة التسوق الخاصة بك';
            $_MODULE['<{ps_shoppingcart}prestashop>modal_0eaadb4fcb48a0a0ed7bc9868be9fbaa'] = 'الإجمالي';
            $_MODULE['<{ps_shoppingcart}prestashop>shoppingcart_9b6545e4cea9b4ad4979d41bb9170e2b'] = 'مواصلة التسوق';

            return $_MODULE;

            """
        dir.write("modules/ps_shoppingcart/translations/ar.php", php)
        dir.write("modules/ps_shoppingcart/translations/fr.php", "<?php\nglobal $_MODULE;\n$_MODULE = array();\n$_MODULE['<{ps_shoppingcart}prestashop>x_1'] = 'Panier';\n")
        let run = try check(dir)
        XCTAssertNotEqual(run.status, 2, run.stderr + run.findings.joined(separator: "\n"))
        // Second reading: each `$_MODULE['…'] = '…';` line is one string, its key between the quotes.
        let assignments = php.split(separator: "\n").filter { $0.hasPrefix("$_MODULE['") }
        XCTAssertEqual(assignments.count, 4)
        XCTAssertEqual(run.strings.count, assignments.count, run.findings.joined(separator: "\n"))
        let pairs = run.pairs
        for line in assignments {
            let parts = line.components(separatedBy: "'] = '")
            let key = String(parts[0].dropFirst("$_MODULE['".count))
            XCTAssertNil(pairs[key]?.0, key)
            XCTAssertEqual(pairs[key]?.1, String(parts[1].dropLast(2)), key)
        }
        let said = run.findings.filter { $0.contains("PrestaShop keys are hashes of the English: no source") }
        XCTAssertEqual(said.count, 1, run.findings.joined(separator: "\n"))
        XCTAssertTrue(said[0].contains("translations/ar.php"), said[0])
        // `return $_MODULE;` returns the array read already: nothing to warn about.
        XCTAssertFalse(run.findings.contains { $0.contains("$_MODULE") && !$0.contains("PrestaShop keys") }, run.findings.joined(separator: "\n"))
    }

    /// Nextcloud apps' `l10n/<lang>.json` (Nextcloud developer manual, "Translation"): the keys of
    /// "translations" are the English, a plural's key is `_singular_::_plural_` with one form per
    /// index of "pluralForm"; `l10n/<lang>.js`, the browser's copy, is skipped and named.
    func testNextcloudL10nKeysAreTheEnglishAndPluralsFollowPluralForm() throws {
        let dir = TempDir()
        let json = """
            { "translations": {
                "Files" : "الملفات",
                "Upload" : "رفع",
                "New folder" : "مجلد جديد",
                "_%n file_::_%n files_" : ["لا ملفات","ملف واحد","ملفان","%n ملفات","%n ملفًا","%n ملف"]
            },"pluralForm" :"nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;"
            }
            """
        dir.write("apps/files/l10n/ar.json", json)
        dir.write("apps/files/l10n/ar.js", "OC.L10N.register(\n    \"files\",\n    {\n    \"Files\" : \"الملفات\"\n},\n\"nplurals=6; plural=0;\");\n")
        let run = try check(dir)
        XCTAssertNotEqual(run.status, 2, run.stderr + run.findings.joined(separator: "\n"))
        // Second reading, by Foundation's JSON parser: one string per text, one per plural form.
        let doc = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let translations = doc["translations"] as! [String: Any]
        let expected = translations.values.map { ($0 as? [Any])?.count ?? 1 }.reduce(0, +)
        XCTAssertEqual(expected, 9)
        XCTAssertEqual(run.strings.count, expected, run.findings.joined(separator: "\n"))
        let pairs = run.pairs
        for (key, value) in translations {
            if let text = value as? String {
                XCTAssertEqual(pairs[key]?.0, key)
                XCTAssertEqual(pairs[key]?.1, text)
            }
        }
        let forms = translations["_%n file_::_%n files_"] as! [String]
        for (index, category) in ["zero", "one", "two", "few", "many", "other"].enumerated() {
            let pair = pairs["_%n file_::_%n files_[\(category)]"]
            XCTAssertEqual(pair?.1, forms[index], category)
            XCTAssertEqual(pair?.0, category == "one" ? "%n file" : "%n files", category)
        }
        XCTAssertEqual(Set(run.strings.compactMap { $0["format"] as? String }), ["nextcloud-l10n"])
        XCTAssertFalse(run.findings.contains { $0.contains("no source") }, run.findings.joined(separator: "\n"))
        XCTAssertTrue(run.stderr.contains("1 skipped (compiled copy)"), run.stderr)
    }

    /// A large app's `l10n/ar.json` has its "pluralForm" after more than 64 KiB of translations: it is
    /// still Nextcloud's file (the object opens with "translations").
    func testNextcloudL10nLargerThanALookAheadIsStillRead() throws {
        let dir = TempDir()
        let count = 1_500
        let members = (0..<count).map { #""Setting number \#($0) for the administrator of this instance" : "الإعداد رقم \#($0) لمسؤول هذا الخادم""# }
        let json = "{ \"translations\" : {\n" + members.joined(separator: ",\n") + "\n},\"pluralForm\" :\"nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;\"\n}\n"
        XCTAssertGreaterThan(json.utf8.count, 1 << 16)
        dir.write("apps/settings/l10n/ar.json", json)
        let run = try check(dir)
        XCTAssertNotEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.strings.count, count, run.stderr)
        XCTAssertEqual(run.pairs["Setting number 7 for the administrator of this instance"]?.1, "الإعداد رقم 7 لمسؤول هذا الخادم")
    }

    /// The string leaves of a JSON object by their dotted paths, read by Foundation's parser.
    static func leaves(_ json: String) throws -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ value: Any, _ path: String) {
            if let s = value as? String { out[path] = s }
            if let o = value as? [String: Any] { for (k, v) in o { walk(v, path.isEmpty ? k : path + "." + k) } }
        }
        // Line comments (none inside the fixtures' strings) removed for Foundation's strict parser.
        let strict = json.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
        walk(try JSONSerialization.jsonObject(with: Data(strict.utf8)), "")
        return out
    }

    /// Shopify themes (shopify.dev "Locale files"): `en.default.json` is the storefront's source and
    /// `en.default.schema.json` the theme editor's; `ar.json` pairs with the first, `ar.schema.json`
    /// with the second; nested keys are flattened with "."; `one`/`other` children are plural forms.
    func testShopifyLocalesPairWithTheirDefaultFileSchemaWithSchema() throws {
        let dir = TempDir()
        let enStorefront = #"{"general": {"search": {"title": "Search our store", // a note to translators, "not": "a key"\#n "submit": "Search"}}, "cart": {"items": {"one": "{{ count }} item", "other": "{{ count }} items"}}}"#
        let enSchema = #"{"general": {"search": {"title": "Search settings"}}, "settings_schema": {"colors": {"name": "Colors"}}}"#
        let arStorefront = #"{"general": {"search": {"title": "ابحث في متجرنا", "submit": "بحث"}}, "cart": {"items": {"zero": "لا عناصر", "one": "عنصر واحد", "two": "عنصران", "few": "{{ count }} عناصر", "many": "{{ count }} عنصرًا", "other": "{{ count }} عنصر"}}}"#
        let arSchema = #"{"general": {"search": {"title": "إعدادات البحث"}}, "settings_schema": {"colors": {"name": "الألوان"}}}"#
        // Shopify's language editor writes this header above the default locale's object.
        let header = "/*\n * ------------------------------------------------------------\n * IMPORTANT: The contents of this file are auto-generated.\n * ------------------------------------------------------------\n */\n"
        dir.write("theme/locales/en.default.json", header + enStorefront)
        dir.write("theme/locales/en.default.schema.json", enSchema)
        dir.write("theme/locales/ar.json", arStorefront)
        dir.write("theme/locales/ar.schema.json", arSchema)
        dir.write("theme/locales/fr.json", #"{"general": {"search": {"submit": "Rechercher"}}}"#)
        let run = try check(dir)
        XCTAssertNotEqual(run.status, 2, run.stderr + run.findings.joined(separator: "\n"))
        let arLeaves = try Self.leaves(arStorefront), arSchemaLeaves = try Self.leaves(arSchema)
        let enLeaves = try Self.leaves(enStorefront), enSchemaLeaves = try Self.leaves(enSchema)
        XCTAssertEqual(arLeaves.count + arSchemaLeaves.count, 10)
        XCTAssertEqual(run.strings.count, arLeaves.count + arSchemaLeaves.count, run.findings.joined(separator: "\n"))
        let pairs = run.pairs
        // The two "general.search.title" told apart by the file each is in.
        let schemaTitle = run.strings.first { ($0["key"] as? String) == "general.search.title" && (($0["location"] as? [String: Any])?["file"] as? String ?? "").hasSuffix("ar.schema.json") }
        XCTAssertEqual((schemaTitle?["source"] as? [String: Any])?["text"] as? String, enSchemaLeaves["general.search.title"])
        let storefrontTitle = run.strings.first { ($0["key"] as? String) == "general.search.title" && (($0["location"] as? [String: Any])?["file"] as? String ?? "").hasSuffix("/ar.json") }
        XCTAssertEqual((storefrontTitle?["source"] as? [String: Any])?["text"] as? String, enLeaves["general.search.title"])
        // Its line in en.default.json, the header's lines counted: the object starts after them.
        XCTAssertEqual((storefrontTitle?["source_location"] as? [String: Any])?["line"] as? Int, header.split(separator: "\n").count + 1)
        XCTAssertEqual(pairs["general.search.submit"]?.0, enLeaves["general.search.submit"])
        XCTAssertEqual(pairs["settings_schema.colors.name"]?.0, enSchemaLeaves["settings_schema.colors.name"])
        for category in ["zero", "one", "two", "few", "many", "other"] {
            XCTAssertEqual(pairs["cart.items[\(category)]"]?.1, arLeaves["cart.items.\(category)"], category)
            XCTAssertEqual(pairs["cart.items[\(category)]"]?.0, enLeaves["cart.items.\(category == "one" ? "one" : "other")"], category)
        }
        XCTAssertEqual(Set(run.strings.compactMap { $0["format"] as? String }), ["shopify-locale"])
        XCTAssertFalse(run.findings.contains { $0.contains("no source") }, run.findings.joined(separator: "\n"))
    }

    /// YouCan themes (developer.youcan.shop/themes/locales/schema-locale-files, "Default Locale File")
    /// name the default schema file `<locale>.schema.default.json`, the markers in the other order than
    /// Shopify's: `ar.schema.json` pairs with it, `ar.json` with `en.default.json`.
    func testYouCanDefaultSchemaFileIsTheSchemaSource() throws {
        let dir = TempDir()
        let enSchema = #"{"common": {"colors": {"text_color": "Text color", "background_color": "Background color"}}}"#
        let arSchema = #"{"common": {"colors": {"text_color": "لون النص", "background_color": "لون الخلفية"}}}"#
        dir.write("theme/locales/en.default.json", #"{"cart": {"title": "Your cart"}}"#)
        dir.write("theme/locales/en.schema.default.json", enSchema)
        dir.write("theme/locales/ar.json", #"{"cart": {"title": "سلة التسوق"}}"#)
        dir.write("theme/locales/ar.schema.json", arSchema)
        let run = try check(dir)
        XCTAssertNotEqual(run.status, 2, run.stderr + run.findings.joined(separator: "\n"))
        let arLeaves = try Self.leaves(arSchema), enLeaves = try Self.leaves(enSchema)
        XCTAssertEqual(run.strings.count, arLeaves.count + 1, run.findings.joined(separator: "\n"))
        for (key, text) in enLeaves { XCTAssertEqual(run.pairs[key]?.0, text, key) }
        XCTAssertEqual(run.pairs["cart.title"]?.0, "Your cart")
        XCTAssertFalse(run.findings.contains { $0.contains("no source") }, run.findings.joined(separator: "\n"))
    }
}
