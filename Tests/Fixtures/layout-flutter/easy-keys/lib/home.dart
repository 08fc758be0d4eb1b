import 'package:easy_localization/easy_localization.dart';
import 'package:flutter/material.dart';

import 'generated/locale_keys.g.dart';

class Home extends StatelessWidget {
  const Home({super.key});

  @override
  Widget build(BuildContext context) {
    return Column(children: [
      SizedBox(width: 100, child: Text(LocaleKeys.books_finished.tr(), maxLines: 1, overflow: TextOverflow.ellipsis)),
      SizedBox(width: 100, child: Text(tr(LocaleKeys.delete_book), maxLines: 1, overflow: TextOverflow.ellipsis)),
    ]);
  }
}
