import Foundation
import PadKit
import PadKitSimulator

/// A container that gives its only child a fixed 320-pt-wide column, like a sidebar.
public final class SidebarContainer: ViewController {
    public override func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: 320, height: parentSize.height)
    }
}
