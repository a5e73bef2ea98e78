extension Effect {
  /// The same effect, each of its operations run inside `wrap` when the store starts it
  /// (`wrap` calls `operation` once). The operation is the whole of what
  /// ``run(priority:name:operation:catch:fileID:filePath:line:column:)`` starts — its
  /// captured dependencies, its `catch:` handler and its report of an unhandled error — so a
  /// wrapper that labels the work (depplay's exported programs number and label each effect)
  /// sees all of it.
  package func wrappingOperations(
    _ wrap: @escaping @Sendable (_ operation: @escaping @Sendable () async -> Void) async -> Void
  ) -> Self {
    Self(
      parts: parts.map { part in
        guard case .run(let operation) = part else { return part }
        return .run(
          Operation(priority: operation.priority, name: operation.name) { send in
            await wrap { await operation.body(send) }
          })
      })
  }
}
