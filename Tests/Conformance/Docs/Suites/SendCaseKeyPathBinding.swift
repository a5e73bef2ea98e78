import ComposableArchitecture
import XCTest

@Reducer
struct Passport {
  @ObservableState
  struct State: Equatable {
    var surname = ""
    var givenName = ""
    var submitted = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case submitTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .submitTapped:
        state.submitted = true
        return .none
      }
    }
  }
}

@Reducer
struct Consulate {
  @ObservableState
  struct State: Equatable {
    @Presents var passport: Passport.State?
  }

  enum Action {
    case applyTapped
    case passport(PresentationAction<Passport.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .applyTapped:
        state.passport = Passport.State()
        return .none
      case .passport:
        return .none
      }
    }
    .ifLet(\.$passport, action: \.passport) {
      Passport()
    }
  }
}

@MainActor
final class SendCaseKeyPathBinding: XCTestCase {
  func testFillingInTheForm() async {
    let store = TestStore(initialState: Consulate.State()) {
      Consulate()
    }
    await store.send(.applyTapped) {
      $0.passport = Passport.State()
    }
    await store.send(\.passport.binding.surname, "Okafor") {
      $0.passport?.surname = "Okafor"
    }
    await store.send(\.passport.binding.givenName, "Ada") {
      $0.passport?.givenName = "Ada"
    }
    await store.send(\.passport.submitTapped) {
      $0.passport?.submitted = true
    }
  }

  func testBindingWithoutItsChange() async {
    let store = TestStore(initialState: Consulate.State(passport: Passport.State())) {
      Consulate()
    }
    await store.send(\.passport.binding.surname, "Lind")
  }
}
