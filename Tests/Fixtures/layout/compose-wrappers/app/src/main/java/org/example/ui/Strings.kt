package org.example.ui

// A module's strings under a short name, as multi-module apps share them.
typealias AppStrings = org.example.ui.R.string
