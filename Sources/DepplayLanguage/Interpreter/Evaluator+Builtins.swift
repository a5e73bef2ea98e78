import DependencyRuntime
import Foundation

extension Interpreter {
  /// `Date(timeIntervalSince1970: 0)`, `UUID(1)`, `TestClock()`, `LCRNG(seed: 0)`, …; `nil`
  /// when `name` is not a built-in type.
  func construct(
    _ name: String, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    guard NameTable.builtinTypes.contains(name) else { return nil }
    let labels = arguments.map(\.label)
    if name == "Calendar", labels == ["identifier"] {
      guard case .implicitMember(let identifier, nil, _) = arguments[0].value,
        let calendar = Self.calendars[identifier]
      else {
        throw RuntimeError(
          "unknown calendar", at: arguments[0].range,
          notes: ["write Calendar(identifier: .gregorian)"]
            + DidYouMean.note(
              for: source.text(of: arguments[0].range), among: Self.calendars.keys.map { "." + $0 })
        )
      }
      return .builtin(.calendar(Calendar(identifier: calendar)))
    }
    let values = try arguments.map { try evaluate($0.value, &context) }
    let value: BuiltinValue?
    switch (name, labels, values.first) {
    case ("Date", [], nil): value = .date(Date())
    case ("Date", ["timeIntervalSince1970"], .int(let seconds)?):
      value =
        Self.representableDates.contains(seconds)
        ? .date(Date(timeIntervalSince1970: TimeInterval(seconds))) : nil
    case ("UUID", [], nil): value = .uuid(UUID())
    case ("UUID", [nil], .int(let number)?): value = .uuid(UUID(number))
    case ("UUID", ["uuidString"], .string(let text)?):
      value = UUID(uuidString: text).map { .uuid($0) }
    case ("TestClock", [], nil): value = .clock(ScriptClock(base: TestClock()))
    case ("ImmediateClock", [], nil): value = .clock(ScriptClock(base: ImmediateClock()))
    case ("Locale", ["identifier"], .string(let identifier)?):
      value = .locale(Locale(identifier: identifier))
    case ("TimeZone", ["identifier"], .string(let identifier)?):
      value = TimeZone(identifier: identifier).map { .timeZone($0) }
    case ("TimeZone", ["secondsFromGMT"], .int(let seconds)?):
      value =
        Self.timeZoneOffsets.contains(seconds)
        ? TimeZone(secondsFromGMT: seconds).map { .timeZone($0) } : nil
    case ("LCRNG", ["seed"], .int(let seed)?) where seed >= 0:
      value = .seededGenerator(LCRNG(seed: UInt64(seed)))
    case ("WithRandomNumberGenerator", [nil], .builtin(.seededGenerator(let generator))?):
      value = .randomNumberGenerator(WithRandomNumberGenerator(generator))
    default:
      throw RuntimeError(
        "no such initializer: \(source.text(of: range))", at: range,
        notes: [Self.constructorHints[name] ?? "see LANGUAGE.md, Built-ins"])
    }
    guard let value else {
      throw RuntimeError(
        "\(source.text(of: range)) is not a valid \(name)", at: range,
        notes: [Self.constructorHints[name] ?? "see LANGUAGE.md, Built-ins"])
    }
    return .builtin(value)
  }

  /// The seconds since 1970 a script's `Date` may hold: years 1 to 9999, which every date
  /// computation and printout handles (Foundation's own arithmetic traps far beyond them).
  static let representableDates = -62_135_596_800...253_402_300_799
  /// The offsets `TimeZone(secondsFromGMT:)` accepts: at most 18 hours either way.
  static let timeZoneOffsets = -18 * 3600...18 * 3600

  /// `UUIDGenerator.incrementing`, `UUIDGenerator.constant(UUID(1))`,
  /// `DateGenerator.constant(Date(timeIntervalSince1970: 0))`: a built-in type's static member,
  /// the same value as the implicit member (`.incrementing`) where the type is known; `nil`
  /// when `base` does not name such a type (or a local shadows it).
  func staticMember(
    _ name: String, of base: Expression, arguments: [Argument], range: SourceRange,
    _ context: Context
  ) throws -> ScriptValue? {
    guard case .name(let type, _) = base, let members = NameTable.builtinStaticMembers[type],
      context.frame.lookup(type) == nil
    else { return nil }
    guard members.contains(name) else {
      throw RuntimeError(
        "type '\(type)' has no member '\(name)'", at: range,
        notes: DidYouMean.note(for: name, among: members) + [
          "\(type) offers " + members.map { "." + $0 }.joined(separator: ", ")
        ])
    }
    var context = context
    let value = try implicitMember(name, arguments: arguments, range: range, &context)
    guard value.typeName == type else {
      throw RuntimeError(
        "\(source.text(of: range)) is not \(type.withIndefiniteArticle)", at: range,
        notes: [
          type == "UUIDGenerator"
            ? "write UUIDGenerator.constant(UUID(1))"
            : "write DateGenerator.constant(Date(timeIntervalSince1970: 0))"
        ])
    }
    return value
  }

  private static let constructorHints = [
    "Date":
      "write Date(timeIntervalSince1970: 0) (or Date() for the real date and time); the seconds"
      + " lie within years 1 to 9999 (-62135596800...253402300799)",
    "UUID": "write UUID(1), UUID(uuidString: \"…\") or UUID()",
    "TestClock": "write TestClock()",
    "ImmediateClock": "write ImmediateClock()",
    "Locale": "write Locale(identifier: \"en_US\")",
    "TimeZone":
      "write TimeZone(identifier: \"UTC\") or TimeZone(secondsFromGMT: 3600), at most 18 hours"
      + " (64800 seconds) either way",
    "LCRNG": "write LCRNG(seed: 0) (a seed of 0 or more)",
    "WithRandomNumberGenerator": "write WithRandomNumberGenerator(LCRNG(seed: 0))",
    "Calendar": "write Calendar(identifier: .gregorian)",
  ]

  private static let calendars: [String: Calendar.Identifier] = [
    "gregorian": .gregorian, "iso8601": .iso8601, "buddhist": .buddhist, "japanese": .japanese,
    "hebrew": .hebrew, "islamic": .islamic, "persian": .persian, "chinese": .chinese,
  ]

  /// Calls a built-in value: `uuid()`, `date()`, `withRandomNumberGenerator { … }`.
  func callBuiltin(
    _ value: BuiltinValue, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    switch (value, arguments.isEmpty, trailing) {
    case (.uuidGenerator(let generator), true, nil): return .builtin(.uuid(generator()))
    case (.dateGenerator(let generator), true, nil): return .builtin(.date(generator()))
    case (.randomNumberGenerator(let random), true, let body?):
      return try withRandomNumberGenerator(random, body: body, range: range, &context)
    case (.clock(let clock), _, _):
      throw RuntimeError(
        "\(clock.typeName.withIndefiniteArticle)'s methods suspend: call them with 'await'",
        at: range,
        notes: [
          "write try await clock.sleep(for: .seconds(1)), await clock.advance(by: .seconds(1)) or await clock.run()"
        ])
    default:
      throw RuntimeError(
        "a \(value.typeName) cannot be called like this", at: range,
        notes: value.typeName == "WithRandomNumberGenerator"
          ? ["write withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }"] : [])
    }
  }

  /// `withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }`: runs the closure with
  /// the dependency's generator lent as `$0` (under its lock).
  private func withRandomNumberGenerator(
    _ random: WithRandomNumberGenerator, body: ClosureLiteral, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    let id = ObjectIdentifier(random)
    guard lendGenerator(id) else {
      throw RuntimeError(
        "withRandomNumberGenerator is called again inside its own closure", at: range,
        notes: ["the generator is lent to one closure at a time; draw every number in one closure"])
    }
    defer { returnGenerator(id) }
    let outer = context
    return try random { generator in
      try LentGenerator.lend(&generator) { lent in
        var inner = outer.nested()
        inner.frame.bind(body.parameters.first ?? "$0", .builtin(.lentGenerator(lent)))
        return try execute(body.body, &inner).value
      }
    }
  }

  /// `Int.random(in: 1...6, using: &$0)`, `Bool.random(using: &$0)`.
  func random(_ type: String, arguments: [Argument], range: SourceRange, _ context: inout Context)
    throws -> ScriptValue
  {
    let values = try arguments.map { try evaluate($0.value, &context) }
    let lent: LentGenerator?
    if case .builtin(.lentGenerator(let generator))? = values.last, arguments.last?.label == "using"
    {
      lent = generator
    } else {
      lent = nil
    }
    guard let lent else {
      throw RuntimeError(
        "\(type).random needs the dependency's generator: using: &$0", at: range,
        notes: [
          "the system generator is not reproducible; write withRandomNumberGenerator { \(type == "Int" ? "Int.random(in: 1...6, using: &$0)" : "Bool.random(using: &$0)") }"
        ])
    }
    switch (type, values.count, values.first) {
    case ("Int", 2, .range(let bounds)?) where arguments[0].label == "in" && !bounds.isEmpty:
      guard let number = lent.int(in: bounds) else { break }
      return .int(number)
    case ("Int", 2, .closedRange(let bounds)?) where arguments[0].label == "in":
      guard let number = lent.int(in: bounds) else { break }
      return .int(number)
    case ("Bool", 1, _):
      guard let bool = lent.bool() else { break }
      return .bool(bool)
    default:
      throw RuntimeError(
        "expected \(type == "Int" ? "Int.random(in: range, using: &$0) with a non-empty range" : "Bool.random(using: &$0)")",
        at: range)
    }
    throw RuntimeError(
      "the generator was used after its withRandomNumberGenerator closure returned", at: range)
  }
}
