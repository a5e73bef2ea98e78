// key-type-values.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("key-type-values.dep")

extension Barometer: DependencyKey {
  static var liveValue: Barometer { Barometer.sea }
}

extension DependencyValues {
  var barometer: Barometer {
    get { self[Barometer.self] }
    set { self[Barometer.self] = newValue }
  }
}

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient(sky: "sunny")
  static let testValue = WeatherClient(sky: "test weather")
}

extension DependencyValues {
  var weather: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

extension Thermometer: DependencyKey {
  static var liveValue: Thermometer {
    print("reading the thermometer")
    return Thermometer(celsius: 21)
  }
}

extension DependencyValues {
  var thermometer: Thermometer {
    get { self[Thermometer.self] }
    set { self[Thermometer.self] = newValue }
  }
}

extension Almanac: TestDependencyKey {
  static let testValue = Almanac(year: 2000)
}

extension DependencyValues {
  var almanac: Almanac {
    get { self[Almanac.self] }
    set { self[Almanac.self] = newValue }
  }
}

struct WeatherClient {
  var sky: String

  static let calm = WeatherClient(sky: "calm")
}

struct Thermometer {
  var celsius: Int
}

struct Almanac {
  var year: Int
}

struct Barometer {
  var hectopascals: Int

  static let sea = Barometer(hectopascals: 1013)
}

func report() -> String {
  @Dependency(\.weather) var weather
  return "Oslo: " + weather.sky
}

script.run {
  print(report())
  await script.settle()
  withDependencies { $0.weather = .testValue } operation: { print(report()) }
  await script.settle()
  withDependencies { $0.weather = .previewValue } operation: { print(report()) }
  await script.settle()
  print(WeatherClient.testValue.sky)
  print(Barometer.liveValue.hectopascals)
  withDependencies { $0.weather = .calm } operation: { print(report()) }
  await script.settle()
  withDependencies { $0.thermometer = .testValue } operation: {
    @Dependency(\.thermometer) var thermometer
    print(thermometer.celsius)
  }
  print(Thermometer.testValue.celsius)
  print(Thermometer.liveValue.celsius)
  withDependencies { $0.almanac = .previewValue } operation: {
    @Dependency(\.almanac) var almanac
    print(almanac.year)
  }
}
