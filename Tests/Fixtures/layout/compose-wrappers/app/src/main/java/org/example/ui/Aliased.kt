package org.example.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Scaffold as Material3Scaffold
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp

// A design system's own Scaffold over material3's, imported under another name (Thunderbird's
// components/ui/bolt template/Scaffold.kt: `import androidx.compose.material3.Scaffold as Material3Scaffold`).
@Composable
fun AliasedScreen() {
    Material3Scaffold { inner ->
        Column(modifier = Modifier.padding(inner).padding(horizontal = 16.dp)) {
            Text(stringResource(R.string.aliased_title), maxLines = 1)
        }
    }
}
