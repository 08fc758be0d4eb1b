package org.example.ui

import androidx.compose.material3.CompositionLocalProvider
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.text.style.TextOverflow

// The app's bar takes its title as a String and lays it out in material3's TopAppBar title slot,
// through a direction wrapper that passes its content lambda on by name (as reader apps do for
// mixed-direction titles).
@Composable
fun AppBar(title: String, navigationIcon: @Composable () -> Unit = {}, actions: @Composable () -> Unit = {}) {
    TopAppBar(
        title = {
            WithDirection(paragraph = title) {
                Text(title, maxLines = 1, overflow = TextOverflow.Ellipsis)
            }
        },
        navigationIcon = navigationIcon,
        actions = actions,
    )
}

@Composable
fun WithDirection(paragraph: String, content: @Composable () -> Unit) {
    Ltr(content)
}

@Composable
fun Ltr(content: @Composable () -> Unit) {
    CompositionLocalProvider(LocalLayoutDirection provides LayoutDirection.Ltr) {
        content()
    }
}

@Composable
fun BackScreen(onBack: () -> Unit) {
    Scaffold(
        topBar = {
            AppBar(
                title = stringResource(R.string.bar_title),
                navigationIcon = { IconButton(onClick = onBack) { Icon(Icons.Default.ArrowBack, null) } },
                actions = { IconButton(onClick = {}) { Icon(Icons.Default.Search, null) } },
            )
        },
    ) { inner -> }
}

@Composable
fun MenuScreen() {
    Scaffold(
        topBar = {
            TopAppBar(
                title = { Text(stringResource(R.string.bar_with_menu), maxLines = 1) },
                actions = { OverflowMenu() },
            )
        },
    ) { inner -> }
}

// The app's own menu button: its width is not read (an app composable beside the title).
@Composable
fun OverflowMenu() {
    IconButton(onClick = {}) { Icon(Icons.Default.MoreVert, null) }
}

@Composable
fun CountScreen() {
    Scaffold(
        topBar = {
            TopAppBar(
                title = { Text("Inbox") },
                actions = { Text(stringResource(R.string.menu_label), maxLines = 1) },
            )
        },
    ) { inner -> }
}
