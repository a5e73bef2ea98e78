// tuple-labels.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("tuple-labels.dep")

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
final class Reminders: @unchecked Sendable {
  var items: [(id: UUID, title: String)] = []
  var latest: (id: UUID, title: String)? = nil

  @Dependency(\.uuid) var uuid

  func add(_ title: String) {
    items.append((uuid(), title))
    latest = (uuid(), title)
  }
}

script.run {
  let point: (x: Int, y: Int) = (x: 3, y: 4)
  print(point, point.x + point.y)
  let names: [(id: Int, name: String)] = [(id: 1, name: "Blob"), (id: 2, name: "Blob Jr.")]
  print(names.map(\.name), names[0].id)
  let corner: (x: Int, y: Int)? = (x: 0, y: 9)
  print(corner?.y ?? -1)
  let unlabelled: (Int, Int) = (1, 2)
  print(unlabelled)
  let reminders = withDependencies { $0.uuid = .incrementing } operation: { Reminders() }
  reminders.add("Stretch")
  await script.settle()
  reminders.add("Water plants")
  await script.settle()
  print(reminders.items.map(\.title))
  print(reminders.items[1].id)
  print(reminders.latest?.id == reminders.items[1].id)
  print(reminders.items.count)
}
