# A stale copy: l10n.toml names en-US as the reference.
title = Old Send
