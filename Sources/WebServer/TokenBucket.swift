import Foundation
import Synchronization

/// A rate limit: `burst` requests at once, refilled at `perSecond`.
package final class TokenBucket: Sendable {
  private struct State {
    var tokens: Double
    var refilled: Date
  }

  private let perSecond: Double
  private let burst: Double
  private let state: Mutex<State>

  /// A full bucket.
  package init(perSecond: Double, burst: Int) {
    self.perSecond = perSecond
    self.burst = Double(burst)
    state = Mutex(State(tokens: Double(burst), refilled: Date()))
  }

  /// Takes one token; false when there is none left (the request is over the rate).
  package func take(now: Date = Date()) -> Bool {
    state.withLock { state in
      let elapsed = max(0, now.timeIntervalSince(state.refilled))
      state.tokens = min(burst, state.tokens + elapsed * perSecond)
      state.refilled = now
      guard state.tokens >= 1 else { return false }
      state.tokens -= 1
      return true
    }
  }
}
