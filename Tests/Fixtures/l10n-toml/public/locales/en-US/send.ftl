title = Send
upload-files = Upload files
