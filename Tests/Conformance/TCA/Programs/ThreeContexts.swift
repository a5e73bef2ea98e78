import ComposableRuntime
import DependencyRuntime

/// TX1: a plain program runs in the live context; the preview context takes `previewValue`
/// and falls back to `liveValue` where a key has none; a `TestStore` reads test values.
enum ThreeContexts: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable { var seen = "" }
    enum Action: Equatable { case read }
    @Dependency(\.number) var number
    @Dependency(\.label) var label
    @Dependency(\.context) var context
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.seen = "\(context) \(number) \(label)"
      print(state.seen)
      return .none
    }
  }

  @MainActor static func run() async {
    Store(initialState: Feature.State()) { Feature() }.send(.read)
    withDependencies {
      $0.context = .preview
    } operation: {
      Store(initialState: Feature.State()) { Feature() }
    }
    .send(.read)
    let test = TestStore(initialState: Feature.State()) { Feature() }
    await test.send(.read) { $0.seen = "test 2 test" }
  }
}
