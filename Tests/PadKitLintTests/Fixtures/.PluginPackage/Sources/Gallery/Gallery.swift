import Foundation

/// Stand-ins for UIKit's names, so the package builds anywhere.
public struct Screen: Sendable { public var bounds = CGRect(x: 0, y: 0, width: 1024, height: 768) }
public enum UIScreen { public static let main = Screen() }

public final class GalleryView {
    public var frame = CGRect.zero

    public init() {}

    public func layOut() {
        frame = UIScreen.main.bounds
    }
}
