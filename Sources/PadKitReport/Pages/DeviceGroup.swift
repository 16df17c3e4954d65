import PadKit

/// Devices a contact sheet draws once: every one of their placements looks the same (same
/// windows, size classes, safe areas, OS, sources and app state; only the model differs), so one
/// set of drawings answers for all of them. Many iPads share a screen (37 iPads have 9 screens),
/// and a sheet that repeats them hides the few windows that differ.
public struct DeviceGroup: Sendable {
    /// The devices, in matrix order.
    public let devices: [Device]
    /// Each device's drawings, in matrix order: the same pictures, whose sources (measured on
    /// one model, carried over to another with the same screen) may differ.
    public let members: [[PlacementFigure]]
    /// The first device's drawings, in matrix order.
    public var figures: [PlacementFigure] { members.first ?? [] }

    /// The caption of drawing `index`: the first device's, where a line that differs between
    /// the devices (where a size or safe area came from) lists each version with its devices.
    public func captionLines(at index: Int) -> [String] {
        let captions = members.compactMap { $0.indices.contains(index) ? $0[index].captionLines(namingDevice: devices.count == 1) : nil }
        guard var lines = captions.first else { return [] }
        for line in lines.indices {
            var versions: [(text: String, devices: [String])] = []
            for (device, caption) in zip(devices, captions) where caption.indices.contains(line) {
                if let at = versions.firstIndex(where: { $0.text == caption[line] }) {
                    versions[at].devices.append(device.id)
                } else {
                    versions.append((caption[line], [device.id]))
                }
            }
            if versions.count > 1 {
                lines[line] = versions.map { "\($0.text) (\($0.devices.joined(separator: ", ")))" }.joined(separator: "; ")
            }
        }
        return lines
    }

    /// `figures` (in matrix order, each device's placements together) gathered into groups of
    /// devices whose drawings are the same, in the order each group's first device appears.
    public static func grouping(_ figures: [PlacementFigure]) -> [DeviceGroup] {
        var runs: [(device: Device, figures: [PlacementFigure])] = []
        for figure in figures {
            let device = figure.picture.placement.device
            if let last = runs.last, last.device.id == device.id {
                runs[runs.count - 1].figures.append(figure)
            } else {
                runs.append((device, [figure]))
            }
        }
        var keys: [[Appearance]] = []
        var groups: [(devices: [Device], members: [[PlacementFigure]])] = []
        for run in runs {
            let key = run.figures.map(Appearance.init)
            if let index = keys.firstIndex(of: key) {
                groups[index].devices.append(run.device)
                groups[index].members.append(run.figures)
            } else {
                keys.append(key)
                groups.append(([run.device], [run.figures]))
            }
        }
        return groups.map { DeviceGroup(devices: $0.devices, members: $0.members) }
    }

    /// What a drawing shows, without the model's name and the sources of its numbers: the SVG
    /// and the caption's size, size-class, OS and safe-area values. Comparing what is drawn,
    /// rather than the values behind it, keeps models apart exactly when a reader could tell
    /// them apart (traits no drawing shows, such as the display gamut, do not split a group);
    /// where the numbers came from can differ within a group and is listed per device
    /// (``captionLines(at:)``).
    struct Appearance: Hashable {
        let drawing: String
        let insets: EdgeInsets
        let details: [String]

        init(_ figure: PlacementFigure) {
            let picture = figure.picture
            var svg = PlacementDrawing(picture: picture, idPrefix: "g").svg()
            for text in [
                picture.placement.device.id, picture.placement.window.provenance.compactDescription,
                picture.safeArea.provenance.compactDescription,
            ] {
                svg = svg.replacingOccurrences(of: Markup.escape(text), with: "")
            }
            drawing = svg
            insets = picture.safeAreaInsets
            details = figure.details.map { "\($0.title)=\($0.value)" }
        }
    }
}
