import Onward
import OnwardGeneratorsMacros
import Testing

// The code of CreatingActions.md: a scoreboard whose interactor declares inline actions, an action
// composed with @Action, and an asynchronous action.

enum Team: String, Codable {
    case home, away
}

@Store(ScoreInteractor.self)
final class Scoreboard {
    var home = 0
    var away = 0
    var events: [String] = []
}

@Interactor
final class ScoreInteractor {
    var homeGoal: Action<Scoreboard> {
        Action {
            Reducer(get: \.home, set: \.home) { $0 + 1 }
        }
    }

    var goal: Action<Scoreboard, Team, String> {
        Action { team, scorer in
            if team == .home {
                Reducer(get: \.home, set: \.home) { $0 + 1 }
            } else {
                Reducer(get: \.away, set: \.away) { $0 + 1 }
            }
            Reducer(get: \.events, set: \.events) { $0 + ["goal \(team): \(scorer)"] }
        }
    }

    var cards: Action<Scoreboard, [String]> {
        Action { players in
            for player in players {
                Reducer(get: \.events, set: \.events) { $0 + ["card: \(player)"] }
            }
        }
    }

    var correction: Action<Scoreboard, Team?> {
        Action { team in
            switch team {
            case .home?: Reducer(get: \.home, set: \.home) { max($0 - 1, 0) }
            case .away?: Reducer(get: \.away, set: \.away) { max($0 - 1, 0) }
            case nil: self.noteNoCorrection
            }
        }
    }

    var noteNoCorrection: Reducer<Scoreboard> {
        Reducer(get: \.events, set: \.events) { $0 + ["no correction"] }
    }
}

extension ScoreInteractor {
    @Reducer(Scoreboard.self, set: \.home, \.away)
    func zero() -> (Int, Int) { (0, 0) }

    @Middleware(Scoreboard.self)
    func clearEvents(_ proxy: Scoreboard.Proxy) {
        proxy.dispatch(\.eventsMutator, [])
    }

    @Reducer(Scoreboard.self, get: \.events, set: \.events)
    func kickOff(_ events: [String]) -> [String] { events + ["kick-off"] }

    @Action(
        reducers: \Self.scoreboardZeroReducer,
        middlewares: \Self.scoreboardClearEventsMiddleware,
        lateReducers: \Self.scoreboardKickOffReducer
    )
    var newMatch: Action<Scoreboard>
}

extension ScoreInteractor {
    var fetchScore: AsyncAction<Scoreboard, Int, Int> {
        AsyncAction { home, away in
            AsyncReducer(setter: \.home, \.away) {
                try? await Task.sleep(for: .milliseconds(1))
                return (home, away)
            }
            Reducer(get: \.events, set: \.events) { $0 + ["score fetched"] }
        }
    }
}

extension ScoreInteractor {
    enum ScorerError: Error, Equatable {
        case badName(String)
    }

    /// The scorer's name as ``goal`` takes it, or why it is refused.
    func checkedScorer(_ name: String) throws(ScorerError) -> String {
        guard !name.isEmpty, name.count <= 40 else { throw .badName(name) }
        return name
    }
}

@MainActor
@Suite struct CreatingActionsTests {
    @Test func badInputIsRefusedBeforeDispatch() {
        let board = Scoreboard()
        var message: String?
        for typed in ["", "Kim"] {
            do {
                board.dispatch(\.goal, .home, try board.interactor.checkedScorer(typed))
            } catch {
                message = "Type the scorer's name, up to 40 letters"  // shown by the UI; the store is unchanged
            }
            if typed.isEmpty {
                #expect(message != nil)
                #expect(board.home == 0 && board.events.isEmpty)
            }
        }
        #expect(board.events == ["goal home: Kim"])
        do {
            _ = try board.interactor.checkedScorer(String(repeating: "x", count: 41))
            Issue.record("a name of 41 letters was accepted")
        } catch {
            #expect(error == .badName(String(repeating: "x", count: 41)))
        }
    }

    @Test func dispatchingByKeyPath() {
        let board = Scoreboard()
        board.dispatch(\.homeGoal)
        board.dispatch(\.goal, .away, "Kim")
        let score = "\(board.home):\(board.away)"  // "1:1": a dispatch is visible on the next line
        #expect(score == "1:1")
        #expect(board.events == ["goal away: Kim"])
    }

    @Test func otherWaysToDispatch() {
        let board = Scoreboard()
        board.dispatch(\.homeMutator, 3)  // a generated mutator of the store itself
        board.interactor.goal.dispatch(board, .home, "Ada")  // an action value, run directly
        board.dispatch(board.interactor.homeGoal)  // an action value, dispatched by the store
        #expect(board.home == 5)
    }

    @Test func controlFlowChoosesTheComponents() {
        let board = Scoreboard()
        board.dispatch(\.cards, ["Ada", "Kim"])
        board.dispatch(\.correction, nil)
        board.dispatch(\.homeGoal)
        board.dispatch(\.correction, .home)
        #expect(board.home == 0)
        #expect(board.events == ["card: Ada", "card: Kim", "no correction"])
    }

    @Test func composedComponentsRunInTheOrderListed() {
        let board = Scoreboard()
        board.dispatch(\.goal, .home, "Ada")
        board.dispatch(\.newMatch)
        #expect(board.home == 0 && board.away == 0)
        #expect(board.events == ["kick-off"])
    }

    @Test func theGeneratedGetterIsTheOneShown() {
        let source = #"""
            extension ScoreInteractor {
                @Action(
                    reducers: \Self.scoreboardZeroReducer,
                    middlewares: \Self.scoreboardClearEventsMiddleware,
                    lateReducers: \Self.scoreboardKickOffReducer
                )
                var newMatch: Action<Scoreboard>
            }
            """#
        let getter = #"""
            var newMatch: Action<Scoreboard> {
                get {
                    Action.composing {
                        self.scoreboardZeroReducer
                        self.scoreboardClearEventsMiddleware
                        self.scoreboardKickOffReducer
                    }
                }
            }
            """#
        #expect(expandOnwardMacros(in: source).text.contains(indented(getter, by: 4)))
    }

    @Test func anAsyncActionIsAwaited() async {
        let board = Scoreboard()
        await board.dispatch(\.fetchScore, 2, 1)
        #expect(board.home == 2 && board.away == 1)
        #expect(board.events == ["score fetched"])
    }

    @Test func anActionIsNamedAfterItsProperty() {
        #expect(ScoreInteractor.build().goal.name == "goal")
        #expect(ScoreInteractor.build().newMatch.name == "newMatch")
    }
}
