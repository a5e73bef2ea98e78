import DependencyRuntime

/// A stateful reference-type test value: each read of `next()` counts up, for as long as the
/// cache that holds it lives.
final class Counter: Sendable {
  private let count = LockIsolated(0)

  func next() -> Int {
    count.withValue {
      $0 += 1
      return $0
    }
  }
}

/// Its `testValue` is computed once per cache lifetime, so a fresh cache gives a fresh count.
enum CounterKey: TestDependencyKey {
  static var testValue: Counter { Counter() }
}

/// Same shape, used only by the test that shows cases sharing a cache without a trait.
enum SharedCounterKey: TestDependencyKey {
  static var testValue: Counter { Counter() }
}

/// A test value with a side effect: computing it bumps the counter bound in
/// `SideEffectKey.computations`, so a test can see whether the default was computed.
enum SideEffectKey: TestDependencyKey {
  @TaskLocal static var computations: LockIsolated<Int>?

  static var testValue: String {
    computations?.withValue { $0 += 1 }
    return "default"
  }
}

/// A dependency that is its own key, for `.dependency(Greeting(…))`.
struct Greeting: TestDependencyKey, Equatable {
  var text: String
  static let testValue = Greeting(text: "hello from the test value")
}

extension DependencyValues {
  var counter: Counter {
    get { self[CounterKey.self] }
    set { self[CounterKey.self] = newValue }
  }

  var sharedCounter: Counter {
    get { self[SharedCounterKey.self] }
    set { self[SharedCounterKey.self] = newValue }
  }

  var sideEffect: String {
    get { self[SideEffectKey.self] }
    set { self[SideEffectKey.self] = newValue }
  }

  var greeting: Greeting {
    get { self[Greeting.self] }
    set { self[Greeting.self] = newValue }
  }
}
