import ComposableArchitecture

@Reducer
public struct Rowing {
  @ObservableState
  public struct State {
    @Shared public var strokes: Int
    public var strokesPerTap: Int

    public init(strokes: Shared<Int>, strokesPerTap: Int = 2) {
      self._strokes = strokes
      self.strokesPerTap = strokesPerTap
    }
  }

  public enum Action {
    case rowTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rowTapped:
        let perTap = state.strokesPerTap
        state.$strokes.withLock { $0 += perTap }
        return .none
      }
    }
  }
}

let sessionStrokes = Shared(value: 10)
let store = Store(initialState: Rowing.State(strokes: sessionStrokes)) {
  Rowing()
}
store.send(.rowTapped)
store.send(.rowTapped)
print(store.strokes, store.strokesPerTap)
print(sessionStrokes.wrappedValue)
sessionStrokes.withLock { $0 = 0 }
print(store.strokes)
