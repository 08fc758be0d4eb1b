"""Django settings for the add-on's test: Weblate's own test settings, an in-memory SQLite database
(the tests use no database: `SimpleTestCase`), and the check in `CHECK_LIST`."""

import os

# weblate/settings_test.py refuses to load without a database named for Weblate's own CI; none is
# opened here.
os.environ.setdefault("CI_DATABASE", "postgresql")

from weblate.settings_test import *  # noqa: E402, F403

DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
# Weblate's own max-size check beside LabelFit's (the flag is Weblate's; both read it), as a project
# that lists Weblate's default checks and adds this one would have them.
CHECK_LIST = (
    "weblate.checks.same.SameCheck",
    "weblate.checks.render.MaxSizeCheck",
    "labelfit_weblate.checks.LabelFitCheck",
)
LABELFIT_URL = os.environ.get("LABELFIT_URL", "http://127.0.0.1:8080")
LABELFIT_TIMEOUT = 5
