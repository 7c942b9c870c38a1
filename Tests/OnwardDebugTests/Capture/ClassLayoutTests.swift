import OnwardDebug
import Testing

/// A class with a property of every kind: those read from memory (structs, enums, tuples) and
/// those read through `Mirror` (optionals, `weak`, `unowned`, existentials, functions, classes).
private final class Mixed {
    var count = 1
    var tags = ["a"]
    var pair = (1, "one")
    var phase = Phase.loading(progress: 0.5)
    var limit: Int? = 3
    weak var weakNode: Node?
    unowned var owner: Node
    var anything: Any = 5
    var callback: () -> Void = {}
    var node = Node("strong")
    lazy var lazyCount = 7

    init(owner: Node) {
        self.owner = owner
    }
}

private class Base {
    var inherited = 1
}

private final class Derived: Base {
    var own = "own"
}

private final class Box<Value> {
    var first: Value
    var second = 2

    init(_ first: Value) {
        self.first = first
    }
}

private final class Custom: CustomReflectable {
    var hidden = 1
    var customMirror: Mirror { Mirror(self, children: ["shown": hidden * 10]) }
}

@Suite struct ClassLayoutTests {
    @Test func everyKindOfPropertyIsShownAsMirrorShowsIt() {
        let owner = Node("owner")
        let weakNode = Node("weak")
        let mixed = Mixed(owner: owner)
        mixed.weakNode = weakNode
        let expected =
            #"Mixed(count: 1, tags: ["a"], pair: (1, "one"), phase: .loading(progress: 0.5), limit: 3, "#
            + #"weakNode: Node(name: "weak", children: [], parent: nil, peer: nil), "#
            + #"owner: Node(name: "owner", children: [], parent: nil, peer: nil), anything: 5, "#
            + #"callback: (Function), node: Node(name: "strong", children: [], parent: nil, peer: nil), "#
            + "lazyCount: nil)"
        #expect(StateSnapshot(of: mixed).description == expected)
        _ = mixed.lazyCount
        #expect(StateSnapshot(of: mixed).description.hasSuffix("lazyCount: 7)"))
        withExtendedLifetime((owner, weakNode)) {}
    }

    @Test func changesToEveryKindOfPropertyAreFound() {
        let owner = Node("owner")
        let mixed = Mixed(owner: owner)
        let before = StateCapture(of: mixed)
        let newWeak = Node("weak")
        mixed.count = 2
        mixed.tags.append("b")
        mixed.pair.1 = "uno"
        mixed.phase = .idle
        mixed.limit = nil
        mixed.weakNode = newWeak
        owner.name = "renamed"
        mixed.anything = "five"
        mixed.node.name = "changed"
        #expect(
            StateDiff(from: before, to: StateCapture(of: mixed)).changes.map(\.description) == [
                "count: 1 → 2",
                #"tags[1]: added "b""#,
                #"pair.1: "one" → "uno""#,
                "phase: .loading(progress: 0.5) → .idle",
                "limit: 3 → nil",
                #"weakNode: nil → Node(name: "weak", children: [], parent: nil, peer: nil)"#,
                #"owner.name: "owner" → "renamed""#,
                #"anything: 5 → "five""#,
                #"node.name: "strong" → "changed""#,
            ]
        )
        withExtendedLifetime((owner, newWeak)) {}
    }

    @Test func aCaptureKeepsCopiesOfTheValuesItRead() {
        let owner = Node("owner")
        let mixed = Mixed(owner: owner)
        let before = StateCapture(of: mixed)
        mixed.tags = ["x", "y"]
        mixed.pair = (9, "nine")
        #expect(before.snapshot.description.hasPrefix(#"Mixed(count: 1, tags: ["a"], pair: (1, "one"), "#))
        withExtendedLifetime(owner) {}
    }

    @Test func aSubclassShowsItsSuperclassPropertiesFirst() {
        let derived = Derived()
        #expect(StateSnapshot(of: derived).description == #"Derived(inherited: 1, own: "own")"#)
        let asBase: Base = derived
        #expect(StateSnapshot(of: asBase).description == #"Derived(inherited: 1, own: "own")"#)
        #expect(StateSnapshot(of: Base()).description == "Base(inherited: 1)")
    }

    @Test func eachSpecializationOfAGenericClassHasItsOwnLayout() {
        let small = Box<Int8>(1)
        let text = Box("a longer string than fits inline")
        let pair = [small, Box<Int8>(3)]
        #expect(StateSnapshot(of: small).description == "Box<Int8>(first: 1, second: 2)")
        #expect(
            StateSnapshot(of: text).description == #"Box<String>(first: "a longer string than fits inline", second: 2)"#
        )
        #expect(
            StateSnapshot(of: pair).description == "[Box<Int8>(first: 1, second: 2), Box<Int8>(first: 3, second: 2)]"
        )
    }

    @Test func aCustomReflectableClassIsShownByItsCustomMirror() {
        #expect(StateSnapshot(of: Custom()).description == "Custom(shown: 10)")
    }
}
