package org.example.ui

import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.LayoutDirection

// A wheel that shows numbers only: Text of a number is no translation.
@Composable
fun Wheel(values: List<Int>) {
    values.forEach { Text(it.toString()) }
}

// A header that looks its own string up.
@Composable
fun UnitHeader() {
    Text(stringResource(R.string.hours))
}

@Composable
fun TimePicker() {
    // Next line: wheels and a colon only: silent.
    CompositionLocalProvider(LocalLayoutDirection provides LayoutDirection.Ltr) {
        Wheel(listOf(1, 2))
        Text(":")
        Wheel(listOf(3, 4))
    }
    // Next line: a header that looks a string up: reported.
    CompositionLocalProvider(LocalLayoutDirection provides LayoutDirection.Ltr) {
        UnitHeader()
        Wheel(listOf(5))
    }
}
