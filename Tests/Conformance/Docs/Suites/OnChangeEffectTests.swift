import ComposableArchitecture
import Testing

struct ReadingSettings: Equatable {
  var fontSize = 14
  var nightMode = false
}

@Reducer
struct Reader {
  @ObservableState
  struct State: Equatable {
    var settings = ReadingSettings()
    var savedFontSizes: [Int] = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case fontSizeSaved(Int)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.settings.fontSize) { oldValue, state in
        .run { [newValue = state.settings.fontSize] send in
          await send(.fontSizeSaved(newValue))
        }
      }
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case let .fontSizeSaved(size):
        state.savedFontSizes.append(size)
        return .none
      }
    }
  }
}

@MainActor
struct OnChangeEffectTests {
  @Test func fontSizeChangeIsSaved() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader()
    }
    await store.send(\.binding.settings, ReadingSettings(fontSize: 18)) {
      $0.settings.fontSize = 18
    }
    await store.receive(\.fontSizeSaved, 18) {
      $0.savedFontSizes = [18]
    }
  }

  @Test func nightModeAloneSavesNothing() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader()
    }
    await store.send(\.binding.settings, ReadingSettings(nightMode: true)) {
      $0.settings.nightMode = true
    }
  }

  @Test func forgetsTheSavedSize() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader()
    }
    await store.send(\.binding.settings, ReadingSettings(fontSize: 20)) {
      $0.settings.fontSize = 20
    }
  }
}
