import OnwardCore
import OnwardDebug
import OnwardHistory

/// Builds an ``Inspection`` while a store dispatches: each top-level dispatch is an action, the
/// dispatches it makes (on the store or on stores nested in its state) its children, and the
/// state is captured before and after it.
final class InspectionRecorder<S: Store>: DispatchObserver {
    /// A dispatch still running, or finished inside one still running.
    private final class Pending {
        let name: String
        let arguments: [String]
        let nestedStore: String?
        let isAsync: Bool
        let site: DispatchSite?
        let isRoot: Bool
        var children: [Pending] = []
        var start: Duration = .zero
        var duration: Duration = .zero

        init(_ event: DispatchEvent, arguments: [String], nestedStore: String?, isRoot: Bool) {
            name = event.name.escapingControlCharacters
            self.arguments = arguments
            self.nestedStore = nestedStore
            isAsync = event.isAsync
            site = event.site
            self.isRoot = isRoot
        }

        var dispatch: InspectedDispatch {
            InspectedDispatch(
                name: name, arguments: arguments, duration: duration, site: site, nestedStore: nestedStore,
                isAsync: isAsync,
                children: children.map(\.dispatch))
        }
    }

    private(set) var inspection: Inspection
    private let options: InspectionOptions
    private var watcher: StateWatcher?
    private var running = RunningDispatches<Pending>()
    private var before: StateCapture?
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
        let isRoot = running.parent(of: event) == nil
        if isRoot { before = capture(store) }
        start(event, on: store, nestedStore: nil)
    }

    func didDispatch(_ event: DispatchEvent, to store: S) {
        guard let pending = finish(event, on: store), pending.isRoot, let before else { return }
        let after = capture(store)
        let diff = StateDiff(from: before, to: after)
        self.before = nil
        inspection.actions.append(
            InspectedAction(number: inspection.actions.count + 1, dispatch: pending.dispatch, diff: shortened(diff)))
        keep(snapshot(of: after))
    }

    private func nestedDispatch(_ event: DispatchEvent, on store: AnyObject, isFinished: Bool) {
        if isFinished {
            _ = finish(event, on: store)
        } else {
            start(event, on: store, nestedStore: "\(type(of: store))".escapingControlCharacters)
        }
    }

    private func start(_ event: DispatchEvent, on store: AnyObject, nestedStore: String?) {
        let parent = running.parent(of: event)
        let arguments = event.arguments.map { text(StateSnapshot(of: $0).description) }
        let pending = Pending(event, arguments: arguments, nestedStore: nestedStore, isRoot: parent == nil)
        parent?.children.append(pending)
        running.start(event, on: store, pending)
        pending.start = options.timeSource.now()
    }

    private func finish(_ event: DispatchEvent, on store: AnyObject) -> Pending? {
        let end = options.timeSource.now()
        guard let pending = running.finish(event, on: store) else { return nil }
        pending.duration = end - pending.start
        return pending
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
