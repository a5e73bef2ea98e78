import Synchronization

/// What the command keeps alive until the process exits, so that nothing tears it down.
///
/// A script's session and result hold every event of its run (a read of a key in a loop
/// leaves one per pass); destroying them on the way out costs a whole-event destruction per
/// event (~190 instructions a read) and changes nothing anyone sees: the process exits right
/// after, and what the run printed was written to its streams as it happened, unbuffered
/// (``DepplayCommand/write(_:to:)``).
enum KeptUntilExit {
  private static let kept = Mutex<[any Sendable]>([])

  /// Keeps `value` until the process exits.
  static func keep(_ value: any Sendable) {
    kept.withLock { $0.append(value) }
  }
}
