import OnwardDebug
import Testing

/// The fast test for a control character agrees with Unicode's general category on every scalar.
@Suite struct ControlCharacterTests {
    @Test func theRangesAreExactlyTheControlCategory() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            if scalar.isControlCharacter != (scalar.properties.generalCategory == .control) {
                disagreements.append(value)
            }
        }
        #expect(disagreements.isEmpty)
    }

    @Test func escapingWritesEachControlCharacterAsItsSwiftEscape() {
        #expect("a\u{1B}[31mb\u{7F}\u{85}é".escapingControlCharacters == #"a\u{1B}[31mb\u{7F}\u{85}é"#)
    }
}
