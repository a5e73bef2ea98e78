// type-casts.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("type-casts.dep")

struct NotFound: Error, Equatable {}

enum LoadError: Error {
  case offline
  case badStatus(Int)
}

protocol Shape {
  var name: String { get }
}

struct Square: Shape {
  let name = "square"
}

struct Circle: Shape {
  let name = "circle"
}

func load(_ n: Int) throws -> Int {
  if n == 0 {
    throw NotFound()
  }
  if n < 0 {
    throw LoadError.badStatus(n)
  }
  return n
}

script.run {
  for n in [1, 0, -5] {
    do {
      try print(load(n))
    } catch {
      print("caught", error is NotFound, error is LoadError)
      if let failure = error as? LoadError {
        print("load error:", failure)
      }
    }
  }
  await script.settle()
  let shapes: [any Shape] = [Square(), Circle()]
  for shape in shapes {
    if let square = shape as? Square {
      print("a square named", square.name)
    } else {
      print(shape.name, "is a square:", shape is Square)
    }
  }
  let first = shapes[0]
  print(first is Circle, !(first is Circle), (first as? Circle)?.name ?? "no circle")
  let sure = first as! Square
  print(sure.name)
}
