// enum-state.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
//
// Stores are @MainActor: `script.store`, `script.onMainActor`, `script.sending` and
// `script.hosted` hand each call to the main actor as depplay does, `script.effect`
// runs an effect's work as a unit (`[Effect.run 1] …`) and `script.send(_:with:)` is
// its `await send(…)`. With The Composable Architecture, call the store directly and
// return the effect itself.
import ComposableRuntime
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("enum-state.dep")

enum GreetingKey: DependencyKey {
  static let liveValue = "Hello"
  static let testValue = "Hi"
}

extension DependencyValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

@Reducer
struct LoggedIn {
  @ObservableState
  struct State: Equatable {
    var visits = 0
  }

  enum Action: Equatable {
    case visit
    case startTimer
    case tick
    case logOutTapped
  }

  @Dependency(\.greeting) var greeting
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .visit:
        state.visits += 1
        print(self.greeting, "visit", state.visits)
        return .none
      case .startTimer:
        return script.effect(
          .run(
            operation: { send in
              try await script.sleeping(on: self.clock) { try await self.clock.sleep(for: .seconds(1)) }
              await script.settle()
              await script.send(.tick, with: send)
              await script.settle()
            },
            fileID: "enum-state.dep", line: 26))
      case .tick:
        print("tick")
        return .none
      case .logOutTapped:
        return .none
      }
    }
  }
}

@Reducer
struct LoggedOut {
  @ObservableState
  struct State: Equatable {
    var attempts = 0
  }

  enum Action: Equatable {
    case logInTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.attempts += 1
      print("attempt", state.attempts)
      return .none
    }
  }
}

@Reducer
struct App {
  @ObservableState
  enum State: Equatable {
    case loggedIn(LoggedIn.State)
    case loggedOut(LoggedOut.State)
  }

  enum Action: Equatable {
    case loggedIn(LoggedIn.Action)
    case loggedOut(LoggedOut.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loggedOut(.logInTapped):
        state = .loggedIn(LoggedIn.State())
        return .none
      case .loggedIn(.logOutTapped):
        state = .loggedOut(LoggedOut.State())
        return .none
      default:
        return .none
      }
    }
    .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
    .ifCaseLet(\.loggedOut, action: \.loggedOut) { LoggedOut() }
  }
}

script.run(in: .test) {
  let clock = TestClock()
  let store = script.store { TestStore(initialState: App.State.loggedOut(LoggedOut.State())) { App() } withDependencies: { $0.continuousClock = clock } }
  await script.hosted { await store.send(.loggedOut(.logInTapped)) { $0 = .loggedIn(LoggedIn.State()) } }
  await script.hosted { await store.send(.loggedIn(.visit)) { $0 = .loggedIn(LoggedIn.State(visits: 1)) } }
  await script.hosted { await store.send(.loggedIn(.startTimer)) }
  await script.hosted { await store.send(.loggedIn(.logOutTapped)) { $0 = .loggedOut(LoggedOut.State()) } }
  await script.advancing { await clock.advance(by: .seconds(1)) }
  await script.hosted { await store.finish() }
  print(script.onMainActor { store.state })
  switch (script.onMainActor { store.state }) {
  case .loggedIn(let state):
    print("logged in after", state.visits, "visits")
  case .loggedOut(let state):
    print("logged out after", state.attempts, "attempts")
  default:
    break
  }
}
