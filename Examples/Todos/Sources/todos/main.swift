import Foundation

// `todos`: the Todos REPL. Everything happens in `TodosApp.run`; this file only exits with its status.
exit(TodosApp.outputWritten(await TodosApp.run(arguments: Array(CommandLine.arguments.dropFirst()))))
