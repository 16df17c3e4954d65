@testable import PadKitApps
import Testing

/// Build-setting resolution: precedence, `$(inherited)`, conditions, expansion.
@Suite("Build settings")
struct BuildSettingsTests {
    static func a(_ key: String, _ value: String, _ source: String, conditions: [(String, String)] = []) -> BuildSettings.Assignment {
        BuildSettings.Assignment(key: key, conditions: conditions.map { (name: $0.0, pattern: $0.1) }, value: value, source: source)
    }

    let settings = BuildSettings(
        levels: [
            [Self.a("FAMILY", "$(inherited),2", "target"), Self.a("NAME", "${BRAND}-$(TARGET_NAME:lower)", "target")],
            [
                Self.a("FAMILY", "9", "target.xcconfig:1"), Self.a("FAMILY", "$(inherited) 1", "target.xcconfig:2"),
                Self.a("SDK_ONLY", "device", "target.xcconfig:3", conditions: [("sdk", "iphoneos*")]),
                Self.a("SDK_ONLY", "plain", "target.xcconfig:4"),
                Self.a("MAC_ONLY", "mac", "target.xcconfig:5", conditions: [("sdk", "macosx*")]),
            ],
            [
                Self.a("BRAND", "Acme", "project"), Self.a("LOOP", "$(LOOP)x", "project"),
                Self.a("BUNDLE", "com.acme.$(PRODUCT:rfc1034identifier)", "project"),
            ],
            [],
            [Self.a("TARGET_NAME", "Mail App", "default"), Self.a("PRODUCT", "My App_1", "default")],
        ], configuration: "Release")

    @Test("$(inherited) in a level is the level below; inside one xcconfig, the earlier assignment")
    func inherited() {
        #expect(settings.value("FAMILY")?.text == "9 1,2")
        #expect(settings.value("FAMILY")?.source == "target")
    }

    @Test("a matching condition wins over the plain assignment of its level; others never match")
    func conditions() {
        #expect(settings.value("SDK_ONLY")?.text == "device")
        #expect(settings.value("SDK_ONLY")?.source == "target.xcconfig:3")
        #expect(settings.value("MAC_ONLY") == nil)
    }

    @Test("$(VAR), ${VAR} and operators expand; what is set nowhere is reported")
    func expansion() {
        #expect(settings.value("NAME")?.text == "Acme-mail app")
        #expect(settings.value("BUNDLE")?.text == "com.acme.My-App-1")
        #expect(settings.value("LOOP")?.undefined == ["LOOP"])
        let unknown = BuildSettings(levels: [[Self.a("A", "$(NOWHERE)/x", "t")]], configuration: "Release")
        #expect(unknown.value("A")?.text == "/x")
        #expect(unknown.value("A")?.undefined == ["NOWHERE"])
    }

    @Test(
        "condition patterns are globs",
        arguments: [("iphoneos*", "iphoneos", true), ("iphone?s", "iphoneos", true), ("macosx*", "iphoneos", false), ("*", "x", true)])
    func glob(pattern: String, text: String, matches: Bool) {
        #expect(BuildSettings.glob(pattern, matches: text) == matches)
    }
}
