import PadKit

/// The one place the audit asks whether PadKit models iPhone Duo: its devices (the catalog's
/// devices with a hinge, ``PadKit/Device/hasHinge``) are current devices like any other and their
/// rows count as windows; a build without them says the iPhone Duo parts of the criteria are not
/// modelled (`every-window` counts no Duo window, `hinge-postures` is `unknown`).
enum DuoSupport {
    /// The iPhone Duo models PadKit knows.
    static var devices: [Device] { Device.all.filter(\.hasHinge) }

    /// Whether PadKit models iPhone Duo.
    static var isModelled: Bool { !devices.isEmpty }

    /// Why the iPhone Duo parts cannot be judged yet.
    static let notModelled = "PadKit does not model iPhone Duo in this build: its windows, postures and fold are not counted"
}
