/// Where a controller is in UIKit's appearance cycle.
enum AppearanceState: Sendable {
    case disappeared
    case appearing
    case appeared
    case disappearing
}
