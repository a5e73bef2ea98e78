import Dependencies
import Foundation

final class Stopwatch {
  @Dependency(\.date.now) var now

  func reading() -> Double {
    now.timeIntervalSince1970
  }
}

let stopwatch = withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 100)
} operation: {
  Stopwatch()
}

print("outside:", stopwatch.reading())

let inside = withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 200)
} operation: {
  stopwatch.reading()
}
print("inside another override:", inside)
