// declarations-ahead.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("declarations-ahead.dep")

enum HomePlanetKey: DependencyKey {
  static let liveValue = Planet.earth
}

extension DependencyValues {
  var homePlanet: Planet {
    get { self[HomePlanetKey.self] }
    set { self[HomePlanetKey.self] = newValue }
  }
}

typealias Days = Int

enum Planet: String {
  case earth
  case mars
}

struct Orbit {
  var planet: Planet
  var days: Days

  var summary: String {
    return "\(planet): \(days) days"
  }
}

func describeHome() -> String {
  @Dependency(\.homePlanet) var home
  return "home is \(describe(home))"
}

func describe(_ planet: Planet) -> String {
  return "planet \(planet.rawValue)"
}

script.run {
  print(describe(.mars))
  await script.settle()
  print(Orbit(planet: .earth, days: 365).summary)
  let year: Days = Orbit(planet: .mars, days: 687).days
  print(year)
  @Dependency(\.homePlanet) var home
  print(home)
  withDependencies { $0.homePlanet = .mars } operation: { print(describeHome()) }
  await script.settle()
}
