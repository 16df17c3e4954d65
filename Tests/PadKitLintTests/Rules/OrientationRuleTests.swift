import Testing
@testable import PadKitLint

@Suite("status-bar-orientation")
struct StatusBarOrientationTests {
    @Test("flags the deprecated status bar orientation", arguments: [
        "let orientation = UIApplication.shared.statusBarOrientation",
        "if UIApplication.shared.statusBarOrientation.isLandscape { reload() }",
        "NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: UIApplication.didChangeStatusBarOrientationNotification, object: nil)",
        "NotificationCenter.default.rx.notification(UIApplication.didChangeStatusBarOrientationNotification).subscribe()",
        "let name = NSNotification.Name.UIApplicationWillChangeStatusBarOrientation",
        "NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: .UIApplicationDidChangeStatusBarOrientation, object: nil)",
    ])
    func flags(_ body: String) {
        #expect(LintHarness.findings(of: .statusBarOrientation, in: LintHarness.inViewDidLoad(body)).count == 1, "\(body)")
    }

    @Test func flagsTheApplicationParameter() {
        let source = """
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            return application.statusBarOrientation.isPortrait
        }
        """
        #expect(LintHarness.findings(of: .statusBarOrientation, in: source).count == 1)
    }

    @Test("leaves near-misses alone", arguments: [
        "let orientation = view.window?.windowScene?.interfaceOrientation",
        """
        if #available(iOS 13.0, *) {
            orientation = view.window?.windowScene?.interfaceOrientation
        } else {
            orientation = UIApplication.shared.statusBarOrientation
        }
        """,
        "NotificationCenter.default.removeObserver(self, name: UIApplication.didChangeStatusBarOrientationNotification, object: nil)",
        "let orientation = model.statusBarOrientation",
    ])
    func nearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .statusBarOrientation, in: LintHarness.inViewDidLoad(body)).isEmpty, "\(body)")
    }
}

@Suite("device-orientation-for-interface")
struct DeviceOrientationForInterfaceTests {
    @Test("flags interface decisions on the device orientation", arguments: [
        "if UIDevice.current.orientation.isLandscape { reload() }",
        "if UIDevice.current.orientation == .portrait { reload() }",
        "let upright = .portrait != UIDevice.current.orientation",
        """
        switch UIDevice.current.orientation {
        case .landscapeLeft, .landscapeRight: reload()
        default: break
        }
        """,
        """
        let currentDeviceOrientation = UIDevice.current.orientation
        guard currentDeviceOrientation.isPortrait || currentDeviceOrientation.isLandscape else { return }
        """,
    ])
    func flags(_ body: String) {
        // viewDidLoad does interface work (it relayouts), so its orientation checks decide the interface.
        let source = LintHarness.inViewDidLoad(body + "\ncard.setNeedsLayout()")
        #expect(LintHarness.findings(of: .deviceOrientationForInterface, in: source).count == 1, "\(body)")
    }

    @Test func flagsAGeometryValueChosenByDeviceOrientation() {
        let source = """
        final class ToastView: UIView {
            static var bottomPadding: CGFloat {
                if !UIDevice.current.orientation.isPortrait { return 40 }
                return 80
            }
        }
        """
        #expect(LintHarness.findings(of: .deviceOrientationForInterface, in: source).count == 1)
    }

    @Test func analyticsAboutTheDevicePostureIsNotTheInterface() {
        let source = """
        final class MainViewController: UIViewController {
            private func recordOrientation() {
                if UIDevice.current.orientation.isLandscape {
                    Pixel.fire(.deviceOrientationLandscape)
                }
            }
        }
        """
        #expect(LintHarness.findings(of: .deviceOrientationForInterface, in: source).isEmpty)
    }

    @Test("leaves near-misses alone", arguments: [
        "connection.videoRotationAngle = angle(for: UIDevice.current.orientation)",
        "if UIDevice.current.orientation.isValidInterfaceOrientation { reload() }",
        "let orientation = UIDevice.current.orientation\nlog(orientation)",
        "if view.window?.windowScene?.interfaceOrientation.isLandscape == true { reload() }",
        "UIDevice.current.beginGeneratingDeviceOrientationNotifications()",
        "if UIDevice.current.orientation == .faceUp { pauseCamera() }",
        "let orientation = UIDevice.current.orientation\nif orientation != .unknown { log(orientation) }",
    ])
    func nearMisses(_ body: String) {
        // In a function that does interface work, so only the use itself decides.
        let source = LintHarness.inViewDidLoad(body + "\ncard.setNeedsLayout()")
        #expect(LintHarness.findings(of: .deviceOrientationForInterface, in: source).isEmpty, "\(body)")
    }

    @Test func cameraCodeOutsideTheInterfaceMayFollowTheDevice() {
        let source = """
        final class CaptureManager: NSObject {
            func videoRotationAngle() -> CGFloat {
                switch UIDevice.current.orientation {
                case .landscapeLeft: return 0
                case .landscapeRight: return 180
                default: return 90
                }
            }
        }
        """
        #expect(LintHarness.findings(of: .deviceOrientationForInterface, in: source).isEmpty)
    }

    @Test func extensionsOfViewsCount() {
        let source = """
        extension FeedCell {
            func relayout() {
                if UIDevice.current.orientation.isLandscape { stack.axis = .horizontal }
            }
        }
        """
        #expect(LintHarness.findings(of: .deviceOrientationForInterface, in: source).count == 1)
    }
}

@Suite("device-orientation-notification")
struct DeviceOrientationNotificationTests {
    @Test("flags subscriptions to the device orientation notification", arguments: [
        "NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: UIDevice.orientationDidChangeNotification, object: nil)",
        "NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main) { _ in }",
        "cancellable = NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification).sink { _ in }",
        "NotificationCenter.default.rx.notification(UIDevice.orientationDidChangeNotification).subscribe()",
        "NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: .UIDeviceOrientationDidChange, object: nil)",
    ])
    func flags(_ body: String) {
        #expect(LintHarness.findings(of: .deviceOrientationNotification, in: LintHarness.inViewDidLoad(body)).count == 1, "\(body)")
    }

    @Test("leaves near-misses alone", arguments: [
        "NotificationCenter.default.removeObserver(self, name: UIDevice.orientationDidChangeNotification, object: nil)",
        "UIDevice.current.endGeneratingDeviceOrientationNotifications()",
        "NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: UIApplication.didBecomeActiveNotification, object: nil)",
        "NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: nil)",
    ])
    func nearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .deviceOrientationNotification, in: LintHarness.inViewDidLoad(body)).isEmpty, "\(body)")
    }

    @Test func motionCodeOutsideTheInterfaceMayObserveTheDevice() {
        let source = """
        final class MotionDetectionManager: NSObject {
            func start() {
                NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: UIDevice.orientationDidChangeNotification, object: nil)
            }
        }
        """
        #expect(LintHarness.findings(of: .deviceOrientationNotification, in: source).isEmpty)
    }
}

@Suite("orientation-kvc and attempt-rotation-deprecated")
struct OrientationRequestTests {
    @Test("flags the KVC orientation write", arguments: [
        "UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: \"orientation\")",
        "UIDevice.current.setValue(NSNumber(value: 3), forKey: \"orientation\")",
    ])
    func flagsKeyValueCoding(_ body: String) {
        #expect(LintHarness.findings(of: .orientationKeyValueCoding, in: LintHarness.inViewDidLoad(body)).count == 1, "\(body)")
    }

    @Test("leaves the iOS 15 fallback and other keys alone", arguments: [
        """
        if #available(iOS 16.0, *) {
            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
        } else {
            UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
        }
        """,
        """
        guard #available(iOS 16, *) else {
            UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
            return
        }
        """,
        "UIDevice.current.setValue(true, forKey: \"proximityMonitoringEnabled\")",
        "player.setValue(3, forKey: \"orientation\")",
    ])
    func keyValueCodingNearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .orientationKeyValueCoding, in: LintHarness.inViewDidLoad(body)).isEmpty, "\(body)")
    }

    @Test("flags attemptRotationToDeviceOrientation", arguments: [
        "UIViewController.attemptRotationToDeviceOrientation()",
        "Self.attemptRotationToDeviceOrientation()",
    ])
    func flagsAttemptRotation(_ body: String) {
        #expect(LintHarness.findings(of: .attemptRotationDeprecated, in: LintHarness.inViewDidLoad(body)).count == 1, "\(body)")
    }

    @Test("leaves the iOS 15 fallback alone", arguments: [
        """
        if #available(iOS 16.0, *) {
            setNeedsUpdateOfSupportedInterfaceOrientations()
        } else {
            UIViewController.attemptRotationToDeviceOrientation()
        }
        """,
        """
        if #unavailable(iOS 16) {
            UIViewController.attemptRotationToDeviceOrientation()
        }
        """,
        "setNeedsUpdateOfSupportedInterfaceOrientations()",
    ])
    func attemptRotationNearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .attemptRotationDeprecated, in: LintHarness.inViewDidLoad(body)).isEmpty, "\(body)")
    }

    @Test func anOlderAvailabilityCheckDoesNotHide() {
        let body = """
        if #available(iOS 13.0, *) {
            reload()
        } else {
            UIViewController.attemptRotationToDeviceOrientation()
        }
        """
        #expect(LintHarness.findings(of: .attemptRotationDeprecated, in: LintHarness.inViewDidLoad(body)).count == 1)
    }
}

@Suite("transition-missing-super")
struct TransitionMissingSuperTests {
    @Test("flags transition overrides without super", arguments: [
        """
        final class A: UIViewController {
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                relayout(for: size)
            }
        }
        """,
        """
        final class B: UIViewController {
            override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
                self.layoutSubviews(newCollection: newCollection)
            }
        }
        """,
        """
        final class C: UIViewController {
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewDidLoad()
            }
        }
        """,
    ])
    func flags(_ source: String) {
        let findings = LintHarness.findings(of: .transitionMissingSuper, in: source)
        #expect(findings.count == 1)
        #expect(findings.first?.line == 2)
    }

    @Test("leaves near-misses alone", arguments: [
        """
        final class A: UIViewController {
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate { _ in self.relayout(for: size) }
            }
        }
        """,
        """
        final class B: UIViewController {
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                coordinator.animate(alongsideTransition: nil) { _ in
                    super.viewWillTransition(to: size, with: coordinator)
                }
            }
        }
        """,
        """
        final class C: UIViewController {
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                reload()
            }
        }
        """,
        """
        final class D: SizeObserver {
            func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                reload()
            }
        }
        """,
    ])
    func nearMisses(_ source: String) {
        #expect(LintHarness.findings(of: .transitionMissingSuper, in: source).isEmpty)
    }
}
