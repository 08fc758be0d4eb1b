<?php

// Hand-written for SymfonyPHPFormatTests, after EasyAdmin's EasyAdminBundle.en.php.
return [
    'page_title' => [
        'dashboard' => 'Dashboard',
        'exception' => '{1} Error|{2} Errors|]2,Inf] Errors',
    ],
    'paginator' => [
        'results' => '{0} No results|{1} <strong>1</strong> result|]1,Inf] <strong>%count%</strong> results',
    ],
    'form' => [
        'tab.error_badge_title' => 'One invalid input|%count% invalid inputs',
    ],
    'action.new' => 'Add %entity_label_singular%',
];
