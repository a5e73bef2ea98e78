import Dependencies

enum LogLevelKey: DependencyKey {
  #if DEBUG
    static let liveValue = "verbose"
  #else
    static let liveValue = "quiet"
  #endif
}

extension DependencyValues {
  var logLevel: String {
    get { self[LogLevelKey.self] }
    set { self[LogLevelKey.self] = newValue }
  }
}

struct Logger {
  @Dependency(\.logLevel) var logLevel

  func log(_ message: String) {
    if logLevel == "verbose" {
      print("[\(logLevel)] \(message)")
    }
  }
}

Logger().log("started")
