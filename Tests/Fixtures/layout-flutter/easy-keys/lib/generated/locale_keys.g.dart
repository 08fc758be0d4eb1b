// DO NOT EDIT. This is code generated via package:easy_localization/generate.dart

abstract class LocaleKeys {
  static const books_finished = 'books_finished';
  static const delete_book = 'delete_book';
}
