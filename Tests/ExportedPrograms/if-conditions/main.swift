// if-conditions.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("if-conditions.dep")

enum Shape {
  case square(Int)
  case circle(Int)
}

func label(_ value: Int?, _ limit: Int?) -> String {
  if let value, let limit, value > limit {
    return "\(value) is over \(limit)"
  }
  guard let value, let limit else {
    return "unknown"
  }
  return "\(value) is within \(limit)"
}

script.run {
  let width: Int? = 3
  let height: Int? = 4
  let missing: Int? = nil
  if let width, let height {
    print("area", width * height)
  }
  if let width, width > 5 {
    print("wide")
  } else {
    print("narrow")
  }
  if let missing, missing > 0 {
    print("never")
  } else if let height, height.isMultiple(of: 2), height < 10 {
    print("even height", height)
  } else {
    print("neither")
  }
  let shapes = [Shape.square(2), .circle(5), .square(7)]
  await script.settle()
  for shape in shapes {
    if case .square(let side) = shape, side > 5 {
      print("big square", side)
    } else if case .circle(let radius) = shape {
      print("circle", radius)
    } else {
      print("small square")
    }
  }
  print(label(9, 5))
  await script.settle()
  print(label(2, 5))
  await script.settle()
  print(label(nil, 5))
  await script.settle()
}
