import PadKitSamples

/// The one list of apps the soak runs. Every source of apps that `padkit simulate` can name
/// belongs here, each as root-controller builders: add a line for a new source (for example app
/// descriptions) and the soak, its shrinker and its scenario files cover it.
public enum SoakApps {
    /// Every app, in a fixed order (the order decides which app an episode gets, so it is part
    /// of what a seed reproduces).
    public static var all: [SoakApp] {
        SampleApps.all.map { SoakApp(name: $0.name, deploymentTarget: $0.appDescription?.deploymentTarget, makeRootViewController: $0.makeRootViewController) }
    }
}
