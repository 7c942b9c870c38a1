import Foundation

// onward-bench: one table of Onward's costs, each row against a baseline timed in the same run.
//
//     swift run -c release onward-bench            # the full run
//     swift run -c release onward-bench --smoke    # tiny N, for CI: proves the benchmark still runs

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: onward-bench [--smoke] [--only GROUP...]

        Times dispatch, observation, the debug middleware, replay, the inspector's page, start-up, :expand and check,
        and prints one table: median time per operation, operations per second, peak memory,
        and the ratio to a baseline measured in the same run.

          --smoke       tiny counts, to check that every row still runs (used by CI)
          --only GROUP  run only these groups: dispatch, memory, debug, replay, inspector, startup,
                        expand, check
        """
    )
    exit(0)
}
let groups = ["dispatch", "memory", "debug", "replay", "inspector", "startup", "expand", "check"]
var only: Set<String> = []
var smoke = false
var remaining = arguments[...]
// A child run of the memory rows: `--weigh KIND COUNT`.
if remaining.first == "--weigh", remaining.count == 3, let count = Int(remaining[remaining.startIndex + 2]) {
    MemoryRows.weighInThisProcess(remaining[remaining.startIndex + 1], count: count)
    exit(0)
}
while let argument = remaining.popFirst() {
    switch argument {
    case "--smoke":
        smoke = true
    case "--only":
        while let group = remaining.first, groups.contains(group) {
            only.insert(group)
            remaining.removeFirst()
        }
        if only.isEmpty {
            FileHandle.standardError.write(
                Data("onward-bench: --only needs one of \(groups.joined(separator: ", "))\n".utf8))
            exit(2)
        }
    default:
        FileHandle.standardError.write(Data("onward-bench: unknown argument '\(argument)'; try --help\n".utf8))
        exit(2)
    }
}

let runs = { (group: String) in only.isEmpty || only.contains(group) }
let samples = smoke ? 3 : 11

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onward-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }

var rows: [Measurement] = []
if runs("dispatch") {
    rows += await DispatchRows.run(count: smoke ? 1_000 : 20_000_000, samples: samples)
    rows += ObservationRows.run(count: smoke ? 1_000 : 2_000_000, samples: samples)
    rows += FloorRows.run(
        count: smoke ? 1_000 : 2_000_000, samples: samples, sizes: smoke ? [10, 100, 1_000] : [10, 1_000, 10_000])
}
if runs("memory") {
    rows += try MemoryRows.run(count: smoke ? 1_000 : 100_000)
}
if runs("debug") {
    rows += DebugRows.run(sizes: smoke ? [10, 100] : [10, 1_000, 10_000], count: smoke ? 20 : 2_000, samples: samples)
}
if runs("replay") {
    rows += try ReplayRows.run(actions: smoke ? 1_000 : 1_000_000, samples: smoke ? 3 : 5, folder: folder)
}
if runs("inspector") {
    rows += try await InspectorRows.run(actions: smoke ? 1_000 : 10_000, samples: smoke ? 1 : 7, folder: folder)
}
if runs("startup") {
    rows += try ProgramRows.startUp(actions: smoke ? 1_000 : 100_000, samples: smoke ? 3 : 7, folder: folder)
    rows += try ProgramRows.largeState(todos: smoke ? 1_000 : 100_000, samples: smoke ? 3 : 7, folder: folder)
}
if runs("expand") {
    rows += ProgramRows.expand(samples: smoke ? 3 : 21)
}
if runs("check") {
    rows += CheckRows.run(samples: smoke ? 3 : 11)
}
print(Table.render(rows))
#if DEBUG
    print("\nnote: this is a debug build; run `swift run -c release onward-bench` for real numbers")
#endif
