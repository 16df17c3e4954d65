import Testing
@testable import PadKitLint

/// Device orientation used for layout outside view controllers and views.
@Suite("Device orientation outside UIKit views")
struct OrientationRecallTests {
    @Test(
        "flagged in models, SwiftUI views, Combine pipelines and tuple switches",
        arguments: [
            """
            final class OrientationModel: ObservableObject {
                @Published var orientation = UIDevice.current.orientation
            }
            """,
            """
            final class LayoutState: ObservableObject {
                @Published var isLandscape = false
                func update() { isLandscape = UIDevice.current.orientation.isLandscape }
            }
            """,
            """
            final class OrientationObserver: ObservableObject {
                @Published var orientation: UIDeviceOrientation = .portrait
                private var cancellable: AnyCancellable?
                init() {
                    cancellable = NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)
                        .map { _ in UIDevice.current.orientation }
                        .assign(to: \\.orientation, on: self)
                }
            }
            """,
            """
            struct Gallery: View {
                var body: some View {
                    if UIDevice.current.orientation.isLandscape { HStack {} } else { VStack {} }
                }
            }
            """,
            """
            final class Player: UIViewController {
                override func viewWillLayoutSubviews() {
                    switch (UIDevice.current.orientation, traitCollection.horizontalSizeClass) {
                    case (.landscapeLeft, _): controls.frame = view.bounds
                    default: break
                    }
                }
            }
            """,
            """
            enum Screen {
                static var isLandscape: Bool { UIDevice.current.orientation.isLandscape }
            }
            """,
        ])
    func deviceOrientation(_ source: String) {
        #expect(LintHarness.findings(of: .deviceOrientationForInterface, in: source).count == 1, "\(source)")
    }

    @Test(
        "left alone: camera and motion code, device questions",
        arguments: [
            """
            final class CameraController {
                func capture() { output.videoOrientation = AVCaptureVideoOrientation(UIDevice.current.orientation) }
            }
            """,
            """
            final class Analytics {
                func log() { track(["orientation": UIDevice.current.orientation.rawValue]) }
            }
            """,
            """
            struct Level: View {
                var body: some View { Text(UIDevice.current.orientation == .faceUp ? "flat" : "held") }
            }
            """,
        ])
    func deviceNearMisses(_ source: String) {
        #expect(LintHarness.findings(of: .deviceOrientationForInterface, in: source).isEmpty, "\(source)")
    }

    @Test(
        "orientationDidChangeNotification in SwiftUI and models",
        arguments: [
            """
            struct Gallery: View {
                var body: some View {
                    Grid().onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in relayout() }
                }
            }
            """,
            """
            final class OrientationObserver: ObservableObject {
                let changes = UIDevice.orientationDidChangeNotification.publisher()
            }
            """,
        ])
    func notification(_ source: String) {
        #expect(LintHarness.findings(of: .deviceOrientationNotification, in: source).count == 1, "\(source)")
    }

    @Test func aSwiftUIViewIsFoundThroughItsConformanceNotItsName() {
        let source =
            "struct Home: View {\n    var body: some View { Text(\"\").onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in } }\n}\n"
        #expect(LintHarness.findings(of: .deviceOrientationNotification, in: source).count == 1)
        let motion =
            "final class MotionRecorder {\n    func start() { NotificationCenter.default.addObserver(self, selector: #selector(changed), name: UIDevice.orientationDidChangeNotification, object: nil) }\n}\n"
        #expect(LintHarness.findings(of: .deviceOrientationNotification, in: motion).isEmpty)
    }
}
