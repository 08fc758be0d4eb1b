<?php
/**
 * Arabic
 */
$lang['btn_edit'] = 'حرر هذه الصفحة';
$lang['js']['willexpire'] = 'سينتهي قفلك';
