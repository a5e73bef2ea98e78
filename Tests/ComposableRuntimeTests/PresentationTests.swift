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
    @ObservableState
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
    @ObservableState
    struct State: Equatable {
      @Presents var editor: Editor.State?
      var parentSawPresented: Bool?
    }
    @CasePathable
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
      .ifLet(\.$editor, action: \.editor) { Editor() }
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

/// A navigation stack's `forEach` installs `dismiss` for each element, which pops it.
@MainActor
@Suite(.dependencies)
struct StackTests {
  struct Detail: Reducer {
    @ObservableState
    struct State: Equatable { var title: String }
    enum Action: Equatable { case closeTapped, waitTapped, waited }
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .closeTapped:
        return .run { _ in await dismiss() }
      case .waitTapped:
        return .run { send in
          @Dependency(\.continuousClock) var clock
          try await clock.sleep(for: .seconds(1))
          await send(.waited)
        }
      case .waited:
        return .none
      }
    }
  }

  struct Root: Reducer {
    @ObservableState
    struct State: Equatable { var path = StackState<Detail.State>() }
    @CasePathable
    enum Action: Equatable {
      case path(StackAction<Detail.State, Detail.Action>)
      case open(String)
      case popAll
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .open(let title):
          state.path.append(Detail.State(title: title))
        case .popAll:
          state.path = StackState()
        case .path:
          break
        }
        return .none
      }
      .forEach(\.path, action: \.path) { Detail() }
    }
  }

  @Test func dismissInAStackElementPopsIt() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.open("A")) { $0.path.append(Detail.State(title: "A")) }
    await store.send(.open("B")) { $0.path.append(Detail.State(title: "B")) }
    await store.send(.path(.element(id: 1, action: .closeTapped)))
    await store.receive(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    #expect(store.state.path.map(\.title) == ["A"])
  }

  @Test func poppingCancelsTheElementsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.open("A")) { $0.path.append(Detail.State(title: "A")) }
    await store.send(.path(.element(id: 0, action: .waitTapped)))
    await store.send(.popAll) { $0.path = StackState() }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func anActionForAMissingStackElementIsReported() async {
    let log = await collectingIssues {
      let store = Store(initialState: Root.State()) { Root() }
      store.send(.path(.element(id: 3, action: .waited)))
    }
    #expect(log.messages.first?.contains("missing stack element #3") == true)
  }

  /// Counts the elements the parent sees while it reduces a push and a pop.
  struct Counting: Reducer {
    @ObservableState
    struct State: Equatable {
      var path = StackState<Detail.State>()
      var seen: [Int] = []
    }
    @CasePathable
    enum Action: Equatable { case path(StackAction<Detail.State, Detail.Action>) }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.seen.append(state.path.count)
        return .none
      }
      .forEach(\.path, action: \.path) { Detail() }
    }
  }

  @Test func aPushIsInTheStackWhenTheParentReducesItAndAPopStillIs() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await store.send(.path(.push(id: 0, state: Detail.State(title: "A")))) {
      $0.path.append(Detail.State(title: "A"))
      $0.seen = [1]
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.removeLast()
      $0.seen = [1, 1]
    }
  }

  @Test func aStackDescribesItselfAsTCAsStackStateDoes() {
    var path = StackState<Int>()
    #expect(String(reflecting: path) == "StackState<Int>([:])")
    path.append(7)
    path.append(8)
    #expect(path.description == "[7, 8]")
    #expect(String(reflecting: path) == "StackState<Int>([#0: 7, #1: 8])")
    #expect("\(path.ids[1])" == "#1")
  }

  @Test func aReplacedStackGoesOnCountingAndTheAssertionDrawsTheReducersIDs() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.open("A")) { $0.path.append(Detail.State(title: "A")) }
    await store.send(.popAll) { $0.path = StackState() }
    await store.send(.open("B")) { $0.path.append(Detail.State(title: "B")) }
    #expect(store.state.path.ids == [1])
  }

  @Test func pushingAnIDAppendingCouldNotGiveIsReportedInTests() async {
    let log = await collectingIssues {
      let store = Store(initialState: Root.State()) { Root() }
      store.send(.path(.push(id: 3, state: Detail.State(title: "A"))))
    }
    #expect(log.messages.first?.contains("an unexpected ID: #3, where the next ID is #0") == true)
  }

  @Test func anIDIsNeverReusedByTheSameStack() {
    var path = StackState<Int>()
    path.append(1)
    path.append(2)
    path.pop(from: 1)
    path.append(3)
    #expect(path.ids == [0, 2])
  }
}
