package org.example.ui

import androidx.compose.foundation.text.TextAutoSize
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.sp

// A hand-written auto-size text: the size shrinks at run time until the text fits.
@Composable
fun ShrinkingTitle(text: String) {
    var size by remember { mutableStateOf(22.sp) }
    Text(text = text, fontSize = size, maxLines = 1, onTextLayout = { if (it.hasVisualOverflow) size = size * 0.9f })
}

@Composable
fun Headers() {
    Scaffold { inner ->
        Column {
            ShrinkingTitle(stringResource(R.string.shrinking_title))
            Text(stringResource(R.string.auto_sized), maxLines = 1, autoSize = TextAutoSize.StepBased())
            Text(stringResource(R.string.not_auto_sized), maxLines = 1, autoSize = null, fontSize = TextUnit.Unspecified)
        }
    }
}
