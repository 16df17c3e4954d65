/// The hinge of a device with several displays (iPhone Duo): folding moves the scene between them.
///
/// "Your app will still resize when someone opens or closes their iPhone Duo" (tech talk 111461,
/// 4:37): the scene is resized, not relaunched, and moves between the two screens
/// (NativeScript/NativeScript#11438). Between partially and fully open it stays on the inner
/// display at the same size: "951x669 flat and half-open" (flutter/flutter#193025).
extension WindowContext {
    /// The same context after the device folds or opens to `posture`: on the display the app is on
    /// in that posture, in the same orientation where that display takes it (portrait otherwise:
    /// the outer display has no upside-down portrait), in the same window mode where that display
    /// offers it (full screen otherwise: Split View is the inner display's).
    ///
    /// - Throws: ``DeviceDisplayError/noHinge(device:posture:)`` for a device without a hinge.
    public func folding(to posture: Posture) throws(DeviceDisplayError) -> WindowContext {
        let pose = try device.folded(to: posture)
        let orientation = pose.supportedInterfaceOrientations.contains(orientation) ? orientation : .portrait
        let mode = Placement.fixedModes(for: pose, orientation: orientation).contains(mode) ? mode : .full
        return WindowContext(
            device: pose, orientation: orientation, mode: mode, osVersion: osVersion, multitasking: multitasking, app: app,
            measurements: measurements, offering: offering)
    }
}
