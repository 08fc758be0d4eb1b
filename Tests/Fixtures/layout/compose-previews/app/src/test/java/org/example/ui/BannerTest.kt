package org.example.ui

import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.res.stringResource

@Composable
fun BannerUnderTest() {
    Text(stringResource(R.string.test_only), maxLines = 1)
}
