import Foundation

/// The sample app the end-to-end tests lint.
///
/// It lives in a hidden folder (`Fixtures/.SampleApp`) because SwiftPM skips hidden folders: its
/// `.swift` files import UIKit and must not be compiled into this test target, and no resource
/// declaration is needed. It is found from this file's path, not from a bundle.
enum Fixtures {
    static let sampleApp: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/.SampleApp")
        .path
}
