import DepplayLanguage
import Testing

/// A test store's case key path to a stack's `popFrom` with its payload, as TCA 1.9's migration
/// guide sends it (`store.send(\.path.popFrom, 0)`): the payload is the case's `id:`, so it
/// sends `.path(.popFrom(id: 0))`. It stopped at run time, "expected .popFrom(id: …)".
@Suite struct StackPopFromKeyPathTests {
  @Test func sendsTheStacksPopFromWithTheID() async {
    let result = await runScript(
      """
      import ComposableArchitecture
      import Testing

      @Reducer
      struct Page {
        @ObservableState
        struct State: Equatable { var title = "" }
        enum Action { case read }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      @Reducer
      struct Reader {
        @ObservableState
        struct State: Equatable { var path = StackState<Page.State>() }
        enum Action { case path(StackActionOf<Page>) }
        var body: some ReducerOf<Self> {
          EmptyReducer()
            .forEach(\\.path, action: \\.path) { Page() }
        }
      }

      @Test func popsBothPages() async {
        var path = StackState<Page.State>()
        path.append(Page.State(title: "one"))
        path.append(Page.State(title: "two"))
        let store = TestStore(initialState: Reader.State(path: path)) { Reader() }
        await store.send(\\.path.popFrom, 1) {
          $0.path.removeLast()
        }
        await store.send(\\.path.popFrom, 0) {
          $0.path = StackState()
        }
      }
      """, file: "pages.swift")
    #expect(
      result.output.contains("✔ test popsBothPages() passed"), "\(result.output)\(result.errors)")
  }
}
