import OnwardDebug

/// The inspection as the page's script reads it: one JSON object.
///
/// `{"title", "summary", "notes": [...], "mark": {"action", "note"} | null, "nodes": [...],
/// "states": [root | -1, ...], "actions": [{"d": dispatch, "c": [[path, kind, before, after]]}]}`;
/// a dispatch is `{"n": name, "a": [arguments], "t": duration, "s": site, "o": nested store,
/// "y": 1 when async, "k": [dispatches]}`, absent members omitted. The nodes are
/// ``StateTable``'s; `states[0]` is the state before the first action.
enum PageData {
    static func json(of inspection: Inspection) -> String {
        var parts: [String] = []
        parts.append(#""title":"# + PageJSON.string(inspection.title.escapingControlCharacters))
        parts.append(#""summary":"# + PageJSON.string(summary(of: inspection)))
        parts.append(#""notes":"# + PageJSON.strings(notes(of: inspection)))
        if let mark = inspection.mark {
            parts.append(
                #""mark":{"action":\#(mark.action),"note":\#(PageJSON.string(mark.note.escapingControlCharacters))}"#)
        }
        parts.append(#""nodes":["# + inspection.states.encoded.joined(separator: ",") + "]")
        parts.append(#""states":["# + inspection.stateRoots.map { String($0 ?? -1) }.joined(separator: ",") + "]")
        let actions = inspection.actions.map { action in
            #"{"d":\#(json(of: action.dispatch)),"c":[\#(action.diff.changes.map(json).joined(separator: ","))]}"#
        }
        parts.append(#""actions":["# + actions.joined(separator: ",\n") + "]")
        return "{" + parts.joined(separator: ",\n") + "}"
    }

    private static func json(of dispatch: InspectedDispatch) -> String {
        var members = [#""n":"# + PageJSON.string(dispatch.name), #""a":"# + PageJSON.strings(dispatch.arguments)]
        members.append(#""t":"# + PageJSON.string(DurationText.text(dispatch.duration)))
        if let site = dispatch.site {
            members.append(#""s":"# + PageJSON.string(site.description.escapingControlCharacters))
        }
        if let store = dispatch.nestedStore { members.append(#""o":"# + PageJSON.string(store)) }
        if dispatch.isAsync { members.append(#""y":1"#) }
        if !dispatch.children.isEmpty {
            members.append(#""k":["# + dispatch.children.map(json).joined(separator: ",") + "]")
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    private static func json(of change: StateChange) -> String {
        let fields: [String] =
            switch change.kind {
            case .changed(let old, let new): [change.path, "changed", old.description, new.description]
            case .added(let value): [change.path, "added", "", value.description]
            case .removed(let value): [change.path, "removed", value.description, ""]
            case .moved(let origin): [change.path, "moved", origin, ""]
            }
        return PageJSON.strings(fields)
    }

    /// `42 actions replayed from todos.jsonl (3 more undone)`.
    private static func summary(of inspection: Inspection) -> String {
        let count = inspection.actions.count
        let undone = inspection.replay.undoneCount
        return (count == 1 ? "1 action" : "\(count) actions") + " replayed"
            + (undone > 0 ? " (\(undone) more undone in the log, not shown)" : "")
    }

    /// What the page leaves out.
    private static func notes(of inspection: Inspection) -> [String] {
        var notes: [String] = []
        let kept = inspection.keptStates
        if kept < inspection.stateRoots.count {
            notes.append(
                "The states after action \(max(kept - 1, 0)) are left out, to keep the page small (see "
                    + "InspectionOptions.stateBudget); every action's changes are shown.")
        }
        if inspection.shortenedTexts > 0 {
            let values = inspection.shortenedTexts == 1 ? "1 value was" : "\(inspection.shortenedTexts) values were"
            notes.append("\(values) longer than the page shows and cut short, marked with …")
        }
        return notes
    }
}
