import DepplaySyntax

/// A value a script threw (`throw SomeError()`, an unimplemented endpoint's `Unimplemented`),
/// on its way to a `catch`: a `do`'s `catch` block or an `Effect.run`'s `catch:` handler.
/// One that nothing catches stops its unit with an error at the `throw`.
package struct ScriptThrow: ScriptError {
  /// What was thrown.
  package let value: ScriptValue
  /// Where it was thrown.
  package let range: SourceRange

  package init(value: ScriptValue, at range: SourceRange) {
    self.value = value
    self.range = range
  }

  package var diagnostic: Diagnostic {
    Diagnostic(
      message: "an error was thrown and nothing caught it: \(value.debugDescription)",
      range: range,
      notes: [
        "catch it with do { … } catch { … }, or with .run { … } catch: { error, send in … } in an effect"
      ])
  }
}
