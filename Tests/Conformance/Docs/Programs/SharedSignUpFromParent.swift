import ComposableArchitecture

struct Registration: Equatable {
  var nickname = ""
  var age = 0
}

@Reducer
struct NicknameStep {
  @ObservableState
  struct State: Equatable {
    @Shared var registration: Registration
  }

  enum Action {
    case nicknameChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nicknameChanged(nickname):
        state.$registration.withLock { $0.nickname = nickname }
        return .none
      }
    }
  }
}

@Reducer
struct Onboarding {
  @ObservableState
  struct State: Equatable {
    @Shared var registration: Registration
    var nickname: NicknameStep.State
  }

  enum Action {
    case nickname(NicknameStep.Action)
    case ageEntered(Int)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.nickname, action: \.nickname) {
      NicknameStep()
    }
    Reduce { state, action in
      switch action {
      case .nickname:
        return .none
      case let .ageEntered(age):
        state.$registration.withLock { $0.age = age }
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let registration = Shared(value: Registration())
  let store = Store(
    initialState: Onboarding.State(
      registration: registration,
      nickname: NicknameStep.State(registration: registration)
    )
  ) {
    Onboarding()
  }
  store.send(.nickname(.nicknameChanged("kestrel")))
  store.send(.ageEntered(31))
  print("parent:", store.registration.nickname, store.registration.age)
  print("child:", store.nickname.registration.nickname, store.nickname.registration.age)
}

await main()
