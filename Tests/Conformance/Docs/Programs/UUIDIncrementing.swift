import Dependencies
import Foundation

struct Todo: Equatable, Identifiable {
  let id: UUID
  var title: String
}

struct TodoFactory {
  @Dependency(\.uuid) var uuid

  func make(_ title: String) -> Todo {
    Todo(id: uuid(), title: title)
  }
}

withDependencies {
  $0.uuid = .incrementing
} operation: {
  let factory = TodoFactory()
  let first = factory.make("Milk")
  let second = factory.make("Eggs")
  print(first.id)
  print(second.id.uuidString)
  print(second.id == UUID(1))
  print(first == Todo(id: UUID(0), title: "Milk"))
}

let constant = withDependencies {
  $0.uuid = .constant(UUID(15))
} operation: {
  TodoFactory().make("Bread")
}
print(constant.id)
