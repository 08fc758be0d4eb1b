import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';

// Fixture for WidthRangeTests: app bar titles whose width is a point or a range.
class Bars extends StatelessWidget {
  const Bars({super.key});

  @override
  Widget build(BuildContext context) {
    final l10n = AppLocalizations.of(context)!;
    return Column(children: [
      AppBar(automaticallyImplyLeading: false, title: Text(l10n.backupsTitle)),
      AppBar(title: Text(l10n.backupsTitle)),
      AppBar(title: Text(l10n.accountTitle)),
      AppBar(leading: const BackButton(), title: Text(l10n.backupsTitle)),
      AppBar(title: Text(l10n.accountTitle), actions: [IconButton(icon: const Icon(Icons.search), onPressed: () {})]),
    ]);
  }
}
