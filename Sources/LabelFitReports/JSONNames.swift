import LabelFitCore

// The names JSON records give enumerations' values, as static strings (`JSONStream.word`): each is
// its raw value, which is what JSONEncoder writes; a test holds every case to its raw value.

extension TextDirection {
    var jsonName: StaticString {
        switch self {
        case .ltr: "ltr"
        case .rtl: "rtl"
        }
    }
}

extension FontUse.Role {
    var jsonName: StaticString {
        switch self {
        case .primary: "primary"
        case .stack: "stack"
        case .fallback: "fallback"
        }
    }
}

extension Verdict {
    var jsonName: StaticString {
        switch self {
        case .fits: "fits"
        case .wraps: "wraps"
        case .truncates: "truncates"
        case .clips: "clips"
        case .missingGlyphs: "missing-glyphs"
        case .untranslated: "untranslated"
        }
    }
}

extension LineBoxModelKind {
    var jsonName: StaticString {
        switch self {
        case .css: "css"
        case .android: "android"
        case .compose: "compose"
        case .uikit: "uikit"
        case .flutter: "flutter"
        }
    }
}
