<?php
return [
    'ok' => 'حسنًا',
    'unterminated' => 'بلا نهاية,
];
