/// No layout decided by idiom, orientation or the screen: a window on iPad is not the screen, and
/// its size changes without the idiom or the orientation changing (HIG "Layout"; WWDC25 "Make your
/// UIKit app more flexible": "use the size of the window, not the screen or the device"). Read
/// from the lint rules that find such code.
enum LayoutNotByDevice {
    /// The lint rules whose findings are layout decided by the device.
    static let rules = [
        "screen-bounds-layout", "width-divided-layout", "idiom-for-layout", "status-bar-orientation", "device-orientation-for-interface",
        "device-orientation-notification", "orientation-key-value-coding",
    ]

    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        inputs.lintVerdict(
            rules: rules, windows: inputs.padWindows, passMessage: "no layout read from the screen, the idiom or the orientation")
    }
}
