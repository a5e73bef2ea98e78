import ComposableArchitecture
import Foundation

struct Huddle: Equatable, Identifiable, Codable {
  let id: UUID
  var members: IdentifiedArrayOf<Member> = []
  var duration: Duration = .seconds(60 * 6)
  var sessions: IdentifiedArrayOf<Session> = []
  var palette: Palette = .mint
  var title = ""

  var durationPerMember: Duration {
    duration / members.count
  }
}

struct Member: Equatable, Identifiable, Codable {
  let id: UUID
  var name = ""
}

struct Session: Equatable, Identifiable, Codable {
  let id: UUID
  let date: Date
  var notes: String
}

enum Palette: String, CaseIterable, Equatable, Identifiable, Codable {
  case coral
  case mint
  case slate
  case sunflower

  var id: Self { self }

  var isDark: Bool {
    switch self {
    case .coral, .mint, .sunflower:
      return false
    case .slate:
      return true
    }
  }

  var name: String { rawValue.capitalized }
}

extension Huddle {
  static let sample = Huddle(
    id: Huddle.ID(),
    members: [
      Member(id: Member.ID(), name: "Ada"),
      Member(id: Member.ID(), name: "Bram"),
      Member(id: Member.ID(), name: "Cleo"),
    ],
    title: "Design crit"
  )
}

@Reducer
struct HuddlesList {
  @ObservableState
  struct State: Equatable {
    var huddles: IdentifiedArrayOf<Huddle> = []
  }

  enum Action {
    case addHuddleButtonTapped
    case onDelete(IndexSet)
    case huddleTapped(id: Huddle.ID)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addHuddleButtonTapped:
        return .none

      case let .onDelete(indexSet):
        state.huddles.remove(atOffsets: indexSet)
        return .none

      case .huddleTapped:
        return .none
      }
    }
  }
}

print(Huddle.sample.title, "has", Huddle.sample.members.count, "members")
print("each speaks for", Huddle.sample.durationPerMember)
print(Palette.allCases.map(\.name).joined(separator: ", "))
print("dark palettes:", Palette.allCases.filter(\.isDark).map(\.rawValue))

var retro = Huddle(id: Huddle.ID(), title: "Retro")
retro.palette = .slate
let store = Store(
  initialState: HuddlesList.State(huddles: [Huddle.sample, retro])
) {
  HuddlesList()
}
print(store.huddles.map(\.title))
store.send(.onDelete([0]))
print(store.huddles.map(\.title), store.huddles.first?.palette.name ?? "none")
