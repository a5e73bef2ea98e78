// plain-structs.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("plain-structs.dep")

enum Mark {
  case cross
  case nought
}

struct User: Equatable, Hashable, Sendable {
  let id: Int
  var name: String
  var isAdmin: Bool = false
  let kind = "person"
}

struct Todo: Identifiable, Equatable {
  let id: Int
  var title: String
  var isComplete = false
}

struct Counter {
  var count = 0
  var step = 1
}

struct Cell: Equatable {
  var row: Int
  var column: Int
}

struct Board: Equatable {
  var cells: [Cell] = []
  var mark = Mark.cross

  mutating func add(_ row: Int, _ column: Int) {
    cells.append(Cell(row: row, column: column))
  }
}

struct Pin: Equatable {
  var x: Int
  var label = "pin"
}

struct Map {
  var pins: [Pin] = []
}

func describe(_ pin: Pin) -> String {
  return "\(pin.label)@\(pin.x)"
}

script.run {
  var blob = User(id: 1, name: "Blob")
  let admin = User(id: 2, name: "Blob Sr.", isAdmin: true)
  print(blob)
  print("admin: \(admin)")
  let before = blob
  blob.name = "Blob Esq."
  print(blob.name, before.name)
  print(blob == before, blob == User(id: 1, name: "Blob Esq."))
  print(blob != admin)
  var todo = Todo(id: 7, title: "Buy milk")
  let saved = todo
  todo.isComplete = true
  print(todo.id, todo.isComplete, saved.isComplete)
  var counter = Counter(step: 5)
  for _ in 0..<3 {
    counter.count += counter.step
  }
  print(counter)
  print(Counter())
  var total = 0
  for todo in [Todo(id: 1, title: "a"), Todo(id: 2, title: "b", isComplete: true)] {
    if todo.isComplete {
      total += todo.id
    }
  }
  print(total)
  var board = Board()
  board.add(0, 1)
  await script.settle()
  board.cells.append(Cell(row: 2, column: 2))
  let corner: Cell = Cell(row: 0, column: 0)
  print(board.cells.count, board.cells[1].row, board.mark, corner.column)
  print(board.cells[0], Mark.nought)
  var map = Map(pins: [.init(x: 1)])
  map.pins.append(.init(x: 2, label: "home"))
  let spare: [Pin] = [.init(x: 3)]
  print(map.pins.count, describe(map.pins[1]), spare[0] == Pin(x: 3), describe(.init(x: 4)))
  await script.settle()
}
