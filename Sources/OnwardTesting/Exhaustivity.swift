/// How much of each change a ``TestStore`` makes the test assert.
public enum Exhaustivity: Sendable {
    /// Every change of the state, and every action an effect dispatches, must be asserted.
    case on

    /// Only what the test names is checked: the properties an expectation sets, and the effects
    /// it receives (those before them are skipped).
    case off
}
