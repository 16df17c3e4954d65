import Foundation

/// A storyboard of one view controller whose root view (`Root`) holds `root`, written as
/// Interface Builder `plugIn` saves it with `device` in `orientation` (portrait unless given): the tests that read a rule by
/// Interface Builder version share this envelope and write only the scene's views.
enum ControllerSceneDocument {
    /// - Parameters:
    ///   - root: what the root view holds after its frame (subviews, guides, constraints).
    ///   - rootFrame: the root view's stored size.
    ///   - controller: what the controller holds after its view (a navigation item).
    ///   - scenes: further scenes of the storyboard.
    static func storyboard(
        device: String, plugIn: String, rootFrame: (width: Double, height: Double), root: String, controller: String = "",
        scenes: String = "", orientation: String = "portrait"
    ) -> String {
        #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(plugIn)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\#(device)" orientation="\#(orientation)"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#(plugIn)"/>
            </dependencies>
            <scenes>
                <scene sceneID="S-1">
                    <objects>
                        <viewController id="VC-1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Root">
                                <rect key="frame" x="0.0" y="0.0" width="\#(rootFrame.width)" height="\#(rootFrame.height)"/>
                                \#(root)
                            </view>
                            \#(controller)
                        </viewController>
                    </objects>
                </scene>
                \#(scenes)
            </scenes>
        </document>
        """#
    }
}
