/// The deadline of `queue.asyncAfter(deadline: .now() + delay) { … }`, as the lowering reads
/// it: `.now()`, or `.now()` plus an amount of one unit of time.
package struct DispatchDelay: Sendable {
  /// The amount added to `.now()` (a number of `unit`s); `nil` for `.now()` alone.
  package var amount: Expression?
  /// The unit of `amount`: seconds for a bare number (`.now() + 0.2`, a `Double` of seconds,
  /// as Dispatch's `+` reads it), the others for `.milliseconds(200)` and its kin.
  package var unit: DispatchDelayUnit

  package init(amount: Expression?, unit: DispatchDelayUnit) {
    self.amount = amount
    self.unit = unit
  }
}

/// A unit of a ``DispatchDelay``: a bare number of seconds, or one of Dispatch's
/// `DispatchTimeInterval` cases.
package enum DispatchDelayUnit: String, Sendable, CaseIterable {
  /// `.now() + 0.2`: seconds, a `Double`.
  case number
  /// `.now() + .seconds(1)`
  case seconds
  /// `.now() + .milliseconds(200)`
  case milliseconds
  /// `.now() + .microseconds(200)`
  case microseconds
  /// `.now() + .nanoseconds(200)`
  case nanoseconds

  /// How many nanoseconds one of it is.
  package var nanoseconds: Double {
    switch self {
    case .number, .seconds: 1_000_000_000
    case .milliseconds: 1_000_000
    case .microseconds: 1_000
    case .nanoseconds: 1
    }
  }

  /// The `DispatchTimeInterval` case that `.name(n)` spells, if it is one.
  package init?(intervalName name: String) {
    guard name != Self.number.rawValue, let unit = Self(rawValue: name) else { return nil }
    self = unit
  }
}
