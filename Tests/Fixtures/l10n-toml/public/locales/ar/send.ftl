title = أرسل
upload-files = ارفع الملفات
