import ComposableRuntime
import Foundation
import Testing

/// `IdentifiedArray` as swift-identified-collections has it (measured against it): a
/// repeated ID stops the program, in `init(uniqueElements:)` and in an array literal;
/// `append` and `insert(_:at:)` of an ID already there leave the array as it is and give
/// `(inserted: false, index:)` with the index of the element already there;
/// `move(fromOffsets:toOffset:)` puts the moved elements before the destination's element.
struct IdentifiedArrayTests {
  struct Row: Equatable, Identifiable, Sendable {
    let id: Int
    var title: String
  }

  @Test func elementsWithDifferentIDsAreKeptInOrder() {
    var rows = IdentifiedArray(uniqueElements: [Row(id: 2, title: "b"), Row(id: 1, title: "a")])
    #expect(rows.ids == [2, 1])
    #expect(rows.append(Row(id: 1, title: "again")) == (inserted: false, index: 1))
    #expect(rows[id: 1]?.title == "a")
    #expect(rows.append(Row(id: 3, title: "c")) == (inserted: true, index: 2))
    #expect(rows.insert(Row(id: 4, title: "d"), at: 0) == (inserted: true, index: 0))
    #expect(rows.insert(Row(id: 2, title: "again"), at: 0) == (inserted: false, index: 1))
    #expect(rows.ids == [4, 2, 1, 3])
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

  @Test func offsetsRemoveAndMoveAsTheLibrarysDo() {
    var rows = IdentifiedArray(uniqueElements: (10...14).map { Row(id: $0, title: "") })
    rows.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
    #expect(rows.ids == [11, 13, 10, 12, 14])
    rows.move(fromOffsets: IndexSet(integer: 4), toOffset: 0)
    #expect(rows.ids == [14, 11, 13, 10, 12])
    rows.remove(atOffsets: IndexSet([0, 4]))
    #expect(rows.ids == [11, 13, 10])
  }

  @Test func itFiltersSortsAndCodesAsAnArray() throws {
    struct Tag: Codable, Equatable, Identifiable { let id: Int }
    let tags: IdentifiedArrayOf<Tag> = [Tag(id: 1), Tag(id: 2), Tag(id: 3)]
    #expect(tags.filter { $0.id != 2 }.ids == [1, 3])
    var sorted = tags
    sorted.sort { $0.id > $1.id }
    sorted.removeAll { $0.id == 2 }
    #expect(sorted.ids == [3, 1])
    let data = try JSONEncoder().encode(tags)
    #expect(String(decoding: data, as: UTF8.self) == #"[{"id":1},{"id":2},{"id":3}]"#)
    #expect(try JSONDecoder().decode(IdentifiedArrayOf<Tag>.self, from: data) == tags)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        IdentifiedArrayOf<Tag>.self, from: Data(#"[{"id":1},{"id":1}]"#.utf8))
    }
  }
}
