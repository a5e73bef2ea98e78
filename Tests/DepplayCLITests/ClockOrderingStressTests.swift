import DepplayLanguage
import Foundation
import Synchronization
import Testing

/// The ordering model under load: scripts whose output order depends on `TestClock.advance`
/// and on spawned work running to its first suspension print the same bytes on every run,
/// in process and as a child process, while two threads keep both cores busy.
///
/// Before the fix, `task-after-scope.dep` printed its `[Task 1]` line last in 132 of 200
/// runs of the binary under this load, so 20 runs of each script in each host would all pass
/// the old code with a chance below one in a billion. `./dev test` runs this suite alone, after
/// the others: its busy threads would slow every test beside it.
@Suite(.serialized) struct ClockOrderingStressTests {
  static let runs = 20
  static let scripts = ["task-after-scope", "clock-ordering"]

  @Test(arguments: scripts)
  func sameBytesEveryRunInProcess(_ name: String) async throws {
    let script = try ScriptFixture(named: name)
    let load = CPULoad(threads: 2)
    defer { load.stop() }
    var outputs: [String: Int] = [:]
    for _ in 0..<Self.runs {
      let result = await Session().run(source: script.text, file: "\(name).dep")
      outputs[TerminalRenderer(colored: false).render(result).standardOutput, default: 0] += 1
    }
    #expect(outputs == [script.expectedOutput: Self.runs])
  }

  @Test(arguments: scripts)
  func sameBytesEveryRunAsAChildProcess(_ name: String) throws {
    let script = try ScriptFixture(named: name)
    let load = CPULoad(threads: 2)
    defer { load.stop() }
    var outputs: [String: Int] = [:]
    for _ in 0..<Self.runs {
      let outcome = try DepplayBinary.run(["run", script.url.path])
      #expect(outcome.status == 0, "\(outcome.error)")
      outputs[outcome.output, default: 0] += 1
    }
    #expect(outputs == [script.expectedOutput: Self.runs])
  }
}

/// Threads that spin until stopped, so the code under test competes for the CPU.
final class CPULoad: Sendable {
  private let stopped = Atomic<Bool>(false)

  /// Starts `threads` busy threads.
  init(threads: Int) {
    for _ in 0..<threads {
      Thread { [self] in
        while !self.stopped.load(ordering: .relaxed) {}
      }.start()
    }
  }

  /// Stops the threads.
  func stop() { stopped.store(true, ordering: .relaxed) }
}
