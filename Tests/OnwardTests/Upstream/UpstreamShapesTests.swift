import Onward
import Testing

// Code written as upstream onward's users write it, compiled and run here: the shapes this
// library takes as they are (the article "Coming from upstream Onward" lists the ones it does not).

@Store(LampInteractor.self)
class Lamp {
    var isOn = false
    var presses = 0
    var log: [String] = []
}

@Interactor
final class LampInteractor {
    @Reducer(Lamp.self, get: \.isOn, set: \.isOn)
    func flip(_ isOn: Bool) -> Bool { !isOn }

    @Reducer(Lamp.self, update: \.presses)
    func count(_ presses: inout Int) { presses += 1 }

    /// A middleware method with no parameter: it ignores the proxy.
    @Middleware(Lamp.self)
    func click() { clicks += 1 }

    @Middleware(Lamp.self)
    func note(_ proxy: Lamp.Proxy) { proxy.dispatch(\.logMutator, proxy.log + ["pressed"]) }

    /// Components listed without labels.
    @Action(\Self.lampFlipReducer, \Self.lampCountReducer, \Self.lampClickMiddleware, \Self.lampNoteMiddleware)
    var press: Action<Lamp>

    /// A queue of reducers made from an array, and an array inside a builder.
    var reset: Action<Lamp> {
        Action {
            ReducerQueue([Reducer(setter: \.isOn) { false }, Reducer(setter: \.presses) { 0 }])
            ReducerQueue { [Reducer<Lamp>(setter: \.log) { [] }] }
        }
    }

    var clicks = 0
}

@Suite struct UpstreamShapesTests {
    @Test func anActionOfComponentsWithoutLabelsRunsThemInOrder() {
        let lamp = Lamp()
        lamp.dispatch(\.press)
        #expect(lamp.isOn && lamp.presses == 1 && lamp.log == ["pressed"])
        #expect(lamp.interactor.clicks == 1, "the middleware that takes nothing ran")
    }

    @Test func anActionIsCalledAsAFunction() {
        let lamp = Lamp()
        let press = lamp.interactor.press
        press(lamp)
        #expect(lamp.isOn)
    }

    @Test func aQueueIsMadeFromAnArrayAndGrows() {
        let lamp = Lamp()
        lamp.dispatch(\.press)
        lamp.dispatch(\.reset)
        #expect(!lamp.isOn && lamp.presses == 0 && lamp.log.isEmpty)
        var queue = ReducerQueue<Lamp>([Reducer(setter: \.isOn) { true }])
        queue.append(Reducer(setter: \.presses) { 5 })
        queue.step.run(lamp)
        #expect(lamp.isOn && lamp.presses == 5)
    }

    @Test func aStoreHasItsProxyAndItsInteractorType() {
        let lamp = Lamp()
        let proxy: Lamp.Proxy = lamp.proxy
        proxy.dispatch(\.press)
        #expect(StoreProxy(store: lamp).isOn)
        let press: KeyPath<Lamp.I, Action<Lamp>> = \.press
        lamp.dispatch(press)
        #expect(!lamp.isOn)
    }
}
