import Synchronization

/// A script's `DispatchSemaphore`: Dispatch's count, kept here so that a `wait()` whose count
/// is short runs the blocks `asyncAfter` scheduled instead of blocking the thread that would
/// run them (``Interpreter/semaphoreMethod(_:of:range:_:)``).
package final class ScriptSemaphore: Sendable {
  /// Dispatch's value: what `DispatchSemaphore(value:)` set, plus the signals, minus the
  /// waits; below 0 while a `wait()` waits.
  private let count: Mutex<Int>

  package init(count: Int) { self.count = Mutex(count) }

  /// `wait()`'s first step: takes one from the count; whether the waiter may go on at once.
  func take() -> Bool {
    count.withLock {
      $0 -= 1
      return $0 >= 0
    }
  }

  /// Whether a waiter that ``take()`` held back may go on: a signal has made up for it.
  var waiterMayGoOn: Bool { count.withLock { $0 >= 0 } }

  /// `wait()` giving up: puts back what ``take()`` took.
  func putBack() { count.withLock { $0 += 1 } }

  /// `signal()`: adds one to the count; 1 when that lets a waiter go on (Dispatch's "a
  /// thread is woken"), else 0.
  func signal() -> Int {
    count.withLock {
      $0 += 1
      return $0 <= 0 ? 1 : 0
    }
  }
}
