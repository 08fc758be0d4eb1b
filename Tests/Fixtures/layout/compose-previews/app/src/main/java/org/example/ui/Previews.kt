package org.example.ui

import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.LayoutDirection

// A multipreview annotation: every function it marks is a preview.
@Preview(name = "Day")
@Preview(name = "Night", uiMode = 0x20)
annotation class PreviewsDayNight

@Immutable
data class Sample(val title: String)

@PreviewsDayNight
@Composable
fun BannerLtrPreview() {
    CompositionLocalProvider(LocalLayoutDirection provides LayoutDirection.Ltr) {
        Text(stringResource(R.string.preview_only), maxLines = 1)
    }
}

@Composable
fun Banner() {
    Text(stringResource(R.string.banner_title), maxLines = 1)
}
