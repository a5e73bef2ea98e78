// overloads-by-labels.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("overloads-by-labels.dep")

enum Direction {
  case up
  case down

  func step(by count: Int) -> Int {
    return (self == .up) ? count : -count
  }

  func step(to count: Int) -> Int {
    return (self == .up) ? -count : count
  }
}

struct Point {
  var x = 0

  mutating func move(by offset: Int) {
    x += offset
  }

  mutating func move(to position: Int) {
    x = position
  }

  static func make(x: Int) -> Point {
    return Point(x: x)
  }

  static func make(doubling value: Int) -> Point {
    return Point(x: value * 2)
  }
}

func greet(name: String) -> String {
  return "hello, \(name)"
}

func greet(times: Int) -> String {
  return "hello x\(times)"
}

func greet(_ first: String, and second: String) -> String {
  return "hello, \(first) and \(second)"
}

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
final class Box: @unchecked Sendable {
  var value: Int

  init(value: Int) {
    self.value = value
  }

  init(twice value: Int) {
    self.value = value * 2
  }

  func put(_ value: Int) -> String {
    return "put \(value)"
  }

  func put(value: Int) -> String {
    return "put value \(value)"
  }
}

script.run {
  print(greet(times: 3))
  await script.settle()
  print(greet(name: "Blob"))
  await script.settle()
  print(greet("Blob", and: "Blob Jr"))
  await script.settle()
  var point = Point()
  point.move(to: 5)
  await script.settle()
  point.move(by: 2)
  await script.settle()
  print(point.x)
  print(Point.make(doubling: 4).x, Point.make(x: 1).x)
  await script.settle()
  let box = Box(twice: 3)
  print(box.value, Box(value: 1).value)
  print(box.put(value: 1), box.put(2))
  await script.settle()
  print(Direction.up.step(to: 3), Direction.down.step(by: 3))
  await script.settle()
}
