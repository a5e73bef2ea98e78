import DepplaySyntax

extension Interpreter {
  /// `store.count` on a store whose feature's `State` is `@ObservableState`: the field of its
  /// state, as TCA's dynamic member lookup (`Store where State: ObservableState`) reads it.
  /// Without `@ObservableState`, TCA has no such member, and neither does depplay.
  package func observedStateField(_ name: String, of box: StoreBox, range: SourceRange) throws
    -> ScriptValue
  {
    let (state, feature) = try observedState(of: box)
    guard case .record(let record) = state, let field = record[field: name] else {
      throw RuntimeError("a value of type \(box.label) has no member '\(name)'", at: range)
    }
    guard feature?.stateIsObservable == true else {
      throw RuntimeError(
        "a value of type \(box.label) has no member '\(name)': its State is not @ObservableState",
        at: range,
        notes: [
          "TCA reads store.\(name) through @ObservableState: mark the feature's State with it"
        ])
    }
    return field
  }

  /// `store.total` on a store whose feature's `@ObservableState` `State` declares the computed
  /// property `total`: its getter run on the state as it is now; `nil` when no feature's
  /// `State` declares a computed property of that name (a stored field is read as TCA reads
  /// it: ``observedStateField(_:of:range:)``).
  package func observedComputedMember(
    _ name: String, of box: StoreBox, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    let declared = state.withLock { state in
      state.typeMembers.values.contains { $0.declaration.computedProperty(named: name) != nil }
    }
    guard declared else { return nil }
    let (state, feature) = try observedState(of: box)
    guard feature?.stateIsObservable == true else { return nil }
    return try computedMember(name, of: state, range: range, &context)
  }

  /// `store.state` of a `Store` (a test store's is always there): TCA has it only where the
  /// feature's `State` is `@ObservableState`, and says so in swiftc's words.
  package func observedWholeState(of box: StoreBox, range: SourceRange) throws -> ScriptValue {
    let (state, feature) = try observedState(of: box)
    guard let feature, !feature.stateIsObservable else { return state }
    throw RuntimeError(
      "property 'state' requires that '\(feature.name).State' conform to 'ObservableState'",
      at: range, notes: ["mark the feature's State @ObservableState, as TCA's features do"])
  }

  /// The store's state, read on the main actor, and the feature whose `State` it is.
  private func observedState(of box: StoreBox) throws -> (ScriptValue, FeatureDeclaration?) {
    let state = try onMainActor { box.store.state.value }
    let typeName: String? =
      switch state {
      case .record(let record): record.name
      case .enumCase(let value): value.typeName
      default: nil
      }
    return (state, typeName.flatMap(feature(ofStateType:))?.declaration)
  }
}
