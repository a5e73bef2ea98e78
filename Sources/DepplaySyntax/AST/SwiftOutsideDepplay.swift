/// Swift that learners paste from real code but depplay deliberately lacks, with what to
/// write instead: the parser and checker turn these into precise errors rather than
/// "cannot find 'Task' in scope".
package enum SwiftOutsideDepplay {
  /// What depplay says about `base.member` (or the bare name `base` when `member` is nil),
  /// if it is Swift depplay knows it lacks.
  package static func advice(base: String, member: String?) -> (message: String, notes: [String])? {
    let spelled = member.map { "\(base).\($0)" } ?? base
    switch (base, member) {
    case ("sleep", nil), ("usleep", nil), ("Thread", "sleep"?):
      return (
        "'\(spelled)' is not in depplay: time is a dependency here",
        [
          "sleep on a clock dependency: try await continuousClock.sleep(for: .seconds(1))",
          "override it with a TestClock to control time: "
            + "withDependencies { $0.continuousClock = clock } operation: { … }",
        ]
      )
    case ("Task", let name?) where taskStateMembers.contains(name):
      return (
        "'\(spelled)' is not in depplay: a task has no priority, and is cancelled through its handle",
        [
          "depplay has Task { … }, Task.detached { … }, 'await task.value', task.cancel(),"
            + " Task.isCancelled and try Task.checkCancellation(); a cancelled task's sleep"
            + " throws CancellationError"
        ]
      )
    case ("Int", let name?) where !["random", "max", "min"].contains(name):
      return (
        "'\(spelled)' is not in depplay: its numbers are integer literals",
        [
          "write the number itself; depplay's members of Int are Int.max, Int.min and"
            + " Int.random(in:using:)"
        ]
      )
    case ("InMemoryStorage", _):
      return (
        "a storage of its own for '@Shared(.inMemory(…))' ('InMemoryStorage') is not supported"
          + " yet",
        [
          "each test already starts with a fresh storage (the defaultInMemoryStorage"
            + " dependency); live code shares one"
        ]
      )
    case ("Float", _), ("CGFloat", _), ("Character", _):
      return (
        "'\(base)' is not in depplay: its values are Int, Double, String, Bool, lists and records",
        ["use an Int or a Double (durations are .seconds(n) and .milliseconds(n))"]
      )
    case ("XCTAssertNoDifference", nil):
      // Measured: swift-custom-dump still has it, deprecated and renamed.
      return (
        "'XCTAssertNoDifference' is not supported: swift-custom-dump deprecates it",
        ["write expectNoDifference(first, second), its new name"]
      )
    case ("AnyHashableSendable", _):
      return (
        "'AnyHashableSendable' is not supported yet",
        [
          "key an effect by a Hashable struct of the value's own type: struct UploadID:"
            + " Hashable { let slot: Int }, then .cancellable(id: UploadID(slot: slot))"
        ]
      )
    case ("DispatchGroup", _), ("OperationQueue", _), ("Timer", _):
      return (
        "'\(base)' is not in depplay",
        [
          "depplay has DispatchQueue.global()/.main with .async/.sync/.asyncAfter,"
            + " DispatchSemaphore, Thread { … }.start(), Task { … }, Task.detached { … },"
            + " async let and withTaskGroup"
        ]
      )
    case (mainSerialExecutorSwitch, nil):
      // ConcurrencyExtras' switch, which TCA re-exports: setting it runs
      // (``Statement/mainSerialExecutor(value:range:)``); reading it does not.
      return (
        "reading '\(mainSerialExecutorSwitch)' is not supported yet",
        [
          "setting it runs and changes nothing: depplay already runs a script's tasks one job"
            + " at a time on its own serial executor, and a test store's effects one at a"
            + " time on the main queue (LANGUAGE.md, \"Ordering model\")"
        ]
      )
    default:
      return nil
    }
  }

  /// ConcurrencyExtras' switch that sends the global executor's jobs to the main actor
  /// (``Statement/mainSerialExecutor(value:range:)``).
  package static let mainSerialExecutorSwitch = "uncheckedUseMainSerialExecutor"

  /// The members of `Task` depplay has (after `Task.`), for did-you-mean.
  package static let taskMembers = [
    "detached", "immediate", "sleep", "yield", "isCancelled", "checkCancellation",
  ]

  /// Members of `Task` about priority and cancellation handlers, which depplay's tasks lack.
  private static let taskStateMembers: Set<String> = [
    "cancel", "currentPriority", "basePriority", "withTaskCancellationHandler",
  ]
}
