import Foundation
import Observation
import OnwardDebug
import Testing

@Observable
final class ObservedProfile {
    var name = "Ada"
    var visits = 3
}

@Suite struct StateSnapshotTests {
    @Test func aStoreShowsItsStateWithoutInteractorOrObservers() {
        let store = ToDoStore.filled(2)
        store.todos[1].isCompleted = true
        #expect(
            StateSnapshot(of: store).description
                == #"ToDoStore(todos: [ToDo(id: 1, title: "Todo 1", isCompleted: false), "#
                + #"ToDo(id: 2, title: "Todo 2", isCompleted: true)], nextID: 3)"#
        )
    }

    @Test func nestedValuesOptionalsEnumsDictionariesAndSetsHaveOneCanonicalText() {
        var settings = Settings()
        settings.limit = 10
        settings.phase = .failed("offline", code: 7)
        settings.scores = ["bob": 2, "alice": 1]
        settings.labels = ["work", "home"]
        #expect(
            StateSnapshot(of: settings).description
                == #"Settings(title: "Inbox", limit: 10, phase: .failed("offline", code: 7), "#
                + #"scores: ["alice": 1, "bob": 2], labels: Set(["home", "work"]), origin: Point(x: 0, y: 0))"#
        )
        #expect(StateSnapshot(of: Settings()).description.contains("limit: nil, phase: .idle, scores: [:]"))
    }

    @Test func stringsAreQuotedAndEscapedAsSwiftLiterals() {
        #expect(StateSnapshot(of: "say \"hi\"\n\tbye\\").description == #""say \"hi\"\n\tbye\\""#)
    }

    @Test func aReferenceCycleIsShownOnceAndCut() {
        let root = Node("root")
        let child = Node("child")
        child.parent = root
        child.peer = root
        root.children = [child]
        #expect(
            StateSnapshot(of: root).description
                == #"Node(name: "root", children: [Node(name: "child", children: [], "#
                + #"parent: <cycle: Node>, peer: <cycle: Node>)], parent: nil, peer: nil)"#
        )
        child.peer = nil  // breaks the cycle, which LeakSanitizer would report as a leak
    }

    @Test func anObservableClassShowsItsPropertiesUnderTheirDeclaredNames() {
        #expect(StateSnapshot(of: ObservedProfile()).description == #"ObservedProfile(name: "Ada", visits: 3)"#)
    }

    @Test func formattedTextBreaksOnlyWhatIsTooLong() {
        let store = ToDoStore.filled(2)
        #expect(
            StateSnapshot(of: store).formatted(width: 60) == """
                ToDoStore(
                  todos: [
                    ToDo(id: 1, title: "Todo 1", isCompleted: false),
                    ToDo(id: 2, title: "Todo 2", isCompleted: false)
                  ],
                  nextID: 3
                )
                """
        )
    }
}
