import ComposableRuntime
import DependencyRuntime
import DepplaySemantics
import Foundation

extension Builtin.Argument {
  /// What a value is as an argument of a built-in initializer.
  package init(_ value: ScriptValue) {
    switch value {
    case .int(let number): self = .int(number)
    case .double(let number): self = .double(number)
    case .bool: self = .bool
    case .string(let text): self = .string(text)
    case .builtin(.seededGenerator): self = .seededGenerator
    case .list, .set: self = .sequence
    case .builtin(.utf8View): self = .utf8View
    case .builtin(.data): self = .data
    default: self = .other
    }
  }
}

extension Builtin.Initializer {
  /// Whether `values` fit the parameters.
  package func accepts(_ values: [ScriptValue]) -> Bool {
    fits(values.map(Builtin.Argument.init))
  }

  /// The value for arguments that fit; `nil` when they do not make a valid one
  /// (``Builtin/Initializer/makesValue(of:)``).
  package func make(_ values: [ScriptValue]) -> ScriptValue? {
    guard makesValue(of: values.map(Builtin.Argument.init)) else { return nil }
    switch (constructor, values.first) {
    case (.dependencyValues, _): return .builtin(.dependencyValues(DependencyValues()))
    case (.currentDate, _): return .builtin(.date(Date()))
    case (.dateSince1970, .int(let seconds)?):
      return .builtin(.date(Date(timeIntervalSince1970: TimeInterval(seconds))))
    case (.dateSince1970, .double(let seconds)?):
      return .builtin(.date(Date(timeIntervalSince1970: seconds)))
    case (.dateSinceReferenceDate, .int(let seconds)?):
      return .builtin(.date(Date(timeIntervalSinceReferenceDate: TimeInterval(seconds))))
    case (.dateSinceReferenceDate, .double(let seconds)?):
      return .builtin(.date(Date(timeIntervalSinceReferenceDate: seconds)))
    case (.randomUUID, _): return .builtin(.uuid(UUID()))
    case (.uuidNumber, .int(let number)?): return .builtin(.uuid(UUID(number)))
    case (.uuidString, .string(let text)?):
      return UUID(uuidString: text).map { .builtin(.uuid($0)) } ?? ScriptValue.none
    case (.testClock, _): return .builtin(.clock(ScriptClock(base: TestClock())))
    case (.immediateClock, _): return .builtin(.clock(ScriptClock(base: ImmediateClock())))
    case (.calendar, .string(let name)?):
      return Builtin.calendars[name].map { .builtin(.calendar(Calendar(identifier: $0))) }
    case (.locale, .string(let identifier)?):
      return .builtin(.locale(Locale(identifier: identifier)))
    case (.timeZoneIdentifier, .string(let identifier)?):
      return TimeZone(identifier: identifier).map { .builtin(.timeZone($0)) } ?? ScriptValue.none
    case (.timeZoneOffset, .int(let seconds)?):
      return TimeZone(secondsFromGMT: seconds).map { .builtin(.timeZone($0)) }
    case (.lcrng, .int(let seed)?):
      return UInt64(exactly: seed).map { .builtin(.seededGenerator(LCRNG(seed: $0))) }
    case (.withRandomNumberGenerator, .builtin(.seededGenerator(let generator))?):
      return .builtin(.randomNumberGenerator(WithRandomNumberGenerator(generator)))
    case (.distinctElements, .list(let elements)?):
      var distinct: [ScriptValue] = []
      for element in elements where !distinct.contains(where: { $0.isEqual(to: element) }) {
        distinct.append(element)
      }
      return .set(distinct)
    case (.distinctElements, .set?), (.describing, _), (.wrapped, _): return values.first
    case (.elements, .list?): return values.first
    case (.elements, .set(let elements)?): return .list(elements)
    case (.url, .string(let text)?):
      return URL(string: text).map { .builtin(.url($0)) } ?? ScriptValue.none
    case (.fileURL, .string(let path)?): return .builtin(.url(URL(fileURLWithPath: path)))
    case (.lockIsolated, let value?): return .builtin(.lockIsolated(LockIsolated(value)))
    case (.uncheckedSendable, let value?): return .builtin(.uncheckedSendable(value))
    case (.sharedValue, let value?): return .builtin(.shared(Shared(value: value)))
    case (.unwrappedShared, .builtin(.shared)?), (.unwrappedShared, .none?): return values.first
    case (.dateFormatter, _): return .builtin(.dateFormatter(DateFormatter()))
    case (.lock, _): return .builtin(.lock(NSLock()))
    case (.semaphore, .int(let count)?): return .builtin(.semaphore(ScriptSemaphore(count: count)))
    case (.iso8601DateFormatter, _):
      return .builtin(.iso8601DateFormatter(SharedISO8601Formatter()))
    case (.jsonEncoder, _): return .builtin(.jsonEncoder(JSONEncoder()))
    case (.jsonDecoder, _): return .builtin(.jsonDecoder(JSONDecoder()))
    case (.cancellationError, _): return .builtin(.cancellationError)
    case (.emptyData, _): return .builtin(.data(Data()))
    case (.emptyIndexSet, _): return .builtin(.indexSet(IndexSet()))
    case (.indexSetOfInteger, .int(let position)?):
      return .builtin(.indexSet(IndexSet(integer: position)))
    case (.indexSetOfPositions, .list(let elements)?), (.indexSetOfPositions, .set(let elements)?):
      return ScriptValue.positions(elements).map { .builtin(.indexSet(IndexSet($0))) }
    case (.utf8Data, .builtin(.utf8View(let text))?): return .builtin(.data(Data(text.utf8)))
    case (.decodedString, .builtin(.data(let data))?):
      return .string(String(decoding: data, as: UTF8.self))
    case (.text, let value?): return .string(value.description)
    case (.truncatedInteger, .int?): return values.first
    case (.truncatedInteger, .double(let number)?):
      return Int(exactly: number.rounded(.towardZero)).map(ScriptValue.int)
    case (.parsedInteger, .string(let text)?):
      return Int(text).map(ScriptValue.int) ?? ScriptValue.none
    case (.double, .int(let number)?): return .double(Double(number))
    case (.double, .double?): return values.first
    case (.repeatedElement, let element?):
      guard case .int(let count) = values[1] else { return nil }
      return .list(Array(repeating: element, count: count))
    case (.repeatedText, .string(let text)?):
      guard case .int(let count) = values[1] else { return nil }
      return .string(String(repeating: text, count: count))
    case (.radixText, .int(let number)?):
      guard case .int(let radix) = values[1], (2...36).contains(radix) else { return nil }
      return .string(String(number, radix: radix))
    case (.formatted, .string(let format)?):
      let arguments = values.dropFirst()
      guard (try? StringFormat(format).check(arguments.map(Builtin.Argument.init))) != nil
      else { return nil }
      return .string(String(format: format, arguments: arguments.compactMap(\.formatArgument)))
    default: return nil
    }
  }
}

extension ScriptValue {
  /// The value as `String(format:_:...)` passes it to Foundation: a number, a Bool or a
  /// string (``StringFormat`` has checked it against its conversion).
  fileprivate var formatArgument: CVarArg? {
    switch self {
    case .int(let number): number
    case .double(let number): number
    case .bool(let bool): bool
    case .string(let text): text
    default: nil
    }
  }
}

extension ScriptValue {
  /// The positions `IndexSet([0, 2])` holds: `nil` unless every element is an `Int` that is
  /// not negative (Foundation stops the program at a negative one).
  fileprivate static func positions(_ elements: [ScriptValue]) -> [Int]? {
    var positions: [Int] = []
    for element in elements {
      guard case .int(let position) = element, position >= 0 else { return nil }
      positions.append(position)
    }
    return positions
  }
}
