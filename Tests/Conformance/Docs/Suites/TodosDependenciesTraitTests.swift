import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

struct Todo: Equatable, Identifiable {
  let id: UUID
  var title: String
  var createdAt: Date
  var isDone = false
}

final class TodosModel {
  var todos: [Todo] = []

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid

  func addTodo(_ title: String) async throws {
    try await clock.sleep(for: .milliseconds(250))
    todos.append(Todo(id: uuid(), title: title, createdAt: now))
  }

  func toggle(_ id: Todo.ID) {
    if let index = todos.firstIndex(where: { $0.id == id }) {
      todos[index].isDone.toggle()
    }
  }
}

struct TodosDependenciesTraitTests {
  @Test(
    .dependencies {
      $0.continuousClock = .immediate
      $0.date.now = Date(timeIntervalSinceReferenceDate: 86_400)
      $0.uuid = .incrementing
    }
  )
  func addsTodo() async throws {
    let model = TodosModel()
    try await model.addTodo("Buy milk")
    #expect(
      model.todos == [
        Todo(id: UUID(0), title: "Buy milk", createdAt: Date(timeIntervalSinceReferenceDate: 86_400))
      ]
    )
  }

  @Test(
    .dependencies {
      $0.continuousClock = .immediate
      $0.date.now = Date(timeIntervalSinceReferenceDate: 0)
      $0.uuid = .incrementing
    }
  )
  func togglesTodo() async throws {
    let model = TodosModel()
    try await model.addTodo("Walk dog")
    try await model.addTodo("Read book")
    model.toggle(UUID(1))
    #expect(model.todos.map(\.isDone) == [false, true])
  }

  @Test(
    .dependencies {
      $0.continuousClock = .immediate
      $0.date.now = Date(timeIntervalSinceReferenceDate: 0)
      $0.uuid = .incrementing
    }
  )
  func wrongTitle() async throws {
    let model = TodosModel()
    try await model.addTodo("Buy milk")
    #expect(model.todos.first?.title == "Buy bread")
  }

  @Test(
    .dependency(\.continuousClock, .immediate),
    .dependency(\.uuid, .incrementing)
  )
  func dateLeftUncontrolled() async throws {
    let model = TodosModel()
    try await model.addTodo("Uncontrolled")
    #expect(model.todos.count == 1)
  }
}
