/// One self-contained HTML page that shows an ``Inspection``: the actions in a list with a filter,
/// and for the one selected, the state after it as a tree, the paths it changed highlighted, and
/// its changes.
///
/// ```swift
/// try InspectorPage(inspection).write(to: "report.html")   // open report.html#42 at action 42
/// ```
/// The page needs no network and loads nothing: its style, script and data are inside it. The
/// data is JSON in a `<script type="application/json">` element, with `<`, `>` and `&` escaped,
/// and the script shows every text from the log with `textContent`, never as markup. A slider and
/// the arrow keys step through the actions; the URL's fragment holds the position.
public struct InspectorPage {
    /// What the page shows.
    public let inspection: Inspection

    /// Creates a page.
    ///
    /// - Parameter inspection: What the page shows.
    public init(_ inspection: Inspection) {
        self.inspection = inspection
    }

    /// The page's title, which also marks the pages of the inspector's first version.
    static let title = "<title>Onward inspector</title>"

    /// The line that says a file is a page of this inspector, which a new page may replace.
    static let generator = #"<meta name="generator" content="Onward inspector">"#

    /// The page's HTML.
    public var html: String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        \(Self.generator)
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
        script-src 'unsafe-inline'; img-src data:">
        \(Self.title)
        <style>\(Self.style)</style>
        </head>
        <body>
        \(Self.body)
        <script type="application/json" id="inspection">\(PageData.json(of: inspection))</script>
        <script>\(Self.script)</script>
        </body>
        </html>

        """
    }
}
