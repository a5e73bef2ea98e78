enum Planet: Int, CaseIterable {
  case mercury = 1, venus, earth, mars
}

enum Size: String {
  case small
  case medium = "M"
  case large
}

print(Planet.earth.rawValue)
if let planet = Planet(rawValue: 2) {
  print("2 is \(planet)")
}
print(Planet(rawValue: 9) == nil)
print(Planet.allCases.map(\.rawValue))
print(Planet.allCases.count)
print(Size.small.rawValue, Size.medium.rawValue)
print(Size(rawValue: "M") ?? .large)
let names = Planet.allCases.map { "\($0)" }.joined(separator: ", ")
print(names)
func check(_ size: Size) -> String {
  switch size {
  case .small, .medium:
    return "fits"
  case .large:
    return "too big: \(size.rawValue)"
  }
}
print(check(.large), check(.small))
