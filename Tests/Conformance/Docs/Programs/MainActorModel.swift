import Dependencies
import Foundation

@MainActor
final class TimestampModel {
  @Dependency(\.date.now) var now
  var stamps: [Date] = []

  func stamp() {
    stamps.append(now)
  }
}

@MainActor
func makeModel() -> TimestampModel {
  withDependencies {
    $0.date.now = Date(timeIntervalSince1970: 60)
  } operation: {
    TimestampModel()
  }
}

@MainActor
func stampTwice() {
  let model = makeModel()
  model.stamp()
  model.stamp()
  print(model.stamps.count)
  print(model.stamps[0])
}

await stampTwice()
