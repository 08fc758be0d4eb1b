<?php
return ['ok' => 'OK', 'unterminated' => 'Unterminated'];
