import Foundation
import OnwardCheck

/// The row that times `swift package onward check`'s work on a package of 200 Swift files: an
/// interactor, its store and a view dispatching on it, in three files, repeated, each parsed and
/// checked in this process (the plugin adds SwiftPM's own start and the tool's launch).
enum CheckRows {
    /// The files of a package of `count` files, in sets of three.
    static func package(files count: Int) -> [CheckedFile] {
        (0..<count).map { index in
            let set = index / 3
            let text: String
            switch index % 3 {
            case 0:
                text = """
                    import Onward

                    @Interactor
                    final class List\(set)Interactor {
                        var add: Action<List\(set), String> {
                            Action { title in Reducer(update: \\.items) { $0.append(title) } }
                        }

                        @Reducer(List\(set).self, update: \\.items)
                        func sort(_ items: inout [String]) { items.sort(by: order) }

                        func order(_ one: String, _ other: String) -> Bool { one < other }
                    }
                    """
            case 1:
                text = """
                    import Onward

                    @Store(List\(set)Interactor.self)
                    final class List\(set) {
                        var items: [String] = []
                    }
                    """
            default:
                text = """
                    import Onward

                    func show\(set)() {
                        let list = List\(set)()
                        list.dispatch(\\.add, "Milk")
                        list.dispatch(\\.itemsMutator, [])
                        print(list.items.count)
                    }
                    """
            }
            return CheckedFile(path: "/package/Sources/App/File\(index).swift", target: "App", text: text)
        }
    }

    static func run(samples: Int) -> [Measurement] {
        let files = package(files: 200)
        let settings = ManifestSettings(manifest: "")
        var findings = 0
        let timing = measure(samples: samples, count: 1) {
            findings = PackageCheck(files: files, settings: settings).findings().count
        }
        guard findings == 0 else {
            FileHandle.standardError.write(
                Data("onward-bench: the check found \(findings) issues in correct code\n".utf8))
            return []
        }
        return [
            Measurement(operation: "check a package of 200 Swift files (parse + rules, in process)", count: 1, timing)
                .expecting(atMostMilliseconds: 2_000)
        ]
    }
}
