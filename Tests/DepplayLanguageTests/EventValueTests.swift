import Foundation
import Testing

@testable import DepplayInterpreter
@testable import DepplayLanguage

/// A read's value travels in its event as data when its text can never change, written out
/// only when a view shows it; any other value is written when it is read. The log's text
/// budget counts the bytes a view would write, computed without writing for small values.
@Suite struct EventValueTests {
  static let data: [ScriptValue] = [
    .int(0), .int(7), .int(-7), .int(10), .int(-10), .int(123_456_789), .int(Int.max),
    .int(Int.min),
    .bool(true), .bool(false), .none, .void, .string(""), .string("héllo \u{1F600}"),
    .context(.live), .context(.preview), .context(.test), .range(0..<3), .closedRange(-1...1),
    .list([.int(1), .string("a"), .list([])]),
    .record(Record(name: "API", fields: [.init(name: "url", value: .string("x"))])),
  ]

  @Test(arguments: data)
  func dataIsKeptAsItIsAndWrittenAsAReadShowsIt(_ value: ScriptValue) {
    let kept = EventValue(value)
    guard case .data = kept else {
      Issue.record("\(value.readDescription) was written out when read")
      return
    }
    #expect(kept.description == value.readDescription)
    #expect(kept.textSize == value.readDescription.utf8.count)
  }

  @Test func aValueThatIsNotDataIsWrittenWhenRead() {
    let duration = ScriptValue.builtin(.duration(.seconds(2)))
    let values: [ScriptValue] = [
      duration, .list([.int(1), duration]),
      .record(Record(name: "Box", fields: [.init(name: "wait", value: duration)])),
    ]
    for value in values {
      let kept = EventValue(value)
      guard case .textWhenRead(let text) = kept else {
        Issue.record("\(value.readDescription) was kept as data")
        continue
      }
      #expect(text == value.readDescription)
      #expect(kept.textSize == text.utf8.count)
    }
  }
}
