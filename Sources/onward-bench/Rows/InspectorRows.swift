import Foundation
import Onward
import OnwardInspector
import TodosCore

/// The inspector's page of a generated log: how long it takes to make, and to open in headless
/// Chromium, as the page measures itself (`performance.now()` when it has drawn, written to
/// `data-render-ms` and read back with `--dump-dom`).
enum InspectorRows {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @MainActor
    static func run(actions: Int, samples: Int, folder: String) async throws -> [Measurement] {
        let log = folder + "/inspect-\(actions).jsonl"
        let page = folder + "/inspect-\(actions).html"
        try ReplayRows.writeLog(actions: actions, to: log)
        let replayer = ActionLogReplayer(registry: ActionRegistry<ToDoStore>.interactorActions())
        var inspection: Inspection?
        var failure: (any Error)?
        let making = await measure(samples: 1, count: 1) {
            do {
                inspection = try await replayer.inspect(log, into: ToDoStore())
                try inspection.map { try InspectorPage($0).write(to: page) }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: page)[.size] as? Int) ?? 0
        var rows = [
            Measurement(
                operation: "inspector page, \(actions.formatted()) actions: replay and write", count: 1, making),
            try await growing(adds: actions * 3 / 10, folder: folder),
        ]
        guard let chromium else {
            print("note: skipped the inspector page's opening row: chromium is not installed")
            return rows
        }
        var times: [Double] = []
        for _ in 0..<samples {
            guard let milliseconds = try renderMilliseconds(chromium, page: page) else {
                print("note: the inspector page did not report its render time")
                return rows
            }
            times.append(milliseconds * 1_000_000)
        }
        rows.append(
            Measurement(
                operation:
                    "inspector page, \(actions.formatted()) actions (\(bytes.formatted()) B), opens in headless Chromium",
                count: 1, medianNanoseconds: median(times), peakBytes: 0
            ).expecting(atMostMilliseconds: 1_000))
        return rows
    }

    /// The page of a log of adds only, whose state grows with every action: each action's capture
    /// and kept state cost the size of the state, so this row grows faster than its count.
    @MainActor
    private static func growing(adds: Int, folder: String) async throws -> Measurement {
        let log = folder + "/inspect-adds-\(adds).jsonl"
        let lines = (1...adds).map { #"{"seq":\#($0),"action":"add","args":["Todo \#($0)"]}"# }
        try ([#"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"#] + lines).joined(separator: "\n")
            .appending("\n").write(toFile: log, atomically: true, encoding: .utf8)
        let replayer = ActionLogReplayer(registry: ActionRegistry<ToDoStore>.interactorActions())
        var failure: (any Error)?
        let making = await measure(samples: 1, count: 1) {
            do {
                try InspectorPage(try await replayer.inspect(log, into: ToDoStore())).write(to: log + ".html")
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return Measurement(
            operation: "inspector page, \(adds.formatted()) adds (a growing state): replay and write", count: 1, making)
    }

    /// Loads the page once and reads the time it took to draw itself.
    private static func renderMilliseconds(_ chromium: String, page: String) throws -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + page]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let start = dom.range(of: #"data-render-ms=""#) else { return nil }
        return Double(dom[start.upperBound...].prefix { $0 != "\"" })
    }
}
