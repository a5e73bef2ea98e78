/// A built-in dependency a script reads and overrides by name, through the runtime's own
/// key (`\.date`, `\.uuid`, …): never a script-level imitation.
package enum BuiltinKey: String, CaseIterable, Sendable {
  case date, uuid, calendar, locale, timeZone, withRandomNumberGenerator, continuousClock,
    suspendingClock, mainQueue
  /// `@Dependency(\.preferredLocales)`: the user's preferred locales, an array of `Locale`s.
  case preferredLocales
  /// `await fireAndForget { … }`: work the runtime's `FireAndForget` starts in a task of its
  /// own (live, the caller goes on; in a test, it waits for the work).
  case fireAndForget
  /// `assert(condition, "message")`, `precondition(…)`, `assertionFailure("message")`: the
  /// runtime's checks (live, Swift's, which stop the program; in tests, an issue).
  case assert, precondition, assertionFailure
  /// The store layer's presentation dependencies (`ComposableRuntime`): a presenting
  /// parent installs them while it reduces its child's actions.
  case dismiss, isPresented

  /// The Swift type of what calling its value makes (`uuid()` is a `UUID`, `date()` and
  /// `date.now` a `Date`); `nil` for a key whose value is not a generator.
  package var generatedType: String? {
    switch self {
    case .uuid: "UUID"
    case .date: "Date"
    default: nil
    }
  }

  /// What `why` says its value is: for most keys, the override a scope set, else the default
  /// for the context in force; swift-dependencies declares `fireAndForget` and the assertions
  /// get-only, with test values of their own.
  package var whyValue: String {
    switch self {
    case .fireAndForget:
      "its default for the context in force (live, a task started for the work; in tests, one"
        + " the caller waits for, which reports what the work throws)"
    case .assert, .precondition, .assertionFailure:
      "its default for the context in force (live, Swift's check, which stops the program; in"
        + " tests, an issue when the condition is false)"
    default:
      "its override if a scope set one, else its default for the context in force (in tests, a"
        + " stand-in that reports an issue when used)"
    }
  }

  /// Whether its value checks a condition when called: `assert`, `precondition`,
  /// `assertionFailure`.
  package var isAssertion: Bool {
    self == .assert || self == .precondition || self == .assertionFailure
  }

  /// Whether its value is a clock, which `.immediate` then names (`ImmediateClock`).
  package var isClock: Bool { self == .continuousClock || self == .suspendingClock }

  /// The type a value must have to override it, for messages.
  package var valueType: String {
    switch self {
    case .date: "DateGenerator (.constant(Date(…)), or set $0.date.now)"
    case .uuid: "UUIDGenerator (.incrementing, .constant(UUID(…)))"
    case .calendar: "Calendar"
    case .locale: "Locale"
    case .timeZone: "TimeZone"
    case .preferredLocales: "[Locale]"
    case .withRandomNumberGenerator:
      "WithRandomNumberGenerator (WithRandomNumberGenerator(LCRNG(seed: 0)))"
    case .continuousClock, .suspendingClock: "clock (TestClock(), ImmediateClock(), .immediate)"
    case .mainQueue:
      "AnySchedulerOf<DispatchQueue> (.immediate, .main, DispatchQueue.test.eraseToAnyScheduler())"
    case .fireAndForget: "FireAndForget, read-only: swift-dependencies declares it get-only"
    case .assert, .precondition:
      "any AssertionEffect, read-only: swift-dependencies declares it get-only"
    case .assertionFailure:
      "any AssertionFailureEffect, read-only: swift-dependencies declares it get-only"
    case .dismiss:
      "DismissEffect, which a presentation ifLet or a stack forEach installs for its child"
    case .isPresented: "Bool, read-only: it is true where dismiss is installed"
    }
  }
}
