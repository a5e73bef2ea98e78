import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

/// `dismiss` and `isPresented`: installed by a presentation `ifLet` only while it reduces its
/// child's actions (TC1, TT6).
@MainActor
@Suite(.dependencies)
struct PresentationTests {
  struct Editor: Reducer {
    struct State: Equatable { var wasPresented: Bool? }
    enum Action: Equatable { case checkPresented, saveTapped }

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .checkPresented:
        state.wasPresented = isPresented
        return .none
      case .saveTapped:
        return .run { _ in await dismiss() }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      @PresentationState var editor: Editor.State?
      var parentSawPresented: Bool?
    }
    enum Action: Equatable {
      case editor(PresentationAction<Editor.Action>)
      case open
      case dismissFromParent
    }

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .open:
          state.editor = Editor.State()
          state.parentSawPresented = isPresented
          return .none
        case .dismissFromParent:
          return .run { _ in await dismiss() }
        case .editor:
          return .none
        }
      }
      .ifLet(\.$editor, action: /Action.editor) { Editor() }
    }
  }

  @Test func dismissFromThePresentedChildSendsTheDismissal() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.open)
    store.send(.editor(.presented(.checkPresented)))
    #expect(store.state.editor?.wasPresented == true)
    #expect(store.state.parentSawPresented == false)
    await store.send(.editor(.presented(.saveTapped))).finish()
    #expect(store.state.editor == nil)
  }

  @Test func dismissWithoutPresenterReportsThatNothingCouldBeDismissed() async {
    let log = await collectingIssues {
      let store = Store(initialState: Parent.State()) { Parent() }
      await store.send(.dismissFromParent).finish()
    }
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("but nothing could be dismissed") == true)
  }

  @Test func TT6_inATestStoreTheChildDismissesThroughItsPresenter() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.open) {
      $0.editor = Editor.State()
      $0.parentSawPresented = true  // the test store's root installs dismiss
    }
    await store.send(.editor(.presented(.saveTapped)))
    await store.receive(.editor(.dismiss)) { $0.editor = nil }
    #expect(!store.isDismissed)
  }

  @Test func presentationActionWhileNothingIsPresentedIsReported() async {
    let log = await collectingIssues {
      let store = Store(initialState: Parent.State()) { Parent() }
      store.send(.editor(.presented(.checkPresented)))
    }
    #expect(log.messages.first?.contains("received a presentation action while nothing") == true)
  }
}
