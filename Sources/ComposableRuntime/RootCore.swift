import DependencyRuntime
import Foundation

/// Where an action sent to a store came from.
enum SendOrigin {
  /// `Store.send`, from outside the store.
  case store
  /// An effect's `send`.
  case effect
}

/// The root of a store: its state, its reducer, and the loop that reduces actions and starts
/// effects. Scoped stores forward here.
@MainActor
final class RootCore<Root: Reducer> {
  var state: Root.State
  let reducer: Root

  private var bufferedActions: [Root.Action] = []
  private var isSending = false
  /// The tasks of running effects, so they are cancelled when the store goes away.
  private let effectTasks = LockIsolated<[UUID: Task<Void, Never>]>([:])

  init(initialState: Root.State, reducer: Root) {
    self.state = initialState
    self.reducer = reducer
  }

  deinit {
    for task in effectTasks.value.values { task.cancel() }
  }

  /// Reduces `action`, then every action it (and its effects, synchronously) sent back, in
  /// order, and starts their effects. A send made while this loop runs is buffered and
  /// reduced by it; made from outside an effect, it is reported.
  func send(_ action: Root.Action, origin: SendOrigin) -> Task<Void, Never>? {
    bufferedActions.append(action)
    guard !isSending else {
      if origin == .store {
        reportIssue(
          """
          "\(caseName(of: action))" was sent to the store while it was reducing an action.
          A store reduces one action at a time: the action was queued after the ones in \
          progress. Send actions from effects (".send", ".run") instead of calling \
          "store.send" from inside a reducer.
          """)
      }
      return nil
    }
    isSending = true
    let tasks = EffectTasks()
    defer {
      bufferedActions.removeAll()
      isSending = false
    }
    var index = bufferedActions.startIndex
    while index < bufferedActions.endIndex {
      defer { index += 1 }
      let action = bufferedActions[index]
      let effect = reducer.reduce(into: &state, action: action)
      for part in effect.parts {
        switch part {
        case .send(let effectAction):
          bufferedActions.append(effectAction)
        case .run(let operation):
          tasks.append(start(operation, from: action, tasks: tasks))
        }
      }
    }
    return tasks.isEmpty ? nil : tasks.waitForAll()
  }

  /// Starts `operation` in a task of its own; what it sends is reduced from the root.
  ///
  /// With a preferred executor (a test store's main queue, an interpreter's own), the
  /// operation, which is nonisolated, is the task's first job, queued there while `send`
  /// runs: when `send` returns, every effect it started has its first job queued, in the
  /// order the effects were started, whichever thread runs the main queue. Without one, the
  /// task is a main-actor task that hops to its operation, as TCA's: it begins only when the
  /// main actor is free, so a `.cancel(id:)` sent in the same job finds nothing registered.
  private func start(
    _ operation: Effect<Root.Action>.Operation, from action: Root.Action, tasks: EffectTasks
  ) -> Task<Void, Never> {
    let id = UUID()
    let actionName = caseName(of: action)
    let effectTasks = self.effectTasks
    let run: @Sendable () async -> Void = { [weak self] in
      let isCompleted = LockIsolated(false)
      defer { isCompleted.setValue(true) }
      await operation.body(
        Send { effectAction in
          if isCompleted.value {
            reportIssue(
              """
              An action was sent from an effect that has already finished.
                Action: \(caseName(of: effectAction))
                Effect returned for: \(actionName)
              Keep the "send" of an "Effect.run" inside its operation: do not call it from \
              unstructured work that outlives the effect.
              """)
          }
          if let task = self?.send(effectAction, origin: .effect) {
            tasks.append(task)
          }
        })
      effectTasks.withValue { _ = $0.removeValue(forKey: id) }
    }
    let task: Task<Void, Never>
    if let executor = EffectExecution.preferred {
      task = Task(
        name: operation.name, executorPreference: executor, priority: operation.priority,
        operation: run)
    } else {
      // As in TCA: a main-actor task, which begins once the main actor is free (after the
      // code that sent the action has suspended), then leaves it for the operation.
      task = Task(name: operation.name, priority: operation.priority) { @MainActor in
        await run()
      }
    }
    effectTasks.withValue { $0[id] = task }
    return task
  }
}

/// The tasks of one `send`, which grows as effects send more actions; a waiter walks it to
/// the end.
final class EffectTasks: Sendable {
  private let tasks = LockIsolated<[Task<Void, Never>]>([])

  var isEmpty: Bool { tasks.value.isEmpty }

  func append(_ task: Task<Void, Never>) {
    tasks.withValue { $0.append(task) }
  }

  private func next(after index: Int) -> Task<Void, Never>? {
    tasks.withValue { index < $0.count ? $0[index] : nil }
  }

  /// A task that waits for every task here, including those appended while it waits, and
  /// cancels them all when cancelled.
  func waitForAll() -> Task<Void, Never> {
    Task(executorPreference: EffectExecution.preferred) { [self] in
      await withTaskCancellationHandler {
        var index = 0
        while let task = next(after: index) {
          await task.value
          index += 1
        }
      } onCancel: {
        for task in tasks.value { task.cancel() }
      }
    }
  }
}

/// An action that names its type for messages itself: the interpreter's actions share one
/// Swift type for every feature, and say which feature's `Action` they are.
package protocol ActionTypeNaming {
  /// The name messages show before the case: `Counter.Action`.
  var actionTypeName: String { get }
}

/// A short description of an action for messages: its type without the module, its case
/// and payload (`Counter.Action.fetched(1)`).
func caseName(of action: Any) -> String {
  if let named = action as? any ActionTypeNaming { return "\(named.actionTypeName).\(action)" }
  let typeName = String(reflecting: type(of: action))
  let withoutModule = typeName.split(separator: ".", maxSplits: 1).last.map(String.init)
  return "\(withoutModule ?? typeName).\(caseText(of: action))"
}

/// An action's case and payload; a child's action in the payload is shortened to its case, as
/// TCA's messages show it (`left(.increment)`, where Swift would print the child's type with
/// its module).
private func caseText(of action: Any) -> String {
  guard let payload = Mirror(reflecting: action).children.first, let name = payload.label
  else { return "\(action)" }
  let elements = Mirror(reflecting: payload.value)
  let values = elements.displayStyle == .tuple ? elements.children.map(\.value) : [payload.value]
  guard values.contains(where: isEnumCase) else { return "\(action)" }
  let texts = values.map { isEnumCase($0) ? "." + caseText(of: $0) : String(reflecting: $0) }
  return "\(name)(\(texts.joined(separator: ", ")))"
}

/// Whether `value` is a case of an enum (an optional aside).
private func isEnumCase(_ value: Any) -> Bool {
  Mirror(reflecting: value).displayStyle == .enum
    && !String(reflecting: type(of: value)).hasPrefix("Swift.Optional<")
}
