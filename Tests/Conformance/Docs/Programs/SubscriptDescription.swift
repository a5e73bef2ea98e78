import Dependencies

struct Grid: CustomStringConvertible {
  private var cells: [Int]
  let columns: Int
  let rows: Int

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: 0, count: columns * rows)
  }

  subscript(column: Int, row: Int) -> Int {
    get { cells[row * columns + column] }
    set { cells[row * columns + column] = newValue }
  }

  var description: String {
    stride(from: 0, to: cells.count, by: columns)
      .map { cells[$0..<$0 + columns].map(String.init).joined(separator: " ") }
      .joined(separator: " / ")
  }
}

struct Dice {
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

  func roll() -> Int {
    withRandomNumberGenerator { generator in
      Int.random(in: 1...6, using: &generator)
    }
  }
}

var grid = Grid(columns: 3, rows: 2)
grid[1, 0] = 5
grid[2, 1] += 7
print(grid)
print("grid: \(grid), corner \(grid[2, 1])")

withDependencies {
  $0.withRandomNumberGenerator = WithRandomNumberGenerator(LCRNG(seed: 7))
} operation: {
  let rolls = (1...5).map { _ in Dice().roll() }
  print(rolls.allSatisfy { (1...6).contains($0) }, rolls.count)
}

struct LCRNG: RandomNumberGenerator {
  var seed: UInt64
  mutating func next() -> UInt64 {
    seed = 2_862_933_555_777_941_757 &* seed &+ 3_037_000_493
    return seed
  }
}
