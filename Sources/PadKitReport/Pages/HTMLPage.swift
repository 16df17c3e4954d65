/// The frame of every HTML page PadKit writes: XHTML-compatible (well-formed XML, so an XML
/// parser reads it), self-contained (inline CSS and SVG, no scripts, no external files or fonts).
enum HTMLPage {
    static func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="color-scheme" content="light dark"/>
        <title>\(Markup.escape(title))</title>
        <style>
        \(ReportStyle.page)
        \(ReportStyle.drawing)
        </style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }
}
