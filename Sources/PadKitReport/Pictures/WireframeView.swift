import Foundation
import PadKitApps
import PadKitSimulator

/// One of the app's own Interface Builder views as the twin laid it out in a window: drawn as a
/// wireframe over the containers (a label with its text, an image as an image box, a control as
/// a control), with the layout findings that name it.
public struct WireframeView: Sendable, Hashable {
    /// What the view is drawn as.
    public enum Kind: String, Sendable, Hashable {
        case view, label, image, control
    }

    /// The IB object id.
    public let id: String
    /// The app's class, else UIKit's.
    public let className: String
    /// What it is drawn as.
    public let kind: Kind
    /// The frame in the window's coordinates.
    public let frameInWindow: CGRect
    /// The text it shows.
    public let text: String?
    /// The ids of the layout findings that name it (``PadKitApps/LayoutFinding/id``).
    public let findingIDs: [String]

    /// The Interface Builder views of the controllers on screen in `window`, back to front, at
    /// the frames of their last layout pass; hidden and uninstalled views are left out.
    static func views(in window: Window, kinds: [LayoutFindingKind]) -> [WireframeView] {
        var result: [WireframeView] = []
        for case let controller as InterfaceViewController in window.controllersInWindow() {
            guard let layout = controller.lastLayout else { continue }
            let origin = controller.view.frameInWindow.origin
            var absolute: [String: CGPoint] = [:]
            for entry in layout.views {
                guard entry.installed, let frame = entry.frame else { continue }
                let parent = entry.view.superview.flatMap { absolute[$0] } ?? origin
                let point = entry.view.superview == nil ? origin : CGPoint(x: parent.x + frame.origin.x, y: parent.y + frame.origin.y)
                absolute[entry.view.id] = point
                guard entry.view.superview != nil, !entry.view.isHidden else { continue }
                let findings = controller.findings.filter { kinds.contains($0.kind) && $0.views.contains { $0.id == entry.view.id } }.map(
                    \.id)
                result.append(
                    WireframeView(
                        id: entry.view.id, className: entry.view.customClass ?? entry.view.uikitClass, kind: kind(of: entry.view),
                        frameInWindow: CGRect(origin: point, size: frame.size), text: entry.view.text, findingIDs: findings))
            }
        }
        return result
    }

    /// The layout findings of the controllers on screen in `window`, each once.
    static func findings(in window: Window, kinds: [LayoutFindingKind]) -> [LayoutFinding] {
        var result: [LayoutFinding] = []
        for case let controller as InterfaceViewController in window.controllersInWindow() {
            for finding in controller.findings where kinds.contains(finding.kind) && !result.contains(where: { $0.id == finding.id }) {
                result.append(finding)
            }
        }
        return result
    }

    private static func kind(of view: ScreenView) -> Kind {
        switch view.element {
        case "label", "textView": return .label
        case "imageView": return .image
        case "button", "switch", "segmentedControl", "stepper", "slider", "pageControl", "textField", "searchBar": return .control
        default: return .view
        }
    }

    /// An HTML id for a finding: its id with every character other than a letter or digit as `-`.
    public static func anchor(_ findingID: String) -> String {
        "finding-" + String(findingID.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
