import OnwardDebug
import Testing

@Suite struct ColorModeTests {
    private let closure = DebugOutput { _ in }

    @Test func automaticColorsOnlyATerminal() {
        #expect(!ColorMode.automatic.isEnabled(for: closure, environment: [:]))
        #expect(!closure.isTerminal)
    }

    @Test func noColorTurnsEveryModeOff() {
        for mode in [ColorMode.automatic, .always, .never] {
            #expect(!mode.isEnabled(for: closure, environment: ["NO_COLOR": "1"]))
        }
    }

    @Test func anEmptyNoColorIsIgnored() {
        #expect(ColorMode.always.isEnabled(for: closure, environment: ["NO_COLOR": ""]))
    }

    @Test func neverIsNeverAndAlwaysIsAlways() {
        #expect(!ColorMode.never.isEnabled(for: closure, environment: [:]))
        #expect(ColorMode.always.isEnabled(for: closure, environment: [:]))
    }
}
