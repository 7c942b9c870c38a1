import Onward
import OnwardGeneratorsMacros
import Testing

// The code of InjectingDependencies.md: a weather screen whose interactor reads a forecast
// service from the container, and the tests that swap it for a fake.

protocol Forecasting: Sendable {
    func temperature(in city: String) -> Int
}

struct LiveForecast: Forecasting {
    func temperature(in city: String) -> Int { city.count * 3 }
}

struct UnitPreference {
    var suffix = "°C"
}

struct ForecastFormatter {
    var units: UnitPreference

    func text(_ degrees: Int) -> String { "\(degrees)\(units.suffix)" }
}

extension OnwardContainer {
    @Inward var forecast: any Forecasting = LiveForecast()
    @Inward var units: UnitPreference = .init()
    @Inward var forecastFormatter: ForecastFormatter = ForecastFormatter(units: OnwardContainer[\.units])
}

@Store(WeatherInteractor.self)
final class WeatherStore {
    var city = ""
    var summary = ""
}

@Interactor
final class WeatherInteractor {
    @Outward(\.forecast) var forecast
    @Outward(\.forecastFormatter) var formatter

    var show: Action<WeatherStore, String> {
        Action { city in
            Middleware { weather in
                let degrees = self.forecast.temperature(in: city)
                weather.dispatch(\.showForecast, city, self.formatter.text(degrees))
            }
        }
    }

    var showForecast: Action<WeatherStore, String, String> {
        Action { city, temperature in
            Reducer(setter: \.city, \.summary) { (city, "\(city): \(temperature)") }
        }
    }
}

struct FixedForecast: Forecasting {
    var degrees: Int

    func temperature(in city: String) -> Int { degrees }
}

@Suite struct WeatherInteractorTests {
    @Test func showsTheForecast() {
        let weather = WeatherStore()
        OnwardContainer.withOverrides {
            $0[\.forecast] = FixedForecast(degrees: 21)
        } run: {
            weather.dispatch(\.show, "Oslo")
        }
        #expect(weather.summary == "Oslo: 21°C")
    }

    @Test func readsTheLiveServiceWhenNothingIsReplaced() {
        let weather = WeatherStore()
        weather.dispatch(\.show, "Oslo")
        #expect(weather.summary == "Oslo: 12°C")
    }
}

@Suite struct InjectingDependenciesTests {
    @Test func anyCodeCanReadTheContainer() {
        let formatter = OnwardContainer[\.forecastFormatter]
        #expect(formatter.text(3) == "3°C")
    }

    @Test func theGeneratedGetterIsTheOneShown() {
        let source = #"""
            extension OnwardContainer {
                @Inward var forecast: any Forecasting = LiveForecast()
            }
            """#
        let getter = #"""
            var forecast: any Forecasting {
                get {
                    registered(\.forecast, named: "forecast", default: { () -> any Forecasting in LiveForecast() })
                }
            }
            """#
        #expect(expandOnwardMacros(in: source).text.contains(indented(getter, by: 4)))
    }

    @Test func misusesAreDiagnosed() {
        let source = #"""
            extension OnwardContainer {
                @Inward let forecast: any Forecasting = LiveForecast()
                @Inward var units = UnitPreference()
                @Inward var formatter: ForecastFormatter
            }
            """#
        let expected = """
            Container.swift:2:13: error: '@Inward' writes a getter, so 'forecast' must be a 'var'
            Container.swift:3:17: error: '@Inward' needs the type of 'units'; write 'var units: SomeType = ...'
            Container.swift:4:17: error: '@Inward' needs a default value for 'formatter', used unless a test charges an override; write 'var formatter: SomeType = SomeType()'
            """
        #expect(diagnosticLines(of: source, fileName: "Container.swift").joined(separator: "\n") == expected)
    }
}
