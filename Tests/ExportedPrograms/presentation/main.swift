// presentation.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("presentation.dep")

// @MainActor: run on the script's executor (depplay)
func presentEditor() async {
  let notes = script.store { Store(initialState: Notes.State()) { Notes() } }
  print(script.onMainActor { notes.scope(state: \.editor, action: \.editor.presented) } == nil)
  script.sending { notes.send(.addTapped) }
  guard let editor = (script.onMainActor { notes.scope(state: \.editor, action: \.editor.presented) }) else {
    return
  }
  await editor.send(.appeared).finish()
  await script.settle()
  script.sending { notes.send(.closeTapped) }
  await script.settle()
  print(script.onMainActor { notes.state.editor } == nil, script.onMainActor { notes.state.saved })
}

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }

  enum Action: Equatable {
    case appeared
    case typed(String)
    case saveTapped
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appeared:
        print("presented:", self.isPresented)
        return .none
      case .typed(let text):
        state.text = text
        return script.effect(
          .run(
            operation: { _ in
              try await script.sleeping(on: self.clock) { try await self.clock.sleep(for: .seconds(5)) }
              await script.settle()
              print("autosaved")
            },
            fileID: "presentation.dep", line: 24))
      case .saveTapped:
        return script.effect(
          .run { _ in
            await script.dismiss(self.dismiss, at: "presentation.dep:29")
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
    case closeTapped
    case editor(PresentationAction<Editor.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.editor = Editor.State()
        return .none
      case .closeTapped:
        state.editor = nil
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
struct Drafts {
  @ObservableState
  struct State: Equatable {
    var editor: Editor.State? = nil
  }

  enum Action: Equatable {
    case open
    case editor(Editor.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .open:
        state.editor = Editor.State()
        return .none
      case .editor:
        return .none
      }
    }
    .ifLet(\.editor, action: \.editor) { Editor() }
  }
}

script.run(in: .test) {
  let clock = TestClock()
  let store = script.store { TestStore(initialState: Notes.State()) { Notes() } withDependencies: { $0.continuousClock = clock } }
  await script.hosted { await store.send(.addTapped) { $0.editor = Editor.State() } }
  await script.hosted { await store.send(.editor(.presented(.appeared))) }
  await script.hosted { await store.send(.editor(.presented(.typed("hi")))) { $0.editor = Editor.State(text: "hi") } }
  await script.hosted { await store.send(.editor(.presented(.saveTapped))) }
  await script.hosted {
    await store.receive(.editor(.dismiss)) {
      $0.saved = 1
      $0.editor = nil
    }
  }
  await script.advancing { await clock.advance(by: .seconds(5)) }
  await script.hosted { await store.finish() }
  print(script.onMainActor { store.state })
  await script.hosted { await store.send(.addTapped) { $0.editor = Editor.State() } }
  await script.hosted { await store.send(.editor(.presented(.typed("draft")))) { $0.editor = Editor.State(text: "draft") } }
  await script.hosted { await store.send(.closeTapped) { $0.editor = nil } }
  await script.advancing { await clock.advance(by: .seconds(5)) }
  await script.hosted { await store.finish() }
  let root = script.store { Store(initialState: Editor.State()) { Editor() } }
  await script.sending { root.send(.appeared) }.finish()
  await script.sending { root.send(.saveTapped) }.finish()
  script.expect(issues: 1, at: 95, 1)
  let alone = script.store { TestStore(initialState: Editor.State()) { Editor() } }
  await script.hosted { await alone.send(.appeared) }
  await script.hosted { await alone.send(.saveTapped) }
  print(script.onMainActor { alone.isDismissed })
  await script.hosted { await alone.send(.appeared) }
  script.expect(issues: 1, at: 104, 1)
  let drafts = script.store { Store(initialState: Drafts.State(editor: Editor.State())) { Drafts() } }
  await script.sending { drafts.send(.editor(.appeared)) }.finish()
  await script.sending { drafts.send(.editor(.saveTapped)) }.finish()
  script.expect(issues: 1, at: 130, 1)
  print(script.onMainActor { drafts.state })
  await presentEditor()
}
