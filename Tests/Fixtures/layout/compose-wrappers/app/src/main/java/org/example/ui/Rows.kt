package org.example.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

// A slot of unread width before or after a text in a Row, and a padding that is not a literal.
@Composable
fun RowsScreen(badge: @Composable () -> Unit, gap: Dp) {
    Scaffold { inner ->
        Column(modifier = Modifier.padding(horizontal = 16.dp)) {
            Row {
                Text(stringResource(R.string.first_in_row), maxLines = 1)
                badge()
            }
            Row {
                badge()
                Text(stringResource(R.string.after_badge), maxLines = 1)
            }
            Text(stringResource(R.string.padded_unread), maxLines = 1, modifier = Modifier.padding(horizontal = gap))
        }
    }
}
