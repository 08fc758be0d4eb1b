<?php
// Arabic, written with array( ) as older Laravel apps do.
return array(
    'welcome' => 'مرحبًا، :name',
    'shout' => 'أهلاً :NAME',
    'nested' => array(
        'title' => "علامة\tتبويب",
        'deeper' => ['leaf' => 'عميق'],
    ),
    'apples' => 'تفاحة|تفاحتان|تفاحات',
    'range' => '{0} لا شيء|[1,19] بعض|[20,*] كثير',
    'concat' => 'مرحبا ' . "بالعالم",
    'list' => ['الأول', 'الثاني'],
    'number' => 42,
    'escaped' => 'هذا\'s \\ هنا \n',
    'computed' => config('app.name'),
    'interp' => "مرحبا $user",
    /* a block comment */ 'after' => 'بعد', # a hash comment
);
