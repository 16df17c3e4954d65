import Foundation
import PadKitApps

/// The app's description, read from the JSON file the team keeps beside the app.
public enum YourApp {
    /// `Mail.json`, read and checked.
    public static func description() throws -> AppDescription {
        guard let url = Bundle.module.url(forResource: "Mail", withExtension: "json") else {
            throw AppDescriptionError(file: "Mail.json", path: "$", "not in the bundle")
        }
        return try AppDescriptionReader.read(contentsOf: url.path)
    }
}
