import PadKit

extension ContentSizeCategory {
    /// The text size Interface Builder laid a file's text styles out at, by its Cocoa Touch
    /// plug-in's version (``ScreenFile/toolsVersion``): xSmall for Xcode 12.4 to 13 (plug-in 18000
    /// to 20999), the default Large for every other version. Every other window of the file is laid
    /// out at Large, UIKit's default.
    ///
    /// Interface Builder of Xcode 12.4 to 13 stored the frames of labels in a text style at the
    /// xSmall size: a Body label 17 pt high (a 14-pt line, not the 17-pt line's 20.33), a Title 3
    /// label 20.5, a Subhead one 14.5. Read from the stored heights of the one-line labels in a text
    /// style in the apps fetched: in the files of that plug-in 34 heights are xSmall's (7 apps) and
    /// 1 is Large's; in files of every other version 166 are Large's and 1 xSmall's
    /// (docs/sources.md, "Text styles at xSmall in Xcode 12.4 to 13").
    public static func designed(toolsVersion: Int) -> ContentSizeCategory {
        (18000..<21000).contains(toolsVersion) ? .extraSmall : .large
    }
}
