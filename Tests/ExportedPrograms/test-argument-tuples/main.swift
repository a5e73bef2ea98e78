// test-argument-tuples.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("test-argument-tuples.dep")

func greeting(hour: Int) -> String {
  switch hour {
  case 0..<12:
    return "morning"
  case 12..<18:
    return "afternoon"
  default:
    return "evening"
  }
}

script.run {
  @Sendable func byHour(hour: Int, word: String) async {
    script.expectation(greeting(hour: hour), ==, word, "==", ("greeting(hour: hour)", true), ("word", true), at: 19, 3)
    await script.settle()
  }
  @Sendable func pairs(count: Int, letter: String) async {
    print(String(repeating: letter, count: count))
  }
  await script.test("byHour", parameters: ("hour", "word"), arguments: [(9, "morning"), (13, "afternoon"), (23, "morning")]) { hour, word in
    await byHour(hour: hour, word: word)
  }
  await script.test("pairs", parameters: ("count", "letter"), arguments: [1, 2].flatMap { first in ["a", "b"].map { second in (first, second) } }) { count, letter in
    await pairs(count: count, letter: letter)
  }
}
