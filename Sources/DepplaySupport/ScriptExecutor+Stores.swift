import ComposableRuntime
import Dispatch

extension ScriptExecutor {
  /// Runs `call` on the main actor as a *hosted call* of this executor (a test store's
  /// `send`, `receive`, `finish`): the executor runs nothing while the call runs there, and
  /// everything while the call waits for effects (``settleEffects``). Before the call
  /// returns, the effects it started have been started, so their operations are queued here
  /// before the caller continues.
  ///
  /// The call runs in a task of its own that prefers the main queue, so every hop it makes
  /// (a resumed continuation goes through the task's preferred executor) stays on the main
  /// queue, never on this executor, which is not running jobs meanwhile.
  package func hosted<T: Sendable>(_ call: @escaping @MainActor @Sendable () async -> T) async
    -> T
  {
    beginHostedCall()
    defer { endHostedCall() }
    let task = Task(executorPreference: MainSerialTaskExecutor.shared) {
      await Self.host(call, for: self)
    }
    return await task.value
  }

  @MainActor private static func host<T: Sendable>(
    _ call: @MainActor @Sendable () async -> T, for executor: ScriptExecutor
  ) async -> T {
    defer { executor.hostedCallReturned() }
    let result = await EffectExecution.$preferred.withValue(executor) {
      await StateDiffText.$describe.withValue(.init(ValueText.describe)) { await call() }
    }
    // One turn of the main queue: the starts of the effects the call started run first.
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
    return result
  }

  /// What a test store gives its effects (its `settleEffects`): all the script can run,
  /// with this executor settled (``settle(_:until:)``).
  package var settleEffects: @MainActor @Sendable (EffectSettling) async -> Void {
    { [self] settling in
      await withCheckedContinuation { continuation in settle(continuation, until: settling) }
    }
  }
}
