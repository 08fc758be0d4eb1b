android {
    defaultConfig {
        // "targetSdk = 99" in a comment is not read
        targetSdk = 34
    }
}
