extension Result where Success: Sendable, Failure == any Error {
  /// Runs `body`, which may suspend, and holds what it returns as `.success`, or what it
  /// throws as `.failure`: the asynchronous counterpart of Swift's `Result(catching:)`, as
  /// the Composable Architecture declares it, for an effect that sends a response
  /// (`await send(.loaded(Result { try await client.fetch() }))`). It is the disfavoured
  /// overload, so a closure that does not await still makes Swift's own.
  @_disfavoredOverload
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
