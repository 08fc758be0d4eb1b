package org.example.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.runtime.Composable
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.unit.LayoutDirection

// The side of each action is picked from the layout direction here; the icon then hugs the physical
// edge it is revealed from.
@Composable
fun SwipeBox(start: Action, end: Action) {
    val isRtl = LocalLayoutDirection.current == LayoutDirection.Rtl
    ActionIcon(onRightSide = !isRtl)
}

@Composable
fun ActionIcon(onRightSide: Boolean) {
    Row(horizontalArrangement = if (onRightSide) Arrangement.Absolute.Left else Arrangement.Absolute.Right) {}
}
