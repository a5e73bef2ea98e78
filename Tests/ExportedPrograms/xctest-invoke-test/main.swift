// xctest-invoke-test.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("xctest-invoke-test.dep")

enum GreetingKey: DependencyKey {
  static let liveValue = "Hello"
  static let testValue = "Test hello"
}

extension DependencyValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

@Reducer
struct Row {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }

  enum Action: Equatable {
    case rename(String)
    case renamed
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rename(let title):
        state.title = title
        return .send(.renamed)
      case .renamed:
        return .none
      }
    }
  }
}

@Reducer
struct Rows {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Row.State>()
    var renames = 0
  }

  enum Action: Equatable {
    case path(StackActionOf<Row>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.element(_, .renamed)):
        state.renames += 1
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Row() }
  }
}

script.run {
  @Sendable func RowsTests_testGreetingComesFromInvokeTest() async {
    withDependencies { $0.greeting = "Hi from invokeTest" } operation: {
      @Dependency(\.greeting) var greeting
      script.assertEqual(greeting, "Hi from invokeTest", at: 61, 5)
    }
  }
  @Sendable func RowsTests_testRenameThroughTheStack() async {
    await withDependencies { $0.greeting = "Hi from invokeTest" } operation: {
      let store = script.store { TestStore(initialState: Rows.State()) { Rows() } }
      await script.settle()
      script.onMainActor { store.exhaustivity = .off }
      await script.hosted { await store.send(.path(.push(id: 0, state: Row.State()))) }
      await script.settle()
      await script.hosted { await store.send(\.path[id: 0].rename, "Milk") }
      await script.settle()
      await script.hosted { await store.skipReceivedActions() }
      await script.settle()
      script.onMainActor {
        store.assert {
          $0.path[id: 0]?.title = "Milk"
          $0.renames = 1
        }
      }
      await script.settle()
      @Dependency(\.greeting) var greeting
      script.assertEqual(greeting, "Hi from invokeTest", at: 75, 5)
    }
    await script.settle()
  }
  @Sendable func RowsTests_testAssertSeesTheWrongCount() async {
    await withDependencies { $0.greeting = "Hi from invokeTest" } operation: {
      let store = script.store { TestStore(initialState: Rows.State()) { Rows() } }
      await script.settle()
      await script.hosted { await store.send(.path(.push(id: 0, state: Row.State()))) { $0.path[id: 0] = Row.State() } }
      await script.settle()
      await script.hosted { await store.send(\.path[id: 0].rename, "Eggs") { $0.path[id: 0]?.title = "Eggs" } }
      await script.settle()
      await script.hosted { await store.receive(\.path[id: 0].renamed) { $0.renames = 1 } }
      await script.settle()
      script.onMainActor { store.assert { $0.renames = 2 } }
      await script.settle()
    }
    await script.settle()
  }
  await script.test("testGreetingComesFromInvokeTest", testCase: "RowsTests") {
    await RowsTests_testGreetingComesFromInvokeTest()
  }
  await script.test("testRenameThroughTheStack", testCase: "RowsTests") {
    await RowsTests_testRenameThroughTheStack()
  }
  await script.test("testAssertSeesTheWrongCount", testCase: "RowsTests") {
    await RowsTests_testAssertSeesTheWrongCount()
  }
}
