// identified-rows.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("identified-rows.dep")

@Reducer
struct Row {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var title: String
    var isDone = false
  }

  enum Action: Equatable {
    case toggle
    case startTimer
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggle:
        state.isDone.toggle()
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
            fileID: "identified-rows.dep", line: 27))
      case .tick:
        state.title += "!"
        return .none
      }
    }
  }
}

@Reducer
struct Checklist {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
  }

  enum Action: Equatable {
    case addTapped(String)
    case removeTapped(Int)
    case rows(IdentifiedActionOf<Row>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped(let title):
        state.rows.append(Row.State(id: state.rows.count + 1, title: title))
        return .none
      case .removeTapped(let id):
        state.rows.remove(id: id)
        return .none
      case .rows(.element(let id, .toggle)):
        print("row", id, "done:", state.rows[id: id]?.isDone ?? false)
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}

script.run(in: .test) {
  let store = script.store { Store(initialState: Checklist.State()) { Checklist() } }
  script.sending { store.send(.addTapped("Milk")) }
  script.sending { store.send(.addTapped("Eggs")) }
  script.sending { store.send(.rows(.element(id: 2, action: .toggle))) }
  for row in (script.onMainActor { store.state.rows }) {
    print(row.id, row.title, row.isDone)
  }
  print(script.onMainActor { store.state.rows.ids }, script.onMainActor { store.state.rows.count }, script.onMainActor { store.state.rows.isEmpty })
  print(script.onMainActor { store.state.rows }[id: 2]?.isDone ?? false)
  print(script.onMainActor { store.state.rows.first }?.title ?? "none")
  let clock = TestClock()
  let a = Row.State(id: 1, title: "a")
  let b = Row.State(id: 2, title: "b")
  let start = Checklist.State(rows: IdentifiedArray(uniqueElements: [a, b]))
  print(start.rows.map(\.title))
  let test = script.store { TestStore(initialState: start) { Checklist() } withDependencies: { $0.continuousClock = clock } }
  await script.hosted { await test.send(.rows(.element(id: 1, action: .startTimer))) }
  await script.hosted { await test.send(.rows(.element(id: 2, action: .startTimer))) }
  await script.hosted { await test.send(.removeTapped(1)) { $0.rows.remove(id: 1) } }
  await script.advancing { await clock.advance(by: .seconds(1)) }
  await script.hosted { await test.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.title = "b!" } }
  print(script.onMainActor { test.state.rows.ids })
  var extra = IdentifiedArray(uniqueElements: [a])
  let (added, position) = extra.append(b)
  print(added, position, extra.count)
  let again = extra.append(Row.State(id: 1, title: "again"))
  print(again.inserted, again.index, extra.map(\.title))
  extra.insert(Row.State(id: 3, title: "c"), at: 0)
  print(extra.ids)
}
