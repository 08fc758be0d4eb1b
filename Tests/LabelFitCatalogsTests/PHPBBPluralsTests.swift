import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// phpBB plural arrays pair form by form through the number each form is shown for. The forms below
/// are read off the comments of phpbb/language/language.php `get_plural_form` (rule 12, Arabic:
/// "1 - 1; 2 - 2; 3 - ends in 03-10; 4 - ends in 11-99; 5 - everything else: 100, 101, 102, 200…;
/// 6 - 0"; rule 1, English: "1 - 1; 2 - everything else").
final class PHPBBPluralsTests: XCTestCase {
    func testFormsOfTheArabicAndEnglishRules() {
        XCTAssertEqual([1, 2, 3, 10, 103, 11, 99, 111, 100, 102, 200, 0].map { PHPBBPlurals.form($0, rule: 12) }, [1, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6])
        XCTAssertEqual([0, 1, 2, 21].map { PHPBBPlurals.form($0, rule: 1) }, [2, 1, 2, 2])
        // The smallest number of each Arabic form: 1, 2, 3, 11, 100, 0; key 0 is 0.
        XCTAssertEqual([0, 1, 2, 3, 4, 5, 6].map { PHPBBPlurals.sample(form: $0, rule: 12) }, [0, 1, 2, 3, 11, 100, 0])
        XCTAssertNil(PHPBBPlurals.form(1, rule: 16))
    }

    /// `language/ar/common.php` states rule 12; its forms 3–5 (3, 11, 100) are English form 2,
    /// key 0 English key 0; a pack that states no rule keeps its keys as they are.
    func testArabicFormsPairWithTheEnglishFormOfTheirNumber() throws {
        let dir = TempDir()
        dir.write("language/en/common.php", "<?php\n$lang = array_merge($lang, array(\n'NUM' => array(0 => 'No posts', 1 => '%d post', 2 => '%d posts'),\n));\n")
        dir.write("language/ar/common.php", "<?php\n$lang = array_merge($lang, array(\n'PLURAL_RULE' => 12,\n'NUM' => array(0 => 'لا مشاركات', 1 => 'مشاركة', 2 => 'مشاركتان', 3 => '%d مشاركات', 4 => '%d مشاركة', 5 => '%d مشاركة'),\n));\n")
        let r = try dir.readCatalogs()
        let source = Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, $0.source ?? "-") })
        XCTAssertEqual(source, ["NUM.0": "No posts", "NUM.1": "%d post", "NUM.2": "%d posts", "NUM.3": "%d posts", "NUM.4": "%d posts", "NUM.5": "%d posts"])
        let unstated = TempDir()
        unstated.write("language/en/x.php", "<?php\n$lang = array_merge($lang, array('NUM' => array(1 => 'post', 2 => 'posts')));\n")
        unstated.write("language/ar/x.php", "<?php\n$lang = array_merge($lang, array('NUM' => array(1 => 'مشاركة', 3 => 'مشاركات')));\n")
        XCTAssertNil(try unstated.readCatalogs().entries.first { $0.key == "NUM.3" }?.source)
    }

    /// An `array_merge` argument PHP computes (`$extra['x']`, a call) is skipped with a warning; the
    /// literal arrays beside it are still read (it made the whole file an input error).
    func testAComputedArrayMergeArgumentIsSkippedNotFatal() throws {
        let dir = TempDir()
        dir.write("language/en/common.php", "<?php\n$lang = array_merge($lang, $extra['x'], more(), array('SAVE' => 'Save'));\n")
        dir.write("language/ar/common.php", "<?php\n$lang = array_merge($lang, $extra['x'], more(), array('SAVE' => 'حفظ'));\n")
        let r = try dir.readCatalogs()
        XCTAssertEqual(r.entries.map(\.key), ["SAVE"])
        XCTAssertEqual(r.entries.first?.source, "Save")
        // Two computed arguments in each of the two files, each named.
        XCTAssertEqual(r.diagnostics.filter { $0.message.contains("array_merge argument PHP computes") }.count, 4)
        XCTAssertFalse(r.diagnostics.contains { $0.severity == .error }, "\(r.diagnostics)")
    }
}
