# Modelled on pdf.js l10n/en-US/viewer.ftl and Firefox Send public/locales (hand-written).

-brand-name = Firefox
pdfjs-previous-button =
    .title = Previous Page
pdfjs-previous-button-label = Previous
pdfjs-of-pages = of { $pagesCount }
pdfjs-find-match-count =
    { $total ->
        [one] { $current } of { $total } match
       *[other] { $current } of { $total } matches
    }
download-firefox = Download { -brand-name }
open-file =
    .title = Open File
    .accesskey = O
intro-text =
    First line
    second line
