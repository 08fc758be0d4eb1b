package org.example

class MainActivity : android.app.Activity() {
    override fun onCreate(b: android.os.Bundle?) { super.onCreate(b); setContentView(R.layout.activity_main) }
}
