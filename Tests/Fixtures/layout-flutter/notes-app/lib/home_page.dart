import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';

// Fixture for FlutterTextReaderTests: each case's expected class is worked by hand in the test.
class HomePage extends StatelessWidget {
  const HomePage({super.key});

  @override
  Widget build(BuildContext context) {
    final l10n = AppLocalizations.of(context)!;
    return Scaffold(
      appBar: AppBar(
        title: Text(AppLocalizations.of(context)!.appTitle),
        bottom: TabBar(tabs: [
          Tab(text: l10n.tabAll),
          Tab(text: l10n.tabShared),
        ]),
      ),
      body: Padding(
        padding: const EdgeInsets.all(16),
        child: Column(
          children: [
            Text(l10n.shortLabel, maxLines: 1, overflow: TextOverflow.ellipsis),
            SizedBox(
              width: 100,
              child: Text(l10n.boxLabel, maxLines: 1, overflow: TextOverflow.ellipsis),
            ),
            Row(children: [
              const Icon(Icons.alarm),
              Text(l10n.rowLabel, softWrap: false),
            ]),
            SizedBox(width: 100, child: AutoSizeText(l10n.shrinking, maxLines: 1)),
            Text(l10n.wrapsLabel, style: Theme.of(context).textTheme.bodyLarge),
            Padding(
              padding: const EdgeInsets.only(left: 24),
              child: Text(l10n.paddedLabel, textAlign: TextAlign.left),
            ),
            Padding(padding: const EdgeInsets.symmetric(horizontal: 8), child: Text(l10n.paddedLabel)),
            Padding(padding: const EdgeInsets.only(left: 8, right: 8), child: Text(l10n.paddedLabel)),
            Align(alignment: Alignment.centerLeft, child: Text(l10n.alignedLabel)),
            ListTile(title: Text(l10n.tileTitle)),
            Image.asset('assets/icons/arrow_back.png'),
            Image.asset('assets/icons/arrow_forward.png', matchTextDirection: true),
            Text('literal text'),
          ],
        ),
      ),
    );
  }
}
