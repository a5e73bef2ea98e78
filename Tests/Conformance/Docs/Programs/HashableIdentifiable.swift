import Foundation

struct Todo: Identifiable, Hashable, Sendable {
  let id: UUID
  var title: String
  var isComplete = false
}

let first = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
let second = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!
var todos = [
  Todo(id: first, title: "Buy milk"),
  Todo(id: second, title: "Walk the dog", isComplete: true),
]
todos[0].isComplete = true
let done = todos.filter(\.isComplete).map(\.title)
print(done)
print(todos[1].id)
print(Set(todos.map(\.id)).count)
print(todos.first { $0.id == second }?.title ?? "none")
