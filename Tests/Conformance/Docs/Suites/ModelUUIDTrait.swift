import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

struct Todo: Equatable, Identifiable {
  let id: UUID
  var title: String
}

final class TodosModel {
  var todos: [Todo] = []
  @Dependency(\.uuid) var uuid

  func add(_ title: String) {
    todos.append(Todo(id: uuid(), title: title))
  }
}

struct ModelUUIDTrait {
  @Test(.dependency(\.uuid, .incrementing))
  func addsTwoTodos() {
    let model = TodosModel()
    model.add("Write tests")
    model.add("Ship")
    #expect(model.todos == [
      Todo(id: UUID(0), title: "Write tests"),
      Todo(id: UUID(1), title: "Ship"),
    ])
  }

  @Test(.dependency(\.uuid, .incrementing))
  func expectsTheWrongID() {
    let model = TodosModel()
    model.add("Only one")
    #expect(model.todos.first?.id == UUID(1))
  }
}
