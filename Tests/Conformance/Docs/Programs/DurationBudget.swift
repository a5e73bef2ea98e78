import Dependencies

struct RetryPolicy {
  var attempts: Int
  var baseDelay: Duration

  func delay(forAttempt attempt: Int) -> Duration {
    baseDelay * (1 << attempt)
  }

  var totalDelay: Duration {
    (0..<attempts).map(delay(forAttempt:)).reduce(.zero, +)
  }
}

let policy = RetryPolicy(attempts: 4, baseDelay: .milliseconds(250))
print(policy.delay(forAttempt: 0), policy.delay(forAttempt: 3))
print(policy.totalDelay)
print(policy.totalDelay > .seconds(3), policy.totalDelay.components.seconds)

struct Retrier {
  @Dependency(\.continuousClock) var clock

  func run(_ policy: RetryPolicy, failuresBeforeSuccess: Int) async throws -> Int {
    for attempt in 0..<policy.attempts {
      if attempt >= failuresBeforeSuccess {
        return attempt + 1
      }
      try await clock.sleep(for: policy.delay(forAttempt: attempt))
    }
    return -1
  }
}

try await withDependencies {
  $0.continuousClock = ImmediateClock()
} operation: {
  let retrier = Retrier()
  print("succeeded on attempt", try await retrier.run(policy, failuresBeforeSuccess: 2))
  print("gave up:", try await retrier.run(policy, failuresBeforeSuccess: 9))
}
