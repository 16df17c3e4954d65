import Foundation
import PadKit

/// A part of the window the system draws over: the status bar, the home indicator, the sensor
/// housing or (iPadOS 26+) the window controls, in a root view's coordinates.
///
/// The strips are the window's safe-area insets (UIKit's safe area is the part of the window no
/// system element covers: `UIView.safeAreaInsets` documentation); the window controls are their
/// own region (`UIView.LayoutRegion`, WWDC25 "Make your UIKit app more flexible").
public struct SystemArea: Sendable, Hashable {
    /// `status bar`, `home indicator`, `sensor housing`, `window controls`, `camera` or `fold`.
    public var name: String
    /// Where it is, in the root view's coordinates.
    public var frame: CGRect

    /// The areas of a window with `safeArea` insets, `windowControls` and iPhone Duo's active
    /// `reservedRegions` (its cameras and, while partially open, the fold, ``PadKit/ReservedRegion``),
    /// all in window coordinates, seen from a root view whose frame in the window is `rootFrame`.
    ///
    /// The top inset is the status bar in portrait and the sensor housing's with it; the side
    /// insets are the sensor housing in landscape; the bottom inset is the home indicator.
    public static func areas(
        windowSize: CGSize, safeArea: EdgeInsets, windowControls: CGRect?, reservedRegions: [ReservedRegion] = [], rootFrame: CGRect
    ) -> [SystemArea] {
        let w = Double(windowSize.width), h = Double(windowSize.height)
        var areas: [SystemArea] = []
        if safeArea.top > 0 { areas.append(SystemArea(name: "status bar", frame: CGRect(x: 0, y: 0, width: w, height: safeArea.top))) }
        if safeArea.bottom > 0 {
            areas.append(
                SystemArea(name: "home indicator", frame: CGRect(x: 0, y: h - safeArea.bottom, width: w, height: safeArea.bottom)))
        }
        if safeArea.left > 0 {
            areas.append(SystemArea(name: "sensor housing", frame: CGRect(x: 0, y: 0, width: safeArea.left, height: h)))
        }
        if safeArea.right > 0 {
            areas.append(
                SystemArea(name: "sensor housing", frame: CGRect(x: w - safeArea.right, y: 0, width: safeArea.right, height: h)))
        }
        if let windowControls { areas.append(SystemArea(name: "window controls", frame: windowControls)) }
        for region in reservedRegions where region.isActive {
            areas.append(SystemArea(name: region.kind == .division ? "fold" : "camera", frame: region.frame))
        }
        let dx = Double(rootFrame.minX), dy = Double(rootFrame.minY)
        return areas.map { area in
            SystemArea(
                name: area.name,
                frame: CGRect(
                    x: Double(area.frame.minX) - dx, y: Double(area.frame.minY) - dy, width: Double(area.frame.width),
                    height: Double(area.frame.height)))
        }
    }
}
