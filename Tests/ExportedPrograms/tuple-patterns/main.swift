// tuple-patterns.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("tuple-patterns.dep")

enum Zone {
  case domestic
  case neighbour
  case overseas
}

enum Speed {
  case standard
  case express
}

func price(_ zone: Zone, _ grams: Int) -> Int {
  switch (zone, grams) {
  case (.domestic, let g) where g <= 500:
    return 4
  case (.domestic, _):
    return 7
  case (.neighbour, let g) where g > 2000:
    return 15
  case (.neighbour, _):
    return 10
  case (.overseas, let g):
    return 20 + (g / 1000)
  }
}

func label(_ zone: Zone, _ speed: Speed) -> String {
  switch (zone, speed) {
  case (.domestic, .standard):
    return "post"
  case (.domestic, .express):
    return "courier"
  case (_, .standard):
    return "freight"
  case (.neighbour, .express), (.overseas, .express):
    return "air"
  }
}

script.run {
  print(price(.domestic, 300), price(.domestic, 900))
  await script.settle()
  print(price(.neighbour, 2500), price(.neighbour, 100), price(.overseas, 3200))
  await script.settle()
  print(label(.domestic, .standard), label(.domestic, .express))
  await script.settle()
  print(label(.overseas, .standard), label(.neighbour, .express))
  await script.settle()
  for pair in [(1, "one"), (2, "two"), (7, "seven")] {
    switch pair {
    case (1, var name):
      name += "!"
      print("first is", name)
    case (let number, let name) where (number % 2) == 0:
      print("even", number, name)
    default:
      print("other", pair.0)
    }
  }
  let point = (3, -3)
  switch point {
  case (0, 0):
    print("origin")
  case (let x, let y) where x == -y:
    print("on the diagonal at", x)
  case (_, _):
    print("somewhere")
  }
}
