import Foundation
import Onward
import TodosCore

/// Replaying a generated action log of the example, streamed.
enum ReplayRows {
    /// Writes a log of `count` actions that keeps about 100 todos alive: adds, toggles, edits and
    /// removals in a fixed pattern.
    static func writeLog(actions count: Int, to path: String) throws {
        guard let handle = FileHandle(forWritingAtPath: path) ?? create(path) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { try? handle.close() }
        var buffer = #"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"# + "\n"
        var nextID = 1
        var alive: [Int] = []
        for seq in 1...count {
            let line: String
            if alive.isEmpty || (seq % 4 < 2 && alive.count < 100) {
                line = #"{"seq":\#(seq),"action":"add","args":["Generated todo \#(seq)"]}"#
                alive.append(nextID)
                nextID += 1
            } else if seq % 4 == 0 {
                let id = alive.remove(at: seq % alive.count)
                line = #"{"seq":\#(seq),"action":"remove","args":[\#(id)]}"#
            } else if seq % 4 == 2 {
                line = #"{"seq":\#(seq),"action":"edit","args":[\#(alive[seq % alive.count]),"Edited \#(seq)"]}"#
            } else {
                line = #"{"seq":\#(seq),"action":"toggle","args":[\#(alive[seq % alive.count])]}"#
            }
            buffer += line + "\n"
            if buffer.utf8.count > 1 << 20 {
                handle.write(Data(buffer.utf8))
                buffer = ""
            }
        }
        handle.write(Data(buffer.utf8))
    }

    private static func create(_ path: String) -> FileHandle? {
        FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil
    }

    @MainActor
    static func run(actions: Int, samples: Int, folder: String) throws -> [Measurement] {
        let path = folder + "/replay-\(actions).jsonl"
        try writeLog(actions: actions, to: path)
        let replayer = ActionLogReplayer(registry: ActionRegistry<ToDoStore>.interactorActions())
        var applied = 0
        var failure: (any Error)?
        let timing = measure(samples: samples, count: actions) {
            do {
                applied = try replayer.replay(path, into: ToDoStore()).actionsApplied
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        precondition(applied == actions, "replayed \(applied) of \(actions) actions")
        return [
            Measurement(operation: "replay a generated log (streamed)", count: actions, timing)
                .expecting(perSecondAtLeast: 500_000, peakBelow: 100 << 20)
        ]
    }
}

extension Measurement {
    /// This row with absolute goals: a rate and a memory ceiling.
    func expecting(perSecondAtLeast rate: Double, peakBelow bytes: Int) -> Measurement {
        var row = self
        row.goal = "≥ \(Int(rate).formatted())/s, < \(bytes >> 20) MB"
        row.met = perSecond >= rate && peakBytes < bytes
        return row
    }

    /// This row with an absolute time goal, and a goal for its peak memory when given one.
    func expecting(atMostMilliseconds milliseconds: Double, peakBelow bytes: Int? = nil) -> Measurement {
        var row = self
        row.goal = "< \(Int(milliseconds)) ms" + (bytes.map { ", < \($0 >> 20) MB" } ?? "")
        row.met = medianNanoseconds <= milliseconds * 1_000_000 && peakBytes < (bytes ?? .max)
        return row
    }
}
