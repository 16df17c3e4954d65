extension InfoPlist {
    /// Receives one problem a reader found: the JSON path of the bad value and what is wrong.
    public typealias ProblemHandler = (_ path: String, _ message: String) -> Void

    /// Reads the keys PadKit models from the top-level pairs of an Info.plist (a real one converted
    /// with ``JSONValue/init(foundationObject:)``, or a description's inline `infoPlist`).
    ///
    /// This is the one reader of Info.plist values: descriptions, the project reader and the linter
    /// all go through it. Keys PadKit does not model are skipped (a caller that refuses unknown keys
    /// checks them first). A bad value is reported with its path (`path.key`, `path.key[index]`)
    /// and left out, and reading goes on, so every problem is reported; an orientation list keeps
    /// the entries that are orientations.
    ///
    /// - Parameters:
    ///   - pairs: the dictionary's keys and values.
    ///   - path: the JSON path of the dictionary (`infoPlist`, or `""` for a file's top level).
    ///   - report: called once per problem, in key order.
    public init(pairs: [(String, JSONValue)], path: String, report: ProblemHandler) {
        self.init()
        func value(_ key: String) -> JSONValue? { pairs.first { $0.0 == key }?.1 }
        func at(_ key: String) -> String { "\(path).\(key)" }
        func flag(_ key: String) -> Bool? {
            guard let found = value(key) else { return nil }
            guard case .bool(let flag) = found else {
                report(at(key), "expected true or false, found \(found.kindDescription)")
                return nil
            }
            return flag
        }
        let orientations = Key.supportedInterfaceOrientations
        supportedInterfaceOrientations = value(orientations).flatMap {
            InterfaceOrientationMask(json: $0, path: at(orientations), report: report)
        }
        supportedInterfaceOrientationsPad = value(orientations + "~ipad").flatMap {
            InterfaceOrientationMask(json: $0, path: at(orientations + "~ipad"), report: report)
        }
        supportedInterfaceOrientationsPhone = value(orientations + "~iphone").flatMap {
            InterfaceOrientationMask(json: $0, path: at(orientations + "~iphone"), report: report)
        }
        requiresFullScreen = flag(Key.requiresFullScreen) ?? false
        requiresFullScreenPad = flag(Key.requiresFullScreen + "~ipad")
        if let found = value(Key.requiresFullScreenIgnoredStartingWithVersion) {
            let key = at(Key.requiresFullScreenIgnoredStartingWithVersion)
            if case .string(let text) = found, let version = OSVersion(text) {
                requiresFullScreenIgnoredStartingWithVersion = version
            } else {
                report(key, "expected a version such as \"27.0\", found \(found.kindDescription)")
            }
        }
        if let family = value(Key.deviceFamily) { deviceFamily = Self.deviceFamily(family, path: at(Key.deviceFamily), report: report) }
        if let multiple = flag(Key.supportsMultipleScenes) { sceneManifest = SceneManifest(supportsMultipleScenes: multiple) }
        if let manifest = value(Key.sceneManifest) {
            if case .object(let manifestPairs) = manifest {
                var read = sceneManifest ?? SceneManifest()
                if let found = manifestPairs.first(where: { $0.0 == Key.supportsMultipleScenes })?.1 {
                    if case .bool(let flag) = found {
                        read.supportsMultipleScenes = flag
                    } else {
                        report(
                            "\(at(Key.sceneManifest)).\(Key.supportsMultipleScenes)",
                            "expected true or false, found \(found.kindDescription)")
                    }
                }
                sceneManifest = read
            } else {
                report(at(Key.sceneManifest), "expected a dictionary, found \(manifest.kindDescription)")
            }
        }
        for suffix in ["", "~ipad", "~iphone"] {
            let storyboardKey = Key.launchStoryboardName + suffix
            if let found = value(storyboardKey) {
                if case .string(let name) = found {
                    // An empty name is how Xcode leaves the key when the launch screen is removed:
                    // no launch screen.
                    if !name.isEmpty { launchScreens.append(LaunchScreen(key: storyboardKey, storyboardName: name)) }
                } else {
                    report(at(storyboardKey), "expected a storyboard name, found \(found.kindDescription)")
                }
            }
        }
        for suffix in ["", "~ipad", "~iphone"] {
            let screenKey = Key.launchScreen + suffix
            if let found = value(screenKey) {
                if case .object = found {
                    launchScreens.append(LaunchScreen(key: screenKey))
                } else {
                    report(at(screenKey), "expected a dictionary, found \(found.kindDescription)")
                }
            }
        }
        // TN3208: App Store Connect takes any of `UILaunchStoryboardName`, `UILaunchStoryboards`,
        // `UILaunchScreen` and `UILaunchScreens` as the launch screen ("ITMS-90870: Missing launch
        // screen" otherwise); the plural ones are dictionaries of launch screens by URL scheme.
        for key in [Key.launchStoryboards, Key.launchScreens] {
            if let found = value(key) {
                if case .object = found {
                    launchScreens.append(LaunchScreen(key: key))
                } else {
                    report(at(key), "expected a dictionary, found \(found.kindDescription)")
                }
            }
        }
        launchScreens.sort { (Key.all.firstIndex(of: $0.key) ?? 0) < (Key.all.firstIndex(of: $1.key) ?? 0) }
        designRequiresCompatibility = flag(Key.designRequiresCompatibility)
        statusBarHidden = flag(Key.statusBarHidden)
        viewControllerBasedStatusBarAppearance = flag(Key.viewControllerBasedStatusBarAppearance)
    }

    /// `UIDeviceFamily`: an array of 1 (iPhone) and 2 (iPad), or one number; Xcode writes other
    /// platforms' numbers (3 tvOS, 4 watchOS, 6 Mac Catalyst, 7 visionOS) beside them. An OpenStep
    /// plist keeps its numbers as strings (`"2"`), which count as the number.
    private static func deviceFamily(_ value: JSONValue, path: String, report: ProblemHandler) -> [Int]? {
        let items: [(JSONValue, String)]
        if case .array(let list) = value {
            items = list.enumerated().map { ($0.element, "\(path)[\($0.offset)]") }
        } else {
            items = [(value, path)]
        }
        var families: [Int] = []
        var reported = false
        for (item, itemPath) in items {
            var number: Double
            switch item {
            case .number(let value): number = value
            case .string(let text) where Int(text) != nil: number = Double(Int(text) ?? 0)
            default:
                report(itemPath, "expected a device family (1 iPhone, 2 iPad), found \(item.kindDescription)")
                reported = true
                continue
            }
            guard number.isFinite, (1...7).contains(number) else {
                report(itemPath, "\(NumberText.points(number)) is out of range; expected a device family (1 iPhone, 2 iPad) from 1 to 7")
                reported = true
                continue
            }
            guard number == number.rounded() else {
                report(itemPath, "\(NumberText.points(number)) is not a device family; expected 1 (iPhone) or 2 (iPad)")
                reported = true
                continue
            }
            number.round()
            if !families.contains(Int(number)) { families.append(Int(number)) }
        }
        if families.isEmpty {
            if !reported { report(path, "expected 1 (iPhone), 2 (iPad) or both") }
            return nil
        }
        return families.sorted()
    }
}
