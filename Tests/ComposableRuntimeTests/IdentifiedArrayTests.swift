import ComposableRuntime
import Testing

/// `IdentifiedArray` as swift-identified-collections has it (measured against it): a
/// repeated ID stops the program, in `init(uniqueElements:)` and in an array literal;
/// `append` of an ID already there leaves the array as it is.
struct IdentifiedArrayTests {
  struct Row: Equatable, Identifiable, Sendable {
    let id: Int
    var title: String
  }

  @Test func elementsWithDifferentIDsAreKeptInOrder() {
    var rows = IdentifiedArray(uniqueElements: [Row(id: 2, title: "b"), Row(id: 1, title: "a")])
    #expect(rows.ids == [2, 1])
    #expect(rows.append(Row(id: 1, title: "again")) == false)
    #expect(rows[id: 1]?.title == "a")
  }

  @Test func aRepeatedIDInUniqueElementsStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      _ = IdentifiedArray(uniqueElements: [Row(id: 1, title: "a"), Row(id: 1, title: "b")])
    }
  }

  @Test func aRepeatedIDInAnArrayLiteralStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      let rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a"), Row(id: 1, title: "b")]
      _ = rows
    }
  }
}
