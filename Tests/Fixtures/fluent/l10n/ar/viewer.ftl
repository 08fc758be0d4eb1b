# Hand-written; shapes from pdf.js l10n/ar/viewer.ftl (realworld3/pdfjs).

-brand-name = فَيَرفُكس
pdfjs-previous-button =
    .title = الصفحة السابقة
pdfjs-previous-button-label = السابقة
# Variables:
#   $pagesCount (Number) - the total number of pages in the document
pdfjs-of-pages = من { $pagesCount }
pdfjs-find-match-count =
    { $total ->
        [zero] لا مطابقة
        [one] { $current } من أصل { $total } مطابقة
        [two] { $current } من أصل { $total } مطابقة
        [few] { $current } من أصل { $total } مطابقة
        [many] { $current } من أصل { $total } مطابقة
       *[other] { $current } من أصل { $total } مطابقة
    }
download-firefox = نزّل { -brand-name }
open-file =
    .title = افتح ملفًا
    .accesskey = ف
    
intro-text =
    السطر الأول
      السطر الثاني
broken = { $x
after-junk = ما زال مقروءًا
