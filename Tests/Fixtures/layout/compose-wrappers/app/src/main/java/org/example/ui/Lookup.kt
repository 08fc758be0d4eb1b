package org.example.ui

import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.platform.LocalContext

// The app's own lookup: it hands its id to Android's getString and fills `{name}` arguments itself.
@Composable
fun appString(@StringRes id: Int, vararg args: Pair<String, Any>): String {
    val text = LocalContext.current.resources.getString(id)
    return fill(text, args)
}

@Composable
fun WrappedTitles() {
    Text(appString(R.string.wrapped_title), maxLines = 1)
    // With arguments it fills placeholders at run time: not read, as stringResource(id, n) is not.
    Text(appString(R.string.wrapped_formatted, "count" to 3), maxLines = 1)
}
