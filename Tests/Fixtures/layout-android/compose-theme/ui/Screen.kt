package org.example.ui

import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.ui.Modifier
import androidx.compose.runtime.Composable
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.sp

@Composable
fun ThemedScreen() {
    // titleLarge from AppTypography: 26sp / 32sp.
    Text(stringResource(R.string.title), style = MaterialTheme.typography.titleLarge)
    // bodySmall is not given in AppTypography: the material3 token, 12sp / 16sp.
    Text(stringResource(R.string.small), style = MaterialTheme.typography.bodySmall)
    // No style: LocalTextStyle is the app typography's bodyLarge, not given: the token, 16sp / 24sp.
    Text(stringResource(R.string.plain))
    // The design system's body: both brands say 18sp / 24sp.
    Text(stringResource(R.string.body), style = Brand.typography.body)
    // The caption differs between the brands (12 and 14): unknown.
    Text(stringResource(R.string.caption), style = Brand.typography.caption)
    // .copy on the design system's style: 20sp, line height still 24sp.
    Text(stringResource(R.string.bigger), style = Brand.typography.body.copy(fontSize = 20.sp))
}

@Composable
fun SpacedScreen() {
    Scaffold { padding ->
        // Brand.spacings.double is brandSpacings' 16.dp: the text gets profile − 2 × 16.
        Text(stringResource(R.string.spaced), modifier = Modifier.padding(horizontal = Brand.spacings.double))
    }
}
