package org.example

class HostActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        // 148dp: 144 fits, 152 does not: arabic-only-cut.
        binding.narrowRow.rowText.setText(R.string.add_home)
        // 360dp: both fit.
        binding.wideRow.rowText.setText(R.string.add_home)
    }
}
