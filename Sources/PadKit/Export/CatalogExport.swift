/// The whole catalog as one versioned JSON document, for tools that are not written in Swift
/// (`padkit export json`).
///
/// The document holds every device of the catalog and, under each, every fixed placement PadKit
/// knows for it (``Placement/fixedPlacements(for:)``: full screen, the Split View shares and
/// Slide Over, in portrait and landscape) with its window size, safe area, full trait collection
/// and the provenance of the size; a device with several displays (iPhone Duo) adds its
/// `displays`, and each of its placements its `display` and `posture`. The schema is documented
/// in `docs/export-json.md`; it only grows, and a change that is not an addition raises
/// ``schemaVersion``.
public enum CatalogExport {
    /// The version of the document's shape. Readers should refuse versions they do not know.
    public static let schemaVersion = 1

    /// The safe area of a placement's window, as the export reports it: `UIWindow.safeAreaInsets`
    /// on the newest release that has the export's windows, with its provenance. The export lists
    /// the classic Split View and Slide Over windows, which iPadOS 18 was the last to have, so its
    /// insets are those of ``exportedOSVersion`` (the same windows on 27 would not exist).
    ///
    /// This is the one place the exporters ask for safe areas, so that they and their goldens
    /// change together when the safe-area rules change.
    public static func safeArea(for placement: Placement) -> SafeArea {
        placement.safeArea(os: exportedOSVersion)
    }

    /// The release the export describes: iPadOS 18, the last with classic Split View.
    public static let exportedOSVersion = OSVersion(18)

    /// The document for `devices` (all of the catalog by default).
    ///
    /// - Parameters:
    ///   - devices: the devices to export, in the order given.
    ///   - rule: the size-class rule the traits are computed with; its thresholds are written
    ///     into the document so a reader knows which rule produced the classes.
    public static func document(devices: [Device] = Device.all, rule: SizeClassRule = .standard) -> JSONValue {
        .object([
            ("schemaVersion", .number(Double(schemaVersion))),
            (
                "sizeClassRule",
                .object([
                    ("padRegularMinimumWidth", .number(rule.padRegularMinimumWidth)),
                    ("phoneLandscapeRegularMinimumPortraitWidth", .number(rule.phoneLandscapeRegularMinimumPortraitWidth)),
                ])
            ),
            ("devices", .array(devices.map { deviceValue($0, rule: rule) })),
        ])
    }

    private static func deviceValue(_ device: Device, rule: SizeClassRule) -> JSONValue {
        guard case .object(var pairs) = device.jsonValue else { return device.jsonValue }
        pairs.append(("hasHomeButton", .bool(device.hasHomeButton)))
        pairs.append(
            (
                "supportedInterfaceOrientations",
                .array(
                    InterfaceOrientation.allCases.filter { device.supportedInterfaceOrientations.contains($0) && $0 != .unknown }
                        .map { .string($0.description) })
            ))
        pairs.append(("placements", .array(Placement.fixedPlacements(for: device).map { posed(placementValue($0, rule: rule), $0) })))
        return .object(pairs)
    }

    /// `value` with the display and posture of `placement` first, on a device with several
    /// displays (iPhone Duo); unchanged otherwise.
    private static func posed(_ value: JSONValue, _ placement: Placement) -> JSONValue {
        guard let display = placement.device.display, let posture = placement.device.posture, case .object(let pairs) = value else {
            return value
        }
        return .object([("display", .string(display.id.rawValue)), ("posture", .string(posture.rawValue))] + pairs)
    }

    private static func placementValue(_ placement: Placement, rule: SizeClassRule) -> JSONValue {
        let safeArea = safeArea(for: placement)
        let insets = safeArea.insets
        return .object([
            ("orientation", .string(placement.isLandscape ? "landscape" : "portrait")),
            ("interfaceOrientation", .string(placement.orientation.description)),
            ("mode", .string(placement.mode.id)),
            (
                "window",
                .object([
                    ("width", .number(Double(placement.window.size.width))),
                    ("height", .number(Double(placement.window.size.height))),
                ])
            ),
            (
                "safeAreaInsets",
                .object([
                    ("top", .number(insets.top)), ("left", .number(insets.left)),
                    ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
                ])
            ),
            ("safeAreaProvenance", .string(safeArea.provenance.description)),
            ("traits", placement.traitCollection(rule: rule).jsonValue),
            ("provenance", .string(placement.window.provenance.description)),
        ])
    }
}
