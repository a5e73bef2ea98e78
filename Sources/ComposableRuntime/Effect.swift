import DependencyRuntime

// NB: `@unchecked` because the actions of `send` parts are created while a reducer runs on
// the store's actor and are consumed there, before anything else can see them; the
// operations themselves are `@Sendable`.
/// Work a reducer asks the store to do after reducing: actions to feed back, and
/// asynchronous operations that may send more.
///
/// ```swift
/// case .refreshButtonTapped:
///   return .run { send in
///     await send(.userResponse(try await apiClient.fetchUser(42)))
///   } catch: { error, send in
///     await send(.userFailed)
///   }
/// ```
///
/// An effect is a list of parts: actions delivered at once (``send(_:)``), and operations the
/// store starts as tasks (``run(priority:name:operation:catch:fileID:filePath:line:column:)``).
public struct Effect<Action>: @unchecked Sendable {
  enum Part {
    /// An action to reduce at once, in the same `send` as the action that returned it.
    case send(Action)
    /// An operation to start as a task on the store's actor.
    case run(Operation)
  }

  /// An asynchronous operation, and the priority and name of its task.
  struct Operation: Sendable {
    var priority: TaskPriority?
    var name: String?
    var body: @Sendable (_ send: Send<Action>) async -> Void

    init(
      priority: TaskPriority?, name: String? = nil,
      body: @escaping @Sendable (_ send: Send<Action>) async -> Void
    ) {
      self.priority = priority
      self.name = name
      self.body = body
    }
  }

  let parts: [Part]

  init(parts: [Part]) {
    self.parts = parts
  }

  init(operation: Operation) {
    self.init(parts: [.run(operation)])
  }

  /// Whether the effect only delivers actions, with nothing to run.
  var isSynchronous: Bool {
    parts.allSatisfy {
      if case .send = $0 { true } else { false }
    }
  }
}

/// An effect of the actions `R` handles.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  /// No work.
  public static var none: Self { Self(parts: []) }

  /// Delivers `action` to the store at once, in the same `send` call, before any other
  /// effect runs.
  public static func send(_ action: Action) -> Self {
    Self(parts: [.send(action)])
  }

  /// An asynchronous operation the store starts as a (non-detached) task.
  ///
  /// The dependencies in force where `.run` is **called** (inside the reducer, with every
  /// `.dependency` on the way down applied) are captured, and re-installed, replacing
  /// whatever is current, around `operation` and `handler`. Child tasks and task groups
  /// inside inherit them; `Task.detached` and queue callbacks do not.
  ///
  /// An error other than `CancellationError` that escapes `operation` goes to `handler`; if
  /// there is none, it is reported as an issue. Cancellation is silent, and so is any error
  /// thrown once the effect's task is cancelled.
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    withEscapedDependencies { captured in
      Self(
        operation: Operation(priority: priority, name: name) { send in
          await captured.yield {
            do {
              try await operation(send)
            } catch is CancellationError {
              return
            } catch {
              guard !Task.isCancelled else { return }
              guard let handler else {
                reportIssue(
                  unhandledEffectErrorMessage(
                    describing: "\(error)", fileID: "\(fileID)", line: line),
                  fileID: fileID, filePath: filePath, line: line, column: column)
                return
              }
              await handler(error, send)
            }
          }
        })
    }
  }

  /// Runs all `effects` at the same time.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs all `effects` at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    effects.reduce(.none) { $0.merge(with: $1) }
  }

  /// Runs this effect and `other` at the same time.
  public func merge(with other: Self) -> Self {
    Self(parts: parts + other.parts)
  }

  /// Runs `effects` one after the other, each starting when the previous one has finished.
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs `effects` one after the other, each starting when the previous one has finished.
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    effects.reduce(.none) { $0.concatenate(with: $1) }
  }

  /// Runs `other` once this effect has finished.
  ///
  /// Actions delivered at once finish at once, so after them `other` simply starts.
  public func concatenate(with other: Self) -> Self {
    if isSynchronous { return Self(parts: parts + other.parts) }
    if other.parts.isEmpty { return self }
    return Self(
      operation: Operation(priority: nil) { send in
        await self.runInline(send)
        await other.runInline(send)
      })
  }

  /// Runs every part here, in the calling task, and returns when all have finished.
  func runInline(_ send: Send<Action>) async {
    await withTaskGroup(of: Void.self) { group in
      for part in parts {
        switch part {
        case .send(let action):
          let box = UncheckedSendable(action)
          await MainActor.run { send.deliver(box.value) }
        case .run(let operation):
          group.addTask(name: operation.name, priority: operation.priority) {
            await operation.body(send)
          }
        }
      }
    }
  }

  /// The same work, with every action it sends transformed.
  ///
  /// `transform` runs with the dependencies in force where `map` is called.
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    withEscapedDependencies { captured in
      Effect<T>(
        parts: parts.map { part in
          switch part {
          case .send(let action):
            return .send(captured.yield { transform(action) })
          case .run(let operation):
            return .run(
              Effect<T>.Operation(priority: operation.priority, name: operation.name) { send in
                await captured.yield {
                  await operation.body(Send { action in send.deliver(transform(action)) })
                }
              })
          }
        })
    }
  }

  /// The same work, with every operation wrapped by `wrap`.
  func mapOperations(
    _ wrap: @escaping @Sendable (Operation) -> Operation
  ) -> Self {
    Self(
      parts: parts.map {
        switch $0 {
        case .send: $0
        case .run(let operation): .run(wrap(operation))
        }
      })
  }
}

/// A value of an effect carried to the store's actor.
// NB: `@unchecked` because an effect's own actions are created in a reducer and only ever
// delivered to the store that ran it.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
