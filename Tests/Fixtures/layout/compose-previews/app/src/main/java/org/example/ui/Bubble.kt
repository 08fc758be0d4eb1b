package org.example.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.runtime.Composable

// Mine on the right whatever the direction: Arabic readers expect their own messages at the end, on the left.
@Composable
fun Bubble(isMine: Boolean) {
    Row(horizontalArrangement = if (isMine) Arrangement.Absolute.Right else Arrangement.Absolute.Left) {}
}
