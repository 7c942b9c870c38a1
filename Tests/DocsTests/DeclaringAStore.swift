import Observation
import Onward
import Testing

// The code of DeclaringAStore.md: a profile whose state is read-only outside its module, a
// leaderboard on the main actor, and a draft whose store class is not final.

@Store(ProfileInteractor.self)
public final class Profile {
    public internal(set) var name = ""
    public var motto = ""

    public init() {}
}

@Interactor
public final class ProfileInteractor {
    public var rename: Action<Profile, String> {
        Action { name in Reducer(setter: \.name) { name } }
    }
}

@MainActor @Interactor
final class LeaderboardInteractor {
    var score: Action<Leaderboard, Int> {
        Action { points in Reducer(update: \.points) { $0 += points } }
    }

    @Middleware(Leaderboard.self)
    func refresh(_ proxy: Leaderboard.Proxy) async {
        await Task.yield()
        proxy.dispatch(\.score, 1)
    }

    @Action(middlewares: \Self.leaderboardRefreshMiddleware)
    var reload: AsyncAction<Leaderboard>
}

@MainActor @Observable @Store(LeaderboardInteractor.self)
final class Leaderboard {
    var points = 0
}

@MainActor func play() async {
    let board = Leaderboard()
    board.dispatch(\.score, 3)
    await board.dispatch(\.reload)
}

@Interactor
final class DraftInteractor {
    var append: Action<Draft, String> {
        Action { text in Reducer(update: \.text) { $0 += text } }
    }
}

@Store(DraftInteractor.self)
class Draft {
    var text = ""
}

final class TitledDraft: Draft {
    var title = "Untitled"
}

func write(_ titled: TitledDraft) {
    let draft: Draft = titled
    draft.dispatch(\.append, "Dear Ann,")
}

@Suite struct DeclaringAStoreTests {
    @Test func theInteractorRenamesAndTheModuleMayUseTheMutators() {
        let profile = Profile()
        profile.dispatch(\.rename, "Ann")
        profile.dispatch(\.nameMutator, "Ann B.")
        profile.dispatch(\.mottoMutator, "Onward")
        #expect([profile.name, profile.motto] == ["Ann B.", "Onward"])
    }

    @Test func aClientModuleCannotDispatchTheMutatorsOfReadOnlyState() throws {
        let run = try CompilerRun()
        let library = """
            import Onward

            @Store(ProfileInteractor.self)
            public final class Profile {
                public internal(set) var name = ""
                public var motto = ""

                public init() {}
            }

            @Interactor
            public final class ProfileInteractor {
                public var rename: Action<Profile, String> {
                    Action { name in Reducer(setter: \\.name) { name } }
                }
            }
            """
        try run.write("ProfileKit.swift", library)
        let built = try run.compile(["ProfileKit.swift"], module: "ProfileKit", emitModule: true)
        #expect(built.status == 0)
        #expect(built.diagnostics == [])
        try run.write(
            "Client.swift",
            #"""
            import ProfileKit

            func edit(_ profile: Profile) {
                profile.dispatch(\.rename, "Ann")
                profile.dispatch(\.mottoMutator, "Onward")
                profile.dispatch(\.nameMutator, "Bob")
            }
            """#)
        let client = try run.compile(["Client.swift"], module: "Client")
        let expected = """
            Client.swift:6:22: error: 'nameMutator' is inaccessible due to 'internal' protection level
            """
        #expect(client.status != 0)
        #expect(client.diagnostics.filter { $0.contains(": error: ") }.joined(separator: "\n") == expected)
    }

    @MainActor
    @Test func aMainActorStoreDispatchesWithoutAwaitAndAwaitsItsMiddleware() async {
        let board = Leaderboard()
        board.dispatch(\.score, 3)
        await board.dispatch(\.reload)
        #expect(board.points == 4)
        await play()
    }

    @Test func aSubclassOfAStoreDispatchesAsTheStoreClass() {
        let titled = TitledDraft()
        write(titled)
        #expect(titled.text == "Dear Ann,")
        #expect(titled.title == "Untitled")
    }
}
