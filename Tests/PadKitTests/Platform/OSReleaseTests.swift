import Testing
@testable import PadKit

/// The release ledger: what each release changes, its gate, and the releases it makes modelled.
@Suite("Release ledger")
struct OSReleaseTests {
    @Test("the modelled releases are every major from 8 to 18 and every release the ledger names")
    func modelled() {
        let expected =
            (8...18).map { OSVersion($0) } + [OSVersion(26), OSVersion(26, 1), OSVersion(26, 2), OSVersion(27), OSVersion(27, 1)]
        #expect(OSVersion.modelled == expected)
        #expect(OSVersion.oldestModelled == OSVersion(8))
        for row in OSRelease.allCases { #expect(OSVersion.modelled.contains(row.version), "\(row)") }
    }

    @Test("what 26, 26.1 and 27 change is one lookup each")
    func releases() {
        #expect(
            OSRelease.rows(of: OSVersion(26)) == [
                .windowedApps, .windowControls, .liquidGlass, .landscapeStatusBar, .tallPadStatusBar, .staleStatusBarInset,
            ])
        #expect(OSRelease.rows(of: OSVersion(26, 1)) == [.resizableSlideOver, .statusBarInsetUpdates])
        #expect(
            OSRelease.rows(of: OSVersion(27)) == [
                .sceneLifeCycleRequired, .resizableIPhoneApps, .discreteResizing, .designCompatibilityIgnored,
            ])
        #expect(OSRelease.rows(of: OSVersion(27, 1)) == [.verticalBars])
    }

    @Test(
        "a row applies by its gate: the OS, the OS and the SDK linked against, or the SDK alone",
        arguments: [OSVersion(17), OSVersion(18), OSVersion(26), OSVersion(27)])
    func gates(os: OSVersion) {
        // Keyed to the OS: the SDK does not matter.
        #expect(OSRelease.formSheetAutomatic.applies(on: os, build: AppBuild(sdk: OSVersion(12))) == (os >= OSVersion(18)))
        // Linked on or after: both the OS and the SDK; an unknown SDK is the OS's own.
        #expect(OSRelease.floatingTabBar.applies(on: os, build: AppBuild(sdk: OSVersion(17))) == false)
        #expect(OSRelease.floatingTabBar.applies(on: os, build: .unknown) == (os >= OSVersion(18)))
        #expect(OSRelease.liquidGlass.applies(on: os, build: AppBuild(sdk: OSVersion(27))) == (os >= OSVersion(26)))
        // The SDK alone, whatever the OS; an unknown SDK never.
        #expect(OSRelease.designCompatibilityIgnored.applies(on: os, build: AppBuild(sdk: OSVersion(27))))
        #expect(!OSRelease.designCompatibilityIgnored.applies(on: os, build: .unknown))
    }

    @Test("the rows limited to a setting are the windowed ones")
    func settings() {
        #expect(OSRelease.windowControls.settings == [.windowedApps, .stageManager])
        #expect(OSRelease.resizableSlideOver.settings == [.windowedApps, .stageManager])
        #expect(OSRelease.windowedApps.settings.isEmpty)
    }
}
