import Foundation

/// Queue blocks and threads that were created but have not finished: their creator waits for
/// them, as the interpreter does, so nothing else runs meanwhile.
final class PendingBlocks: @unchecked Sendable {
  // NB: @unchecked because `running` is guarded by `condition`.
  private let condition = NSCondition()
  private var running = 0

  func begin() {
    condition.lock()
    running += 1
    condition.unlock()
  }

  func end() {
    condition.lock()
    running -= 1
    condition.broadcast()
    condition.unlock()
  }

  func waitUntilNoneRunning() {
    condition.lock()
    while running > 0 { condition.wait() }
    condition.unlock()
  }
}
