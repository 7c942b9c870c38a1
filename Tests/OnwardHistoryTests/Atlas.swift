import Foundation
import Onward
import OnwardHistory

/// A store whose state has values the snapshot's decoder hands to `JSONDecoder` one by one (a
/// `Float`, a `URL`), an enum with associated values, a dictionary keyed by integers, and a
/// lenient array.
@Store(AtlasInteractor.self)
final class Atlas {
    var routes = Atlas.Routes(routes: [])
    var names: [Int: String] = [:]
}

@Interactor
final class AtlasInteractor {
    /// Adds a route named by the text, and names it by its number.
    var add: Action<Atlas, String> {
        Action { name in
            Reducer(get: \.routes, set: \.routes) { routes in
                let id = routes.routes.count
                let route = Atlas.Route(
                    id: id, length: Float(id) / 4, link: URL(string: "https://example.com/\(id)"),
                    shape: id.isMultiple(of: 2) ? .line(from: id, to: -id) : .tagged(name, [id: name]))
                return Atlas.Routes(routes: routes.routes + [route])
            }
        }
    }

    var name: Action<Atlas, String> {
        Action { name in
            Reducer(get: \.names, set: \.names) { $0.merging([$0.count - 1: name]) { $1 } }
        }
    }
}

extension Atlas: SavableStore {
    enum Shape: Codable, Equatable {
        case point
        case line(from: Int, to: Int)
        case tagged(String, [Int: String])
    }

    struct Route: Codable, Equatable {
        var id: Int
        var length: Float
        var link: URL?
        var shape: Shape
    }

    /// Routes that leave out one they cannot read, as many apps write such an array: one is
    /// skipped by decoding a type that reads nothing, so that the container moves on.
    struct Routes: Codable, Equatable {
        var routes: [Route]

        /// Reads any object, to skip one.
        struct Skipped: Decodable {}

        init(routes: [Route]) { self.routes = routes }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            routes = []
            while !container.isAtEnd {
                if let route = try? container.decode(Route.self) {
                    routes.append(route)
                } else {
                    _ = try? container.decode(Skipped.self)
                }
            }
        }

        func encode(to encoder: any Encoder) throws { try routes.encode(to: encoder) }
    }

    struct State: Codable, Equatable {
        var routes: Routes
        var names: [Int: String]
    }

    var state: State { State(routes: routes, names: names) }

    func restore(_ state: State) {
        dispatch(\.routesMutator, state.routes)
        dispatch(\.namesMutator, state.names)
    }
}
