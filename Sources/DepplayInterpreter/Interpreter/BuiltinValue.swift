import ComposableRuntime
import DependencyRuntime
import DepplaySemantics
import DepplaySupport
import Foundation

/// Values of the built-in dependencies and their companion types: durations, dates, UUIDs,
/// their generators, calendars, locales, time zones, random number generators and clocks.
///
/// Each wraps the runtime's own type, so a script's `uuid()` calls a real `UUIDGenerator`.
package enum BuiltinValue: Sendable {
  /// `.seconds(1)`, `.milliseconds(5)`.
  case duration(Duration)
  /// A clock's `now` (a `TestClock`'s, an `ImmediateClock`'s): its offset from the clock's
  /// start, printed as swift-clocks prints it, `Instant(offset: 0.5 seconds)`.
  case instant(Duration)
  /// A `Date`.
  case date(Date)
  /// A `UUID`.
  case uuid(UUID)
  /// The `date` dependency: `date.now`, `date()`.
  case dateGenerator(DateGenerator)
  /// The `uuid` dependency: `uuid()`.
  case uuidGenerator(UUIDGenerator)
  /// The `calendar` dependency, or `Calendar(identifier: .gregorian)`.
  case calendar(Calendar)
  /// A calendar's `identifier` (`calendar.identifier`), or `.gregorian` compared with one.
  case calendarIdentifier(Calendar.Identifier)
  /// The `locale` dependency, or `Locale(identifier: "en_US")`.
  case locale(Locale)
  /// The `timeZone` dependency, or `TimeZone(identifier: "UTC")`.
  case timeZone(TimeZone)
  /// A seeded generator: `LCRNG(seed: 0)`.
  case seededGenerator(LCRNG)
  /// The `withRandomNumberGenerator` dependency: `withRandomNumberGenerator { … }`.
  case randomNumberGenerator(WithRandomNumberGenerator)
  /// `$0` inside `withRandomNumberGenerator { … }`: the generator lent to the closure.
  case lentGenerator(LentGenerator)
  /// A clock: `TestClock()`, `ImmediateClock()`, or the `continuousClock` dependency.
  case clock(ScriptClock)
  /// A scheduler: the `mainQueue` dependency, `DispatchQueue.immediate`, `.main`, or a test
  /// scheduler's `eraseToAnyScheduler()`.
  case scheduler(AnySchedulerOf<DispatchQueue>)
  /// The `fireAndForget` dependency: what `await fireAndForget { … }` calls.
  case fireAndForget(FireAndForget)
  /// The `assert` and `precondition` dependencies (and `assertionFailure`, which calls
  /// `assert`'s value with a false condition: `failsAlways`).
  case assertion(any AssertionEffect, failsAlways: Bool)
  /// `DispatchQueue.test`: a scheduler whose time moves only when advanced.
  case testScheduler(TestSchedulerOf<DispatchQueue>)
  /// An endpoint of a `@DependencyClient` client nobody implemented.
  case unimplementedEndpoint(UnimplementedEndpoint)
  /// The error an unimplemented throwing endpoint throws.
  case unimplementedError(Unimplemented)
  /// What `unimplemented("Client.fetch")` gives: a closure that reports an issue when called.
  case unimplementedClosure(UnimplementedClosure)
  /// The error a throwing `unimplemented(…)` closure throws.
  case unimplementedFailure(UnimplementedFailure)
  /// Swift's `CancellationError()`, what a cancelled task's sleep throws (``CancelledSleep``),
  /// as a `catch` clause binds it.
  case cancellationError
  /// `@Dependency(\.self)`: the whole `DependencyValues`; its members read keys.
  case dependencyValues(DependencyValues)
  /// A `URL`: `URL(string: "https://example.com")!`.
  case url(URL)
  /// A `Data`: `Data("text".utf8)`, `Data()`.
  case data(Data)
  /// Foundation's `IndexSet`: `IndexSet(integer: 2)`, the positions SwiftUI's `onDelete` and
  /// `onMove` hand a feature, which `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`
  /// take, and a `for` loop walks in ascending order.
  case indexSet(IndexSet)
  /// A string's UTF-8 view, `"text".utf8`.
  case utf8View(String)
  /// What `calendar.dateComponents([.year, .month], from: date)` gives.
  case dateComponents(DateComponents)
  /// `LockIsolated(value)`: the runtime's box, shared by every copy of the reference.
  case lockIsolated(LockIsolated<ScriptValue>)
  /// `UserDefaults.standard`, `UserDefaults(suiteName: "reading")!`: one domain of the
  /// execution's in-memory defaults, shared by every reference to it.
  case userDefaults(ScriptUserDefaults)
  /// `UncheckedSendable(value)`: the box holding the value, a struct, copied with it.
  indirect case uncheckedSendable(ScriptValue)
  /// `$count` of `@Shared(.inMemory("count")) var count = 0`: the shared reference, whose
  /// `withLock` changes the value every `@Shared` of the key reads.
  case shared(Shared<ScriptValue>)
  /// `AsyncStream { continuation in … }`, `AsyncThrowingStream { continuation in … }`: a
  /// real stream of the script's values, which `for await` (`for try await`) reads.
  case asyncStream(ScriptStream)
  /// `stream.filter { … }`: the stream's elements for which every one of the closures (a
  /// filter of a filter has two) gives `true`, read as a loop reads them.
  case filteredStream(ScriptStream, isIncluded: [ScriptValue])
  /// The continuation a stream's build closure is given: `yield(_:)`, `finish()`,
  /// `finish(throwing:)`, `onTermination`.
  case streamContinuation(StreamContinuation)
  /// What a continuation's `onTermination` handler is given: how the stream ended.
  case streamTermination(StreamTermination)
  /// `DateFormatter()`: Foundation's formatter, shared by every copy of the reference.
  case dateFormatter(DateFormatter)
  /// `NSLock()`: Foundation's lock, held by every reference to it (``Interpreter/lockMethod``).
  case lock(NSLock)
  /// `DispatchSemaphore(value: 0)`: a semaphore, shared by reference, whose `wait()` runs the
  /// blocks `asyncAfter` scheduled until one signals it (``ScriptSemaphore``).
  case semaphore(ScriptSemaphore)
  /// `ISO8601DateFormatter()`: Foundation's formatter of internet dates, shared by every copy
  /// of the reference.
  case iso8601DateFormatter(SharedISO8601Formatter)
  /// `JSONEncoder()`: Foundation's encoder, shared by every copy of the reference.
  case jsonEncoder(JSONEncoder)
  /// `JSONDecoder()`: Foundation's decoder, shared by every copy of the reference.
  case jsonDecoder(JSONDecoder)
  /// `.sortedKeys`, `.prettyPrinted`: a `JSONEncoder`'s output formatting.
  case outputFormatting(JSONEncoder.OutputFormatting)
  /// The `DecodingError` a `JSONDecoder` threw, as Swift prints it.
  case decodingError(String)
  /// `.convertToSnakeCase`, `.convertFromSnakeCase`: a `JSONEncoder`'s or a `JSONDecoder`'s
  /// key strategy.
  case keyStrategy(JSONKeyStrategy)
  /// `.secondsSince1970`, `.iso8601`, …: a `JSONDecoder`'s date strategy.
  case dateDecodingStrategy(JSONDateDecodingStrategy)

  /// How `print` shows it: the text an exported program prints for the same value.
  package var description: String {
    switch self {
    case .duration(let duration): ValueText.describe(duration)
    case .instant(let offset): ValueText.describe(OffsetInstant(offset: offset))
    case .date(let date): ValueText.describe(date)
    case .uuid(let uuid): ValueText.describe(uuid)
    case .dateGenerator(let generator): ValueText.describe(generator)
    case .uuidGenerator(let generator): ValueText.describe(generator)
    case .calendar(let calendar): ValueText.describe(calendar)
    case .calendarIdentifier(let identifier): "\(identifier)"
    case .locale(let locale): ValueText.describe(locale)
    case .timeZone(let timeZone): ValueText.describe(timeZone)
    case .seededGenerator(let generator): ValueText.describe(generator)
    case .randomNumberGenerator(let generator): ValueText.describe(generator)
    case .lentGenerator: "inout RandomNumberGenerator"
    case .clock(let clock): ValueText.describe(clock.base)
    case .scheduler(let scheduler): ValueText.describe(scheduler)
    case .testScheduler(let scheduler): ValueText.describe(scheduler)
    case .fireAndForget(let fireAndForget): ValueText.describe(fireAndForget)
    case .assertion(let effect, _): ValueText.describe(effect)
    case .unimplementedEndpoint, .unimplementedClosure: "(Function)"
    case .unimplementedError(let error): error.description
    case .unimplementedFailure(let failure): UnimplementedClosure.describe(failure)
    case .cancellationError: "CancellationError()"
    case .dependencyValues: "DependencyValues"
    // As Swift prints them: a URL's text, a Data's size (`5 bytes`), the view's text.
    case .url(let url): url.description
    case .data(let data): data.description
    // As Foundation prints it: `2 indexes`.
    case .indexSet(let positions): positions.description
    case .utf8View(let text): text.utf8.description
    // A class without a description of its own: Swift prints its type.
    case .lockIsolated(let box): "LockIsolated<\(box.value.typeName)>"
    // Foundation prints its address, which differs from run to run: depplay prints its type.
    case .userDefaults: "UserDefaults"
    // A struct without a description of its own: Swift prints its type and its field.
    case .uncheckedSendable(let value):
      "UncheckedSendable<\(value.swiftTypeDescription)>(value: \(value.debugDescription))"
    // As swift-sharing prints a reference: its value's type and its key (or its value).
    case .shared(let shared):
      "Shared<\(shared.wrappedValue.swiftTypeDescription)>(\(shared.origin(\.debugDescription)))"
    case .dateComponents(let components): components.description
    // Swift prints the stream's storage, an address: only the type is kept.
    case .asyncStream(let stream): stream.typeName
    case .filteredStream: "AsyncFilterSequence"
    case .streamContinuation(let continuation): continuation.typeName
    case .streamTermination(let termination): termination.description
    // Swift prints the object's address: only the type is kept.
    case .dateFormatter: "DateFormatter"
    // Swift prints the lock's description, an address: only the type is kept.
    case .lock: "NSLock"
    // Swift prints the class's qualified name.
    case .semaphore: "Dispatch.DispatchSemaphore"
    case .iso8601DateFormatter: "ISO8601DateFormatter"
    case .jsonEncoder: "Foundation.JSONEncoder"
    case .jsonDecoder: "Foundation.JSONDecoder"
    case .outputFormatting(let formatting): "NSJSONWritingOptions(rawValue: \(formatting.rawValue))"
    case .keyStrategy(let strategy): strategy.rawValue
    case .dateDecodingStrategy(let strategy): strategy.rawValue
    case .decodingError(let text): text
    }
  }

  /// Whether it is the `date` dependency's generator.
  package var isDateGenerator: Bool {
    if case .dateGenerator = self { true } else { false }
  }

  /// Whether it is the `withRandomNumberGenerator` dependency's value.
  package var isRandomNumberGenerator: Bool {
    if case .randomNumberGenerator = self { true } else { false }
  }

  package var typeName: String {
    switch self {
    case .duration: "Duration"
    case .instant: "Instant"
    case .date: "Date"
    case .uuid: "UUID"
    case .dateGenerator: "DateGenerator"
    case .uuidGenerator: "UUIDGenerator"
    case .calendar: "Calendar"
    case .calendarIdentifier: "Calendar.Identifier"
    case .locale: "Locale"
    case .timeZone: "TimeZone"
    case .seededGenerator: "LCRNG"
    case .randomNumberGenerator: "WithRandomNumberGenerator"
    case .lentGenerator: "RandomNumberGenerator"
    case .clock(let clock): clock.typeName
    case .scheduler: "AnySchedulerOf<DispatchQueue>"
    case .testScheduler: "TestSchedulerOf<DispatchQueue>"
    case .fireAndForget: "FireAndForget"
    case .assertion(_, let failsAlways):
      failsAlways ? "any AssertionFailureEffect" : "any AssertionEffect"
    case .unimplementedEndpoint, .unimplementedClosure: "closure"
    case .unimplementedError: "Unimplemented"
    case .unimplementedFailure: "UnimplementedFailure"
    case .cancellationError: "CancellationError"
    case .dependencyValues: "DependencyValues"
    case .url: "URL"
    case .data: "Data"
    case .indexSet: "IndexSet"
    case .utf8View: "String.UTF8View"
    case .lockIsolated: "LockIsolated"
    case .userDefaults: "UserDefaults"
    case .uncheckedSendable(let value): "UncheckedSendable<\(value.typeName)>"
    case .shared(let shared): "Shared<\(shared.wrappedValue.swiftTypeDescription)>"
    case .dateComponents: "DateComponents"
    case .asyncStream(let stream): stream.typeName
    case .filteredStream: "AsyncFilterSequence"
    case .streamContinuation(let continuation): continuation.typeName
    case .streamTermination(let termination): termination.typeName
    case .dateFormatter: "DateFormatter"
    case .lock: "NSLock"
    case .semaphore: "DispatchSemaphore"
    case .iso8601DateFormatter: "ISO8601DateFormatter"
    case .jsonEncoder: "JSONEncoder"
    case .jsonDecoder: "JSONDecoder"
    case .outputFormatting: "JSONEncoder.OutputFormatting"
    case .keyStrategy(let strategy): strategy.typeName
    case .dateDecodingStrategy: "JSONDecoder.DateDecodingStrategy"
    case .decodingError: "DecodingError"
    }
  }

  /// Whether using the value changes it: a UUID generator may count (`.incrementing`), clocks
  /// and random number generators move. See ``ScriptValue/holdsState``.
  package var holdsState: Bool {
    switch self {
    case .uuidGenerator, .clock, .randomNumberGenerator, .testScheduler, .lockIsolated, .shared,
      .asyncStream, .filteredStream, .streamContinuation, .dateFormatter, .iso8601DateFormatter,
      .jsonEncoder, .jsonDecoder, .lock, .semaphore, .userDefaults:
      true
    case .uncheckedSendable(let value): value.holdsState
    default: false
    }
  }

  package func isEqual(to other: BuiltinValue) -> Bool {
    switch (self, other) {
    case (.duration(let a), .duration(let b)): a == b
    case (.instant(let a), .instant(let b)): a == b
    case (.date(let a), .date(let b)): a == b
    case (.uuid(let a), .uuid(let b)): a == b
    case (.calendar(let a), .calendar(let b)): a == b
    case (.calendarIdentifier(let a), .calendarIdentifier(let b)): a == b
    case (.locale(let a), .locale(let b)): a == b
    case (.timeZone(let a), .timeZone(let b)): a == b
    case (.seededGenerator(let a), .seededGenerator(let b)): a == b
    case (.randomNumberGenerator(let a), .randomNumberGenerator(let b)): a === b
    case (.clock(let a), .clock(let b)): a.isSameClock(as: b)
    case (.scheduler(let a), .scheduler(let b)): ScriptScheduler.isSame(a, b)
    case (.testScheduler(let a), .testScheduler(let b)): a === b
    case (.unimplementedError(let a), .unimplementedError(let b)): a == b
    case (.cancellationError, .cancellationError): true
    case (.url(let a), .url(let b)): a == b
    case (.data(let a), .data(let b)): a == b
    case (.lockIsolated(let a), .lockIsolated(let b)): a === b
    case (.userDefaults(let a), .userDefaults(let b)):
      a.domains === b.domains && a.domain == b.domain
    case (.uncheckedSendable(let a), .uncheckedSendable(let b)): a.isEqual(to: b)
    case (.shared(let a), .shared(let b)): a.isSameReference(as: b)
    case (.dateFormatter(let a), .dateFormatter(let b)): a === b
    case (.lock(let a), .lock(let b)): a === b
    case (.semaphore(let a), .semaphore(let b)): a === b
    case (.iso8601DateFormatter(let a), .iso8601DateFormatter(let b)): a === b
    case (.jsonEncoder(let a), .jsonEncoder(let b)): a === b
    case (.jsonDecoder(let a), .jsonDecoder(let b)): a === b
    case (.outputFormatting(let a), .outputFormatting(let b)): a == b
    case (.keyStrategy(let a), .keyStrategy(let b)): a == b
    case (.dateDecodingStrategy(let a), .dateDecodingStrategy(let b)): a == b
    case (.dateComponents(let a), .dateComponents(let b)): a == b
    default: false
    }
  }

  /// `value.name` for the members scripts read: `date.now`, `clock.now`, `x.identifier`, …
  package func member(_ name: String) -> ScriptValue? {
    switch self {
    case .dateComponents(let components):
      // `parts.year`: an Optional, `nil` for a unit the components were not asked for.
      CalendarComponent(rawValue: name).map { unit in
        components.value(for: unit.foundation).map(ScriptValue.int) ?? ScriptValue.none
      }
    case .url(let url): URLProperty(rawValue: name).map { $0.value(of: url) }
    case .duration(let duration): DurationProperty(rawValue: name).map { $0.value(of: duration) }
    case .dateFormatter(let formatter):
      DateFormatterProperty(rawValue: name).flatMap { $0.value(of: formatter) }
    case .data(let data):
      switch CollectionProperty(rawValue: name) {
      case .count?: .int(data.count)
      case .isEmpty?: .bool(data.isEmpty)
      case .first?, .last?, .utf8?, .keys?, .values?, .capitalized?, .ids?, .elements?,
        .debugDescription?, nil:
        nil
      }
    default: BuiltinProperty(rawValue: name).flatMap(property)
    }
  }

  /// The value of `property`, if this kind of value has it.
  private func property(_ property: BuiltinProperty) -> ScriptValue? {
    switch (self, property) {
    case (.dateGenerator(let generator), .now): .builtin(.date(generator.now))
    case (.date(let date), .timeIntervalSince1970): .double(date.timeIntervalSince1970)
    case (.date(let date), .timeIntervalSinceReferenceDate):
      .double(date.timeIntervalSinceReferenceDate)
    case (.uuid(let uuid), .uuidString): .string(uuid.uuidString)
    case (.calendar(let calendar), .identifier): .builtin(.calendarIdentifier(calendar.identifier))
    case (.calendar(let calendar), .timeZone): .builtin(.timeZone(calendar.timeZone))
    case (.locale(let locale), .identifier): .string(locale.identifier)
    case (.timeZone(let timeZone), .identifier): .string(timeZone.identifier)
    case (.clock(let clock), .now): clock.now.map { .builtin(.instant($0)) }
    case (.instant(let offset), .offset): .builtin(.duration(offset))
    case (.lockIsolated(let box), .value): box.value
    case (.uncheckedSendable(let value), .value), (.uncheckedSendable(let value), .wrappedValue):
      value
    case (.shared(let shared), .wrappedValue): shared.wrappedValue
    case (.testScheduler(let scheduler), .now): .builtin(.duration(scheduler.now))
    default: nil
    }
  }

  /// The value with its field `name` set (`$0.date.now = …`, `calendar.timeZone = …`), if it
  /// has such a settable field.
  package func setting(_ name: String, to newValue: ScriptValue) -> BuiltinValue? {
    switch (self, newValue) {
    case (.jsonEncoder(let encoder), _):
      // A class: the encoder itself changes, for every reference to it.
      guard JSONEncoderProperty(rawValue: name)?.set(newValue, on: encoder) == true
      else { return nil }
      return self
    case (.jsonDecoder(let decoder), _):
      // A class, as the encoder: the decoder itself changes, for every reference to it.
      guard JSONDecoderProperty(rawValue: name)?.set(newValue, on: decoder) == true
      else { return nil }
      return self
    case (.dateFormatter(let formatter), _):
      // A class: the formatter itself changes, for every reference to it.
      guard DateFormatterProperty(rawValue: name)?.set(newValue, on: formatter) == true
      else { return nil }
      return self
    default:
      return BuiltinProperty(rawValue: name).flatMap { setting($0, to: newValue) }
    }
  }

  /// The value with `property` set to `newValue`, if this kind of value can set it.
  private func setting(_ property: BuiltinProperty, to newValue: ScriptValue) -> BuiltinValue? {
    switch (self, property, newValue) {
    case (.dateGenerator(var generator), .now, .builtin(.date(let date))):
      generator.now = date
      return .dateGenerator(generator)
    case (.calendar(var calendar), .timeZone, .builtin(.timeZone(let timeZone))):
      calendar.timeZone = timeZone
      return .calendar(calendar)
    case (.calendar(var calendar), .locale, .builtin(.locale(let locale))):
      calendar.locale = locale
      return .calendar(calendar)
    default:
      return nil
    }
  }
}

/// The generator `withRandomNumberGenerator` lends its closure, reachable as `$0`.
///
/// NB: @unchecked because it wraps a pointer to the closure's `inout` argument; it is used
/// only synchronously by that closure's statements, on that thread, while the dependency's
/// lock is held, and must not be used after the closure returns (``isLent`` guards that).
package final class LentGenerator: @unchecked Sendable {
  private let pointer: UnsafeMutablePointer<any RandomNumberGenerator & Sendable>
  private var isLent = true

  private init(pointer: UnsafeMutablePointer<any RandomNumberGenerator & Sendable>) {
    self.pointer = pointer
  }

  /// Lends `generator` to `body` as a `LentGenerator`.
  package static func lend<R>(
    _ generator: inout any RandomNumberGenerator & Sendable, _ body: (LentGenerator) throws -> R
  ) rethrows -> R {
    try withUnsafeMutablePointer(to: &generator) { pointer in
      let lent = LentGenerator(pointer: pointer)
      defer { lent.isLent = false }
      return try body(lent)
    }
  }

  /// `body`'s value, given the lent generator (`Int.random(in: 1...6, using: &$0)` draws
  /// from it); `nil` once the closure has returned.
  package func withGenerator<R>(
    _ body: (inout any RandomNumberGenerator & Sendable) throws -> R
  ) rethrows -> R? {
    guard isLent else { return nil }
    return try body(&pointer.pointee)
  }
}
