import Foundation
import PadKit

/// The side margin a table view cell gives its content view: 20 pt at regular width, and on a
/// screen wider than 375 pt for a cell wider than 320 pt; 16 pt otherwise.
///
/// Read from Interface Builder's stored frames, which IB computes by running UIKit (its iOS agent
/// lays the canvas out with the simulator's frameworks): the views pinned to a content view's
/// leading margin in the XIB cells and storyboard tables of 18 apps (`docs/sources.md`, "A cell's
/// side margins"). On the 393- to 428-pt iPhones, 51 views in cells wider than 320 pt (331 to
/// 462) sit 20 pt in and 21 in cells 320 pt wide or narrower sit 16 pt in; on the 375-pt and
/// 320-pt iPhones, 95 views in cells of every width sit 16 pt in. So a cell does not take the root
/// view's system minimum margins (16 pt below 414 pt, ``ScreenLayout``'s root rule): the 393-pt
/// iPhone's cells sit 20 pt in, and a 320-pt cell on a 414-pt iPhone 16. In a window, the window's
/// width stands for the screen's (`docs/choices.md`).
///
/// Interface Builder 9.4 to 10.1 (Cocoa Touch plug-in 14000 to 14489: Element's files of plug-in
/// 14088, which Xcode 9.4 wrote, and The Blue Alliance's of 14460, Xcode 10.1) showed a
/// XIB's top-level cell as a screen of its own width (``designedScreenWidth(cellWidth:deviceWidth:xibCell:toolsVersion:)``):
/// in the files they saved on `retina4_7`, the 15 views pinned to the leading margin of cells wider
/// than the screen (two apps: Element's 600-pt bubble and search cells, The Blue Alliance's
/// 430-pt icon cell) sit 20 pt in, and the views of their cells 317 to 375 pt wide (6 views, four
/// apps) 16, which both readings give (`docs/sources.md`, "round 14, control: ...").
///
/// Interface Builder 16 and later (Cocoa Touch plug-in 23721 on) show the 390-pt iPhone
/// (`retina6_0`) with the narrow iPhones' 16 pt: in the files they saved on it, the 6 views pinned
/// to the leading margin of cells 414 to 750 pt wide sit 16 pt in (OsmAnd's five XIB cells of plug-in
/// 23721 to 24504, xDrip4iOS's landscape storyboard of 24405), where the same app's cells of 22131
/// and 22685 on that device sit 20 in, and the 393- and 414-pt iPhones' cells of the same versions
/// 20 (``designedNarrowScreenWidth(toolsVersion:)``; `docs/sources.md`, "round 16, control").
/// As designed the screen is the device's portrait width in either orientation: xDrip4iOS's
/// landscape cells, on an 844-pt-wide screen, sit 16 pt in.
enum TableViewCellMargin {
    /// The margin of a cell `cellWidth` wide on a screen (or in a window) `screenWidth` wide at
    /// `horizontal` size class, where screens no wider than `narrowScreenWidth` keep 16 pt.
    static func side(
        cellWidth: Double, screenWidth: Double, horizontal: UserInterfaceSizeClass, narrowScreenWidth: Double = 375
    ) -> Double {
        horizontal == .regular || (screenWidth > narrowScreenWidth && cellWidth > 320) ? 20 : 16
    }

    /// The widest screen whose cells keep 16 pt as designed: 375 pt before Interface Builder 16,
    /// 390 pt (`retina6_0`) from plug-in 23721.
    static func designedNarrowScreenWidth(toolsVersion: Int) -> Double {
        toolsVersion >= ScreenWindow.doubledSafeAreaToolsVersion ? 390 : 375
    }

    /// The screen width a cell's margin is read against as designed: the device's, except for a
    /// XIB's top-level cell saved by Interface Builder 9.4 to 10.1 (plug-in 14000 to 14489), which
    /// IB showed as a screen of the cell's own width.
    static func designedScreenWidth(cellWidth: Double, deviceWidth: Double, xibCell: Bool, toolsVersion: Int) -> Double {
        xibCell && (14000..<14490).contains(toolsVersion) ? cellWidth : deviceWidth
    }
}
