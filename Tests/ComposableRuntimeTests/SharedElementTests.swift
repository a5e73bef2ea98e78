import ComposableRuntime
import Testing

/// A shared identified array's `$rows[id: id]` and `Shared(_:)`, as swift-sharing derives a
/// reference to one element: a change through it changes the array; `Shared(_:)` is `nil`
/// when the array holds no such element, and once the element is gone the reference reads
/// the element last seen and drops a change.
struct SharedElementTests {
  struct Row: Equatable, Identifiable, Sendable {
    let id: Int
    var title: String
  }

  @Test func aChangeThroughAnElementsReferenceChangesTheArray() throws {
    let rows = Shared(
      value: IdentifiedArrayOf<Row>(uniqueElements: [
        Row(id: 1, title: "a"), Row(id: 2, title: "b"),
      ]))
    let second = try #require(Shared(rows[id: 2]))
    second.withLock { $0.title = "bee" }
    #expect(rows.wrappedValue.map(\.title) == ["a", "bee"])
    rows.withLock { $0[id: 2]?.title = "bea" }
    #expect(second.wrappedValue.title == "bea")
  }

  @Test func anElementTheArrayDoesNotHoldGivesNoReference() {
    let rows = Shared(value: IdentifiedArrayOf<Row>(uniqueElements: [Row(id: 1, title: "a")]))
    #expect(Shared(rows[id: 3]) == nil)
  }

  @Test func aRemovedElementsReferenceReadsWhatItLastSawAndChangesNothing() throws {
    let rows = Shared(value: IdentifiedArrayOf<Row>(uniqueElements: [Row(id: 1, title: "a")]))
    let first = try #require(Shared(rows[id: 1]))
    rows.withLock { _ = $0.remove(id: 1) }
    first.withLock { $0.title = "gone" }
    #expect(first.wrappedValue.title == "a")
    #expect(rows.wrappedValue.isEmpty)
  }
}
