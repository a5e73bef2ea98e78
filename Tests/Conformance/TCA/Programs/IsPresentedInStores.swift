import ComposableRuntime
import DependencyRuntime

/// TT6: a `TestStore` installs `dismiss` at its root, so `isPresented` reads true there; a
/// `Store`'s root is not presented.
enum IsPresentedInStores: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable { var presented: Bool? }
    enum Action: Equatable { case read }
    @Dependency(\.isPresented) var isPresented
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.presented = isPresented
      print("isPresented", isPresented)
      return .none
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.read)
    let test = TestStore(initialState: Feature.State()) { Feature() }
    await test.send(.read) { $0.presented = true }
  }
}
