import Foundation

// onward-bench: one table of Onward's costs, each row against a baseline timed in the same run.
//
//     swift run -c release onward-bench            # the full run
//     swift run -c release onward-bench --smoke    # tiny N, for CI: proves the benchmark still runs

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: onward-bench [--smoke]

        Times dispatch, observation, the debug middleware, replay, start-up and :expand,
        and prints one table: median time per operation, operations per second, peak memory,
        and the ratio to a baseline measured in the same run.

          --smoke   tiny counts, to check that every row still runs (used by CI)
        """
    )
    exit(0)
}
if let unknown = arguments.first(where: { $0 != "--smoke" }) {
    FileHandle.standardError.write(Data("onward-bench: unknown argument '\(unknown)'; try --help\n".utf8))
    exit(2)
}
let smoke = arguments.contains("--smoke")
let samples = smoke ? 3 : 11

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onward-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }

var rows: [Measurement] = []
rows += await DispatchRows.run(count: smoke ? 1_000 : 2_000_000, samples: samples)
rows += DebugRows.run(sizes: smoke ? [10, 100] : [10, 1_000, 10_000], count: smoke ? 20 : 2_000, samples: samples)
rows += try ReplayRows.run(actions: smoke ? 1_000 : 1_000_000, samples: smoke ? 3 : 5, folder: folder)
rows += try ProgramRows.startUp(actions: smoke ? 1_000 : 100_000, samples: smoke ? 3 : 7, folder: folder)
rows += ProgramRows.expand(samples: smoke ? 3 : 21)
print(Table.render(rows))
#if DEBUG
    print("\nnote: this is a debug build; run `swift run -c release onward-bench` for real numbers")
#endif
