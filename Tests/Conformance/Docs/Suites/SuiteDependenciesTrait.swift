import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

final class ReceiptModel {
  let id: UUID
  let issuedAt: Date

  init() {
    @Dependency(\.uuid) var uuid
    @Dependency(\.date.now) var now
    self.id = uuid()
    self.issuedAt = now
  }
}

@Suite(.dependencies {
  $0.date.now = Date(timeIntervalSince1970: 1_700_000_000)
  $0.uuid = .incrementing
})
struct SuiteDependenciesTrait {
  @Test func firstReceipt() {
    let model = ReceiptModel()
    #expect(model.id == UUID(0))
    #expect(model.issuedAt == Date(timeIntervalSince1970: 1_700_000_000))
  }

  @Test func secondReceipt() {
    let first = ReceiptModel()
    let second = ReceiptModel()
    #expect(first.id == UUID(0))
    #expect(second.id == UUID(1))
  }

  @Test func receiptIssuedLater() {
    let model = ReceiptModel()
    #expect(model.issuedAt > Date(timeIntervalSince1970: 1_700_000_000))
  }
}
