import ComposableRuntime
import DepplaySyntax

extension Interpreter {
  /// `effect.map { .response($0) }` on an effect of other values (``ValueEffect``): TCA's
  /// `Effect.map`, the feature's effect that runs the operation with a `send` making each
  /// value an action through the closure (``MappingSend``). The effect is made here, in the
  /// reducer, so it captures the values in force now, as `.run` does.
  func mapped(
    _ effect: ValueEffect, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    let written: ClosureLiteral? =
      switch (arguments.first?.value, arguments.count, trailing) {
      case (nil, 0, let trailing?): trailing
      case (.closure(let literal)?, 1, nil) where arguments[0].label == nil: literal
      default: nil
      }
    guard let written, written.parameters.count <= 1 else {
      throw RuntimeError(
        "expected one closure of one parameter, as in effect.map { .response($0) }", at: range)
    }
    let transform = try evaluate(.closure(written), &context)
    let valueType = effect.valueType
    let mapped = Effect<Action>.run { send in
      let mapping = MappingSend(send: send, transform: transform, valueType: valueType)
      await self.runEffect(
        effect.body, send: .mappingSend(mapping), range: effect.range, effect.defined)
    }
    return .composable(.effect(mapped))
  }

  /// `send(value)` in the operation of a mapped ``ValueEffect``: the value goes through the
  /// `map` closure, here in the effect, and the feature's `send` sends the action it gives.
  func callMappingSend(
    _ mapping: MappingSend, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard arguments.count == 1, arguments[0].label == nil else {
      throw RuntimeError(
        "expected one value of type \(mapping.valueType), as in send(value)", at: range)
    }
    let value = try evaluate(arguments[0].value, &context)
    let mapped = try callValue(
      mapping.transform, named: "map", values: [value], range: range, &context)
    guard case .composable(.action(let action)) = mapped else {
      throw RuntimeError(
        "the map closure gives a value of type \(mapped.typeName), not an action",
        at: range, notes: ["make the value an action: .map { .response($0) }"])
    }
    return try deliver(action, through: mapping.send, range: range, &context)
  }

  /// Why `map` of an effect of a feature's actions stops: depplay maps only an effect of
  /// other values into actions.
  static func mapOfActions(at range: SourceRange) -> RuntimeError {
    RuntimeError(
      "'map' of an effect of a feature's actions is not supported yet", at: range,
      notes: [
        "map an effect of other values, which a function declared to return one gives"
          + " (func price() -> Effect<Int>), or send the action from the effect"
      ])
  }
}
