import Dependencies

enum RetryLimitKey: DependencyKey {
  static var liveValue: Int { 3 }
  static var testValue: Int {
    1
  }
}

extension DependencyValues {
  var retryLimit: Int {
    get { self[RetryLimitKey.self] }
    set { self[RetryLimitKey.self] = newValue }
  }
}

func printRetries() {
  @Dependency(\.retryLimit) var retryLimit
  print("retries:", retryLimit)
}

printRetries()
let inTest = withDependencies {
  $0.context = .test
} operation: {
  @Dependency(\.retryLimit) var retryLimit
  return retryLimit
}
print("retries in a test:", inTest)
