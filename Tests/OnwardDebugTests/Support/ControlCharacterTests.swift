import OnwardDebug
import Testing

/// The fast tests for a control character and a bidirectional control agree with Unicode's
/// properties on every scalar.
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

    @Test func theBidiRangesAreExactlyTheBidiControlProperty() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            if scalar.isBidiControl != scalar.properties.isBidiControl {
                disagreements.append(value)
            }
        }
        #expect(disagreements.isEmpty)
    }

    @Test func escapingWritesEachControlCharacterAsItsSwiftEscape() {
        #expect("a\u{1B}[31mb\u{7F}\u{85}é".escapingControlCharacters == #"a\u{1B}[31mb\u{7F}\u{85}é"#)
    }

    @Test func escapingWritesEachBidirectionalControlAsItsSwiftEscape() {
        let text = "a\u{202E}b\u{2066}c\u{200F}d\u{061C}e\u{200D}f"
        #expect(text.escapingControlCharacters == #"a\u{202E}b\u{2066}c\u{200F}d\u{61C}e"# + "\u{200D}f")
    }
}
