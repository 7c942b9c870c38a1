import Foundation
import OnwardDebug
import Testing

@Suite struct ColorModeTests {
    private let closure = DebugOutput { _ in }

    @Test func automaticColorsOnlyATerminal() throws {
        #expect(!ColorMode.automatic.isEnabled(for: closure, environment: [:]))
        #expect(!closure.isTerminal)
        let file = open("/dev/null", O_WRONLY)
        defer { close(file) }
        #expect(!ColorMode.automatic.isEnabled(for: .fileDescriptor(file), environment: [:]))

        // A pseudo-terminal's other end is a terminal, as a person's is.
        let pseudoTerminal = try #require(PseudoTerminal())
        let terminal = pseudoTerminal.terminal
        #expect(ColorMode.automatic.isEnabled(for: .fileDescriptor(terminal), environment: [:]))
        #expect(!ColorMode.automatic.isEnabled(for: .fileDescriptor(terminal), environment: ["NO_COLOR": "1"]))
        #expect(!ColorMode.automatic.isEnabled(for: .fileDescriptor(terminal), environment: ["TERM": "dumb"]))
        #expect(ColorMode.always.isEnabled(for: .fileDescriptor(terminal), environment: ["TERM": "dumb"]))
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

/// A pseudo-terminal: its terminal end is a terminal for `isatty`, as a person's is.
///
/// `posix_openpt` and the rest are not imported by Swift's Glibc module (they need
/// `_XOPEN_SOURCE`), so they are looked up at run time.
final class PseudoTerminal {
    /// The controlling end.
    let controller: Int32
    /// The terminal end.
    let terminal: Int32

    init?() {
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        guard let library = dlopen(nil, RTLD_NOW),
            let open = dlsym(library, "posix_openpt").map({ unsafeBitCast($0, to: Open.self) }),
            let grant = dlsym(library, "grantpt").map({ unsafeBitCast($0, to: Open.self) }),
            let unlock = dlsym(library, "unlockpt").map({ unsafeBitCast($0, to: Open.self) }),
            let name = dlsym(library, "ptsname").map({ unsafeBitCast($0, to: Name.self) })
        else { return nil }
        controller = open(O_RDWR | O_NOCTTY)
        guard controller >= 0, grant(controller) == 0, unlock(controller) == 0, let path = name(controller) else {
            if controller >= 0 { close(controller) }
            return nil
        }
        terminal = Glibc.open(path, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            close(controller)
            return nil
        }
    }

    deinit {
        close(terminal)
        close(controller)
    }
}
