package org.example.ui

import androidx.compose.material3.Icon
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.LayoutDirection

// A kaomoji, a page icon and the app's gauge kept left to right on purpose: no translated text is
// laid out inside (the icon's description is spoken, the gauge shows none).
@Composable
fun Face(face: String) {
    CompositionLocalProvider(LocalLayoutDirection provides LayoutDirection.Ltr) {
        Text(text = face)
        Icon(Icons.Outlined.SkipNext, contentDescription = stringResource(R.string.next_page))
        Gauge()
    }
}

@Composable
fun Gauge() {
    Box(Modifier.width(120.dp)) {}
}

// The app's Banner (a translated title) forced left to right.
@Composable
fun Heading() {
    CompositionLocalProvider(LocalLayoutDirection provides LayoutDirection.Ltr) {
        Banner()
    }
}
