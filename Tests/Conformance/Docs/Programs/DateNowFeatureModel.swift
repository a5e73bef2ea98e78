import Dependencies
import Foundation
import Observation

@Observable
final class ReceiptModel {
  var stampedAt: [Date] = []

  @ObservationIgnored
  @Dependency(\.date.now) var now

  func stamp() {
    stampedAt.append(now)
  }
}

let model = withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 1_700_000_000)
} operation: {
  ReceiptModel()
}

model.stamp()
model.stamp()
print(model.stampedAt.count)
print(model.stampedAt.map(\.timeIntervalSince1970))
print(model.stampedAt[0] == model.stampedAt[1])
