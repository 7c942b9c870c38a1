import Onward
import Testing

@Interactor
final class Smoke {}

@Test func smoke() { _ = Smoke.build() }
