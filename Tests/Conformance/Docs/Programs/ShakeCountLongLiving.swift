import ComposableArchitecture

@Reducer
struct ShakeCounter {
  @ObservableState
  struct State: Equatable {
    var shakeCount = 0
  }

  enum Action {
    case task
    case deviceDidShake
  }

  @Dependency(\.shakes) var shakes

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .task:
        return .run { send in
          for await _ in await self.shakes() {
            await send(.deviceDidShake)
          }
        }

      case .deviceDidShake:
        state.shakeCount += 1
        return .none
      }
    }
  }
}

extension DependencyValues {
  var shakes: @Sendable () async -> any AsyncSequence<Void, Never> {
    get { self[ShakesKey.self] }
    set { self[ShakesKey.self] = newValue }
  }
}

private enum ShakesKey: DependencyKey {
  static let liveValue: @Sendable () async -> any AsyncSequence<Void, Never> = {
    AsyncStream { continuation in
      continuation.yield()
      continuation.finish()
    }
  }
}

@MainActor
func main() async {
  let liveStore = Store(initialState: ShakeCounter.State()) {
    ShakeCounter()
  }
  await liveStore.send(.task).finish()
  print("live shakes:", liveStore.shakeCount)

  let (shakeStream, shake) = AsyncStream.makeStream(of: Void.self)
  let store = Store(initialState: ShakeCounter.State()) {
    ShakeCounter()
  } withDependencies: {
    $0.shakes = { shakeStream }
  }
  let task = store.send(.task)
  shake.yield()
  shake.yield()
  shake.yield()
  shake.finish()
  await task.finish()
  print("shakes while on screen:", store.shakeCount)
}

await main()
