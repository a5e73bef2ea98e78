import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

/// `BindingAction`, `BindableAction` and `BindingReducer`, as TCA 1.25 has them for an
/// `@ObservableState` state: measured there, `BindingReducer` sets the field between the
/// reducers listed before and after it, `case .binding(\.name)` matches the action setting
/// that field, and `\.binding.name` is a case key path a test store sends and receives.
@MainActor
@Suite(.dependencies)
struct BindingReducerTests {
  @Reducer
  struct Form {
    @ObservableState
    struct State: Equatable {
      var name = ""
      var count = 0
      var log: [String] = []
    }
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case reset
    }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.log.append("before \(state.name)")
        return .none
      }
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.name):
          state.log.append("after \(state.name)")
          return .none
        case .binding:
          return .none
        case .reset:
          return .send(.binding(.set(\.name, "")))
        }
      }
    }
  }

  @Test func aBindingActionIsEqualToOneSettingTheSameFieldToAnEqualValue() {
    let action = BindingAction<Form.State>.set(\.name, "Blob")
    #expect(action == .set(\.name, "Blob"))
    #expect(action != .set(\.name, "Blub"))
    #expect(action != BindingAction<Form.State>.set(\.count, 1))
  }

  @Test func aKeyPathPatternMatchesTheActionThatSetsItsField() {
    let action = BindingAction<Form.State>.set(\.count, 2)
    #expect(\Form.State.count ~= action)
    #expect(!(\Form.State.name ~= action))
  }

  @Test func theReducersAfterItSeeTheNewValueAndTheOnesBeforeItTheOld() {
    let store = Store(initialState: Form.State()) { Form() }
    store.send(.binding(.set(\.name, "Blob")))
    store.send(.binding(.set(\.count, 3)))
    #expect(store.state.log == ["before ", "after Blob", "before Blob"])
    #expect(store.state.count == 3)
  }

  @Test func aTestStoreSendsAndReceivesThroughTheBindingCase() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(\.binding.name, "Blob") {
      $0.name = "Blob"
      $0.log = ["before ", "after Blob"]
    }
    await store.send(.reset) { $0.log.append("before Blob") }
    await store.receive(\.binding.name, "") {
      $0.name = ""
      $0.log += ["before Blob", "after "]
    }
  }

  @Test func theBindingCasePathExtractsOnlyItsField() {
    let name = AnyCasePath(\Case<Form.Action>.binding.name)
    #expect(name.extract(from: .binding(.set(\.name, "y"))) == "y")
    #expect(name.extract(from: .binding(.set(\.count, 1))) == nil)
    #expect(name.extract(from: .reset) == nil)
  }
}
