package org.example.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.absolutePadding
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.automirrored.filled.ArrowBack
import androidx.compose.material.icons.filled.ArrowForward
import androidx.compose.material.icons.filled.Delete
import androidx.compose.material3.Icon
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp

@Composable
fun Toolbar() {
    Row(horizontalArrangement = Arrangement.Absolute.Left) {                       // line 23: physical-arrangement
        Icon(Icons.Filled.ArrowForward, contentDescription = null)                  // line 24: not mirrored
        Icon(Icons.AutoMirrored.Filled.ArrowBack, contentDescription = null)        // mirrored: silent
        Icon(Icons.Filled.Delete, contentDescription = null)                        // not directional: silent
        Text(stringResource(R.string.title), textAlign = TextAlign.Left)            // line 27: physical-text-align
        Text("debug build", textAlign = TextAlign.Right)                            // not a catalog string: silent
        Text(stringResource(R.string.subtitle), textAlign = TextAlign.Start)        // logical: silent
        Text(stringResource(R.string.a), modifier = Modifier.absolutePadding(left = 8.dp, right = 16.dp))  // line 30
        Text(stringResource(R.string.b), modifier = Modifier.absolutePadding(left = 8.dp, right = 8.dp))   // symmetric: silent
    }
}

@Composable
fun ForcedLtr() {
    CompositionLocalProvider(LocalLayoutDirection provides LayoutDirection.Ltr) {  // line 37: forced-ltr
        Text(stringResource(R.string.c))
    }
}

@Composable
fun MirrorsByHand() {
    val rtl = LocalLayoutDirection.current == LayoutDirection.Rtl
    Icon(Icons.Filled.ArrowForward, contentDescription = null)                      // mirrored by hand: silent
}
