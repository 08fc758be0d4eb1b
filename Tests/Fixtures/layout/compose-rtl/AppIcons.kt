package com.example.feature

import androidx.compose.material3.Icon
import androidx.compose.runtime.Composable
import com.example.designsystem.icon.Icons

// `Icons` here is the app's own design-system object (as Thunderbird's
// net.thunderbird.components.ui.bolt.atom.icon.Icons), whose `Outlined.ArrowBack` is itself
// `androidx.compose.material.icons.Icons.AutoMirrored.Outlined.ArrowBack`: nothing to report.
@Composable
fun Back() {
    Icon(imageVector = Icons.Outlined.ArrowBack, contentDescription = null)
}
