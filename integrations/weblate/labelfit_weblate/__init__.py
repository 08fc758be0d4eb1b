"""LabelFit's quality check for Weblate: add `labelfit_weblate.checks.LabelFitCheck` to `CHECK_LIST`
and the `labelfit` flag to the strings it should measure (docs/weblate.md)."""

__version__ = "0.1.0"
