import PadKit
import Testing

/// Bar heights by OS and SDK (``SystemBarMetrics``, ``AppBuild``, ``InterfaceDesign``) and where a
/// tab bar controller puts its tabs (``TabBarLayout``).
@Suite("Bars by OS and SDK")
struct BarLayoutTests {
    static let builds: [AppBuild] = [
        .unknown, AppBuild(designRequiresCompatibility: true), AppBuild(sdk: OSVersion(11)), AppBuild(sdk: OSVersion(17)),
        AppBuild(sdk: OSVersion(18)),
        AppBuild(sdk: OSVersion(26)), AppBuild(sdk: OSVersion(26), designRequiresCompatibility: true),
        AppBuild(sdk: OSVersion(27)), AppBuild(sdk: OSVersion(27), designRequiresCompatibility: true),
    ]

    @Test(
        "the design: iOS 26's for an app built with the 26 SDK on 26 or later, unless it keeps the old one with an explicit 26 SDK",
        arguments: OSVersion.modelled, builds)
    func design(os: OSVersion, build: AppBuild) {
        let sdk = min(build.sdk ?? os, os)
        let expected: InterfaceDesign
        if os.major < 26 || sdk.major < 26 {
            expected = .classic
        } else if build.designRequiresCompatibility && (build.sdk.map { $0.major < 27 } ?? false) {
            expected = .classic
        } else {
            expected = .liquidGlass
        }
        #expect(InterfaceDesign.resolved(os: os, build: build) == expected, "\(os) \(build)")
    }

    @Test("an unknown SDK is the OS's own; an SDK newer than the OS counts as the OS")
    func linkedSDK() {
        #expect(AppBuild.unknown.linkedSDK(runningOn: OSVersion(12)) == OSVersion(12))
        #expect(AppBuild(sdk: OSVersion(11)).linkedSDK(runningOn: OSVersion(12)) == OSVersion(11))
        #expect(AppBuild(sdk: OSVersion(27)).linkedSDK(runningOn: OSVersion(26)) == OSVersion(26))
    }

    @Test("navigation bar heights by idiom, height class, OS and SDK", arguments: OSVersion.modelled, builds)
    func navigationBar(os: OSVersion, build: AppBuild) {
        let bars = SystemBarMetrics.standard
        let sdk = min(build.sdk ?? os, os)
        let glass = InterfaceDesign.resolved(os: os, build: build) == .liquidGlass
        let pad = glass ? 54.0 : os.major >= 12 && sdk.major >= 12 ? 50 : 44
        #expect(bars.navigationBarHeight(idiom: .pad, verticalSizeClass: .regular, os: os, build: build) == pad, "\(os) \(build)")
        #expect(bars.navigationBarHeight(idiom: .phone, verticalSizeClass: .regular, os: os, build: build) == (glass ? 54 : 44))
        #expect(bars.navigationBarHeight(idiom: .phone, verticalSizeClass: .compact, os: os, build: build) == 32)
    }

    @Test(
        "tab bar heights: iPad 50 from iOS 12 with the iOS 12 SDK, else 49; iPhone 49, 32 in compact height", arguments: OSVersion.modelled,
        builds)
    func tabBar(os: OSVersion, build: AppBuild) {
        let bars = SystemBarMetrics.standard
        let sdk = min(build.sdk ?? os, os)
        #expect(
            bars.tabBarHeight(idiom: .pad, verticalSizeClass: .regular, os: os, build: build)
                == (os.major >= 12 && sdk.major >= 12 ? 50 : 49))
        #expect(bars.tabBarHeight(idiom: .phone, verticalSizeClass: .regular, os: os, build: build) == 49)
        #expect(bars.tabBarHeight(idiom: .phone, verticalSizeClass: .compact, os: os, build: build) == 32)
    }

    @Test("measured rows for iOS 9 to 18 keep their bars when the SDK is unknown", arguments: (9...18).map { OSVersion($0) })
    func unknownSDKKeepsMeasuredRows(os: OSVersion) {
        let bars = SystemBarMetrics.standard
        #expect(bars.navigationBarHeight(idiom: .pad, verticalSizeClass: .regular, os: os) == (os.major >= 12 ? 50 : 44))
        #expect(bars.navigationBarHeight(idiom: .phone, verticalSizeClass: .regular, os: os) == 44)
        #expect(bars.tabBarHeight(idiom: .pad, verticalSizeClass: .regular, os: os) == (os.major >= 12 ? 50 : 49))
    }

    static let layoutOSes = [OSVersion(17), OSVersion(18), OSVersion(26), OSVersion(27)]

    @Test(
        "where the tabs are: iPad, regular width, iPadOS 18 and its SDK float the bar at the top; .tabSidebar shows the sidebar unless hidden",
        arguments: layoutOSes, TabBarControllerMode.allCases)
    func layout(os: OSVersion, mode: TabBarControllerMode) {
        for idiom in [UserInterfaceIdiom.phone, .pad] {
            for width in [UserInterfaceSizeClass.compact, .regular] {
                for hidden in [false, true] {
                    for build in [AppBuild.unknown, AppBuild(sdk: OSVersion(17))] {
                        let layout = TabBarLayout.resolve(
                            idiom: idiom, horizontalSizeClass: width, os: os, build: build, mode: mode, sidebarIsHidden: hidden)
                        let floats = idiom == .pad && width == .regular && os.major >= 18 && (build.sdk ?? os).major >= 18
                        let expected: TabBarLayout = !floats ? .bottom : mode == .tabSidebar && !hidden ? .sidebar : .topFloating
                        #expect(layout == expected, "\(idiom) \(width) \(os) \(mode) hidden \(hidden) \(build)")
                    }
                }
            }
        }
    }

    @Test(".automatic resolves to .tabSidebar only with a tab group")
    func automatic() {
        #expect(TabBarControllerMode.automatic.resolved(hasTabGroups: false) == .tabBar)
        #expect(TabBarControllerMode.automatic.resolved(hasTabGroups: true) == .tabSidebar)
        #expect(TabBarControllerMode.tabBar.resolved(hasTabGroups: true) == .tabBar)
        #expect(
            TabBarLayout.resolve(idiom: .pad, horizontalSizeClass: .regular, os: OSVersion(18), mode: .automatic, hasTabGroups: true)
                == .sidebar)
    }

    @Test(
        "what each layout adds to the child: the bottom bar, 50 pt on top unless the child hosts the bar, the sidebar on the leading edge")
    func childInsets() {
        #expect(
            TabBarLayout.bottom.childInsets(bottomBarHeight: 49, childOverlaysTabBar: true, layoutDirection: .leftToRight)
                == EdgeInsets(bottom: 49))
        #expect(
            TabBarLayout.topFloating.childInsets(bottomBarHeight: 49, childOverlaysTabBar: false, layoutDirection: .leftToRight)
                == EdgeInsets(top: 50))
        #expect(
            TabBarLayout.topFloating.childInsets(bottomBarHeight: 49, childOverlaysTabBar: true, layoutDirection: .leftToRight) == .zero)
        #expect(
            TabBarLayout.sidebar.childInsets(bottomBarHeight: 49, childOverlaysTabBar: false, layoutDirection: .leftToRight)
                == EdgeInsets(left: 320))
        #expect(
            TabBarLayout.sidebar.childInsets(bottomBarHeight: 49, childOverlaysTabBar: false, layoutDirection: .rightToLeft)
                == EdgeInsets(right: 320))
    }

    @Test("mode names are UIKit's case names")
    func modeNames() {
        #expect(TabBarControllerMode.allCases.map(\.description) == ["automatic", "tabBar", "tabSidebar"])
        #expect(TabBarControllerMode(name: "tabSidebar") == .tabSidebar)
        #expect(TabBarControllerMode(name: "sidebar") == nil)
    }

    @Test("the sidebar is available in .tabSidebar mode wherever the tabs are not at the bottom")
    func sidebarAvailability() {
        for layout in TabBarLayout.allCases {
            #expect(layout.isSidebarAvailable(mode: .tabSidebar) == (layout != .bottom), "\(layout)")
            #expect(!layout.isSidebarAvailable(mode: .tabBar), "\(layout)")
            #expect(!layout.isSidebarAvailable(mode: .automatic), "\(layout): no tab groups")
            #expect(layout.isSidebarAvailable(mode: .automatic, hasTabGroups: true) == (layout != .bottom), "\(layout): tab groups")
        }
    }
}
