import DepplaySemantics
import DepplaySyntax
import Foundation

/// The methods of an `NSLock`, run on Foundation's own lock: code that locks it waits while
/// other code holds it, as in Swift (and, as in Swift, locking it twice without unlocking
/// waits for good).
extension Interpreter {
  /// `lock.lock()`, `lock.unlock()` and `lock.withLock { … }` (the closure's value is the
  /// call's, and the lock is let go however the closure ends).
  func lockMethod(
    _ method: ValueMethod, of lock: NSLock, trailing: ClosureLiteral?, _ context: inout Context
  ) throws -> ScriptValue {
    switch method {
    case .lock:
      lock.lock()
      return .void
    case .unlock:
      lock.unlock()
      return .void
    default:  // withLock, its other method
      guard let trailing else { return .void }
      var inner = context.nested()
      return try lock.withLock { try execute(trailing.body, &inner).value }
    }
  }
}
