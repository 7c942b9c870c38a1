import OnwardDebug
import Testing

@Suite struct StateHashTests {
    @Test func isFNV1a64AsSixteenHexDigits() {
        #expect(StateHash(of: "").description == "cbf29ce484222325")
        #expect(StateHash(of: "a").description == "af63dc4c8601ec8c")
        #expect(StateHash(value: 0x2a).description == "000000000000002a")
    }

    @Test func equalStatesHaveEqualHashesAndDifferentOnesDiffer() {
        let first = ToDoStore.filled(3)
        let second = ToDoStore.filled(3)
        #expect(StateSnapshot(of: first).canonicalHash == StateSnapshot(of: second).canonicalHash)
        second.todos[2].isCompleted = true
        #expect(StateSnapshot(of: first).canonicalHash != StateSnapshot(of: second).canonicalHash)
    }
}
