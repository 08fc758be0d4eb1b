<?php

// Hand-written for SymfonyPHPFormatTests, after EasyAdmin's EasyAdminBundle.ar.php.
return [
    'page_title' => [
        'dashboard' => 'لوحة التحكم',
        'exception' => '{1} خطأ|{2} خطأن|]2,Inf] أخطاء ',
    ],
    'paginator' => [
        'results' => '{0} لا توجد أيّ نتائج |{1} <strong>1</strong> نتيجة|]1,Inf] <strong>%count%</strong> نتائج',
    ],
    'form' => [
        'tab.error_badge_title' => 'حقل واحد غير صالح|%count% حقول غير صالحة',
    ],
    'action.new' => 'إضافة %entity_label_singular%',
];
