import SwiftDiagnostics

/// A diagnostic of one of Onward's macros, identified by a stable id in the `Onward` domain.
protocol OnwardDiagnosticMessage: DiagnosticMessage {
    /// The stable identifier of this kind of diagnostic, e.g. `notAClass`.
    var id: String { get }
}

extension OnwardDiagnosticMessage {
    /// The message id: the domain `Onward` and ``id``.
    var diagnosticID: MessageID { MessageID(domain: "Onward", id: id) }

    /// Every Onward diagnostic is an error: the macro refuses to generate code for the declaration.
    var severity: DiagnosticSeverity { .error }
}
