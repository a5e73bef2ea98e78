import Dependencies

print(describe(Planet.earth))
print(name(of: .mars))

func name(of planet: Planet) -> String {
  @Dependency(\.planetNamer) var namer
  return namer(planet)
}

func describe(_ planet: Planet) -> String {
  "planet \(planet.rawValue)"
}

extension DependencyValues {
  var planetNamer: (Planet) -> String {
    get { self[PlanetNamerKey.self] }
    set { self[PlanetNamerKey.self] = newValue }
  }
}

enum PlanetNamerKey: DependencyKey {
  static let liveValue: (Planet) -> String = { $0.rawValue.capitalized }
}

enum Planet: String {
  case earth
  case mars
}
