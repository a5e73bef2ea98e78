import DepplayLanguage
import Testing

/// A stored property's default takes the property's declared type, as a local's does:
/// `var tags: Set<String> = []` in a class, a struct or a feature's `State` is a Set,
/// `var pending: Int? = .none` is `nil`, a labelled tuple type labels the tuple.
@Suite struct AnnotatedPropertyDefaultTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "defaults.dep")
  }

  @Test func aClassAndAStructPropertyTypedSetAreSets() async {
    let (output, errors, succeeded) = await Self.run(
      """
      final class Shelf {
        var labels: Set<String> = []
        var seen: Set<Int> = [3, 3, 4]
      }
      struct Crate {
        var labels: Set<String> = []
      }
      var shelf = Shelf()
      shelf.labels.insert("fig")
      let again = shelf.labels.insert("fig")
      shelf.labels.insert("kiwi")
      shelf.labels.remove("fig")
      print(shelf.labels, shelf.labels.count, again.inserted, shelf.seen.count)
      var crate = Crate()
      crate.labels.insert("plum")
      print(crate.labels.contains("plum"), crate.labels.remove("pear") as Any)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[\"kiwi\"] 1 false 2\ntrue nil\n")
  }

  @Test func aStateFieldTypedSetIsASet() async {
    let (output, errors, succeeded) = await Self.run(
      """
      import ComposableArchitecture

      @Reducer
      struct Sorting {
        @ObservableState
        struct State: Equatable {
          var bins: Set<String> = []
        }
        enum Action { case drop(String) }
        var body: some Reducer<State, Action> {
          Reduce { state, action in
            switch action {
            case .drop(let name):
              state.bins.insert(name)
              return .none
            }
          }
        }
      }

      @MainActor
      func main() async {
        let store = Store(initialState: Sorting.State()) { Sorting() }
        store.send(.drop("glass"))
        store.send(.drop("glass"))
        store.send(.drop("tin"))
        print(store.bins.count, store.bins.contains("tin"))
      }
      await main()
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "2 true\n")
  }

  @Test func anOptionalNoneAndALabelledTupleTakeThePropertyType() async {
    let (output, errors, succeeded) = await Self.run(
      """
      final class Queue {
        var pending: Int? = .none
        var counts: [String: Int] = [:]
      }
      struct Spot {
        var place: (row: Int, seat: String) = (4, "b")
      }
      var queue = Queue()
      queue.counts["x"] = 2
      print(queue.pending as Any, queue.counts, Spot().place)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "nil [\"x\": 2] (row: 4, seat: \"b\")\n")
  }
}
