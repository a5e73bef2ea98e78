import DependencyRuntime

/// Where new stack element IDs come from: one counter that every ``StackState`` appending
/// under the same dependencies shares, so a store never gives an ID twice, whichever stack
/// it goes to and even after a stack is replaced (TCA's `stackElementID` dependency, which
/// it keeps internal too).
///
/// A `TestStore` runs an assertion's closure with a copy taken where the counter stood
/// before the action, so `$0.path.append(…)` there gets the ID the reducer got.
struct StackElementIDGenerator: Sendable {
  private let nextNumber: LockIsolated<Int>

  init(startingAt first: Int = 0) {
    nextNumber = LockIsolated(first)
  }

  /// The next ID, which is then used up.
  func next() -> StackElementID {
    nextNumber.withValue { number in
      defer { number += 1 }
      return StackElementID(number)
    }
  }

  /// The next ID, left unused.
  func peek() -> StackElementID {
    StackElementID(nextNumber.value)
  }

  /// A counter of its own, going on from where this one stands.
  func copy() -> Self {
    Self(startingAt: nextNumber.value)
  }
}

private enum StackElementIDKey: DependencyKey {
  // NB: computed, so that each cache lifetime (a test, a script's process) counts from 0.
  static var liveValue: StackElementIDGenerator { StackElementIDGenerator() }
  static var testValue: StackElementIDGenerator { StackElementIDGenerator() }
}

extension DependencyValues {
  /// The counter new stack element IDs come from.
  var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDKey.self] }
    set { self[StackElementIDKey.self] = newValue }
  }
}
