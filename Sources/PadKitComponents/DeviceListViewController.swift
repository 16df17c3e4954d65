import PadKit
import PadKitSimulator

/// VeSync's device list (seed 002): tapping a device opens its home page in the centre small
/// window on iPad and pushes it on iPhone.
public final class DeviceListViewController: ViewController {
    /// The devices shown.
    public let devices: [String]

    /// How the centre window is sized.
    public let rule: CentreWindowRule
    /// Builds the page for a device (a plain controller titled with its name by default).
    private let makePage: (String) -> ViewController

    /// Makes the list with device names to show, the centre window's rule and how a device's page is built.
    public init(
        title: String = "Devices", devices: [String] = ["Air Purifier", "Humidifier", "Smart Plug"], rule: CentreWindowRule = .standard,
        makePage: @escaping (String) -> ViewController = { ViewController(title: $0) }
    ) {
        self.devices = devices
        self.rule = rule
        self.makePage = makePage
        super.init(title: title)
    }

    /// The user taps a device: its home page opens (``ViewController/showInCentreWindow(_:rule:)``).
    ///
    /// - Returns: the centre window on iPad; `nil` on iPhone.
    /// - Throws: ``HierarchyError`` when the page cannot be shown.
    @discardableResult
    public func openDevice(_ name: String) throws(HierarchyError) -> CentreWindowController? {
        try showInCentreWindow(makePage(name), rule: rule)
    }
}
