// Hand-written: a vue-i18n CommonJS locale module with a list (vue-i18n "Locale messages" in JS).
module.exports = {
  steps: ['Pick a file', 'Upload it'],
  title: 'Uploader',
}
