<?php

return [
    'welcome' => 'Welcome, :name',
    'shout' => 'HELLO :NAME',
    'nested' => [
        'title' => "Tab\tbed",
        'deeper' => ['leaf' => 'Deep'],
    ],
    'apples' => 'apple|apples',
    'range' => '{0} None|[1,19] Some|[20,*] Many',
    'concat' => 'Hello ' . 'world',
    'list' => ['First', 'Second'],
    'number' => 42,
    'escaped' => 'It\'s \\ here \n',
    'computed' => trans('x'),
    'interp' => "Hello",
    'after' => 'After',
];
