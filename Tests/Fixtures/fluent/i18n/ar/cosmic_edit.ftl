# Hand-written; layout of cosmic-edit's i18n/ar/cosmic_edit.ftl (i18n-embed, realworld3/cosmic-edit).
new-file = ملف جديد
save = احفظ { NUMBER($count) } ملفات
created = أُنشئ { DATETIME($when) }
