import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';

import 'widgets.dart';

class SettingsScreen extends StatelessWidget {
  const SettingsScreen({super.key});

  @override
  Widget build(BuildContext context) {
    final l10n = AppLocalizations.of(context)!;
    return Scaffold(
      appBar: PlainAppBar(title: Text(l10n.barTitle)),
      body: Column(
        children: [
          LabelTile(title: l10n.tileTitle),
          LabelTile(title: l10n.iconTileTitle, leading: const Icon(Icons.notifications)),
          SizedBox(width: 200, child: SaveButton(l10n.stateLabel)),
          Section(header: Text(l10n.sectionHeader, maxLines: 1)),
          ActionLabel(makeLabel: (context) => Text(l10n.builderLabel, maxLines: 1)),
          Row(children: [
            Expanded(child: Text(l10n.halfLabel, maxLines: 1)),
            Expanded(child: Text(l10n.halfLabel, maxLines: 1)),
          ]),
          Row(children: [
            const Icon(Icons.star),
            Expanded(child: Text(l10n.besideIconLabel, maxLines: 1)),
          ]),
          FilledButton.tonal(onPressed: null, child: Text(l10n.tonalLabel)),
          MergedTitle(child: Text(l10n.mergedLabel)),
          LabelTile(title: l10n.tileTitle, subtitle: Text(l10n.unshownLabel)),
          Nested(child: Text(l10n.recursiveLabel, maxLines: 1)),
        ],
      ),
    );
  }
}

class BackScreen extends StatelessWidget {
  const BackScreen({super.key});

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: PlainAppBar(title: Text(AppLocalizations.of(context)!.backBarTitle), leading: const BackButton()),
    );
  }
}

class ImpliedScreen extends StatelessWidget {
  const ImpliedScreen({super.key});

  @override
  Widget build(BuildContext context) {
    return Scaffold(appBar: ImpliedAppBar(title: Text(AppLocalizations.of(context)!.impliedBarTitle)));
  }
}

class LocalScreen extends StatelessWidget {
  const LocalScreen({super.key});

  @override
  Widget build(BuildContext context) {
    final l10n = AppLocalizations.of(context)!;
    final tile = LabelTile(title: l10n.localTitle);
    final heading = l10n.localHeading;
    return Scaffold(
      body: SizedBox(
        width: 150,
        child: Column(children: [tile, Text(heading, maxLines: 1)]),
      ),
    );
  }
}

class DefaultsScreen extends StatelessWidget {
  const DefaultsScreen({super.key});

  @override
  Widget build(BuildContext context) {
    final l10n = AppLocalizations.of(context)!;
    return Scaffold(
      body: PaddedList(children: [
        Text(l10n.defaultPadTitle, maxLines: 1),
        TextButton(
          onPressed: () => showModalBottomSheet<void>(
            context: context,
            builder: (context) => ListTile(title: Text(l10n.sheetTitle)),
          ),
          child: const Icon(Icons.more_horiz),
        ),
      ]),
    );
  }
}

class StyledScreen extends StatelessWidget {
  const StyledScreen({super.key});

  @override
  Widget build(BuildContext context) {
    return Scaffold(body: Text(AppLocalizations.of(context)!.styledTitle, style: Styles.heading));
  }
}

class OverflowScreen extends StatelessWidget {
  const OverflowScreen({super.key});

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      body: Row(children: [
        Text(AppLocalizations.of(context)!.rowOverflow, maxLines: 2, overflow: TextOverflow.ellipsis),
      ]),
    );
  }
}
