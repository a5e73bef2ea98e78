import DependencyRuntime

extension Effect {
  /// Makes the effect cancellable with `id`, within the store and child it was returned in.
  ///
  /// With `cancelInFlight`, effects already running with `id` at the same place are cancelled
  /// when this one starts.
  ///
  /// ```swift
  /// case .searchQueryChanged(let query):
  ///   return .run { send in
  ///     try await clock.sleep(for: .milliseconds(300))
  ///     await send(.searchResponse(try await api.search(query)))
  ///   }
  ///   .cancellable(id: CancelID.search, cancelInFlight: true)
  /// ```
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    let path = DependencyValues._current.navigationIDPath
    if isSynchronous {
      // Actions delivered at once cannot be stopped; only the in-flight cancellation applies.
      if cancelInFlight { cancellations.cancel(id: id, path: path) }
      return self
    }
    return withEscapedDependencies { captured in
      mapOperations { operation in
        Operation(priority: operation.priority, name: operation.name) { send in
          await captured.yield {
            await withTaskCancellation(id: id, path: path, cancelInFlight: cancelInFlight) {
              await operation.body(send)
            }
          }
        }
      }
    }
  }

  /// Cancels the effects marked cancellable with `id` at this level of this store and below.
  ///
  /// The cancellation happens when the reducer returns this effect (it is built inside the
  /// reducer), as in The Composable Architecture, where it is an eager publisher. An `id`
  /// nothing was registered under cancels nothing.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    cancellations.cancel(id: id, path: DependencyValues._current.navigationIDPath)
    return .none
  }

  /// Marks the effect cancellable under the child `id` of `path` (how `ifLet`, `forEach` and
  /// presentation tie a child's effects to its state).
  func cancellable(childID id: NavigationID, at path: NavigationIDPath) -> Self {
    mapOperations { operation in
      Operation(priority: operation.priority, name: operation.name) { send in
        await withTaskCancellation(id: id, path: path, cancelInFlight: false) {
          await operation.body(send)
        }
      }
    }
  }
}

/// Runs `operation` in a task registered under `id` at every prefix of the navigation path
/// in force, so ``Effect/cancel(id:)`` can cancel it.
///
/// ```swift
/// try await withTaskCancellation(id: CancelID.timer, cancelInFlight: true) {
///   for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
/// }
/// ```
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async -> T
) async -> T {
  await withTaskCancellation(
    id: id, path: DependencyValues._current.navigationIDPath, cancelInFlight: cancelInFlight,
    operation: operation)
}

/// Runs throwing `operation` in a task registered under `id`; see the non-throwing form.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  let result = await withTaskCancellation(
    id: id, path: DependencyValues._current.navigationIDPath, cancelInFlight: cancelInFlight
  ) { () async -> Result<T, any Error> in
    do { return .success(try await operation()) } catch { return .failure(error) }
  }
  return try result.get()
}

func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  path: NavigationIDPath,
  cancelInFlight: Bool,
  operation: @escaping @Sendable () async -> T
) async -> T {
  let (token, task) = cancellations.register(id: id, path: path, cancelInFlight: cancelInFlight) {
    Task(executorPreference: EffectExecution.preferred) { await operation() }
  }
  defer { cancellations.remove(token, id: id, path: path) }
  return await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the work registered with `id` at the navigation path in force (and below).
  public static func cancel(id: some Hashable & Sendable) {
    cancellations.cancel(id: id, path: DependencyValues._current.navigationIDPath)
  }
}

/// The tasks registered for cancellation, process-wide; navigation paths keep stores apart.
let cancellations = CancellationRegistry()

final class CancellationRegistry: Sendable {
  struct Key: Hashable, Sendable {
    let id: SendableHashable
    let path: NavigationIDPath

    init(id: some Hashable & Sendable, path: NavigationIDPath) {
      self.id = SendableHashable(id)
      self.path = path
    }
  }

  fileprivate struct Entries {
    var tasks: [Key: [Int: @Sendable () -> Void]] = [:]
    var nextToken = 0
  }

  // NB: a `LockIsolated`, not a `Mutex`: the thread sanitizer reports false races on a
  // `Mutex` under contention on Linux, and effects remove their entries from other threads.
  private let entries = LockIsolated(Entries())

  /// Starts a task with `start` and registers its cancellation under `id` at every prefix of
  /// `path`, first cancelling what runs there when `cancelInFlight`.
  func register<T>(
    id: some Hashable & Sendable,
    path: NavigationIDPath,
    cancelInFlight: Bool,
    start: () -> Task<T, Never>
  ) -> (token: Int, task: Task<T, Never>) {
    let key = Key(id: id, path: path)
    let (cancelled, token, task) = withoutActuallyEscaping(start) { start in
      let start = UncheckedSendable(start)
      return entries.withValue { entries in
        let cancelled = cancelInFlight ? entries.removeAll(at: key) : []
        let task = start.value()
        let token = entries.nextToken
        entries.nextToken += 1
        for prefix in path.prefixes {
          entries.tasks[Key(id: id, path: prefix), default: [:]][token] = { task.cancel() }
        }
        return (cancelled, token, task)
      }
    }
    for cancel in cancelled { cancel() }
    return (token, task)
  }

  func remove(_ token: Int, id: some Hashable & Sendable, path: NavigationIDPath) {
    entries.withValue { entries in
      for prefix in path.prefixes {
        let key = Key(id: id, path: prefix)
        entries.tasks[key]?[token] = nil
        if entries.tasks[key]?.isEmpty == true { entries.tasks[key] = nil }
      }
    }
  }

  /// Cancels everything registered under `id` at exactly `path`.
  func cancel(id: some Hashable & Sendable, path: NavigationIDPath) {
    let key = Key(id: id, path: path)
    let cancelled = entries.withValue { $0.removeAll(at: key) }
    for cancel in cancelled { cancel() }
  }
}

extension CancellationRegistry.Entries {
  fileprivate mutating func removeAll(
    at key: CancellationRegistry.Key
  ) -> [@Sendable () -> Void] {
    guard let registered = tasks.removeValue(forKey: key) else { return [] }
    return Array(registered.values)
  }
}
