/// The effects started by one `Store.send`, including those started by the actions they sent
/// back: cancel them, or wait for them all to finish.
///
/// ```swift
/// let task = store.send(.onAppear)
/// await task.finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits until every effect has finished. Cancelling the waiting task cancels them.
  public func finish() async {
    guard let rawValue else { return }
    await withTaskCancellationHandler {
      await rawValue.value
    } onCancel: {
      rawValue.cancel()
    }
  }

  /// Whether the effects were cancelled (or there were none).
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
