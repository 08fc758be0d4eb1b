package org.example

// Compose cases for LayoutFixtureTests on 360dp at font scale 1.0 (hb-shape at 16px:
// "Add to Home Screen" 144, «إضافة إلى الشاشة الرئيسية» 152; "Show notifications" 132, «إظهار الإشعارات» 91).
@Composable
fun Greeting() {
    // arabic-only-cut: 148.dp, one line, 16sp.
    Text(
        text = stringResource(id = R.string.add_home),
        modifier = Modifier.width(148.dp),
        maxLines = 1,
        overflow = TextOverflow.Ellipsis,
        fontSize = 16.sp,
    )
    // The width comes from the parent: unknown (titleLarge is 22sp).
    Text(stringResource(R.string.delete), style = MaterialTheme.typography.titleLarge, maxLines = 1)
    // english-only-cut: softWrap = false is one line; the default style (bodyLarge) is 16sp; 132 > 120, 91 ≤ 120.
    Text(text = stringResource(R.string.show_notifs), modifier = Modifier.width(120.dp), softWrap = false)
    // A formatted string is not read (its arguments are runtime values).
    Text(stringResource(R.string.add_home, count), modifier = Modifier.width(10.dp), maxLines = 1)
}
