import DependencyRuntime
import Foundation

/// How `print` shows a value, shared by the interpreter and exported programs so both print
/// the same bytes: dates as ISO 8601 in UTC, UUIDs in upper case, a clock's `now` as its
/// offset from the clock's start, built-in dependencies as the Swift that makes them.
///
/// ```swift
/// ValueText.describe(Date(timeIntervalSince1970: 0))  // "1970-01-01T00:00:00Z"
/// ValueText.describe(TestClock().now)                 // "0.0 seconds"
/// ```
package enum ValueText {
  /// The text `print` shows for `value`.
  package static func describe(_ value: Any) -> String {
    switch value {
    case let date as Date: date.formatted(.iso8601)
    case let uuid as UUID: uuid.uuidString
    case let instant as OffsetInstant<Duration>: instant.offset.description
    case let calendar as Calendar: "Calendar(identifier: .\(calendar.identifier))"
    case let locale as Locale: "Locale(identifier: \"\(locale.identifier)\")"
    case let timeZone as TimeZone: "TimeZone(identifier: \"\(timeZone.identifier)\")"
    case let generator as LCRNG: "LCRNG(seed: \(generator.seed))"
    case is DateGenerator: "DateGenerator"
    case is UUIDGenerator: "UUIDGenerator"
    case is WithRandomNumberGenerator: "WithRandomNumberGenerator"
    case let clock as UnimplementedClock<Duration>: "UnimplementedClock(name: \"\(clock.name)\")"
    case let clock as any Clock<Duration>: clockName(clock) + "()"
    case is CustomStringConvertible: String(describing: value)
    default: Mirror(reflecting: value).displayStyle == .struct ? structText(value) : "\(value)"
    }
  }

  /// A struct as the interpreter shows a record: its type named as the program names it
  /// (`Counter.State`, not Swift's `State`), fields as Swift shows them, nested structs
  /// alike: `Parent.State(left: Child.State(seen: 0), own: 0)`.
  private static func structText(_ value: Any) -> String {
    let typeName = String(reflecting: type(of: value))
    let name = typeName.split(separator: ".", maxSplits: 1).last.map(String.init) ?? typeName
    let fields = Mirror(reflecting: value).children.map { child in
      let text =
        !(child.value is CustomStringConvertible)
          && Mirror(reflecting: child.value).displayStyle == .struct
        ? structText(child.value) : String(reflecting: child.value)
      return "\(child.label ?? "_"): \(text)"
    }
    return "\(name)(\(fields.joined(separator: ", ")))"
  }

  /// The type name of a clock the clock dependencies hold: `TestClock`, `ImmediateClock`,
  /// `UnimplementedClock`, `ContinuousClock`, `SuspendingClock` (`Clock` for others).
  package static func clockName(_ clock: any Clock<Duration>) -> String {
    switch clock {
    case is TestClock<Duration>: "TestClock"
    case is ImmediateClock<Duration>: "ImmediateClock"
    case is UnimplementedClock<Duration>: "UnimplementedClock"
    case is ContinuousClock: "ContinuousClock"
    case is SuspendingClock: "SuspendingClock"
    default: "Clock"
    }
  }
}
