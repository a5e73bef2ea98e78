/// A script's own `RandomNumberGenerator` struct (`struct StepGenerator: RandomNumberGenerator
/// { … mutating func next() -> UInt64 { … } }`) held by the runtime's
/// `WithRandomNumberGenerator`: the struct's value, which each number drawn changes.
///
/// Its numbers are the script's `next()`, which runs only as script code
/// (`Interpreter.drawing(from:range:_:_:)`, where the lent generator is one of these), never
/// through this type's own `next()`.
package struct ScriptGenerator: RandomNumberGenerator, Sendable {
  /// The struct's value, as its last `next()` left it.
  package var value: ScriptValue

  /// Never called: a script's generator is drawn from as script code
  /// (`Interpreter.drawing(from:range:_:_:)`), which the runtime cannot run.
  package mutating func next() -> UInt64 {
    preconditionFailure("a script's generator is drawn from by the interpreter alone")
  }
}

/// The generator the standard library's algorithms draw from while a script's generator is
/// lent to them: each `next()` is one `next()` of the script's struct.
///
/// NB: @unchecked because its step captures the evaluation's state; it lives only for one
/// draw, run synchronously on the drawing thread.
struct ScriptGeneratorStep: RandomNumberGenerator, @unchecked Sendable {
  /// Runs the script's `next()` once.
  let step: () -> UInt64

  mutating func next() -> UInt64 { step() }
}
