// top-level-functions.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("top-level-functions.dep")

enum GreetingWordKey: DependencyKey {
  static let liveValue = "Hello"
  static let testValue = "Test hello"
}

extension DependencyValues {
  var greetingWord: String {
    get { self[GreetingWordKey.self] }
    set { self[GreetingWordKey.self] = newValue }
  }
}

struct NegativeInput: Error, Equatable {}

struct Shelf {
  var books: [String]

  func label() -> String {
    return greeting(for: "\(books.count) books")
  }
}

func greeting(for name: String, excited: Bool = false) -> String {
  @Dependency(\.greetingWord) var word
  if excited {
    return "\(word), \(name)!"
  }
  return "\(word), \(name)."
}

func factorial(_ n: Int) -> Int {
  if n <= 1 {
    return 1
  }
  return n * factorial(n - 1)
}

func total(_ numbers: Int...) -> Int {
  var sum = 0
  for number in numbers {
    sum += number
  }
  return sum
}

func squareRoot(of value: Int) throws -> Int {
  guard value >= 0 else {
    throw NegativeInput()
  }
  var root = 0
  for candidate in 0...value {
    if (candidate * candidate) <= value {
      root = candidate
    }
  }
  return root
}

func delayedCount(_ count: Int) async throws -> Int {
  @Dependency(\.continuousClock) var clock
  try await script.sleeping(on: clock) { try await clock.sleep(for: .milliseconds(1)) }
  await script.settle()
  return count
}

func tags(_ numbers: [Int]) -> [String] {
  numbers.map { tag in
    return "#\(tag)"
  }
}

func grade(_ score: Int) -> String {
  if score >= 50 {
    return "pass"
  }
  if score >= 0 {
    return "fail"
  }
  fatalError("a score is never negative")
}

script.run {
  print(greeting(for: "Blob"))
  print(greeting(for: "Blob", excited: true))
  let tag = "top"
  print(factorial(5), factorial(1))
  print(tags([1, 2]), tag)
  print(total(1, 2, 3), total())
  try print(squareRoot(of: 17))
  do {
    _ = try squareRoot(of: -1)
    await script.settle()
  } catch {
    print("caught", error)
  }
  try print(await delayedCount(3))
  withDependencies { $0.greetingWord = "Howdy" } operation: {
    print(greeting(for: "Blobby"))
    print(Shelf(books: ["a", "b"]).label())
  }
  let shout = { greeting(for: "Blob Jr", excited: true) }
  print(shout())
  // Task {} copies task-locals: overrides inherited
  let task = Task(executorPreference: script.executor, operation: script.unit(.task) {
    return withDependencies { $0.greetingWord = "Hi" } operation: { greeting(for: "task") }
  })
  print(await task.value)
  print([1, 2, 3, 4].map(factorial))
  let greet = greeting
  withDependencies { $0.greetingWord = "Ahoy" } operation: { print(greet("Blob Sr", true)) }
  print(grade(70), grade(10))
}
