import ComposableArchitecture

/// Exactly three values, in order.
struct Trio<Element> {
  var first: Element
  var second: Element
  var third: Element

  init(_ first: Element, _ second: Element, _ third: Element) {
    self.first = first
    self.second = second
    self.third = third
  }

  func map<T>(_ transform: (Element) -> T) -> Trio<T> {
    .init(transform(self.first), transform(self.second), transform(self.third))
  }
}

extension Trio: MutableCollection {
  subscript(offset: Int) -> Element {
    _read {
      switch offset {
      case 0: yield self.first
      case 1: yield self.second
      case 2: yield self.third
      default: fatalError()
      }
    }
    _modify {
      switch offset {
      case 0: yield &self.first
      case 1: yield &self.second
      case 2: yield &self.third
      default: fatalError()
      }
    }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { 3 }
  func index(after i: Int) -> Int { i + 1 }
}

extension Trio: RandomAccessCollection {}
extension Trio: Equatable where Element: Equatable {}
extension Trio: Hashable where Element: Hashable {}
extension Trio: Sendable where Element: Sendable {}

enum Mark: Equatable, Sendable {
  case circle
  case cross

  mutating func toggle() {
    switch self {
    case .circle: self = .cross
    case .cross: self = .circle
    }
  }

  var symbol: String {
    switch self {
    case .circle: return "O"
    case .cross: return "X"
    }
  }
}

extension Trio<Trio<Mark?>> {
  static let blank = Self(
    .init(nil, nil, nil),
    .init(nil, nil, nil),
    .init(nil, nil, nil)
  )

  var isFull: Bool {
    self.allSatisfy { $0.allSatisfy { $0 != nil } }
  }

  func isWon(by mark: Mark) -> Bool {
    let lines = [
      [0, 1, 2], [3, 4, 5], [6, 7, 8],
      [0, 3, 6], [1, 4, 7], [2, 5, 8],
      [0, 4, 8], [6, 4, 2],
    ]
    for line in lines {
      let marks =
        line
        .map { self[$0 % 3][$0 / 3] }
      let count =
        marks
        .filter { $0 == mark }
        .count
      if count == 3 {
        return true
      }
    }
    return false
  }

  var isWon: Bool {
    isWon(by: .cross) || isWon(by: .circle)
  }
}

@Reducer
struct Match: Sendable {
  @ObservableState
  struct State: Equatable {
    var grid: Trio<Trio<Mark?>> = .blank
    var turn: Mark = .cross
    let circleName: String
    let crossName: String

    var turnName: String {
      switch self.turn {
      case .circle: return self.circleName
      case .cross: return self.crossName
      }
    }
  }

  enum Action: Sendable {
    case squareTapped(row: Int, column: Int)
    case rematchTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .squareTapped(let row, let column):
        guard
          state.grid[row][column] == nil,
          !state.grid.isWon
        else { return .none }

        state.grid[row][column] = state.turn
        if !state.grid.isWon {
          state.turn.toggle()
        }
        return .none

      case .rematchTapped:
        state = Match.State(circleName: state.circleName, crossName: state.crossName)
        return .none
      }
    }
  }
}

func render(_ grid: Trio<Trio<Mark?>>) -> String {
  grid.map { row in row.map { $0?.symbol ?? "." }.joined() }.joined(separator: "/")
}

@MainActor
func main() async {
  let store = Store(initialState: Match.State(circleName: "Ines", crossName: "Tobi")) {
    Match()
  }

  for (row, column) in [(0, 0), (1, 0), (0, 1), (1, 1), (1, 1), (0, 2), (2, 2)] {
    store.send(.squareTapped(row: row, column: column))
  }
  print(render(store.grid), "won:", store.grid.isWon, "turn:", store.turnName)
  print("cross won:", store.grid.isWon(by: .cross), "full:", store.grid.isFull)

  store.send(.rematchTapped)
  print(render(store.grid), "turn:", store.turnName, store.grid == .blank)
}

await main()
