package org.example.ui

import androidx.compose.animation.SharedTransitionLayout
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.ProvideTextStyle
import androidx.compose.material3.Scaffold
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import androidx.navigation3.runtime.NavEntry
import androidx.navigation3.ui.NavDisplay

@Composable
fun App(backStack: List<Any>) {
    MaterialTheme {
        SharedTransitionLayout {
            NavDisplay(
                backStack = backStack,
                entryProvider = { key ->
                    NavEntry(key) {
                        SettingsScreen()
                    }
                },
            )
        }
    }
}

@Composable
fun SettingsScreen() {
    Scaffold(
        content = { inner ->
            Column(
                modifier = Modifier
                    .padding(paddingValues = inner)
                    .padding(start = inner.calculateStartPadding(layoutDirection), end = inner.calculateEndPadding(layoutDirection))
                    .padding(horizontal = 16.dp),
            ) {
                Text(text = stringResource(AppStrings.sync_title), maxLines = 1, overflow = TextOverflow.Ellipsis)
                ProvideTextStyle(MaterialTheme.typography.titleLarge) {
                    Text(text = stringResource(id = org.example.ui.R.string.section_title), maxLines = 1)
                }
                Button(onClick = {}) {
                    Icon(Icons.AutoMirrored.Filled.Send, contentDescription = null)
                    Text(stringResource(R.string.send_now), maxLines = 1)
                }
                TextButton(onClick = {}, contentPadding = PaddingValues(horizontal = 8.dp)) {
                    Text(stringResource(R.string.skip), maxLines = 1)
                }
                Text(stringResource(MR.strings.action_retry))
                Row {
                    if (showStar) {
                        Icon(Icons.Filled.Star, contentDescription = null)
                    } else {
                        Checkbox(checked = false, onCheckedChange = null)
                    }
                    Text(stringResource(R.string.starred), maxLines = 1, modifier = Modifier.weight(1f))
                }
                Row {
                    if (wideWindow) {
                        NavigationRail { }
                    }
                    Text(stringResource(R.string.rail_content), maxLines = 1, modifier = Modifier.weight(1f))
                }
            }
        },
    )
}
