enum BuildSettings {
    static let disableRightToLeftLayout = true
    static let showBetaBanner = false
}
