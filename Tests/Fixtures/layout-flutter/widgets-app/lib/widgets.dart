import 'package:flutter/material.dart';

// The app's own widgets that the screen in screen.dart calls (FlutterWidgetFollowingTests).

class Styles {
  static const sectionPadding = EdgeInsets.all(8.0);
  static const heading = TextStyle(fontSize: 20, fontWeight: FontWeight.bold);
}

const kLabelLines = 2;

/// A StatelessWidget whose String parameter a Text in a ListTile shows; `leading` is passed on.
class LabelTile extends StatelessWidget {
  const LabelTile({required this.title, this.leading, this.subtitle, super.key});

  final String title;
  final Widget? leading;
  final Widget? subtitle;

  @override
  Widget build(BuildContext context) {
    return ListTile(
      leading: leading,
      title: Text(title, maxLines: 1, overflow: TextOverflow.ellipsis),
    );
  }
}

/// A StatefulWidget: its State reads the widget's fields as `widget.label`.
class SaveButton extends StatefulWidget {
  const SaveButton(this.label, {super.key});

  final String label;

  @override
  State<SaveButton> createState() => _SaveButtonState();
}

class _SaveButtonState extends State<SaveButton> {
  @override
  Widget build(BuildContext context) {
    return Padding(
      padding: const EdgeInsets.symmetric(horizontal: 12),
      child: Text(widget.label, maxLines: 1, overflow: TextOverflow.ellipsis),
    );
  }
}

/// A Widget parameter placed under a constant padding.
class Section extends StatelessWidget {
  const Section({required this.header, super.key});

  final Widget header;

  @override
  Widget build(BuildContext context) => Padding(padding: Styles.sectionPadding, child: header);
}

/// A builder parameter the build calls.
class ActionLabel extends StatelessWidget {
  const ActionLabel({required this.makeLabel, super.key});

  final Widget Function(BuildContext) makeLabel;

  @override
  Widget build(BuildContext context) {
    return SizedBox(width: 120, child: makeLabel(context));
  }
}

/// An app bar wrapper: `leading` is passed on, so a caller that passes none leaves AppBar's own default.
class PlainAppBar extends StatelessWidget {
  const PlainAppBar({this.title, this.leading, this.imply = true, super.key});

  final Widget? title;
  final Widget? leading;
  final bool imply;

  @override
  Widget build(BuildContext context) {
    return AppBar(title: title, leading: leading, automaticallyImplyLeading: false);
  }
}

class ImpliedAppBar extends StatelessWidget {
  const ImpliedAppBar({required this.title, super.key});

  final Widget title;

  @override
  Widget build(BuildContext context) => AppBar(title: title);
}

/// DefaultTextStyle.merge gives the Text below it maxLines and overflow.
class MergedTitle extends StatelessWidget {
  const MergedTitle({required this.child, super.key});

  final Widget child;

  @override
  Widget build(BuildContext context) {
    return DefaultTextStyle.merge(maxLines: kLabelLines, overflow: TextOverflow.ellipsis, child: child);
  }
}

/// A widget that builds itself: followed once, never again inside itself.
class Nested extends StatelessWidget {
  const Nested({required this.child, this.depth = 0, super.key});

  final Widget child;
  final int depth;

  @override
  Widget build(BuildContext context) {
    return depth > 3 ? child : Nested(depth: depth + 1, child: SizedBox(width: 90, child: child));
  }
}

/// A parameter with a default the caller does not pass: the default applies.
class PaddedList extends StatelessWidget {
  const PaddedList({required this.children, this.padding = const EdgeInsets.symmetric(horizontal: 20.0), super.key});

  final List<Widget> children;
  final EdgeInsetsGeometry padding;

  @override
  Widget build(BuildContext context) => ListView(padding: padding, children: children);
}
