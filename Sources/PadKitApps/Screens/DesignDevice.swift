import Foundation
import PadKit

/// A device Interface Builder lays a file out on (`<device id="retina6_1" orientation=...>`):
/// its screen size in points, its safe-area insets in each orientation, its pixel scale, and
/// its size classes. The table is in `docs/sources.md`: screen sizes are the root-view frames
/// Interface Builder stores in real files viewed as each device (a full-screen scene without
/// opaque bars stores the screen size) and Apple's device specifications; insets are the status
/// bar, sensor housing and home indicator insets of the same devices (Apple's *Human Interface
/// Guidelines, Layout*, device size table, and the simulator).
public struct DesignDevice: Sendable, Hashable {
    /// IB's id.
    public let id: String
    /// The portrait screen size in points.
    public let portraitSize: CGSize
    /// Safe-area insets in portrait: top, bottom.
    public let portraitInsets: (top: Double, bottom: Double)
    /// Safe-area insets in landscape: side (left and right), bottom.
    public let landscapeInsets: (side: Double, bottom: Double)
    /// Whether it is an iPad.
    public let isPad: Bool
    /// The horizontal size class in landscape on iPhone (regular on the large iPhones).
    public let landscapeWidthIsRegular: Bool
    /// Pixels per point.
    public let scale: Double

    public static func == (a: DesignDevice, b: DesignDevice) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The size in `orientation` (`portrait` or `landscape`).
    public func size(orientation: String) -> CGSize {
        orientation == "landscape" ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The safe-area insets in `orientation`, with a status bar unless it is hidden (a classic
    /// iPhone hides it in landscape).
    public func safeArea(orientation: String, statusBarHidden: Bool) -> EdgeInsets {
        if orientation == "landscape" {
            let top = isPad ? (statusBarHidden ? 0 : portraitInsets.top) : 0
            return EdgeInsets(top: top, left: landscapeInsets.side, bottom: landscapeInsets.bottom, right: landscapeInsets.side)
        }
        let top = statusBarHidden && portraitInsets.top <= 24 ? 0 : portraitInsets.top
        return EdgeInsets(top: top, left: 0, bottom: portraitInsets.bottom, right: 0)
    }

    /// Portrait top insets that changed with Interface Builder's version: `(id, first toolsVersion,
    /// top)`. Xcode 14 (toolsVersion 21000, iOS 16) shows the iPhone XR and 11 with a 48-pt status
    /// bar where earlier versions show 44 (read from the frames of views pinned to the safe area in
    /// real files: 44 in every file saved by toolsVersion 14 to 20, 48 from 21), and the iPhone 12's
    /// sizes (`retina6_0`, `retina6_7`) with their 47-pt one where earlier versions show 44 (44 in
    /// Pocket Casts' `retina6_7` XIB of 17505, WooCommerce's `retina6_0` XIB of 19519 and
    /// Element's of 20020; 47 in WooCommerce's of 21505). The 375 x 812 device (`retina5_9`,
    /// the iPhone X before, the 12 and 13 mini from Xcode 14) shows the mini's 50-pt one from the
    /// same version: 44 in Element's XIB of 20020, 50 in KeePassium's storyboards of 23506 and
    /// openHAB's navigation bars of 22685, 100 (twice 50, Interface Builder 16's doubled safe
    /// area) in Go Map!!'s files of 23721 and 24742.
    static let laterTopInsets: [(id: String, toolsVersion: Int, top: Double)] = [
        ("retina6_1", 21000, 48), ("retina6_0", 21000, 47), ("retina6_7", 21000, 47), ("retina5_9", 21000, 50),
    ]

    /// The safe-area insets Interface Builder shows in `orientation` in a file saved by `toolsVersion`.
    public func safeArea(orientation: String, statusBarHidden: Bool, toolsVersion: Int) -> EdgeInsets {
        var insets = safeArea(orientation: orientation, statusBarHidden: statusBarHidden)
        if orientation != "landscape", !statusBarHidden,
            let later = Self.laterTopInsets.last(where: { $0.id == id && toolsVersion >= $0.toolsVersion })
        {
            insets.top = later.top
        }
        return insets
    }

    /// The size classes in `orientation`.
    public func sizeClasses(orientation: String) -> SizeClassPair {
        if isPad { return SizeClassPair(horizontal: .regular, vertical: .regular) }
        if orientation == "landscape" {
            return SizeClassPair(horizontal: landscapeWidthIsRegular ? .regular : .compact, vertical: .compact)
        }
        return SizeClassPair(horizontal: .compact, vertical: .regular)
    }

    private init(
        _ id: String, _ width: Double, _ height: Double, top: Double, bottom: Double, side: Double = 0, landscapeBottom: Double = 0,
        pad: Bool = false, wide: Bool = false, scale: Double = 2
    ) {
        self.id = id
        portraitSize = CGSize(width: width, height: height)
        portraitInsets = (top, bottom)
        landscapeInsets = (side, landscapeBottom)
        isPad = pad
        landscapeWidthIsRegular = wide
        self.scale = scale
    }

    /// Interface Builder's devices (see `docs/sources.md`).
    public static let all: [DesignDevice] = [
        DesignDevice("retina3_5", 320, 480, top: 20, bottom: 0),
        DesignDevice("retina4_0", 320, 568, top: 20, bottom: 0),
        DesignDevice("retina4_7", 375, 667, top: 20, bottom: 0),
        DesignDevice("retina5_5", 414, 736, top: 20, bottom: 0, wide: true, scale: 3),
        DesignDevice("retina5_9", 375, 812, top: 44, bottom: 34, side: 44, landscapeBottom: 21, scale: 3),
        DesignDevice("retina6_1", 414, 896, top: 44, bottom: 34, side: 44, landscapeBottom: 21, wide: true),
        DesignDevice("retina6_5", 414, 896, top: 44, bottom: 34, side: 44, landscapeBottom: 21, wide: true, scale: 3),
        DesignDevice("retina5_4", 375, 812, top: 50, bottom: 34, side: 50, landscapeBottom: 21, scale: 3),
        DesignDevice("retina6_0", 390, 844, top: 44, bottom: 34, side: 47, landscapeBottom: 21, scale: 3),
        DesignDevice("retina6_7", 428, 926, top: 44, bottom: 34, side: 47, landscapeBottom: 21, wide: true, scale: 3),
        DesignDevice("retina6_12", 393, 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21, scale: 3),
        DesignDevice("retina6_72", 430, 932, top: 59, bottom: 34, side: 59, landscapeBottom: 21, wide: true, scale: 3),
        DesignDevice("retina6_3", 402, 874, top: 62, bottom: 34, side: 62, landscapeBottom: 21, scale: 3),
        DesignDevice("retina6_9", 440, 956, top: 62, bottom: 34, side: 62, landscapeBottom: 21, wide: true, scale: 3),
        DesignDevice("ipad7_9", 768, 1024, top: 20, bottom: 0, pad: true),
        DesignDevice("ipad9_7", 768, 1024, top: 20, bottom: 0, pad: true),
        DesignDevice("ipad10_2", 810, 1080, top: 20, bottom: 0, pad: true),
        DesignDevice("ipad10_5", 834, 1112, top: 20, bottom: 0, pad: true),
        DesignDevice("ipad12_9", 1024, 1366, top: 20, bottom: 0, pad: true),
        DesignDevice("ipad8_3", 744, 1133, top: 24, bottom: 20, landscapeBottom: 20, pad: true),
        DesignDevice("ipad10_9rounded", 820, 1180, top: 24, bottom: 20, landscapeBottom: 20, pad: true),
        DesignDevice("ipad11_0rounded", 834, 1194, top: 24, bottom: 20, landscapeBottom: 20, pad: true),
        DesignDevice("ipad12_9rounded", 1024, 1366, top: 24, bottom: 20, landscapeBottom: 20, pad: true),
    ]

    /// The device with IB id `id`.
    public static func named(_ id: String) -> DesignDevice? { all.first { $0.id == id } }
}
