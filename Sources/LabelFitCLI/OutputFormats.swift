import LabelFitCore

/// `measure --format`.
enum MeasureFormat: String, ClosedSet { case text, json, jsonl, svg }

/// `recommend --format`.
enum RecommendFormat: String, ClosedSet { case text, json }

/// `measure --detail`: what each JSON record says of a string.
enum MeasureOutputDetail: String, ClosedSet { case summary, full }
