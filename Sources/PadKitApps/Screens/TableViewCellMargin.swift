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
enum TableViewCellMargin {
    /// The margin of a cell `cellWidth` wide on a screen (or in a window) `screenWidth` wide at
    /// `horizontal` size class.
    static func side(cellWidth: Double, screenWidth: Double, horizontal: UserInterfaceSizeClass) -> Double {
        horizontal == .regular || (screenWidth > 375 && cellWidth > 320) ? 20 : 16
    }
}
