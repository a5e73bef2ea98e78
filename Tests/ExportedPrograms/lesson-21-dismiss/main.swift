// 21-dismiss.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
// as one script. It prints exactly what depplay prints running that script.
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

let script = Script("21-dismiss.md")

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }

  enum Action: Equatable {
    case appeared
    case saveTapped
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appeared:
        print("presented:", self.isPresented)
        return .none
      case .saveTapped:
        return script.effect(
          .run { _ in
            await script.dismiss(self.dismiss, at: "21-dismiss.md:38")
            await script.settle()
          })
      }
    }
  }
}

@Reducer
struct Notes {
  @ObservableState
  struct State: Equatable {
    var saved = 0
    @Presents var editor: Editor.State?
  }

  enum Action: Equatable {
    case addTapped
    case editor(PresentationAction<Editor.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.editor = Editor.State()
        return .none
      case .editor(.dismiss):
        state.saved += 1
        return .none
      case .editor:
        return .none
      }
    }
    .ifLet(\.$editor, action: \.editor) { Editor() }
  }
}

@Reducer
struct Pile {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Editor.State>()
  }

  enum Action: Equatable {
    case backTwo
    case clear
    case path(StackAction<Editor.State, Editor.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .backTwo:
        state.path.removeLast(2)
        return .none
      case .clear:
        state.path.removeAll()
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Editor() }
  }
}

script.run(in: .test) {
  let notes = script.store { Store(initialState: Notes.State()) { Notes() } }
  script.sending { notes.send(.addTapped) }
  await script.sending { notes.send(.editor(.presented(.appeared))) }.finish()
  script.expect(output: "presented: true", at: 50, 1)
  await script.sending { notes.send(.editor(.presented(.saveTapped))) }.finish()
  print(script.onMainActor { notes.state })
  script.expect(output: "Notes.State(saved: 1, editor: nil)", at: 53, 1)
  let alone = script.store { Store(initialState: Editor.State()) { Editor() } }
  await script.sending { alone.send(.appeared) }.finish()
  await script.sending { alone.send(.saveTapped) }.finish()
  script.expect(issues: 1, at: 57, 1)
  let test = script.store { TestStore(initialState: Editor.State()) { Editor() } }
  await script.hosted { await test.send(.appeared) }
  script.expect(output: "presented: true", at: 60, 1)
  await script.hosted { await test.send(.saveTapped) }
  await script.hosted { await test.send(.appeared) }
  script.expect(issues: 1, at: 63, 1)
  let pile = script.store { TestStore(initialState: Pile.State()) { Pile() } }
  let a = Editor.State(text: "a")
  let b = Editor.State(text: "b")
  await script.hosted { await pile.send(.path(.push(id: 0, state: a))) { $0.path[id: 0] = a } }
  await script.hosted { await pile.send(.path(.push(id: 1, state: b))) { $0.path[id: 1] = b } }
  await script.hosted { await pile.send(.path(.push(id: 2, state: b))) { $0.path[id: 2] = b } }
  await script.hosted { await pile.send(.path(.element(id: 2, action: .saveTapped))) }
  await script.hosted { await pile.receive(.path(.popFrom(id: 2))) { $0.path[id: 2] = nil } }
  await script.hosted { await pile.send(.path(.push(id: 3, state: a))) { $0.path[id: 3] = a } }
  await script.hosted { await pile.send(.backTwo) { $0.path.removeLast(2) } }
  print(script.onMainActor { pile.state.path.ids })
  await script.hosted { await pile.send(.clear) { $0.path.removeAll() } }
  script.expect(output: "[#0]", at: 99, 1)
  script.expect(issues: 0, at: 100, 1)
  let shelf = script.store { Store(initialState: Notes.State(editor: Editor.State())) { Notes() } }
  await script.sending { shelf.send(.editor(.presented(.saveTapped))) }.finish()
  script.expect(script.onMainActor { shelf.state.saved }, ==, 1, "shelf.state.saved == 1", showing: ("shelf.state.saved", nil), at: 103, 1)
  script.expect(issues: 0, at: 104, 1)
}
