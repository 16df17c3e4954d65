// PadKit's values read and write JSON through PadJSON (`JSONValue`, `JSONReader`, `NumberText`),
// and code that imports PadKit reads their JSON forms: re-exporting PadJSON keeps one import
// enough, as it was when these types lived in PadKit.
@_exported import PadJSON
