import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';
import 'package:widgets_app/widgets.dart';

// A widget test's harness: not where the app lays Section out.
Widget harness(BuildContext context) {
  return Scaffold(body: Section(header: Text(AppLocalizations.of(context)!.testTitle, maxLines: 1)));
}
