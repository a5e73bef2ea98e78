import DepplayLanguage
import Testing

/// `queue.asyncAfter(deadline:)` and `DispatchSemaphore`: a delayed block runs on its queue,
/// outside every task-local scope, once its deadline passes: when a sleep in real time that
/// ends after it ends, or when the script waits on a semaphore whose count is short, the
/// earliest deadline first; one whose deadline the script's end comes before never runs; a
/// `wait()` nothing left could signal is an error at its place. Measured with swiftc: the same lines, values and
/// `signal()` results (1 when a waiter waits, else 0), the waits in the same places; a real
/// program hangs at such a `wait()`, and its line after a `signal()` may race the waiter's.
@Suite struct DispatchAfterTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "later.swift")
  }

  @Test func aDelayedBlockRunsAtTheWaitWithoutTheTaskLocalsOfItsCall() async {
    let (output, errors, succeeded) = await Self.run(
      """
      import Dispatch
      enum Shelf {
        @TaskLocal static var label = "bare"
      }
      let gate = DispatchSemaphore(value: 0)
      Shelf.$label.withValue("boxed") {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
          print("slow", Shelf.label)
          print(gate.signal())
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) {
          print("quick", Shelf.label)
          gate.signal()
        }
        print("scheduled", Shelf.label)
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + 5) { print("never") }
      let spare = DispatchSemaphore(value: 1)
      spare.wait()
      print("spare taken", spare.signal())
      gate.wait()
      print("after one")
      gate.wait()
      print("after two", Shelf.label)
      """)
    #expect(succeeded, "\(errors)")
    #expect(
      output == """
        scheduled boxed
        spare taken 0
        [DispatchQueue.global 1] quick bare
        after one
        [DispatchQueue.global 2] slow bare
        [DispatchQueue.global 2] 1
        after two bare

        """)
  }

  /// Measured with swiftc (Swift 5 and 6 modes, three runs each): the same lines in the same
  /// order; a real block runs on its queue while the program sleeps.
  @Test func aBlockRunsWhenASleepPassesItsDeadlineBeforeTheSleeperGoesOn() async {
    let (output, errors, succeeded) = await Self.run(
      """
      import Dispatch
      enum Shelf {
        @TaskLocal static var label = "bare"
      }
      Task {
        try await Task.sleep(for: .milliseconds(100))
        print("task woke")
        try await Task.sleep(for: .milliseconds(500))
        print("task woke again")
      }
      try await Shelf.$label.withValue("boxed") {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.4) {
          print("late block", Shelf.label)
          Task { print("its task", Shelf.label) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(300)) {
          print("early block", Shelf.label)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 5) { print("never") }
        try await Task.sleep(for: .milliseconds(200))
        print("slept", Shelf.label)
        try await Task.sleep(for: .seconds(1))
        print("slept again", Shelf.label)
      }
      """)
    #expect(succeeded, "\(errors)")
    #expect(
      output == """
        [Task 1] task woke
        slept boxed
        [DispatchQueue.global 2] early block bare
        [DispatchQueue.global 3] late block bare
        [Task 4] its task bare
        [Task 1] task woke again
        slept again boxed

        """)
  }

  /// A `wait()` that runs a block before its deadline moves the script's time there: a
  /// block due soon after runs during the next short sleep, as in swiftc's program.
  @Test func aWaitMovesTheScriptsTimeToTheDeadlineOfTheBlockItRan() async {
    let (output, errors, succeeded) = await Self.run(
      """
      import Dispatch
      let gate = DispatchSemaphore(value: 0)
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.6) { print("late block") }
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
        print("gate block")
        gate.signal()
      }
      gate.wait()
      print("after wait")
      try await Task.sleep(for: .milliseconds(300))
      print("after sleep")
      """)
    #expect(succeeded, "\(errors)")
    #expect(
      output == """
        [DispatchQueue.global 1] gate block
        after wait
        [DispatchQueue.global 2] late block
        after sleep

        """)
  }

  @Test func aWaitNothingCouldSignalIsAnErrorAtItsPlace() async {
    let (output, errors, succeeded) = await Self.run(
      """
      import Dispatch
      let gate = DispatchSemaphore(value: 0)
      DispatchQueue.global().asyncAfter(deadline: .now()) { print("ran") }
      gate.wait()
      print("unreachable")
      """)
    #expect(!succeeded)
    #expect(output == "[DispatchQueue.global 1] ran\n")
    #expect(errors.contains("later.swift:4:1: error: 'wait()' would wait for ever"), "\(errors)")
  }

  /// The main queue's block cannot run while the main queue waits for it: an error, where a
  /// real main queue would deadlock.
  @Test func aWaitOnTheMainQueueForAMainQueueBlockIsAnError() async {
    let (_, errors, succeeded) = await Self.run(
      """
      import Dispatch
      let gate = DispatchSemaphore(value: 0)
      DispatchQueue.main.asyncAfter(deadline: .now()) { gate.signal() }
      DispatchQueue.main.async { gate.wait() }
      """)
    #expect(!succeeded)
    #expect(
      errors.contains(
        "later.swift:4:28: error: 'wait()' on the main queue for a block asyncAfter scheduled"),
      "\(errors)")
  }

  @Test(arguments: [
    (
      "DispatchQueue.global().asyncAfter(deadline: .distantFuture) { print(1) }",
      "2:45: error: this deadline of 'asyncAfter' is not supported yet"
    ),
    (
      "DispatchQueue.global().asyncAfter(wallDeadline: .now()) { print(1) }",
      "2:35: error: 'asyncAfter(wallDeadline:)' is not supported yet"
    ),
    (
      "let gate = DispatchSemaphore(value: 1)\n_ = gate.wait(timeout: .now() + 1)",
      "3:5: error: 'wait' with a timeout is not supported yet"
    ),
  ])
  func whatItDoesNotRunIsRefusedByName(_ line: String, _ error: String) async {
    let (output, errors, succeeded) = await Self.run("import Dispatch\n" + line)
    #expect(!succeeded)
    #expect(output.isEmpty)
    #expect(errors.contains("later.swift:" + error), "\(errors)")
  }

  @Test func theDeterministicExportRefusesItAndThePlainOneWritesItBack() throws {
    let source = """
      import Dispatch
      let gate = DispatchSemaphore(value: 0)
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) { gate.signal() }
      gate.wait()
      """
    let error = #expect(throws: ExportError.self) {
      try SwiftExporter.export(source: source, file: "later.dep", style: .deterministic)
    }
    #expect(
      error?.diagnostic.message.hasPrefix("'asyncAfter(deadline:)' cannot be exported") == true)
    let plain = try SwiftExporter.export(source: source, file: "later.dep", style: .plain)
    #expect(plain.contains("let gate = DispatchSemaphore(value: 0)"))
    #expect(
      plain.contains("DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) {"))
    #expect(plain.contains("gate.wait()"))
  }
}
