import Foundation
import PadKit

extension ScreensReport {
    /// What breaks in the windows laid out, one finding per cause with the windows it affects
    /// (``LayoutFindingDetector``, as `padkit matrix` finds them), each scene filling the window
    /// as `padkit layout screens` lays it out (no container around it: `padkit matrix --project`
    /// lays a controller out in the container the app has). Scenes without an as-designed window
    /// are left out: the findings compare with the design.
    ///
    /// - Parameter kinds: the kinds kept.
    public func findings(metrics: TextMetrics, kinds: [LayoutFindingKind] = LayoutFindingKind.allCases) -> [LayoutFinding] {
        var windows: [LayoutFinding.Window] = []
        var rows: [[LayoutFinding]] = []
        for file in files {
            for (scene, laidOut) in file.scenes {
                guard let designedWindow = ScreenWindow.designed(file.file, scene: scene) else { continue }
                let designedAreas = SystemArea.areas(
                    windowSize: designedWindow.size, safeArea: designedWindow.safeArea, windowControls: nil,
                    rootFrame: CGRect(origin: .zero, size: designedWindow.size))
                let designed = ScreenLayout(scene: scene, file: file.file, metrics: metrics).layout(in: designedWindow)
                let source = scene.sceneID == nil ? file.file.file : "\(file.file.file)#\(scene.id)"
                let detector = LayoutFindingDetector(
                    scene: scene, file: file.file.file, screen: LayoutFinding.Screen(className: scene.className, scene: source),
                    metrics: metrics, designed: designed, designedAreas: designedAreas)
                for layout in laidOut where !layout.window.designed {
                    let w = layout.window
                    // A XIB's cell or view is not at the window's edges: only a controller's root meets system areas.
                    let areas =
                        !scene.isControllerRoot
                        ? []
                        : SystemArea.areas(
                            windowSize: w.size, safeArea: w.safeArea, windowControls: w.windowControls,
                            rootFrame: CGRect(origin: .zero, size: w.size))
                    windows.append(
                        LayoutFinding.Window(
                            name: [w.device, w.orientation, w.mode ?? "", w.multitasking ?? ""].filter { !$0.isEmpty }.joined(
                                separator: " "),
                            width: Double(w.size.width)))
                    rows.append(detector.findings(in: layout, areas: areas))
                }
            }
        }
        return MatrixLayout(rows: rows, windows: windows, kinds: kinds).grouped
    }
}
