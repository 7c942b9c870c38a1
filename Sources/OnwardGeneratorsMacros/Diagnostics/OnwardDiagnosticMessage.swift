import SwiftDiagnostics

/// A diagnostic of one of Onward's macros, identified by a stable id in the `Onward` domain.
protocol OnwardDiagnosticMessage: DiagnosticMessage {
    /// The stable identifier of this kind of diagnostic, e.g. `notAClass`.
    var id: String { get }
}

extension OnwardDiagnosticMessage {
    /// The message id: the domain `Onward` and ``id``.
    var diagnosticID: MessageID { MessageID(domain: "Onward", id: id) }

    /// An error, by default: the macro refuses to generate code for the declaration. A message that
    /// cannot be sure of the misuse, and lets the macro generate its code, says `.warning` instead.
    var severity: DiagnosticSeverity { .error }
}
