import ComposableArchitecture
import Foundation
import Testing

struct Member: Equatable, Identifiable {
  let id: UUID
  var name = ""
}

struct Huddle: Equatable, Identifiable {
  let id: UUID
  var members: IdentifiedArrayOf<Member> = []
  var title = ""
}

@Reducer
struct HuddleForm {
  @ObservableState
  struct State: Equatable {
    var focus: Field? = .title
    var huddle: Huddle

    enum Field: Hashable {
      case member(Member.ID)
      case title
    }
  }

  enum Action: BindableAction {
    case addMemberButtonTapped
    case binding(BindingAction<State>)
    case onDeleteMembers(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addMemberButtonTapped:
        let member = Member(id: uuid())
        state.huddle.members.append(member)
        state.focus = .member(member.id)
        return .none

      case .binding:
        return .none

      case let .onDeleteMembers(indices):
        guard let firstIndex = indices.first
        else { return .none }
        let memberID = state.huddle.members[firstIndex].id
        state.huddle.members.remove(atOffsets: indices)
        if state.huddle.members.isEmpty {
          state.huddle.members.append(Member(id: uuid()))
        }
        guard state.focus == .member(memberID)
        else { return .none }
        state.focus = .member(state.huddle.members[min(firstIndex, state.huddle.members.count - 1)].id)
        return .none
      }
    }
  }
}

@MainActor
struct HuddleFormMemberTests {
  @Test
  func addMember() async {
    let store = TestStore(
      initialState: HuddleForm.State(huddle: Huddle(id: Huddle.ID()))
    ) {
      HuddleForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addMemberButtonTapped) {
      $0.focus = .member(Member.ID(0))
      $0.huddle.members.append(Member(id: Member.ID(0)))
    }
  }

  @Test
  func removeFocusedMember() async {
    let first = Member(id: Member.ID())
    let second = Member(id: Member.ID())
    let store = TestStore(
      initialState: HuddleForm.State(
        focus: .member(first.id),
        huddle: Huddle(id: Huddle.ID(), members: [first, second])
      )
    ) {
      HuddleForm()
    }

    await store.send(.onDeleteMembers([0])) {
      $0.focus = .member(second.id)
      $0.huddle.members = [second]
    }
  }

  @Test
  func removeMember() async {
    let first = Member(id: Member.ID())
    let second = Member(id: Member.ID())
    let store = TestStore(
      initialState: HuddleForm.State(
        huddle: Huddle(id: Huddle.ID(), members: [first, second])
      )
    ) {
      HuddleForm()
    }

    await store.send(.onDeleteMembers([1])) {
      $0.huddle.members = [first]
    }
  }

  @Test
  func renameTitle() async {
    let store = TestStore(
      initialState: HuddleForm.State(huddle: Huddle(id: Huddle.ID()))
    ) {
      HuddleForm()
    }

    await store.send(\.binding.huddle, Huddle(id: store.state.huddle.id, title: "Retro")) {
      $0.huddle.title = "Retro"
    }
  }
}
