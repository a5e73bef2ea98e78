import Dependencies
import Observation

struct Chore: Equatable {
  var id: Int
  var title: String
}

struct ChoresAPI {
  var fetchChores: () async throws -> [Chore]
  var name: String
}

extension ChoresAPI: DependencyKey {
  static let liveValue = ChoresAPI(
    fetchChores: { [Chore(id: 1, title: "Take out trash")] },
    name: "live"
  )
  static let mock = ChoresAPI(
    fetchChores: {
      [Chore(id: 10, title: "Tutorial: tap a chore"), Chore(id: 11, title: "Tutorial: swipe")]
    },
    name: "mock"
  )
}

extension DependencyValues {
  var choresAPI: ChoresAPI {
    get { self[ChoresAPI.self] }
    set { self[ChoresAPI.self] = newValue }
  }
}

@Observable
final class EditChoreModel {
  var chore: Chore
  @ObservationIgnored
  @Dependency(\.choresAPI) var choresAPI

  init(chore: Chore) {
    self.chore = chore
  }
}

@Observable
final class ChoresModel {
  var chores: [Chore] = []
  var editChore: EditChoreModel?

  @ObservationIgnored
  @Dependency(\.choresAPI) var choresAPI

  func onAppear() async {
    do {
      chores = try await choresAPI.fetchChores()
    } catch {}
  }

  func tappedChore(_ chore: Chore) {
    editChore = withDependencies(from: self) {
      EditChoreModel(chore: chore)
    }
  }
}

@Observable
final class AppModel {
  var onboardingChores: ChoresModel?

  @ObservationIgnored
  @Dependency(\.choresAPI) var choresAPI

  func tutorialButtonTapped() {
    onboardingChores = withDependencies(from: self) {
      $0.choresAPI = .mock
    } operation: {
      ChoresModel()
    }
  }
}

let app = AppModel()
let regular = ChoresModel()
await regular.onAppear()
print("regular:", regular.choresAPI.name, regular.chores.map(\.title))

app.tutorialButtonTapped()
if let onboarding = app.onboardingChores {
  await onboarding.onAppear()
  print("onboarding:", onboarding.choresAPI.name, onboarding.chores.map(\.title))
  onboarding.tappedChore(onboarding.chores[0])
  print("edit sees:", onboarding.editChore?.choresAPI.name ?? "none")
  print("editing:", onboarding.editChore?.chore.title ?? "none")
}

regular.tappedChore(regular.chores[0])
print("regular edit sees:", regular.editChore?.choresAPI.name ?? "none")
