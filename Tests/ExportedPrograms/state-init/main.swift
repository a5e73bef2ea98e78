// state-init.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("state-init.dep")

@Reducer
struct Journal {
  @ObservableState
  struct State: Equatable {
    var createdAt: Date
    var title: String
    var entries: [String] = []

    init(title: String = "Diary") {
      @Dependency(\.date.now) var now
      self.createdAt = now
      self.title = title
    }
  }

  enum Action: Equatable {
    case write(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .write(let entry):
        state.entries.append(entry)
        return .none
      }
    }
  }
}

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var count: Int
    var step = 1

    init(start: Int) {
      count = start * 10
    }
  }

  enum Action: Equatable {
    case bump
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += state.step
      return .none
    }
  }
}

@Reducer
struct Stamp {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: UUID
    var at: Date
    var note = ""
  }

  enum Action: Equatable {
    case clear
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.note = ""
      return .none
    }
  }
}

@Reducer
struct Stamps {
  @ObservableState
  struct State: Equatable {
    var stamps: [Stamp.State] = []
  }

  enum Action: Equatable {
    case stamp(String)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .stamp(let note):
        state.stamps.append(Stamp.State(id: self.uuid(), at: self.now, note: note))
        return .none
      }
    }
  }
}

script.run {
  let early = withDependencies { $0.date.now = Date(timeIntervalSince1970: 60) } operation: { Journal.State(title: "Early") }
  await script.settle()
  let store = withDependencies { $0.date.now = Date(timeIntervalSince1970: 3600) } operation: {
    return script.store { Store(initialState: early) { Journal() } }
  }
  script.sending { store.send(.write("Dear diary")) }
  await script.settle()
  print(script.onMainActor { store.state.title }, script.onMainActor { store.state.createdAt })
  print(script.onMainActor { store.state.entries })
  let later = withDependencies { $0.date.now = Date(timeIntervalSince1970: 3600) } operation: {
    return script.store { Store(initialState: Journal.State()) { Journal() } }
  }
  await script.settle()
  print(script.onMainActor { later.state.title }, script.onMainActor { later.state.createdAt })
  let overridden = script.store { Store(initialState: Journal.State(title: "Store")) { Journal() } withDependencies: { $0.date.now = Date(timeIntervalSince1970: 120) } }
  await script.settle()
  print(script.onMainActor { overridden.state.title }, script.onMainActor { overridden.state.createdAt })
  let tally = script.store { Store(initialState: Tally.State(start: 2)) { Tally() } }
  await script.settle()
  script.sending { tally.send(.bump) }
  await script.settle()
  print(script.onMainActor { tally.withState { $0.count } })
  await script.settle()
  let stamps = script.store {
    Store(initialState: Stamps.State()) { Stamps() } withDependencies: {
      $0.uuid = .incrementing
      $0.date.now = Date(timeIntervalSince1970: 7200)
    }
  }
  await script.settle()
  script.sending { stamps.send(.stamp("lunch")) }
  await script.settle()
  script.sending { stamps.send(.stamp("tea")) }
  await script.settle()
  for stamp in (script.onMainActor { stamps.state.stamps }) {
    print(stamp.id, stamp.at, stamp.note)
  }
}
