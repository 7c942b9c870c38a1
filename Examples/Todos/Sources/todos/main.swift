import Foundation

// `todos`: the Todos REPL. Everything happens in `TodosApp.run`; this file only exits with its status
// (or by the signal that ended the session).
let status = TodosApp.outputWritten(await TodosApp.run(arguments: Array(CommandLine.arguments.dropFirst())))
Termination.endProcess()  // a session that a signal ended (``Termination``) ends by it
exit(status)
