import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// `Date(timeIntervalSince1970: 0)`, `UUID(1)`, `TestClock()`, `LCRNG(seed: 0)`, …, by the
  /// type's initializers in the table of built-ins; `nil` when `name` is not a built-in type.
  /// A trailing closure is the last argument, unlabelled: `AsyncStream { continuation in … }`.
  package func construct(
    _ name: String, arguments written: [Argument], trailing: ClosureLiteral? = nil,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    guard let construction = Builtin.construction(of: name) else { return nil }
    let arguments =
      written
      + (trailing.map { [Argument(label: nil, value: .closure($0), range: $0.range)] } ?? [])
    let labels = arguments.map(\.label)
    let sameLabels = construction.initializers.filter { $0.takes(labels: labels) }
    if let grouping = sameLabels.first(where: { $0.constructor == .grouping }) {
      // Its function may be a key path (`by: \.category`), which is not a value.
      let sequence = try evaluate(arguments[0].value, &context)
      guard grouping.parameters[0].type.accepts(Builtin.Argument(sequence)) else {
        throw RuntimeError(
          "no such initializer: \(source.text(of: range))", at: range, notes: [construction.hint])
      }
      let key = try elementFunction(arguments[1].value, &context)
      return try grouped(sequence, by: key, range: range, &context)
    }
    var values: [ScriptValue] = []
    for (index, argument) in arguments.enumerated() {
      let parameter = sameLabels.first?.parameter(at: index)
      if case .described? = parameter {
        let value = try evaluate(argument.value, &context)
        values.append(.string(try printed(value, of: argument.value, &context)))
        continue
      }
      if case .metatype(let type)? = parameter {
        // `UTF8.self`: the type named, not evaluated.
        guard case .member(.name(type, _), "self", _) = argument.value else {
          throw RuntimeError(
            "expected \(type).self", at: argument.value.range, notes: [construction.hint])
        }
        values.append(.string(type))
        continue
      }
      guard case .implicitMember(let choices)? = parameter else {
        values.append(try evaluate(argument.value, &context))
        continue
      }
      guard case .implicitMember(let member, nil, _) = argument.value, choices.contains(member)
      else {
        throw RuntimeError(
          "unknown \(name.lowercased())", at: argument.range,
          notes: [construction.hint]
            + DidYouMean.note(
              for: source.text(of: argument.range), among: choices.map { "." + $0 }))
      }
      values.append(.string(member))
    }
    if let generator = scriptGenerator(values, for: sameLabels) { return generator }
    guard let initializer = sameLabels.first(where: { $0.accepts(values) }) else {
      throw RuntimeError(
        "no such initializer: \(source.text(of: range))", at: range, notes: [construction.hint])
    }
    if case .formatted = initializer.constructor {
      try checkFormat(values, of: arguments, range: range)
    }
    if initializer.constructor.repeats { try checkRepetition(values, at: range) }
    if initializer.constructor == .fileURL, case .string(let path) = values[0],
      !path.hasPrefix("/")
    {
      // Foundation resolves it against the working directory, which differs by host.
      throw RuntimeError(
        "URL(fileURLWithPath:) with a relative path is not supported yet", at: range,
        notes: ["write an absolute path: URL(fileURLWithPath: \"/\(path)\")"])
    }
    if initializer.constructor == .userDefaultsSuite, case .string(let name) = values[0] {
      return .builtin(.userDefaults(userDefaults.defaults(.suite(name))))
    }
    if initializer.constructor.makesStream {
      return try asyncStream(
        building: values[0], isThrowing: initializer.constructor == .asyncThrowingStream,
        range: range, &context)
    }
    if initializer.constructor == .uniqueKeysWithValues {
      return try uniquelyKeyed(values[0], range: range, context)
    }
    guard let value = initializer.make(values) else {
      throw RuntimeError(
        "\(source.text(of: range)) is not a valid \(name)", at: range, notes: [construction.hint])
    }
    // What a format or a repetition builds may be large: it is measured.
    if initializer.constructor == .formatted || initializer.constructor.repeats {
      return try bounded(value, at: range)
    }
    return value
  }

  /// `WithRandomNumberGenerator(StepGenerator(state: 7))`: the dependency's value holding a
  /// script's own `RandomNumberGenerator` struct (``ScriptGenerator``); `nil` for any other
  /// construction.
  private func scriptGenerator(_ values: [ScriptValue], for initializers: [Builtin.Initializer])
    -> ScriptValue?
  {
    guard values.count == 1,
      initializers.contains(where: { $0.constructor == .withRandomNumberGenerator }),
      declaredMembers(of: values[0])?.declared.declaration.conformances
        .contains(.randomNumberGenerator) == true
    else { return nil }
    return .builtin(
      .randomNumberGenerator(WithRandomNumberGenerator(ScriptGenerator(value: values[0]))))
  }

  /// `UUIDGenerator.incrementing`, `UUIDGenerator.constant(UUID(1))`,
  /// `DateGenerator.constant(Date(timeIntervalSince1970: 0))`: a built-in type's static member,
  /// the same value as the implicit member (`.incrementing`) where the type is known; `nil`
  /// when the checker did not resolve `base` to such a type. `memberRange` is where
  /// `Type.name` is, which the checker resolved the member at.
  package func staticMember(
    _ name: String, of base: Expression, memberRange: SourceRange, arguments: [Argument],
    range: SourceRange, _ context: Context
  ) throws -> ScriptValue? {
    if let value = try clientStatic(name, of: base, range: range, context) { return value }
    if case .integerBound(let bound)? = context.frame.resolutions.callee(at: memberRange) {
      return .int(bound.value)
    }
    if let value = try enumStaticMember(
      name, of: base, arguments: arguments, range: range, context)
    {
      return value
    }
    if case .member(.name(let type, _), _, let stateRange) = base,
      context.frame.resolutions.callee(at: stateRange) == .featureState,
      let feature = feature(named: type)
    {
      var context = context
      return try stateCase(name, of: feature, arguments: arguments, range: range, &context)
    }
    if case .value(.standard)? = context.frame.resolutions.callee(at: memberRange) {
      return .builtin(.userDefaults(userDefaults.defaults(.standard)))  // `UserDefaults.standard`
    }
    guard case .name(let type, let typeRange) = base,
      context.frame.resolutions[typeRange]?.builtin != nil,
      let owner = Builtin.staticMembers(of: type)
    else { return nil }
    if owner == .dispatchQueue { return try dispatchQueueMember(name, range: range) }
    let members = owner.members
    guard members.contains(name) else {
      throw RuntimeError(
        "type '\(type)' has no member '\(name)'", at: range,
        notes: DidYouMean.note(for: name, among: members) + [
          "\(type) offers " + members.map { "." + $0 }.joined(separator: ", ")
        ])
    }
    var context = context
    let value = try implicitMember(
      name, implied: context.frame.resolutions.callee(at: memberRange)?.impliedValue,
      arguments: arguments, range: range, &context)
    guard value.typeName == type else {
      throw RuntimeError(
        "\(source.text(of: range)) is not \(type.withIndefiniteArticle)", at: range,
        notes: ["write \(owner.example)"])
    }
    return value
  }

  /// Calls a built-in value: `uuid()`, `date()`, `withRandomNumberGenerator { … }`.
  package func callBuiltin(
    _ value: BuiltinValue, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    switch (value, arguments.isEmpty, trailing) {
    case (.uuidGenerator(let generator), true, nil):
      let uuid = generator()
      try generatorFailure.rethrow()
      return .builtin(.uuid(uuid))
    case (.dateGenerator(let generator), true, nil): return .builtin(.date(generator()))
    case (.randomNumberGenerator(let random), true, let body?):
      return try withRandomNumberGenerator(random, body: body, range: range, &context)
    case (.unimplementedEndpoint(let endpoint), _, nil):
      return try callUnimplemented(endpoint, arguments: arguments, range: range, &context)
    case (.unimplementedClosure(let closure), _, nil):
      return try call(closure, arguments: arguments, range: range, &context)
    case (.scheduler, _, _), (.testScheduler, _, _):
      throw RuntimeError(
        "\(value.typeName.withIndefiniteArticle) is not a function", at: range,
        notes: ["write try await mainQueue.sleep(for: .seconds(1))"])
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
        notes: value.isRandomNumberGenerator
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

  /// `Int.random(in: 1...6, using: &$0)`, `Bool.random(using: &$0)`: drawn from the
  /// generator `withRandomNumberGenerator` lends, or from a script's own generator, `using:
  /// &generator`, whose changed value is written back to its `var`.
  package func random(
    _ random: Callee.Random, arguments: [Argument], range: SourceRange, _ context: inout Context
  )
    throws -> ScriptValue
  {
    let type = random.rawValue
    guard let generator = arguments.last, generator.isLabelled(.using) else {
      throw RuntimeError(
        "\(type).random needs the dependency's generator: using: &$0", at: range,
        notes: [
          "the system generator is not reproducible; write withRandomNumberGenerator { \(random == .int ? "Int.random(in: 1...6, using: &$0)" : "Bool.random(using: &$0)") }"
        ])
    }
    // The generator is passed `&generator`: its place's value (a script's is written back).
    var values = try arguments.map { argument in
      if case .unary(.inOut, let place, _) = argument.value {
        return try evaluate(place, &context)
      }
      return try evaluate(argument.value, &context)
    }
    let draw: (inout any RandomNumberGenerator & Sendable) -> ScriptValue
    switch (random, values.count, values.first) {
    case (.int, 2, .range(let bounds)?) where arguments[0].isLabelled(.in) && !bounds.isEmpty:
      draw = { .int(Int.random(in: bounds, using: &$0)) }
    case (.int, 2, .closedRange(let bounds)?) where arguments[0].isLabelled(.in):
      draw = { .int(Int.random(in: bounds, using: &$0)) }
    case (.bool, 1, _):
      draw = { .bool(Bool.random(using: &$0)) }
    default:
      throw RuntimeError(
        "expected \(random == .int ? "Int.random(in: range, using: &$0) with a non-empty range" : "Bool.random(using: &$0)")",
        at: range)
    }
    if case .builtin(.lentGenerator(let lent)) = values[values.count - 1] {
      guard let value = try drawing(from: lent, range: range, &context, draw) else {
        throw RuntimeError(
          "the generator was used after its withRandomNumberGenerator closure returned",
          at: range)
      }
      return value
    }
    guard case .unary(.inOut, let place, _) = generator.value,
      let value = try drawing(from: &values[values.count - 1], range: range, &context, draw)
    else {
      throw RuntimeError(
        "\(type).random draws from a RandomNumberGenerator passed with '&': using: &generator",
        at: generator.range,
        notes: ["write withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }"])
    }
    try writeBack(values[values.count - 1], to: place, range: range, &context)
    return value
  }
}
