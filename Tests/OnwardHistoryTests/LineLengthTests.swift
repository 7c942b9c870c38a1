import Foundation
import Onward
import Testing

/// An action whose line is longer than a log's line may be is refused with the line's exact length,
/// though the recorder builds its effects only up to that limit (an import's millions of effects are
/// not built whole to be refused): wherever the limit falls, in the action's effects or in an
/// effect's own.
@MainActor @Suite struct LineLengthTests {
    @Test func aLineOverTheLimitIsRefusedWithItsExactLengthWhereverTheLimitFalls() throws {
        let line =
            #"{"seq":1,"action":"scaleFromMiddleware","args":[],"effects":[[{"action":"quietThenScale","args":[],"#
            + #""effects":[[{"action":"add","args":[1]}]]}]]}"#
        let length = line.utf8.count
        let folder = try Folder()
        for limit in 1...length {
            let path = folder.file("s\(limit).jsonl")
            let notices = Notices()
            let recorder = try ActionLogRecorder<Scale>(
                path: path, registry: .storeActions(), onIssue: { notices.all.append($0.reason) })
            recorder.maximumLineLength = limit
            let scale = Scale()
            scale.dispatchObservers.add(recorder)
            scale.dispatch(\.scaleFromMiddleware)
            recorder.close()
            let written = folder.read("s\(limit).jsonl")?.split(separator: "\n").last.map(String.init)
            if limit < length {
                #expect(
                    notices.all == [
                        "its line takes \(length) bytes, more than the \(limit) bytes a log's line may, so the log "
                            + "could not be opened again"
                    ], "limit \(limit)")
                #expect(written?.contains(#""unrecorded":"#) == true, "limit \(limit)")
            } else {
                #expect(notices.all.isEmpty)
                #expect(written == line)
            }
        }
    }
}
