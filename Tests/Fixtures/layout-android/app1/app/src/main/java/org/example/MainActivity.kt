package org.example

class MainActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        // binding.labelCode.setText(R.string.show_notifs) — a comment, not a use
        val s = "binding.labelCode.setText(R.string.show_notifs) ${ "R.string.delete" }"
        binding.labelCode.setText(R.string.add_home)
        setTitle(R.string.settings)
        Toast.makeText(this, R.string.add_home, Toast.LENGTH_SHORT).show()
        MaterialAlertDialogBuilder(this)
            .setTitle(R.string.delete)
            .show()
        preference {
            setTitle(R.string.back)
        }
    }
}
