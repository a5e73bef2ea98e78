extension DependencyValues {
  /// A dependency that checks an assertion: Swift's `assert` live, an issue in tests.
  ///
  /// Live, a false condition stops a debug build as `Swift.assert` does. With the test value,
  /// it reports an issue (kind ``ReportedIssue/Kind/failedAssertion``, key `assert`) carrying
  /// the message and the call's location, and carries on, so a test can observe the failure.
  ///
  /// ```swift
  /// func withdraw(_ amount: Int) {
  ///   @Dependency(\.assert) var assert
  ///   assert(amount > 0, "Amount must be positive")
  /// }
  /// ```
  public var assert: any AssertionEffect {
    get { self[AssertKey.self] }
    set { self[AssertKey.self] = newValue }
  }

  /// A dependency that fails an assertion: ``assert`` with a false condition.
  ///
  /// ```swift
  /// @Dependency(\.assertionFailure) var assertionFailure
  /// assertionFailure("Unreachable")
  /// ```
  public var assertionFailure: any AssertionFailureEffect {
    AssertionFailure(base: assert)
  }

  /// A dependency that checks a precondition: Swift's `precondition` live, an issue in tests.
  ///
  /// Live, a false condition stops the program as `Swift.precondition` does. With the test
  /// value, it reports an issue (kind ``ReportedIssue/Kind/failedAssertion``, key
  /// `precondition`) instead.
  ///
  /// ```swift
  /// @Dependency(\.precondition) var precondition
  /// precondition(!items.isEmpty, "Checkout needs at least one item")
  /// ```
  public var precondition: any AssertionEffect {
    get { self[PreconditionKey.self] }
    set { self[PreconditionKey.self] = newValue }
  }
}

/// Checks a condition: the type of the `assert` and `precondition` dependencies.
///
/// Call it like the Swift function it stands for. Conform to write your own, or wrap a
/// closure in ``AnyAssertionEffect``.
///
/// ```swift
/// @Dependency(\.assert) var assert
/// assert(count >= 0, "Count went negative")
/// ```
public protocol AssertionEffect: Sendable {
  /// Checks `condition`; when it is false, fails with `message` at `file`:`line`.
  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  )
}

extension AssertionEffect {
  /// Checks `condition`, with an optional message and the caller's location.
  ///
  /// ```swift
  /// assert(isValid)
  /// ```
  @_disfavoredOverload
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #fileID,
    line: UInt = #line
  ) {
    callAsFunction(condition(), message(), file: file, line: line)
  }
}

/// Fails an assertion: the type of the `assertionFailure` dependency.
///
/// ```swift
/// @Dependency(\.assertionFailure) var assertionFailure
/// assertionFailure("Unknown state")
/// ```
public protocol AssertionFailureEffect: Sendable {
  /// Fails with `message` at `file`:`line`.
  func callAsFunction(_ message: @autoclosure () -> String, file: StaticString, line: UInt)
}

extension AssertionFailureEffect {
  /// Fails, with an optional message and the caller's location.
  ///
  /// ```swift
  /// assertionFailure()
  /// ```
  @_disfavoredOverload
  public func callAsFunction(
    _ message: @autoclosure () -> String = "", file: StaticString = #fileID, line: UInt = #line
  ) {
    callAsFunction(message(), file: file, line: line)
  }
}

/// An ``AssertionEffect`` that calls a closure.
///
/// ```swift
/// let failures = LockIsolated<[String]>([])
/// $0.assert = AnyAssertionEffect { condition, message, _, _ in
///   if !condition() { failures.withValue { $0.append(message()) } }
/// }
/// ```
public struct AnyAssertionEffect: AssertionEffect {
  private let check:
    @Sendable (
      _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
      _ file: StaticString, _ line: UInt
    ) -> Void

  /// Creates an effect that calls `check` with the condition, message and location.
  public init(
    _ check:
      @escaping @Sendable (
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        _ file: StaticString, _ line: UInt
      ) -> Void
  ) {
    self.check = check
  }

  /// Hands the condition, message and location to the closure.
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    check(condition(), message(), file, line)
  }
}

private struct AssertionFailure: AssertionFailureEffect {
  let base: any AssertionEffect

  func callAsFunction(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
    base(false, message(), file: file, line: line)
  }
}

private enum AssertKey: DependencyKey {
  static let liveValue: any AssertionEffect = TrappingAssertionEffect(check: .assert)
  static let testValue: any AssertionEffect = ReportingAssertionEffect(name: "assert")
}

private enum PreconditionKey: DependencyKey {
  static let liveValue: any AssertionEffect = TrappingAssertionEffect(check: .precondition)
  static let testValue: any AssertionEffect = ReportingAssertionEffect(name: "precondition")
}

/// The live value of `assert` and `precondition`: Swift's own check, which stops the program
/// when the condition is false. An interpreter, which must not stop, tells it from other
/// values by its type and stops the program it runs instead, with the words Swift prints.
package struct TrappingAssertionEffect: AssertionEffect {
  /// The Swift function it calls.
  package enum Check: Sendable {
    case assert, precondition

    /// What Swift prints when it stops: `Assertion failed`, `Precondition failed`.
    package var failure: String {
      switch self {
      case .assert: "Assertion failed"
      case .precondition: "Precondition failed"
      }
    }
  }

  /// The Swift function it calls.
  package let check: Check

  /// Checks `condition` with Swift's `assert` or `precondition`.
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    switch check {
    case .assert: Swift.assert(condition(), message(), file: file, line: line)
    case .precondition: Swift.precondition(condition(), message(), file: file, line: line)
    }
  }
}

/// The test value of `assert` and `precondition`: a failed check becomes an issue.
private struct ReportingAssertionEffect: AssertionEffect {
  let name: String

  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    guard !condition() else { return }
    let detail = message()
    report(
      ReportedIssue(
        kind: .failedAssertion,
        key: name,
        message: detail.isEmpty
          ? "@Dependency(\\.\(name)) failed."
          : "@Dependency(\\.\(name)) failed: \(detail)",
        fileID: file,
        filePath: file,
        line: line
      )
    )
  }
}
