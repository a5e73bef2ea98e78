import DepplaySyntax

/// A script's own `RandomNumberGenerator` at run time: `Int.random(in: 1...6, using: &gen)`
/// and `Bool.random(using: &gen)` run the standard library's own algorithms, each number they
/// draw one call of the struct's `mutating func next() -> UInt64`, so a seeded generator gives
/// the numbers Swift gives from the same `next()` values.
extension Interpreter {
  /// `draw`'s value, given a generator whose numbers are `next()` of `value`, a
  /// `RandomNumberGenerator` struct's value, each run as its method (which changes `value`);
  /// `nil` when `value` is no such struct's. A `next()` that stops the program stops the draw.
  func drawing<R>(
    from value: inout ScriptValue, range: SourceRange, _ context: inout Context,
    _ draw: (inout any RandomNumberGenerator & Sendable) -> R
  ) throws -> R? {
    guard let (_, declared) = declaredMembers(of: value),
      declared.declaration.conformances.contains(.randomNumberGenerator),
      let step = declared.declaration.generatorStep
    else { return nil }
    var failure: (any Error)?
    let result = withUnsafeMutablePointer(to: &value) { value in
      withUnsafeMutablePointer(to: &context) { context in
        // The step lives only for this draw, run synchronously here: the pointers outlive it.
        var generator: any RandomNumberGenerator & Sendable = ScriptGeneratorStep {
          // After a failure, the largest number ends any rejection loop of the algorithm.
          guard failure == nil else { return .max }
          do {
            let (number, changed) = try self.run(
              step, of: declared, self: value.pointee, arguments: [], range: range,
              &context.pointee)
            if let changed { value.pointee = changed }
            return try Self.generated(number, range: range)
          } catch {
            failure = error
            return .max
          }
        }
        return draw(&generator)
      }
    }
    if let failure { throw failure }
    return result
  }

  /// `draw`'s value from the generator `withRandomNumberGenerator` lent: the runtime's own,
  /// or a script's (`WithRandomNumberGenerator(StepGenerator(state: 7))`), drawn from as its
  /// code, its changed value kept in the dependency; `nil` once the closure has returned.
  func drawing<R>(
    from lent: LentGenerator, range: SourceRange, _ context: inout Context,
    _ draw: (inout any RandomNumberGenerator & Sendable) -> R
  ) throws -> R? {
    try lent.withGenerator { generator in
      guard var script = generator as? ScriptGenerator else { return draw(&generator) }
      defer { generator = script }
      return try drawing(from: &script.value, range: range, &context, draw)
    } ?? nil
  }

  /// The `UInt64` a script's `next()` returned: its bits, as Swift's `UInt64` holds them.
  private static func generated(_ number: ScriptValue, range: SourceRange) throws -> UInt64 {
    guard case .int(let bits) = number else {
      throw RuntimeError(
        "cannot convert return expression of type '\(number.typeName)' to return type 'UInt64'",
        at: range)
    }
    return UInt64(bitPattern: Int64(bits))
  }
}
