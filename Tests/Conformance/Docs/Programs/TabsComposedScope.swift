import ComposableArchitecture

@Reducer
struct ClickerFeature {
  @ObservableState
  struct State: Equatable {
    var clicks = 0
  }

  enum Action {
    case clickButtonTapped
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clickButtonTapped:
        state.clicks += 1
        return .none

      case .resetButtonTapped:
        state.clicks = 0
        return .none
      }
    }
  }
}

@Reducer
struct TabsFeature {
  @ObservableState
  struct State: Equatable {
    var leftTab = ClickerFeature.State()
    var rightTab = ClickerFeature.State()
  }

  enum Action {
    case leftTab(ClickerFeature.Action)
    case rightTab(ClickerFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.leftTab, action: \.leftTab) {
      ClickerFeature()
    }
    Scope(state: \.rightTab, action: \.rightTab) {
      ClickerFeature()
    }
    Reduce { state, action in
      return .none
    }
  }
}

let store = Store(initialState: TabsFeature.State()) {
  TabsFeature()
}

store.send(.leftTab(.clickButtonTapped))
store.send(.leftTab(.clickButtonTapped))
store.send(.rightTab(.clickButtonTapped))
print("left:", store.leftTab.clicks, "right:", store.rightTab.clicks)

let rightStore = store.scope(state: \.rightTab, action: \.rightTab)
rightStore.send(.clickButtonTapped)
rightStore.send(.clickButtonTapped)
print("right through its own store:", rightStore.clicks)
store.send(.leftTab(.resetButtonTapped))
print(store.state == TabsFeature.State(leftTab: .init(clicks: 0), rightTab: .init(clicks: 3)))
