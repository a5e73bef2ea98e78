import DepplaySyntax

extension Interpreter {
  /// `store.count` on a store whose feature's `State` is `@ObservableState`: the field of its
  /// state, as TCA's dynamic member lookup (`Store where State: ObservableState`) reads it.
  /// Without `@ObservableState`, TCA has no such member, and neither does depplay.
  package func observedStateField(_ name: String, of box: StoreBox, range: SourceRange) throws
    -> ScriptValue
  {
    let state = try onMainActor { box.store.state.value }
    guard case .record(let record) = state, let field = record[field: name] else {
      throw RuntimeError("a value of type \(box.label) has no member '\(name)'", at: range)
    }
    let featureName = String(record.name.dropLast(".State".count))
    let observable = self.state.withLock { $0.features[featureName] }?.declaration
      .stateIsObservable
    guard observable == true else {
      throw RuntimeError(
        "a value of type \(box.label) has no member '\(name)': its State is not @ObservableState",
        at: range,
        notes: [
          "TCA reads store.\(name) through @ObservableState: mark the feature's State with it"
        ])
    }
    return field
  }
}
