import Foundation

/// A XIB of one top-level view (`Root`) holding `root`, written as Interface Builder `plugIn`
/// saves it with `device` in portrait and a free-form size: the tests that read a XIB rule by
/// Interface Builder version share this envelope and write only the view's contents.
enum TopLevelViewDocument {
    /// - Parameters:
    ///   - root: what the top-level view holds after its frame (subviews, constraints, guides).
    ///   - rootFrame: the top-level view's stored size.
    static func xib(device: String, plugIn: Int, rootFrame: (width: Double, height: Double), root: String) -> String {
        #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\#(plugIn)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\#(device)" orientation="portrait"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#(plugIn)"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="Root">
                    <rect key="frame" x="0.0" y="0.0" width="\#(rootFrame.width)" height="\#(rootFrame.height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    \#(root)
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """#
    }
}
