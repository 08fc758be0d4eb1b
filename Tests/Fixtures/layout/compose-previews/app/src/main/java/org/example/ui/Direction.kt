package org.example.ui

import androidx.compose.material3.Icon
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.LayoutDirection

// A kaomoji and a page icon kept left to right on purpose: no translated text is laid out inside
// (the icon's description is spoken).
@Composable
fun Face(face: String) {
    CompositionLocalProvider(LocalLayoutDirection provides LayoutDirection.Ltr) {
        Text(text = face)
        Icon(Icons.Outlined.SkipNext, contentDescription = stringResource(R.string.next_page))
    }
}

// The app's Banner (a translated title) forced left to right.
@Composable
fun Heading() {
    CompositionLocalProvider(LocalLayoutDirection provides LayoutDirection.Ltr) {
        Banner()
    }
}
