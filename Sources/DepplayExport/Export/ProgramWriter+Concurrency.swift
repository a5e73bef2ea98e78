import DepplaySyntax

extension ProgramWriter {
  /// `Task`, `Task.detached`, queue blocks, threads, `withEscapedDependencies` and task
  /// groups, as written, with a comment saying whether overrides reach their bodies.
  package mutating func concurrency(_ expression: Expression, wantsValue: Bool) throws(ExportError)
    -> String
  {
    switch expression {
    case .task(let form, let body, let range):
      switch form {
      case .task: note("Task {} copies task-locals: overrides inherited")
      case .immediate:
        note("Task.immediate copies task-locals as Task {} does: overrides inherited")
      case .detached: note("Task.detached starts empty: overrides lost")
      }
      let closure = try closure(
        body, isAsync: true, returnsValue: wantsValue, inheritsIsolation: form.inheritsIsolation)
      if plain { return form.spelling + " " + closure }
      if form.inheritsIsolation, scopes[scopes.count - 1].isOnActor {
        // `script.unit { … }` wraps the body in a closure of its own, which would not inherit
        // the actor's isolation as the `Task`'s own closure does.
        throw ExportError(
          "a \(form.spelling) { } in an actor's code",
          because: "its body must run on the actor,"
            + " which the deterministic harness's unit cannot give it yet", at: range,
          notes: ["export it with --plain"])
      }
      return
        "\(form.spelling)(executorPreference: script.executor, operation: script.unit(.\(form.unitKind)) "
        + closure + ")"
    case .dispatch(let target, let isSync, let body, _):
      usesDispatch = true
      let queue: String
      switch (target, isSync) {
      case (.global, false):
        queue = "DispatchQueue.global()"
        note("a DispatchQueue.global() block runs on another thread: overrides lost")
      case (.main, false):
        queue = "script.mainQueue"
        note("script.mainQueue stands in for DispatchQueue.main, another thread: overrides lost")
      case (.global, true):
        queue = "DispatchQueue.global()"
        note("DispatchQueue.sync runs the block on the calling thread: overrides inherited")
      case (.main, true):
        queue = "script.mainQueue"
        note(
          "script.mainQueue stands in for DispatchQueue.main; .sync runs the block on the calling thread: overrides inherited"
        )
      }
      let kind = target == .global ? ".globalQueue" : ".mainQueue"
      let closure = try closure(body, isAsync: false, returnsValue: false)
      if plain {
        let plainQueue = target == .global ? "DispatchQueue.global()" : "DispatchQueue.main"
        return "\(plainQueue).\(isSync ? "sync" : "async") " + closure
      }
      return "\(queue).\(isSync ? "sync" : "async")(execute: script.unit(\(kind)) " + closure + ")"
    case .dispatchAfter(let target, let delay, let body, let range):
      guard plain else {
        throw ExportError(
          "'asyncAfter(deadline:)'",
          because: "its block runs when the script waits on a"
            + " DispatchSemaphore, which the deterministic harness cannot order yet",
          at: range, notes: ["export it with --plain"])
      }
      usesDispatch = true
      note("a block asyncAfter runs later, on another thread: overrides lost")
      let queue = target == .global ? "DispatchQueue.global()" : "DispatchQueue.main"
      let deadline = try dispatchDeadline(delay)
      return "\(queue).asyncAfter(deadline: \(deadline)) "
        + (try closure(body, isAsync: false, returnsValue: false))
    case .thread(let body, _):
      usesFoundation = true
      note("a Thread starts empty: overrides lost")
      let closure = try closure(body, isAsync: false, returnsValue: false)
      if plain { return "Thread " + closure + ".start()" }
      return "Thread(block: script.unit(.thread) " + closure + ").start()"
    case .withEscapedDependencies(let body, _):
      note("withEscapedDependencies keeps the overrides for continuation.yield")
      return "withEscapedDependencies "
        + (try closure(body, isAsync: false, returnsValue: wantsValue, inline: false))
    case .withTaskGroup(let body, let childType, let isThrowing, _):
      // A group whose children give values: its `addTask` closures return theirs.
      let saved = (valueGroups, throwingGroups)
      defer { (valueGroups, throwingGroups) = saved }
      if childType != nil {
        valueGroups.insert(body.parameters[0])
      } else {
        valueGroups.remove(body.parameters[0])
      }
      // A throwing group's children may throw: to the group, which gives the error to the
      // loop or `next()` reading it.
      if isThrowing {
        throwingGroups.insert(body.parameters[0])
      } else {
        throwingGroups.remove(body.parameters[0])
      }
      return "with\(isThrowing ? "Throwing" : "")TaskGroup(of: \(childType ?? "Void").self) "
        + (try closure(body, isAsync: true, returnsValue: false, inline: false))
    default:
      return try self.expression(expression, wantsValue: wantsValue)
    }
  }

  /// The deadline of `asyncAfter`, as written: `.now()` or `.now() + amount`.
  private mutating func dispatchDeadline(_ delay: DispatchDelay) throws(ExportError) -> String {
    guard let amount = delay.amount else { return ".now()" }
    let written = try expression(amount, wantsValue: true)
    return delay.unit == .number
      ? ".now() + \(written)" : ".now() + .\(delay.unit.rawValue)(\(written))"
  }
}
