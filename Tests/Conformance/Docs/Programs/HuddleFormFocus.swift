import ComposableArchitecture
import Foundation

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
        guard let firstIndex = indices.first else { return .none }
        let memberID = state.huddle.members[firstIndex].id
        state.huddle.members.remove(atOffsets: indices)
        if state.huddle.members.isEmpty {
          state.huddle.members.append(Member(id: uuid()))
        }
        guard state.focus == .member(memberID) else { return .none }
        let index = min(firstIndex, state.huddle.members.count - 1)
        state.focus = .member(state.huddle.members[index].id)
        return .none
      }
    }
  }
}

let store = Store(
  initialState: HuddleForm.State(huddle: Huddle(id: UUID(100)))
) {
  HuddleForm()
} withDependencies: {
  $0.uuid = .incrementing
}

print("focus:", store.focus == .title)
store.send(.binding(.set(\.huddle.title, "Weekly planning")))
print("title:", store.huddle.title)
store.send(.addMemberButtonTapped)
store.send(.addMemberButtonTapped)
print("members:", store.huddle.members.count)
print("focus on the second:", store.focus == .member(UUID(1)))
store.send(.onDeleteMembers([1]))
print("focus moved to the first:", store.focus == .member(UUID(0)))
store.send(.onDeleteMembers([0]))
print("members:", store.huddle.members.map(\.id.uuidString))
print("focus:", store.focus == nil ? "none" : "a field")
