import Foundation
import Testing
@testable import PadKit

@Suite("Presentation decisions")
struct PresentationTests {
    @Test("UIModalPresentationStyle raw values match UIViewController.h")
    func rawValues() {
        let expected: [(ModalPresentationStyle, Int)] = [
            (.automatic, -2), (.none, -1), (.fullScreen, 0), (.pageSheet, 1), (.formSheet, 2),
            (.currentContext, 3), (.custom, 4), (.overFullScreen, 5), (.overCurrentContext, 6), (.popover, 7),
        ]
        for (style, raw) in expected { #expect(style.rawValue == raw) }
        #expect(ModalPresentationStyle(name: "formSheet") == .formSheet)
        #expect(ModalPresentationStyle(name: "sheet") == nil)
    }

    @Test(
        ".automatic resolves per OS version",
        arguments: [
            (OSVersion(12, 4), ModalPresentationStyle.fullScreen), (OSVersion(13), .pageSheet), (OSVersion(17, 5), .pageSheet),
            (OSVersion(18), .formSheet), (OSVersion(26, 1), .formSheet),
        ])
    func automatic(os: OSVersion, expected: ModalPresentationStyle) {
        #expect(ModalPresentationStyle.automatic.resolved(for: os) == expected)
        #expect(ModalPresentationStyle.popover.resolved(for: os) == .popover)
    }

    @Test("every style on every placement lies inside the container, with UIKit's shape", arguments: allPlacements)
    func framesOnEveryPlacement(placement: Placement) {
        let container = PresentationContainer(placement: placement)
        let bounds = container.bounds
        // Sheets are placed inside the window's safe area (status bar, home indicator).
        let safe = container.safeBounds
        for style in ModalPresentationStyle.presentable where style != .popover {
            let frame = PresentationLayout.frame(for: style, in: container, osVersion: .latest)
            #expect(bounds.contains(frame), "\(style) \(frame) outside \(bounds)")
            switch style {
            case .fullScreen, .overFullScreen, .custom, .currentContext, .overCurrentContext, .automatic:
                #expect(frame == bounds)
            case .pageSheet, .formSheet:
                if container.isCompactHeight {
                    #expect(frame == bounds)
                } else if container.isCompactWidth {
                    let gap = SheetMetrics.standard.compactCardTopInset(for: container.design)
                    #expect(frame.minY == safe.minY + gap && frame.width == bounds.width && frame.maxY == bounds.maxY)
                } else {
                    #expect(abs(Double(frame.midX - safe.midX)) < 0.001 && abs(Double(frame.midY - safe.midY)) < 0.001)
                    #expect(safe.contains(frame))
                    if style == .formSheet {
                        let wanted = SheetMetrics.defaultFormSheetSize(screenSize: placement.screenSize, osVersion: .latest)
                        #expect(frame.width == min(wanted.width, safe.width) && frame.height == min(wanted.height, safe.height))
                    } else {
                        #expect(frame.width == min(704, safe.width) && frame.height == safe.height - 40)
                    }
                }
            default: break
            }
        }
    }

    @Test(
        "form-sheet default sizes follow the screen, not the window",
        arguments: [
            ("ipad-mini-4", 540.0, 600.0), ("ipad-air-2", 540, 600), ("ipad-7th-gen", 580, 640), ("ipad-mini-6th-gen", 580, 640),
            ("ipad-pro-11-inch-m4", 580, 640), ("ipad-pro-13-inch-m4", 580, 640),
        ])
    func formSheetDefaults(id: String, width: Double, height: Double) throws {
        let device = try Device.named(id)
        for orientation in [InterfaceOrientation.portrait, .landscapeRight] {
            let size = SheetMetrics.defaultFormSheetSize(screenSize: device.screen.size(in: orientation), osVersion: .latest)
            #expect(size == CGSize(width: width, height: height))
        }
        #expect(
            SheetMetrics.defaultFormSheetSize(screenSize: CGSize(width: 1600, height: 1000), osVersion: .latest)
                == CGSize(width: 620, height: 680))
        #expect(
            SheetMetrics.defaultFormSheetSize(screenSize: device.screen.portraitSize, osVersion: OSVersion(15))
                == CGSize(width: 540, height: 620))
    }

    @Test("a form sheet follows preferredContentSize only when both dimensions are positive")
    func formSheetPreferredSize() throws {
        let container = PresentationContainer(
            placement: try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full))
        let sized = PresentationLayout.frame(
            for: .formSheet, preferredContentSize: CGSize(width: 400, height: 300), in: container, osVersion: .latest)
        #expect(sized.size == CGSize(width: 400, height: 300))
        // Centred in the safe area: iPadOS 26's 32 pt of status bar, 25 pt of home indicator.
        #expect(sized.origin == CGPoint(x: 405, y: 270.5))
        let half = PresentationLayout.frame(
            for: .formSheet, preferredContentSize: CGSize(width: 400, height: 0), in: container, osVersion: .latest)
        #expect(half.size == CGSize(width: 580, height: 640))
        let huge = PresentationLayout.frame(
            for: .formSheet, preferredContentSize: CGSize(width: 2000, height: 2000), in: container, osVersion: .latest)
        #expect(huge == container.safeBounds)
    }

    @Test("sheets before iOS 13 are full screen in compact width")
    func legacyCompactSheet() throws {
        let container = PresentationContainer(
            placement: try Placement(device: Device.named("iphone-6"), orientation: .portrait, mode: .full))
        #expect(PresentationLayout.frame(for: .formSheet, in: container, osVersion: OSVersion(12)) == container.bounds)
        let classic = PresentationContainer(
            placement: try Placement(device: Device.named("iphone-6"), orientation: .portrait, mode: .full), osVersion: OSVersion(18))
        // The classic design: 10 below the 20-pt status bar.
        #expect(PresentationLayout.frame(for: .formSheet, in: classic, osVersion: OSVersion(18)).minY == 30)
        // The iOS 26 design: at the safe area's top.
        #expect(PresentationLayout.frame(for: .formSheet, in: container, osVersion: .latest).minY == 20)
    }

    @Test("the context styles take the context controller's frame")
    func contextFrame() throws {
        let container = PresentationContainer(
            placement: try Placement(device: Device.named("ipad-air-2"), orientation: .portrait, mode: .full))
        let context = CGRect(x: 320, y: 0, width: 448, height: 1024)
        #expect(PresentationLayout.frame(for: .currentContext, in: container, contextFrame: context, osVersion: .latest) == context)
        #expect(PresentationLayout.frame(for: .overCurrentContext, in: container, contextFrame: context, osVersion: .latest) == context)
    }
}

@Suite("Adaptation")
struct AdaptationTests {
    @Test("UIKit's own adaptation on every placement (iOS 13+)", arguments: allPlacements)
    func systemAdaptation(placement: Placement) {
        let container = PresentationContainer(placement: placement)
        let h = container.horizontalSizeClass, v = container.verticalSizeClass
        for style in [ModalPresentationStyle.pageSheet, .formSheet] {
            let adaptation = AdaptivePresentation.adapt(style, horizontal: h, vertical: v, osVersion: .latest)
            #expect(adaptation.style == (container.isCompactHeight ? .fullScreen : style))
            #expect(adaptation.adaptedFrom == (container.isCompactHeight ? style : nil))
            let attached = AdaptivePresentation.adapt(
                style, horizontal: h, vertical: v, prefersEdgeAttachedInCompactHeight: true, osVersion: .latest)
            #expect(attached.style == style && !attached.isAdapted)
        }
        let popover = AdaptivePresentation.adapt(.popover, horizontal: h, vertical: v, osVersion: .latest)
        let expected: ModalPresentationStyle = container.isCompactHeight ? .fullScreen : (container.isCompactWidth ? .formSheet : .popover)
        #expect(popover.style == expected)
        #expect(popover.willPresentStyle == (expected == .popover ? .none : expected))
        for style in [ModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .overCurrentContext] {
            #expect(
                AdaptivePresentation.adapt(style, horizontal: h, vertical: v, delegate: .forTraitCollection(.formSheet), osVersion: .latest)
                    .style == style)
        }
    }

    @Test("iOS 12: sheets go full screen in compact width; a popover in regular width and compact height becomes a form sheet")
    func legacyAdaptation() {
        let os = OSVersion(12)
        #expect(AdaptivePresentation.adapt(.formSheet, horizontal: .compact, vertical: .regular, osVersion: os).style == .fullScreen)
        #expect(AdaptivePresentation.adapt(.popover, horizontal: .compact, vertical: .regular, osVersion: os).style == .fullScreen)
        #expect(AdaptivePresentation.adapt(.popover, horizontal: .regular, vertical: .compact, osVersion: os).style == .formSheet)
        #expect(AdaptivePresentation.adapt(.popover, horizontal: .regular, vertical: .regular, osVersion: os).style == .popover)
        #expect(AdaptivePresentation.adapt(.automatic, horizontal: .compact, vertical: .regular, osVersion: os).style == .fullScreen)
    }

    @Test(
        "adaptivePresentationStyle(for:traitCollection:): accepted returns win, others fall back to UIKit's choice",
        arguments: [
            (ModalPresentationStyle.none, ModalPresentationStyle.popover), (.fullScreen, .fullScreen), (.overFullScreen, .overFullScreen),
            (.formSheet, .formSheet), (.pageSheet, .formSheet), (.popover, .formSheet), (.currentContext, .formSheet),
        ])
    func traitCollectionDelegate(answer: ModalPresentationStyle, shown: ModalPresentationStyle) {
        let adaptation = AdaptivePresentation.adapt(
            .popover, horizontal: .compact, vertical: .regular, delegate: .forTraitCollection(answer), osVersion: .latest)
        #expect(adaptation.style == shown, "\(adaptation.reason)")
        #expect(adaptation.adaptedFrom == (shown == .popover ? nil : .popover))
    }

    @Test("the trait-collection method is asked in regular environments too")
    func traitCollectionDelegateRegular() {
        let adaptation = AdaptivePresentation.adapt(
            .popover, horizontal: .regular, vertical: .regular, delegate: .forTraitCollection(.fullScreen), osVersion: .latest)
        #expect(adaptation.style == .fullScreen && adaptation.adaptedFrom == .popover)
    }

    @Test("adaptivePresentationStyle(for:) is consulted only for compact width and may not return formSheet")
    func legacyDelegate() {
        #expect(
            AdaptivePresentation.adapt(.popover, horizontal: .compact, vertical: .regular, delegate: .legacy(.none), osVersion: .latest)
                .style == .popover)
        #expect(
            AdaptivePresentation.adapt(
                .popover, horizontal: .compact, vertical: .regular, delegate: .legacy(.overFullScreen), osVersion: .latest
            ).style == .overFullScreen)
        #expect(
            AdaptivePresentation.adapt(
                .popover, horizontal: .compact, vertical: .regular, delegate: .legacy(.formSheet), osVersion: .latest
            ).style == .formSheet)
        #expect(
            AdaptivePresentation.adapt(
                .formSheet, horizontal: .compact, vertical: .regular, delegate: .legacy(.formSheet), osVersion: .latest
            ).style == .formSheet)
        let regular = AdaptivePresentation.adapt(
            .popover, horizontal: .regular, vertical: .compact, delegate: .legacy(.none), osVersion: .latest)
        #expect(regular.style == .fullScreen, "\(regular.reason)")
    }
}
