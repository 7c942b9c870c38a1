import Foundation

/// Whether these tests run under ThreadSanitizer (`swift test --sanitize=thread`), which builds the
/// `todos` they start the same way.
///
/// ThreadSanitizer delivers a signal to the program only at its next safe point, after readline
/// has gone back to waiting for a key, so Ctrl-C at the prompt cannot be tested under it.
enum ThreadSanitizer {
    /// `true` when ThreadSanitizer's runtime is in this process.
    static let isActive = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil
}
