import Dispatch
import Foundation

extension ScriptExecutor {
  /// Runs a program's main unit, `main`, as a task on this executor, and returns once the
  /// program is quiescent: nothing here can run any more and no real-time work is in flight.
  /// Whatever has not finished then never will (its caller reports it).
  ///
  /// The one run host of depplay's programs: the interpreter's executions and the exported
  /// programs (`Script`) both run here. The executor's loop runs on a thread of its own, with
  /// a stack deep enough for script code's recursion, while the calling thread, if it is the
  /// main thread, serves the main queue, where stores live (``MainQueue/wait(for:after:)``).
  /// The main task is made on the loop's thread, outside any task, so it inherits no
  /// task-local value of the caller's (a test's dependencies or issue reporters).
  package func runProgram(_ main: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    let loop = Thread { [self] in
      Task(executorPreference: self, operation: main)
      runUntilQuiescent()
      done.signal()
      MainQueue.wake()
    }
    loop.stackSize = 16 << 20
    MainQueue.wait(for: done) { loop.start() }
  }
}
