import Foundation
import Onward
import OnwardInspector
import Testing

/// The model a replay makes, and the page's text, without a browser.
@MainActor
struct InspectionTests {
    @Test func eachActionHasItsDispatchesChangesAndState() async throws {
        let (inspection, _) = try await PlaylistLog.inspect()
        #expect(inspection.title == "playlist.jsonl")
        #expect(inspection.actions.map(\.number) == [1, 2, 3, 4, 5, 6])
        #expect(
            inspection.actions.map(\.dispatch.call) == [
                #"add("Intro")"#, #"add("<img src=x onerror=alert(1)>")"#, #"add("Esc \u{1B}[31m")"#, "play(1)",
                "clear",
                #"add("Outro")"#,
            ])
        let clear = inspection.actions[4]
        #expect(clear.dispatch.children.map(\.call) == ["playingMutator(nil)", "tracksMutator([])"])
        #expect(clear.dispatch.duration == .microseconds(5))  // its own two readings and two of each child
        #expect(clear.dispatch.children.allSatisfy { $0.duration == .microseconds(1) && $0.site == nil })
        #expect(
            clear.diff.description == """
                tracks[0]: removed "Intro"
                tracks[1]: removed "<img src=x onerror=alert(1)>"
                tracks[2]: removed "Esc \\u{1B}[31m"
                playing: 1 → nil
                """)
        #expect(inspection.state(after: 0)?.description == "Playlist(tracks: [], playing: nil)")
        #expect(inspection.state(after: 4)?.description.hasSuffix("playing: 1)") == true)
        #expect(inspection.state(after: 6)?.description == #"Playlist(tracks: ["Outro"], playing: nil)"#)
        #expect(inspection.state(after: 7) == nil)
        #expect(inspection.keptStates == 7)
    }

    @Test func statesPastTheBudgetAreLeftOutAndThePageSaysSo() async throws {
        let (inspection, _) = try await PlaylistLog.inspect(options: InspectionOptions(stateBudget: 100, textLimit: 5))
        #expect(inspection.keptStates == 2)
        #expect(inspection.state(after: 1) != nil && inspection.state(after: 2) == nil)
        #expect(inspection.actions.count == 6)
        #expect(inspection.actions[0].diff.description == #"tracks[0]: added "Intr…"#)
        let html = InspectorPage(inspection).html
        #expect(html.contains("The states after action 1 are left out"))
        #expect(html.contains("values were longer than the page shows"))
    }

    /// A right-to-left override in a title would turn the rest of its line around in the browser:
    /// the page holds it as its escape, in the call, the changes and the states.
    @Test func aBidirectionalControlIsShownAsItsEscape() async throws {
        let log =
            #"{"format":"onward-action-log","version":2,"store":"Playlist"}"# + "\n"
            + #"{"seq":1,"action":"add","args":["Report \u202etxt.exe"]}"# + "\n"
        let (inspection, _) = try await PlaylistLog.inspect(log)
        #expect(inspection.actions.map(\.dispatch.call) == [#"add("Report \u{202E}txt.exe")"#])
        #expect(inspection.actions[0].diff.description == #"tracks[0]: added "Report \u{202E}txt.exe""#)
        #expect(inspection.state(after: 1)?.description.contains(#"\u{202E}"#) == true)
        let html = InspectorPage(inspection).html
        #expect(html.contains(#"Report \\u{202E}txt.exe"#))
        #expect(!html.unicodeScalars.contains("\u{202E}"))
    }

    @Test func theDataCannotEndItsScriptElement() async throws {
        let (inspection, _) = try await PlaylistLog.inspect()
        let html = InspectorPage(inspection).html
        let data = try #require(html.split(separator: #"id="inspection">"#).last?.split(separator: "</script>").first)
        #expect(!data.contains("<") && !data.contains(">") && !data.contains("&"))
        #expect(data.contains(#"\u003cimg src=x onerror=alert(1)\u003e"#))
        #expect(data.contains(#"Esc \\u{1B}[31m"#))  // the escape, escaped for the page to show
        #expect(!html.unicodeScalars.contains("\u{1B}"))
        #expect(
            !html.contains("http://") && !html.contains("https://") && !html.contains("<script src")
                && !html.contains("<link"))
    }

    @Test func aPageIsWrittenWholeOrNotAtAll() async throws {
        let (inspection, folder) = try await PlaylistLog.inspect()
        try InspectorPage(inspection).write(to: folder.file("report.html"))
        #expect(folder.read("report.html") == InspectorPage(inspection).html)
        let missing = folder.file("no-such-folder/report.html")
        #expect(throws: InspectorPageError(path: missing, code: ENOENT)) {
            try InspectorPage(inspection).write(to: missing)
        }
        try FileManager.default.createDirectory(atPath: folder.file("taken"), withIntermediateDirectories: false)
        #expect(throws: InspectorPageError(path: folder.file("taken"), code: EISDIR)) {
            try InspectorPage(inspection).write(to: folder.file("taken"))
        }
        #expect(folder.names == ["playlist.jsonl", "report.html", "taken"])
        // A name of 250 bytes, near the limit of 255: its temporary name is not longer.
        let long = String(repeating: "r", count: 245) + ".html"
        try InspectorPage(inspection).write(to: folder.file(long))
        #expect(folder.read(long) == InspectorPage(inspection).html)
        #expect(folder.names == [long, "playlist.jsonl", "report.html", "taken"].sorted())
    }

    @Test func onlyAnEarlierPageOrAnEmptyFileIsReplacedAndALinkIsFollowed() async throws {
        let (inspection, folder) = try await PlaylistLog.inspect()
        let page = InspectorPage(inspection)
        let log = folder.file("playlist.jsonl")
        let logBytes = folder.read("playlist.jsonl")
        #expect(throws: InspectorPageError.notAPage(log)) { try page.write(to: log) }
        #expect(folder.read("playlist.jsonl") == logBytes)
        #expect(InspectorPageError.notAPage(log).description.hasSuffix("so it is left as it is (name another file)"))
        try page.write(to: folder.file("report.html"))
        try page.write(to: folder.file("report.html"))  // an earlier page is replaced
        #expect(FileManager.default.createFile(atPath: folder.file("empty.html"), contents: Data()))
        try page.write(to: folder.file("empty.html"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.html"), withDestinationPath: "report.html")
        try page.write(to: folder.file("link.html"))
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.html"))
        #expect(link == "report.html")
        #expect(folder.read("empty.html") == page.html && folder.read("report.html") == page.html)
        #expect(folder.names == ["empty.html", "link.html", "playlist.jsonl", "report.html"])
        // A page of the first version, with its title and no generator line, is a page too.
        folder.write("old.html", "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<title>Onward inspector</title>\n")
        try page.write(to: folder.file("old.html"))
        #expect(folder.read("old.html") == page.html)
        // A pipe is refused without waiting on it.
        #expect(mkfifo(folder.file("pipe"), 0o600) == 0)
        #expect(throws: InspectorPageError.notARegularFile(folder.file("pipe"))) {
            try page.write(to: folder.file("pipe"))
        }
        #expect(
            InspectorPageError.notARegularFile("pipe").description
                == "cannot write pipe: it is not a regular file (a pipe or a device), so it is left as it is "
                + "(name another file)")
    }
}
