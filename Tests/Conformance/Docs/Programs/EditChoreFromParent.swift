import Dependencies

struct Chore: Equatable {
  var id: Int
  var title: String
}

struct ChoreAPI: Sendable {
  var save: @Sendable (Chore) async throws -> String
}

extension ChoreAPI: DependencyKey {
  static let liveValue = ChoreAPI { chore in
    "live saved \(chore.title)"
  }
}

extension DependencyValues {
  var choreAPI: ChoreAPI {
    get { self[ChoreAPI.self] }
    set { self[ChoreAPI.self] = newValue }
  }
}

final class EditChoreModel {
  var chore: Chore
  @Dependency(\.choreAPI) var api

  init(chore: Chore) {
    self.chore = chore
  }

  func saveTapped() async -> String {
    do {
      return try await api.save(chore)
    } catch {
      return "save failed"
    }
  }
}

final class ChoresModel {
  var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
  var editChore: EditChoreModel?
  @Dependency(\.choreAPI) var api

  func tappedChore(_ chore: Chore) {
    editChore = withDependencies(from: self) {
      EditChoreModel(chore: chore)
    }
  }

  func tappedChoreWithoutScoping(_ chore: Chore) {
    editChore = EditChoreModel(chore: chore)
  }
}

let choresModel = withDependencies {
  $0.choreAPI.save = { chore in "mock saved \(chore.title)" }
} operation: {
  ChoresModel()
}

choresModel.tappedChore(choresModel.chores[0])
print(await choresModel.editChore!.saveTapped())
choresModel.tappedChoreWithoutScoping(choresModel.chores[1])
print(await choresModel.editChore!.saveTapped())
print(try await choresModel.api.save(Chore(id: 3, title: "Windows")))
