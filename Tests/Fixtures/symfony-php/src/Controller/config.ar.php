<?php

// Code, not a catalog: outside translations/.
return ['a' => 'b'];
