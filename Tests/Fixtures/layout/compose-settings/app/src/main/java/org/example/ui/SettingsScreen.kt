package org.example.ui

// A hand-written settings screen in the shape real Compose apps use (Seal's PreferenceItems.kt,
// Element X's list items): strings reach Text through the app's own composables, with styles,
// defaults, a Row of an icon and a weighted column, and slot lambdas.

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.material3.Text as Material3Text
import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

val RowTitle = TextStyle(fontSize = 18.sp, lineHeight = 24.sp)

@Composable
fun SettingsScreen() {
    Scaffold { padding ->
        LazyColumn(modifier = Modifier.fillMaxWidth().padding(padding)) {
            item {
                SwitchRow(title = stringResource(R.string.sync_over_wifi), checked = true)
            }
            item {
                SwitchRow(stringResource(id = R.string.keep_screen_on), false, horizontal = 24)
            }
            item {
                val caption = stringResource(R.string.storage_caption)
                Text(caption, style = MaterialTheme.typography.bodySmall.copy(lineHeight = 18.sp), maxLines = 2)
            }
            item {
                /* A block comment /* nested */ with Text(stringResource(R.string.not_shown)) in it. */
                Text(text = "literal ${stringResource(R.string.in_template)} text", maxLines = 1)
            }
        }
    }
}

@Composable
fun SwitchRow(
    title: String,
    checked: Boolean,
    horizontal: Int = 16,
    maxLines: Int = 1,
) {
    Row(modifier = Modifier.fillMaxWidth().padding(horizontal.dp, 12.dp)) {
        Icon(contentDescription = null, modifier = Modifier.padding(end = 16.dp))
        Column(modifier = Modifier.weight(1f).padding(end = 8.dp)) {
            Text(text = title, maxLines = maxLines, overflow = TextOverflow.Ellipsis, style = RowTitle)
        }
        Switch(checked = checked, onCheckedChange = null)
    }
}

@Composable
fun ConfirmDialog() {
    AlertDialog(
        title = { Text(stringResource(R.string.confirm_title), maxLines = 1) },
        onDismissRequest = {},
    )
}

@Composable
fun FixedChip() {
    Row(Modifier.width(120.dp).padding(horizontal = 8.dp)) {
        Spacer(Modifier.width(4.dp))
        Text(stringResource(R.string.chip_label), fontSize = 12.sp, softWrap = false, modifier = Modifier.weight(1f))
    }
}

// A design system's text: androidx Text under another name (Thunderbird's TextBodyMedium.kt).
@Composable
fun TextLabel(text: String, maxLines: Int = 1) {
    Material3Text(text = text, maxLines = maxLines, overflow = TextOverflow.Ellipsis, fontSize = 14.sp)
}

@Composable
fun Badge() {
    Box(modifier = Modifier.width(64.dp)) { TextLabel(stringResource(R.string.badge_label)) }
}

@Composable
fun AvatarRow() {
    Row(Modifier.width(200.dp)) {
        Icon(contentDescription = null, modifier = Modifier.padding(horizontal = 8.dp).size(40.dp))
        Icon(contentDescription = null, modifier = Modifier.size(40.dp).padding(horizontal = 8.dp))
        Text(stringResource(R.string.avatar_name), maxLines = 1, modifier = Modifier.weight(1f))
    }
}
