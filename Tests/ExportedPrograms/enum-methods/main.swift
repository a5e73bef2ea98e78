// enum-methods.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("enum-methods.dep")

enum Light: String, CaseIterable {
  case red
  case green
  case yellow
  static let first = Light.red

  var next: Light {
    switch self {
    case .red:
      return .green
    case .green:
      return .yellow
    case .yellow:
      return .red
    }
  }

  static func named(_ text: String) -> Light {
    return Light(rawValue: text) ?? first
  }

  func describe(prefix: String = "light") -> String {
    return "\(prefix) \(rawValue) then \(next.rawValue)"
  }

  func isAfter(_ other: Light) -> Bool {
    return other.next == self
  }

  mutating func advance() {
    self = next
  }

  mutating func skip(_ times: Int) {
    for _ in 0..<times {
      advance()
    }
  }
}

enum Shape {
  case circle(radius: Int)
  case square(side: Int)

  func area() -> Int {
    switch self {
    case .circle(let radius):
      return (3 * radius) * radius
    case .square(let side):
      return side * side
    }
  }

  mutating func grow(by amount: Int) {
    switch self {
    case .circle(let radius):
      self = .circle(radius: radius + amount)
    case .square(let side):
      self = .square(side: side + amount)
    }
  }
}

struct Crossing {
  var light: Light
  var name: String
}

script.run {
  var light = Light.first
  print(light.describe())
  await script.settle()
  light.advance()
  await script.settle()
  print(light)
  light.skip(2)
  await script.settle()
  print(light, light.isAfter(.yellow))
  await script.settle()
  print(Light.named("yellow").describe(prefix: "now"), Light.named("blue"))
  await script.settle()
  var crossing = Crossing(light: .green, name: "Main St")
  crossing.light.advance()
  await script.settle()
  print(crossing.name, crossing.light)
  var shape = Shape.circle(radius: 2)
  await script.settle()
  shape.grow(by: 1)
  await script.settle()
  print(shape.area(), Shape.square(side: 4).area())
  await script.settle()
  let lights = Light.allCases.map { $0.describe(prefix: "-") }
  await script.settle()
  print(lights)
}
