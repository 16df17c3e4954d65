import Foundation

extension InfoPlist {
    /// Reads the keys PadKit models from a decoded property-list dictionary (what ``PropertyList``
    /// gives); other keys are never converted, because they may hold dates or data.
    ///
    /// - Parameter report: called once per problem, with the key's path (`UIDeviceFamily[0]`).
    public init(dictionary: [String: Any], report: ProblemHandler) {
        var pairs: [(String, JSONValue)] = []
        for key in Key.all {
            guard let raw = dictionary[key] else { continue }
            guard let value = JSONValue(foundationObject: raw) else {
                report(key, "unsupported value type")
                continue
            }
            pairs.append((key, value))
        }
        self.init(
            pairs: pairs, path: "",
            report: { path, message in
                report(path.hasPrefix(".") ? String(path.dropFirst()) : path, message)
            })
    }

    /// Reads the keys PadKit models from property-list data (XML, binary or OpenStep).
    ///
    /// Plain `throws` (always an ``InfoPlistError``): Swift 6.3 miscompiles typed throws on
    /// initializers.
    ///
    /// - Throws: ``InfoPlistError`` when the data is not a property-list dictionary, or listing
    ///   every key PadKit needs that has a bad value.
    public init(propertyList data: Data) throws {
        let object: Any
        do throws(PropertyList.ReadError) {
            object = try PropertyList.object(from: data)
        } catch {
            throw InfoPlistError.unreadable(reason: error.reason)
        }
        guard let dictionary = object as? [String: Any] else {
            throw InfoPlistError.unreadable(reason: "the top level is not a dictionary")
        }
        var problems: [InfoPlistError.Problem] = []
        self.init(dictionary: dictionary, report: { problems.append(InfoPlistError.Problem(path: $0, message: $1)) })
        if !problems.isEmpty { throw InfoPlistError.invalidValues(problems) }
    }
}
