// struct-subscripts.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("struct-subscripts.dep")

struct Grid: CustomStringConvertible {
  private var cells: [Int]
  let columns: Int

  var description: String {
    cells.map({ String($0) }).joined(separator: " ")
  }

  subscript(column: Int, row: Int) -> Int {
    get {
      return cells[(row * columns) + column]
    }
    set {
      cells[(row * columns) + column] = newValue
    }
  }

  subscript(row r: Int, column c: Int) -> Int {
    return cells[(r * columns) + c] * 10
  }

  init(columns: Int, rows: Int) {
    self.columns = columns
    cells = Array(repeating: 0, count: columns * rows)
  }
}

struct Shelf {
  var names = ["tea", "jam"]

  subscript(slot: Int) -> String {
    get {
      return names[slot]
    }
    set(label) {
      names[slot] = label.uppercased()
    }
  }
}

struct Pantry {
  var shelf = Shelf()
}

script.run {
  var grid = Grid(columns: 3, rows: 2)
  grid[1, 0] = 5
  grid[2, 1] += 7
  grid[2, 1] -= 2
  print(grid)
  print(grid[1, 0], grid[row: 1, column: 2])
  var pantry = Pantry()
  pantry.shelf[1] = "honey"
  print(pantry.shelf[0], pantry.shelf[1], pantry.shelf.names)
  let copy = grid
  grid[0, 0] = 9
  print(copy[0, 0], grid[0, 0])
}
