package org.example.ui

import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Typography
import androidx.compose.runtime.Composable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

// The app's Material typography: titleLarge changed, everything else the material3 tokens.
val AppTypography = Typography(
    titleLarge = TextStyle(fontSize = 26.sp, lineHeight = 32.sp),
)

// A design system's own typography, read back through a CompositionLocal.
data class BrandTypography(val body: TextStyle, val caption: TextStyle)

val brandTypography = BrandTypography(
    body = TextStyle(fontSize = 18.sp, lineHeight = 24.sp),
    caption = TextStyle(fontSize = 12.sp),
)

// A second brand (another flavour): the same body, a different caption.
val brandTypographyLarge = BrandTypography(
    body = TextStyle(fontSize = 18.sp, lineHeight = 24.sp),
    caption = TextStyle(fontSize = 14.sp),
)

// The design system's spacings, read as Brand.spacings.double.
data class BrandSpacings(val default: Dp, val double: Dp)

val brandSpacings = BrandSpacings(default = 8.dp, double = 16.dp)

// Another group with a member of the same name: Brand.spacings.double must not be answered by it.
data class BrandElevations(val double: Dp)

val brandElevations = BrandElevations(double = 4.dp)

val LocalBrandTypography = staticCompositionLocalOf { brandTypography }

@Composable
fun AppTheme(content: @Composable () -> Unit) {
    MaterialTheme(typography = AppTypography, content = content)
}

object Brand {
    val typography: BrandTypography
        @Composable
        get() = LocalBrandTypography.current
}
