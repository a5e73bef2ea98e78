import DependencyRuntime
import DepplaySyntax

extension Interpreter {
  /// Records what a store captured when it was created — its snapshot: the values in force
  /// where it was created, with its own `withDependencies:` applied — as a scope `Store
  /// snapshot` (or `TestStore snapshot`) at the store's place, holding a read of each
  /// declared dependency the snapshot overrides, with its value and where it was overridden.
  /// (Reading an overridden key computes no default and reports nothing, so recording it
  /// changes nothing the store does.)
  package func recordSnapshot(
    _ values: DependencyValues, testStore: Bool, range: SourceRange, _ context: Context
  ) {
    let unit = context.unit.info
    events.emit(.scopeEntered(kind: .storeSnapshot(testStore: testStore), unit: unit, range: range))
    defer { events.emit(.scopeLeft(unit: unit, range: range)) }
    let declared = state.withLock { $0.keys }.compactMap { name, reference in
      if case .script(let key) = reference { (name: name, key: key) } else { nil }
    }
    for (name, key) in declared.sorted(by: { $0.name < $1.name }) {
      let provenance = values.provenance(of: key.key)
      guard case .override = provenance else { continue }
      events.emit(
        .valueResolved(
          key: name, value: EventValue(values[dynamic: key.key]),
          provenance: .told(.runtime(provenance)), unit: unit, range: range))
    }
  }
}
