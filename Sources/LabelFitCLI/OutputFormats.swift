import LabelFitCore

/// `measure --format`.
enum MeasureFormat: String, ClosedSet { case text, json, svg }

/// `recommend --format`.
enum RecommendFormat: String, ClosedSet { case text, json }
