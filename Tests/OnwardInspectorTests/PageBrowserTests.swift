import Foundation
import Onward
import OnwardInspector
import Testing

/// The page in a real browser: one headless Chromium run loads a harness that frames the report,
/// drives it (keys, slider, a click, the filter) and writes what it saw into its own DOM.
@MainActor
@Suite(
    .enabled(if: Chromium.isInstalled, "chromium is not installed (apt-get install chromium)"),
    .timeLimit(.minutes(5))  // a browser that hangs fails the test instead of the run
)
struct PageBrowserTests {
    /// Run inside the harness once the framed report has loaded: each step's result, a line each.
    static let harness = #"""
        <!DOCTYPE html><meta charset="utf-8"><pre id="results"></pre>
        <iframe id="report" src="report.html#3" width="1000" height="700"></iframe>
        <iframe id="past-the-end" src="report.html#4294967296" width="400" height="200"></iframe>
        <iframe id="removal" src="removal.html#3" width="400" height="200"></iframe>
        <script>
        const loaded = (id) => new Promise((done) => document.getElementById(id).addEventListener("load", done));
        Promise.all([loaded("report"), loaded("past-the-end"), loaded("removal")]).then(() => {
          const w = document.getElementById("report").contentWindow, d = w.document, out = [];
          const q = (s) => d.querySelector(s);
          const see = (step) => out.push(step + " | " + w.location.hash + " | " + q("#selected").textContent + " | "
            + q("#slider").value + " | " + [...d.querySelectorAll("#changes li")].map((li) => li.textContent).join("; "));
          see("opened");
          out.push("changed | " + [...d.querySelectorAll("#state .changed")].map((e) => e.textContent).join("; "));
          out.push("rows | " + [...d.querySelectorAll("#actions > li.action > .line .call")].map((e) => e.textContent).join("; "));
          out.push("nested | " + [...d.querySelectorAll("li.action[data-n='5'] .nested .call")].map((e) => e.textContent).join("; "));
          out.push("images | " + d.querySelectorAll("img").length + " | " + d.querySelector("#state").textContent.includes("<img src=x onerror=alert(1)>"));
          d.body.dispatchEvent(new w.KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
          see("right");
          d.body.dispatchEvent(new w.KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
          d.body.dispatchEvent(new w.KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
          see("left twice");
          const slider = q("#slider");
          slider.value = "5";
          slider.dispatchEvent(new w.Event("input", { bubbles: true }));
          see("slider");
          q("li.action[data-n='1'] .line").click();
          see("click");
          q("#filter").value = "PLAY";
          q("#filter").dispatchEvent(new w.Event("input", { bubbles: true }));
          out.push("filter | " + q("#filter-count").textContent + " | "
            + [...d.querySelectorAll("#actions > li.action")].map((li) => li.dataset.n).join(","));
          d.body.dispatchEvent(new w.KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
          see("right filtered");
          const end = document.getElementById("past-the-end").contentWindow;
          out.push("past the end | " + end.location.hash + " | " + end.document.querySelector("#selected").textContent);
          const removal = document.getElementById("removal").contentWindow.document;
          out.push("removal | " + [...removal.querySelectorAll("#changes li")].map((li) => li.textContent).join("; ")
            + " | " + [...removal.querySelectorAll("#state .changed")].map((e) => e.textContent).join("; "));
          document.getElementById("results").textContent = out.join("\n");
        });
        </script>
        """#

    @Test func theReportAnswersKeysTheSliderClicksTheFilterAndItsFragment() async throws {
        let (inspection, folder) = try await PlaylistLog.inspect()
        try InspectorPage(inspection).write(to: folder.file("report.html"))
        // A removal, whose path then names the book that took its place: that one did not change.
        folder.write("shelf.jsonl", Shelf.log)
        let removal = try await ActionLogReplayer(registry: ActionRegistry<Shelf>.storeActions())
            .inspect(folder.file("shelf.jsonl"), into: Shelf())
        try InspectorPage(removal).write(to: folder.file("removal.html"))
        folder.write("harness.html", Self.harness)
        let dom = try await Chromium.dumpDOM("file://" + folder.file("harness.html"))
        let results = try #require(dom.split(separator: #"<pre id="results">"#).last?.split(separator: "</pre>").first)
        let lines = results.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&").split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"opened | #3 | 3 · add("Esc \u{1B}[31m") | 3 | tracks[2]: added "Esc \u{1B}[31m""#,
                #"changed | "Esc \u{1B}[31m""#,
                #"rows | before the first action; add("Intro"); add("<img src=x onerror=alert(1)>"); "#
                    + #"add("Esc \u{1B}[31m"); play(1); clear; add("Outro")"#,
                "nested | playingMutator(nil); tracksMutator([])",
                "images | 0 | true",
                "right | #4 | 4 · play(1) | 4 | playing: nil → 1",
                #"left twice | #2 | 2 · add("<img src=x onerror=alert(1)>") | 2 | "#
                    + #"tracks[1]: added "<img src=x onerror=alert(1)>""#,
                #"slider | #5 | 5 · clear | 5 | tracks[0]: removed "Intro"; "#
                    + #"tracks[1]: removed "<img src=x onerror=alert(1)>"; tracks[2]: removed "Esc \u{1B}[31m"; "#
                    + "playing: 1 → nil",
                #"click | #1 | 1 · add("Intro") | 1 | tracks[0]: added "Intro""#,
                "filter | 2 actions of 6 match | 0,4,5",
                "right filtered | #4 | 4 · play(1) | 4 | playing: nil → 1",
                #"past the end | #6 | 6 · add("Outro")"#,
                #"removal | books[0]: removed Book(id: 1, title: "Dune") | "#,
            ])
    }
}

/// A store whose list's elements have an identity: a removal is told from a change by it.
@Store(ShelfInteractor.self)
final class Shelf {
    struct Book: Codable, Equatable, Identifiable {
        var id: Int
        var title: String
    }

    var books: [Book] = []

    /// Two books put on the shelf, then the first taken off.
    static let log = """
        {"format":"onward-action-log","version":2,"store":"Shelf"}
        {"seq":1,"action":"booksMutator","args":[[{"id":1,"title":"Dune"}]]}
        {"seq":2,"action":"booksMutator","args":[[{"id":1,"title":"Dune"},{"id":2,"title":"Emma"}]]}
        {"seq":3,"action":"booksMutator","args":[[{"id":2,"title":"Emma"}]]}

        """
}

@Interactor
final class ShelfInteractor {
    var clear: Action<Shelf> {
        Action { Reducer(setter: \.books) { [] } }
    }
}
