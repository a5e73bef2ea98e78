import ComposableArchitecture
import Foundation
import Testing

@Reducer
struct Outline {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var heading: String = ""
    var children: IdentifiedArrayOf<State> = []

    init(id: UUID? = nil, heading: String = "", children: IdentifiedArrayOf<State> = []) {
      @Dependency(\.uuid) var uuid
      self.id = id ?? uuid()
      self.heading = heading
      self.children = children
    }
  }

  enum Action {
    case addChildTapped
    case headingChanged(String)
    case onDelete(IndexSet)
    indirect case children(IdentifiedActionOf<Outline>)
  }

  @Dependency(\.uuid) var uuid

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addChildTapped:
        state.children.append(State(id: self.uuid()))
        return .none

      case .headingChanged(let heading):
        state.heading = heading
        return .none

      case .onDelete(let offsets):
        state.children.remove(atOffsets: offsets)
        return .none

      case .children:
        return .none
      }
    }
    .forEach(\.children, action: \.children) {
      Self()
    }
  }
}

@MainActor
struct NestedOutlineRecursionTests {
  @Test
  func addChildren() async {
    let store = TestStore(initialState: Outline.State(id: UUID(99))) {
      Outline()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addChildTapped) {
      $0.children.append(Outline.State(id: UUID(0)))
    }

    await store.send(\.children[id: UUID(0)].addChildTapped) {
      $0.children[id: UUID(0)]?.children.append(Outline.State(id: UUID(1)))
    }

    await store.send(\.children[id: UUID(0)].children[id: UUID(1)].headingChanged, "Appendix") {
      $0.children[id: UUID(0)]?.children[id: UUID(1)]?.heading = "Appendix"
    }
  }

  @Test
  func renameTheRoot() async {
    let store = TestStore(initialState: Outline.State(id: UUID(99))) {
      Outline()
    }

    await store.send(.headingChanged("Chapter 1")) {
      $0.heading = "Chapter 1"
    }
  }

  @Test
  func deleteAChild() async {
    let store = TestStore(
      initialState: Outline.State(
        id: UUID(99),
        children: [
          Outline.State(id: UUID(10)),
          Outline.State(id: UUID(11)),
          Outline.State(id: UUID(12)),
        ]
      )
    ) {
      Outline()
    }

    await store.send(.onDelete(IndexSet(integer: 2))) {
      $0.children.remove(id: UUID(12))
    }
  }

  @Test
  func deletesTheWrongChildOnPurpose() async {
    let store = TestStore(
      initialState: Outline.State(
        id: UUID(99),
        children: [
          Outline.State(id: UUID(10)),
          Outline.State(id: UUID(11)),
        ]
      )
    ) {
      Outline()
    }

    await store.send(.onDelete(IndexSet(integer: 0))) {
      $0.children.remove(id: UUID(11))
    }
  }
}
