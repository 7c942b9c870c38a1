import OnwardCore
import OnwardDebug
import OnwardHistory

/// Builds an ``Inspection`` while a store dispatches: each top-level dispatch is an action, the
/// dispatches it makes (on the store or on stores nested in its state) its children, and the
/// state is captured before and after it.
final class InspectionRecorder<S: Store>: DispatchObserver {
    private(set) var inspection: Inspection
    private let options: InspectionOptions
    private var watcher: StateWatcher?
    private var tree: DispatchTree
    /// The texts cut short, each counted once however often it is shown.
    private var shortenedTexts: Set<String> = []

    /// Creates a recorder for a store in its first state; add it to the store's observers.
    ///
    /// - Parameters:
    ///   - store: The store, in the state before the first action.
    ///   - title: The inspection's title.
    ///   - options: What to keep, and the clock.
    init(store: S, title: String, options: InspectionOptions) {
        inspection = Inspection(title: options.title ?? title)
        self.options = options
        tree = DispatchTree(timeSource: options.timeSource)
        watcher = StateWatcher(root: store) { [weak self] event, nested, isFinished in
            self?.nestedDispatch(event, on: nested, isFinished: isFinished)
        }
        keep(snapshot(of: capture(store)))
    }

    /// Ends the inspection with what the replay did.
    func finish(_ replay: ActionLogReplay) -> Inspection {
        watcher = nil
        inspection.replay = replay
        inspection.shortenedTexts = shortenedTexts.count
        return inspection
    }

    func willDispatch(_ event: DispatchEvent, to store: S) {
        tree.start(event, on: store, arguments: arguments(of: event), nestedStore: nil) { isRoot in
            isRoot ? capture(store) : nil
        }
    }

    func didDispatch(_ event: DispatchEvent, to store: S) {
        guard let node = tree.finish(event, on: store), let before = node.before else { return }
        let after = capture(store)
        let diff = StateDiff(from: before, to: after)
        inspection.actions.append(
            InspectedAction(number: inspection.actions.count + 1, dispatch: dispatch(node), diff: shortened(diff)))
        keep(snapshot(of: after))
    }

    private func nestedDispatch(_ event: DispatchEvent, on store: AnyObject, isFinished: Bool) {
        if isFinished {
            _ = tree.finish(event, on: store)
        } else {
            let nestedStore = "\(type(of: store))".escapingControlCharacters
            tree.start(event, on: store, arguments: arguments(of: event), nestedStore: nestedStore) { _ in nil }
        }
    }

    private func arguments(of event: DispatchEvent) -> [String] {
        event.arguments.map { text(StateSnapshot(of: $0).description) }
    }

    /// A finished dispatch and those it made, ready to show.
    private func dispatch(_ node: DispatchNode) -> InspectedDispatch {
        InspectedDispatch(
            name: node.event.name.escapingControlCharacters, arguments: node.arguments,
            duration: node.duration ?? .zero, site: node.event.site, nestedStore: node.nestedStore,
            isAsync: node.event.isAsync, children: node.children.map(dispatch))
    }

    private func capture(_ store: S) -> StateCapture {
        watcher?.capture(store) ?? StateCapture(of: store)
    }

    private func snapshot(of capture: StateCapture) -> StateSnapshot {
        watcher?.snapshot(of: capture) ?? capture.snapshot
    }

    /// Keeps a state while the budget allows.
    private func keep(_ state: @autoclosure () -> StateSnapshot) {
        guard inspection.stateRoots.last != .some(nil), inspection.states.byteCount < options.stateBudget else {
            inspection.stateRoots.append(nil)
            return
        }
        var states = inspection.states
        inspection.states = StateTable()  // so the table is not copied as it grows
        inspection.stateRoots.append(states.add(state(), text: text))
        inspection.states = states
    }

    /// Text ready to show: control characters escaped, and no longer than the limit.
    private func text(_ raw: String) -> String {
        let escaped = raw.escapingControlCharacters
        guard escaped.count > options.textLimit else { return escaped }
        shortenedTexts.insert(escaped)
        return String(escaped.prefix(options.textLimit)) + "…"
    }

    private func shortened(_ diff: StateDiff) -> StateDiff {
        StateDiff(
            changes: diff.changes.map { change in
                let kind: StateChange.Kind =
                    switch change.kind {
                    case .changed(let old, let new):
                        .changed(from: .leaf(text(old.description)), to: .leaf(text(new.description)))
                    case .added(let value): .added(.leaf(text(value.description)))
                    case .removed(let value): .removed(.leaf(text(value.description)))
                    case .moved(let origin): .moved(from: text(origin))
                    }
                return StateChange(path: change.path.escapingControlCharacters, kind: kind)
            })
    }
}
