import ComposableArchitecture
import Foundation

struct Huddle: Equatable, Identifiable, Codable {
  let id: UUID
  var title = ""
}

@Reducer
struct HuddlesList {
  @ObservableState
  struct State: Equatable {
    @Shared(.huddles) var huddles
  }

  enum Action {
    case addButtonTapped(title: String)
    case onDelete(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addButtonTapped(title: title):
        let huddle = Huddle(id: uuid(), title: title)
        state.$huddles.withLock { _ = $0.append(huddle) }
        return .none

      case let .onDelete(indexSet):
        state.$huddles.withLock { $0.remove(atOffsets: indexSet) }
        return .none
      }
    }
  }
}

extension SharedKey where Self == InMemoryKey<IdentifiedArrayOf<Huddle>>.Default {
  static var huddles: Self {
    Self[.inMemory("huddles"), default: []]
  }
}

prepareDependencies {
  $0.uuid = .incrementing
}

let store = Store(initialState: HuddlesList.State()) {
  HuddlesList()
}

store.send(.addButtonTapped(title: "Kickoff"))
store.send(.addButtonTapped(title: "Demo day"))
store.send(.addButtonTapped(title: "Wrap-up"))
print(store.huddles.map(\.title))

func savedHuddles() -> IdentifiedArrayOf<Huddle> {
  @Shared(.huddles) var saved
  return saved
}

print("read back through the key:", savedHuddles().count)
store.send(.onDelete([1]))
print(savedHuddles().map(\.title))
print(savedHuddles().ids.map(\.uuidString))
