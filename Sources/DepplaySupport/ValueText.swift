import ComposableRuntime
import DependencyRuntime
import Foundation

/// How `print` shows a value, shared by the interpreter and exported programs so both print
/// the same bytes: dates as Swift prints them (in UTC), UUIDs in upper case, a clock's `now` as its
/// offset from the clock's start, built-in dependencies as the Swift that makes them.
///
/// ```swift
/// ValueText.describe(Date(timeIntervalSince1970: 0))  // "1970-01-01 00:00:00 +0000"
/// ValueText.describe(TestClock().now)                 // "0.0 seconds"
/// ```
package enum ValueText {
  /// The text `print` shows for `value`.
  package static func describe(_ value: Any) -> String {
    switch value {
    // Before the casts below, which would see through it: `Optional(DEADBEEF-…)`, as Swift's
    // `print` writes an Optional, its value as `debugPrint` writes it.
    case let optional as any WrappedOptional:
      optional.wrappedValue.map { "Optional(\(String(reflecting: $0)))" } ?? "nil"
    case let uuid as UUID: uuid.uuidString
    case let instant as OffsetInstant<Duration>: "Instant(offset: \(instant.offset))"
    case let calendar as Calendar: "Calendar(identifier: .\(calendar.identifier))"
    case let locale as Locale: "Locale(identifier: \"\(locale.identifier)\")"
    case let timeZone as TimeZone: "TimeZone(identifier: \"\(timeZone.identifier)\")"
    case let generator as LCRNG: "LCRNG(seed: \(generator.seed))"
    case is DateGenerator: "DateGenerator"
    case is UUIDGenerator: "UUIDGenerator"
    case is WithRandomNumberGenerator: "WithRandomNumberGenerator"
    case let clock as UnimplementedClock<Duration>: "UnimplementedClock(name: \"\(clock.name)\")"
    case let clock as any Clock<Duration>: clockName(clock) + "()"
    case let scheduler as AnySchedulerOf<DispatchQueue>: schedulerText(scheduler)
    case is TestSchedulerOf<DispatchQueue>: "TestSchedulerOf<DispatchQueue>"
    case let stack as any AnyStackState: stackText(stack)
    case let exhaustivity as Exhaustivity: exhaustivityText(exhaustivity)
    case is CustomStringConvertible: String(describing: value)
    default: compositeText(value) ?? "\(value)"
    }
  }

  /// A struct, or a feature's action or enum state, as the interpreter shows records and
  /// case values (inside a record or case, an action with its type); `nil` for anything else.
  private static func compositeText(_ value: Any, inField: Bool = false) -> String? {
    switch Mirror(reflecting: value).displayStyle {
    case .struct?: structText(value)
    case .enum? where isFeatureEnum(type(of: value)):
      inField ? typeName(of: value) + "." + actionText(value) : actionText(value)
    case .enum? where !inField: caseText(value)
    default: nil
    }
  }

  /// A case of a plain enum (`Result` too) with associated values, as Swift's `print` shows
  /// it but without the module's name in its values, as the interpreter shows them:
  /// `failure(LoadError.offline)`, `moved(x: 1, y: 2)`; `nil` for a case without any.
  private static func caseText(_ value: Any) -> String? {
    guard let payload = Mirror(reflecting: value).children.first, let name = payload.label
    else { return nil }
    let elements = Mirror(reflecting: payload.value)
    guard elements.displayStyle == .tuple else { return "\(name)(\(fieldText(payload.value)))" }
    let parts = elements.children.map { element in
      let label = element.label.flatMap { $0.hasPrefix(".") ? nil : "\($0): " } ?? ""
      return label + fieldText(element.value)
    }
    return "\(name)(" + parts.joined(separator: ", ") + ")"
  }

  /// Whether `type` is a feature's `Action`, or its `State` when that is an enum.
  private static func isFeatureEnum(_ type: Any.Type) -> Bool {
    let name = String(reflecting: type)
    return name.hasSuffix(".Action") || name.hasSuffix(".State")
  }

  /// A value inside a record or an action: an optional as `nil` or its value, a struct or
  /// action as the interpreter shows it, anything else as Swift shows a field (`"text"` in
  /// quotes).
  private static func fieldText(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { fieldText($0.value) } ?? "nil"
    }
    if let stack = value as? any AnyStackState { return stackText(stack) }
    return value is CustomStringConvertible
      ? String(reflecting: value)
      : compositeText(value, inField: true) ?? plainEnumText(value) ?? String(reflecting: value)
  }

  /// A case of a plain enum inside a record, as Swift's `debugDescription` shows it but
  /// without the module's name, as the interpreter shows it: `LoadState.loaded("x")`; `nil`
  /// for anything else.
  private static func plainEnumText(_ value: Any) -> String? {
    guard Mirror(reflecting: value).displayStyle == .enum else { return nil }
    return String(describing: type(of: value)) + "." + String(describing: value)
  }

  /// A test store's exhaustivity as a script writes it: `.on`, `.off`,
  /// `.off(showSkippedAssertions: true)`.
  private static func exhaustivityText(_ exhaustivity: Exhaustivity) -> String {
    switch exhaustivity {
    case .on: ".on"
    case .off(let shows): shows ? ".off(showSkippedAssertions: true)" : ".off"
    }
  }

  /// A navigation stack as the interpreter shows one: `[#0: Detail.State(title: "a")]`.
  private static func stackText(_ stack: any AnyStackState) -> String {
    "["
      + stack.identifiedElements.map { "\($0.id): \(fieldText($0.element))" }
      .joined(separator: ", ") + "]"
  }

  /// A feature's action as Swift's `print` shows one: `loaded(42)`,
  /// `child(Child.Action.look)` (Swift also names the module: `main.Child.Action`).
  private static func actionText(_ value: Any) -> String {
    guard let payload = Mirror(reflecting: value).children.first else { return "\(value)" }
    let elements = Mirror(reflecting: payload.value)
    let values =
      elements.displayStyle == .tuple ? elements.children.map(\.value) : [payload.value]
    return "\(payload.label ?? "")(" + values.map(fieldText).joined(separator: ", ") + ")"
  }

  /// A type's name as the program writes it, without its module: `Counter.Action`.
  private static func typeName(of value: Any) -> String {
    withoutModules(String(reflecting: type(of: value)))
  }

  /// A type's full name without the module before each name in it, its generic arguments'
  /// too: `main.Box<Swift.Array<Swift.Int>>` is `Box<Array<Int>>`, `main.Counter.State` is
  /// `Counter.State`.
  private static func withoutModules(_ name: String) -> String {
    var result = ""
    var segment = ""
    for character in name + "," {
      guard "<>(), ".contains(character) else {
        segment.append(character)
        continue
      }
      result += segment.split(separator: ".", maxSplits: 1).last.map(String.init) ?? segment
      result.append(character)
      segment = ""
    }
    return String(result.dropLast())
  }

  /// A struct as the interpreter shows a record: its type named as the program names it
  /// (`Counter.State`, not Swift's `State`), fields as Swift shows them, nested structs
  /// alike: `Parent.State(left: Child.State(seen: 0), own: 0)`.
  private static func structText(_ value: Any) -> String {
    let name = typeName(of: value)
    let fields = Mirror(reflecting: value).children.map { child in
      var label = child.label ?? "_"
      var field = child.value
      // A property wrapper's storage (`_editor` of `@PresentationState var editor`) shows
      // as the property it wraps, with its wrapped value.
      if label.hasPrefix("_"),
        let wrapped = Mirror(reflecting: field).children.first(where: {
          $0.label == "wrappedValue"
        })
      {
        label.removeFirst()
        field = wrapped.value
      }
      return "\(label): \(fieldText(field))"
    }
    return "\(name)(\(fields.joined(separator: ", ")))"
  }

  /// Which scheduler the `mainQueue` dependency holds: `AnySchedulerOf<DispatchQueue>.main`,
  /// `.immediate`, `.unimplemented("…")`, or a test scheduler's erasure.
  private static func schedulerText(_ scheduler: AnySchedulerOf<DispatchQueue>) -> String {
    switch scheduler.kind {
    case .main: "AnySchedulerOf<DispatchQueue>.main"
    case .immediate: "AnySchedulerOf<DispatchQueue>.immediate"
    case .unimplemented(let name): "AnySchedulerOf<DispatchQueue>.unimplemented(\"\(name)\")"
    case .test: "AnySchedulerOf<DispatchQueue>(TestSchedulerOf<DispatchQueue>)"
    case .custom: "AnySchedulerOf<DispatchQueue>"
    }
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

/// An `Optional` of any type, whose value `ValueText` reads without the casts that would
/// unwrap it.
private protocol WrappedOptional {
  /// The value it holds, or `nil`.
  var wrappedValue: Any? { get }
}

extension Optional: WrappedOptional {
  fileprivate var wrappedValue: Any? { self.map { $0 as Any } }
}
