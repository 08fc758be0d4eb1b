<?php
$lang['btn_edit'] = 'Edit this page';
$lang['js']['willexpire'] = 'Your lock expires';
