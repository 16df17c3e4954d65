import PadKit

/// The text `padkit app check` prints: what the app declares and its controller tree.
public enum AppSummary {
    /// A few lines on the app, then its tree, one node a line, indented.
    public static func text(_ description: AppDescription) -> String {
        let plist = description.infoPlist.values
        var out = "\(description.name): a valid app description\n"
        var facts: [String] = []
        if let target = description.deploymentTarget { facts.append("deployment target iOS \(target)") }
        if let family = plist.deviceFamily {
            facts.append("UIDeviceFamily [\(family.map(String.init).joined(separator: ", "))]")
        }
        if plist.runsNativelyOnPad {
            let resolver = OrientationResolver(idiom: .pad, infoPlist: plist, osVersion: .latest)
            facts.append(resolver.isMultitaskingEligible ? "Split View and Slide Over on iPad" : "full screen only on iPad")
        }
        if let scenes = plist.sceneManifest?.supportsMultipleScenes { facts.append(scenes ? "multiple scenes" : "one scene") }
        if let sdk = description.sdk {
            let build = AppBuild(sdk: sdk, designRequiresCompatibility: plist.designRequiresCompatibility ?? false)
            let compatible = WindowControls.usesCompatibilityDesign(build: build, osVersion: .latest)
            facts.append(
                "built with the iOS \(sdk) SDK"
                    + (compatible
                        ? """
                        : the compatibility design on iPadOS 26 and later (a 32-pt top safe area in windows with controls, no layout \
                        regions)
                        """
                        : ""))
        }
        if !facts.isEmpty { out += facts.joined(separator: "; ") + "\n" }
        out += "\nroot\n"
        out += lines(description.root, label: nil, indent: "  ")
        if !description.presentations.isEmpty {
            out += "\npresentations\n"
            for presentation in description.presentations {
                out += "  \(presentation.name): \(presentation.request.style)\n"
            }
        }
        if !description.unresolved.isEmpty {
            out += "\nunresolved\n"
            for item in description.unresolved { out += "  \(item.path): \(item.reason)\n" }
        }
        return out
    }

    private static func lines(_ node: ControllerDescription, label: String?, indent: String) -> String {
        let kind: String
        var extra = ""
        switch node.kind {
        case .view:
            kind = node.layout == nil ? "ViewController" : "ViewController (layout: \(node.layout?.views.joined(separator: ", ") ?? ""))"
        case .navigation(let stack): kind = "NavigationController"; extra = " (\(stack.count) in the stack)"
        case .tabs(let tabs): kind = "TabBarController"; extra = " (\(tabs.count) tabs\(node.tabBarMode.map { ", mode \($0)" } ?? ""))"
        case .split(let split): kind = "SplitViewController"; extra = " (\(split.style))"
        case .adaptiveSplit: kind = "AdaptiveSplitViewController"
        case .centreWindow(let list): kind = "ViewController"; extra = " (\(list.pages.count) pages in the centre window)"
        case .container(let container):
            kind = "ContainerViewController"
            extra = container.whenWidthBelow.map { " (overrides traits below \(NumberText.points($0)) pt)" } ?? " (overrides traits)"
        }
        let className = node.className.map { " \($0)" } ?? ""
        let title = node.title.map { " \"\($0)\"" } ?? ""
        var out = "\(indent)\(label.map { "\($0): " } ?? "")\(kind)\(className == " \(kind)" ? "" : className)\(title)\(extra)\n"
        for (path, child) in node.childNodes {
            let childLabel = path.split(separator: ".").last.map(String.init).flatMap { component -> String? in
                component.contains("[") ? nil : component
            }
            out += lines(child, label: childLabel, indent: indent + "  ")
        }
        return out
    }
}
