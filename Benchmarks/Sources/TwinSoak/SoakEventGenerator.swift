import BenchmarkSupport
import PadKit
import PadKitSimulator

/// Draws random scenario events of every kind a scenario file can hold, with the values that make
/// the twin work hardest: every rotation (including the ones an app refuses), every window mode and
/// free-form sizes from tiny to larger than the screen, pushes into either split column, every
/// presentation style with and without popover anchors, sheets with detents, and every delegate
/// answer.
public struct SoakEventGenerator {
    /// The kinds, each with a weight: pushes and presentations build trees, pops and dismissals
    /// take them down again, so trees neither stay trivial nor grow without end.
    static let kinds: [(kind: Kind, weight: Int)] = [
        (.multitask, 6), (.rotate, 6), (.resize, 4), (.background, 2), (.foreground, 2), (.push, 10), (.pop, 8),
        (.selectTab, 4), (.appearance, 2), (.showDetail, 4), (.showColumn, 2), (.hideColumn, 2), (.present, 8),
        (.dismiss, 5), (.swipeDown, 4), (.deviceOrientation, 3), (.requestOrientations, 2), (.orientationLock, 2), (.hinge, 3),
    ]
    static let totalWeight = kinds.reduce(0) { $0 + $1.weight }

    /// One entry per scenario event name.
    enum Kind: CaseIterable {
        case multitask, rotate, resize, background, foreground, push, pop, selectTab, appearance, showDetail, showColumn, hideColumn
        case present, dismiss, swipeDown, deviceOrientation, requestOrientations, orientationLock, hinge
    }

    private var counter = 0

    public init() {}

    /// The next event for `window`; titles are numbered so traces and shrunk scenarios stay
    /// readable. A multitask event moves to a window the window's context offers (its device, OS
    /// and orientation), as a user can.
    public mutating func next(in window: Window, using rng: inout SplitMix64) -> ScenarioEvent {
        counter += 1
        var pick = Int.random(in: 0..<Self.totalWeight, using: &rng)
        var kind = Kind.push
        for entry in Self.kinds {
            if pick < entry.weight { kind = entry.kind; break }
            pick -= entry.weight
        }
        return event(kind, in: window, using: &rng)
    }

    /// The windows `window`'s context offers in its orientation
    /// (``PadKit/WindowingSystem/modes(offeredOn:osVersion:landscape:)``), and the full-screen
    /// compatibility window where a setting has resizable windows.
    static func offeredModes(in window: Window) -> [WindowMode] {
        let context = window.context
        // A device with a hinge (iPhone Duo) offers what its display has: Split View on the inner one.
        let modes =
            context.device.hasHinge
            ? Placement.fixedModes(for: context.device, orientation: window.placement.orientation)
            : WindowingSystem.modes(offeredOn: context.device, osVersion: context.osVersion, landscape: window.placement.isLandscape)
        let resizable = MultitaskingSetting.settings(for: context.device.family, osVersion: context.osVersion).contains(where: \.hasResizableWindows)
        return modes + (resizable ? [.fullScreenCompatibility] : [])
    }

    private func event(_ kind: Kind, in window: Window, using rng: inout SplitMix64) -> ScenarioEvent {
        switch kind {
        case .multitask:
            return .multitask(Self.offeredModes(in: window).randomElement(using: &rng) ?? .full)
        case .orientationLock: return .prefersInterfaceOrientationLocked(Bool.random(using: &rng))
        // Folding and opening; on a device without a hinge the event is refused, as a scenario's is.
        case .hinge: return .hinge(Posture.allCases.randomElement(using: &rng) ?? .closed)
        case .rotate: return .rotate(InterfaceOrientation.allCases.filter { $0 != .unknown }.randomElement(using: &rng) ?? .portrait)
        case .resize:
            let sizes: [Double] = [1, 50, 200, 320, 375, 500, 678, 700, 744, 834, 1000, 1024, 1366, 2000]
            let width = Bool.random(using: &rng) ? (sizes.randomElement(using: &rng) ?? 500) : Double(Int.random(in: 100...1400, using: &rng))
            let height = Bool.random(using: &rng) ? (sizes.randomElement(using: &rng) ?? 500) : Double(Int.random(in: 100...1400, using: &rng))
            return .resize(width: width, height: height)
        case .background: return .background
        case .foreground: return .foreground
        case .push:
            let columns: [SplitColumn?] = [nil, nil, .primary, .secondary]
            return .push(title: "Push \(counter)", column: columns.randomElement(using: &rng) ?? nil)
        case .pop: return .pop
        case .selectTab: return .selectTab(Int.random(in: 0...4, using: &rng))
        case .appearance: return .appearance(Bool.random(using: &rng) ? .dark : .light)
        case .showDetail: return .showDetail(title: "Detail \(counter)")
        case .showColumn: return .showColumn([SplitColumn.primary, .supplementary, .secondary, .compact].randomElement(using: &rng) ?? .primary)
        case .hideColumn: return .hideColumn([SplitColumn.primary, .supplementary, .secondary, .compact].randomElement(using: &rng) ?? .primary)
        case .present: return .present(presentation(using: &rng))
        case .dismiss: return .dismiss
        case .swipeDown: return .swipeDown
        case .deviceOrientation: return .deviceOrientation(DeviceOrientation.allCases.filter { $0 != .unknown }.randomElement(using: &rng) ?? .faceUp)
        case .requestOrientations:
            let masks: [InterfaceOrientationMask] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .landscape, .all, .allButUpsideDown]
            return .requestOrientations(masks.randomElement(using: &rng) ?? .all)
        }
    }

    private func presentation(using rng: inout SplitMix64) -> PresentationRequest {
        var request = PresentationRequest(title: "Presented \(counter)")
        let styles: [ModalPresentationStyle] = [.automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .overFullScreen,
                                                .overCurrentContext, .popover, .popover, .popover]
        request.style = styles.randomElement(using: &rng) ?? .automatic
        if Bool.random(using: &rng) {
            request.preferredContentSize = .init(width: Double(Int.random(in: 0...1200, using: &rng)), height: Double(Int.random(in: 0...1200, using: &rng)))
        }
        if request.style == .popover {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: break // no anchor: UIKit's exception, a typed error in the twin
            case 1:
                request.barButtonItem = .init(x: Double(Int.random(in: 0...1300, using: &rng)), y: 20, width: 44, height: 44)
            default:
                request.sourceRect = .init(x: Double(Int.random(in: -50...1400, using: &rng)), y: Double(Int.random(in: -50...1400, using: &rng)),
                                           width: Double(Int.random(in: 0...200, using: &rng)), height: Double(Int.random(in: 0...200, using: &rng)))
            }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                request.permittedArrowDirections = PopoverArrowDirection.singles.randomElement(using: &rng) ?? .any
            }
        }
        if Bool.random(using: &rng) {
            let choices: [[SheetDetent]] = [[.medium], [.large], [.medium, .large], [.custom("small", height: 120), .large],
                                            [.custom("tall", height: 2000)]]
            request.detents = choices.randomElement(using: &rng)
            if Bool.random(using: &rng) { request.selectedDetent = ["medium", "large", "small", "missing"].randomElement(using: &rng) }
            if Bool.random(using: &rng) { request.largestUndimmedDetent = ["medium", "large", "small"].randomElement(using: &rng) }
        }
        request.prefersEdgeAttachedInCompactHeight = Bool.random(using: &rng)
        request.widthFollowsPreferredContentSizeWhenEdgeAttached = Int.random(in: 0..<4, using: &rng) == 0
        request.prefersGrabberVisible = Int.random(in: 0..<4, using: &rng) == 0
        let adaptive: [ModalPresentationStyle?] = [nil, nil, nil, ModalPresentationStyle.none, .fullScreen, .overFullScreen, .formSheet,
                                                   .pageSheet, .popover, .automatic]
        request.adaptiveStyle = adaptive.randomElement(using: &rng) ?? nil
        request.wrapInNavigation = Int.random(in: 0..<3, using: &rng) == 0
        request.isModalInPresentation = Int.random(in: 0..<4, using: &rng) == 0
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: request.shouldDismiss = false
        case 1: request.shouldDismiss = true
        default: break
        }
        return request
    }
}
