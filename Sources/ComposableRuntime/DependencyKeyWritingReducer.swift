import DependencyRuntime

extension Reducer {
  /// Overrides the dependency at `keyPath` while this reducer reduces, and only then.
  ///
  /// ```swift
  /// Scope(state: \.child, action: \.child) { Child() }
  ///   .dependency(\.uuid, .incrementing)
  /// ```
  ///
  /// The override is in force exactly while the wrapped reducer runs: siblings and the
  /// parent never see it. Effects the reducer returns keep it only if they captured it
  /// (`Effect.run` does, where it is called). The modifier closest to the reducer wins, and a
  /// reducer's override beats the store's. `\.self` replaces every value.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(
      base: self,
      origin: DependencyOrigin(
        writer: ".dependency", fileID: fileID, line: line, column: column)
    ) { $0[keyPath: keyPath] = value }
  }

  /// Overrides the dependency of `value`'s own key type while this reducer reduces.
  public func dependency<Value: TestDependencyKey>(
    _ value: Value,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _DependencyKeyWritingReducer<Self> where Value.Value == Value {
    _DependencyKeyWritingReducer(
      base: self,
      origin: DependencyOrigin(
        writer: ".dependency", fileID: fileID, line: line, column: column)
    ) { $0[Value.self] = value }
  }

  /// Changes the dependency at `keyPath` in place while this reducer reduces.
  ///
  /// `transform` runs again for every action, on the value in force at that moment.
  ///
  /// ```swift
  /// Child().transformDependency(\.apiClient) { $0.fetchUser = { _ in .mock } }
  /// ```
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(
      base: self,
      origin: DependencyOrigin(
        writer: ".transformDependency", fileID: fileID, line: line, column: column)
    ) { transform(&$0[keyPath: keyPath]) }
  }
}

extension Reducer {
  /// Reduces inside a `withDependencies` scope that `update` writes, recording `origin` as
  /// where the overrides were written: the general form of ``dependency(_:_:fileID:line:column:)``
  /// for tools (an interpreter passes its script's location). Not part of TCA.
  package func _dependencies(
    origin: DependencyOrigin,
    _ update: @escaping (inout DependencyValues) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self, origin: origin, update: update)
  }
}

/// A reducer that reduces its base inside a `withDependencies` scope.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let origin: DependencyOrigin
  let update: (inout DependencyValues) -> Void

  init(base: Base, origin: DependencyOrigin, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.origin = origin
    self.update = update
  }

  /// Reduces the base inside a `withDependencies` scope that writes this reducer's
  /// overrides.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(origin: origin, update) {
      base.reduce(into: &state, action: action)
    }
  }
}
