import PadKit

/// `--sources`: how much of a provenance the SOURCE column prints (docs/sources.md explains every
/// kind and key). Without the option the column prints the kind with its keys and a derived
/// number's rule (``PadKit/Provenance/compactDescription``), which fits 120 columns.
enum SourcesOption: String, RawValueArgument {
    /// The kind only: `spec`, `measured`, `derived`, `given`.
    case short
    /// Everything, as the JSON's `"provenance"`: a derived number also names the sources its
    /// rule used (`derived: split-view-rule <- SST`).
    case full

    /// `provenance` as the SOURCE column prints it; `option` `nil` is the default.
    static func text(_ provenance: Provenance, _ option: SourcesOption?) -> String {
        switch option {
        case nil: return provenance.compactDescription
        case .short?: return provenance.kind.rawValue
        case .full?: return provenance.description
        }
    }
}
