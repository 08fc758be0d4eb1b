package org.example.ui

import androidx.compose.material3.AlertDialog
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.res.stringResource

// The app's dialog passes its title slot on to Material's AlertDialog by name.
@Composable
fun AppDialog(title: @Composable (() -> Unit)? = null, onDismiss: () -> Unit = {}) {
    AlertDialog(onDismissRequest = onDismiss, title = title, confirmButton = {})
}

@Composable
fun ConfirmDelete() {
    Scaffold { inner ->
        AppDialog(title = { Text(stringResource(R.string.delete_title), maxLines = 1, style = MaterialTheme.typography.titleLarge) })
    }
}
