import ComposableRuntime
import DepplaySyntax

/// An effect of values other than a feature's actions (`Effect<Int>`), made by `.run` in a
/// function declared to return one (``MethodDeclaration/effectValueType``): its operation,
/// not run yet. `map` makes it the feature's effect, TCA's `Effect.map`, whose `send` makes
/// each value an action (``MappingSend``); a store runs only that.
package struct ValueEffect: Sendable {
  /// The `.run`'s operation and `catch:` handler.
  let body: EffectBody
  /// Where the `.run` is.
  let range: SourceRange
  /// Where it was made: what its operation runs over.
  let defined: Context
  /// The type of the values it sends (`Int`), as the function's declaration writes it.
  package let valueType: String
}

/// The `send` of a ``ValueEffect``'s operation once the effect is mapped: each value it is
/// given goes through the `map` closure, whose action the feature's `send` sends.
package struct MappingSend: Sendable {
  /// The feature's `send`.
  let send: Send<Action>
  /// The `map` closure, as a value.
  let transform: ScriptValue
  /// The type of the values it takes, for messages.
  let valueType: String
}
