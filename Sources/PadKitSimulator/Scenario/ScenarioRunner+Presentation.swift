import Foundation
import PadKit

extension ScenarioRunner {
    /// Applies the presentation and orientation events.
    static func applyPresentationEvent(_ event: ScenarioEvent, to window: Window, path: String) throws {
        switch event {
        case .present(let request):
            try checkAvailability(of: request, on: window.osVersion, path: "\(path).present")
            guard let presenter = window.controllersInWindow().last ?? window.rootViewController else {
                throw ScenarioError(path: "\(path).present", "nothing is on screen to present from")
            }
            let controller = makePresented(request, from: presenter)
            do {
                try presenter.present(controller, animated: true)
            } catch {
                throw ScenarioError(path: "\(path).present", error.description)
            }
        case .dismiss:
            // With nothing presented UIKit ignores the call; the twin traces that and goes on.
            let presenter =
                window.activePresentations().last?.presentingViewController
                ?? window.controllersInWindow().last ?? window.rootViewController
            presenter?.dismiss(animated: true)
        case .swipeDown:
            window.swipeDownTopPresentation()
        case .deviceOrientation(let orientation):
            do { try window.deviceDidRotate(to: orientation) } catch { throw ScenarioError(path: "\(path).deviceOrientation", "\(error)") }
        case .requestOrientations(let mask):
            do { try OSFeature.requestGeometryUpdate.check(on: window.osVersion) } catch {
                throw ScenarioError(path: "\(path).requestOrientations", error.description)
            }
            // UIKit reports the failure to the error handler; the app goes on, so the run does too.
            try? window.requestGeometryUpdate(interfaceOrientations: mask)
        case .prefersInterfaceOrientationLocked(let locked):
            // Before iOS 26 UIKit never asks for the preference: the event changes nothing.
            guard let controller = window.orientationLockController,
                (try? OSFeature.interfaceOrientationLock.check(on: window.osVersion)) == true
            else { break }
            controller.prefersInterfaceOrientationLocked = locked
            do { try window.updatePrefersInterfaceOrientationLocked() } catch {
                throw ScenarioError(path: "\(path).prefersInterfaceOrientationLocked", "\(error)")
            }
        default:
            break
        }
    }

    /// Sheet detents before iOS 15, and custom detents before iOS 16, are APIs the app could not
    /// call (`OSFeature.sheetDetents`, `OSFeature.customSheetDetents`).
    static func checkAvailability(of request: PresentationRequest, on osVersion: OSVersion, path: String) throws(ScenarioError) {
        let usesDetents =
            request.detents != nil || request.selectedDetent != nil || request.largestUndimmedDetent != nil
            || request.prefersEdgeAttachedInCompactHeight || request.widthFollowsPreferredContentSizeWhenEdgeAttached
            || request.prefersGrabberVisible
        do {
            if usesDetents { try OSFeature.sheetDetents.check(on: osVersion) }
            if request.detents?.contains(where: \.isCustom) == true {
                try OSFeature.customSheetDetents.check(on: osVersion)
            }
        } catch {
            throw ScenarioError(path: usesDetents && request.detents == nil ? path : "\(path).detents", error.description)
        }
    }

    /// A controller configured as `request` says, as app code would configure it before presenting.
    static func makePresented(_ request: PresentationRequest, from presenter: ViewController) -> ViewController {
        let controller = ViewController(title: request.title)
        request.configure(controller, presentedFrom: presenter)
        return controller
    }
}
