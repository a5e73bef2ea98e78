import DepplayLanguage
import Testing

/// Arrays as Swift's: subscripts read and written (and their trap), the mutating methods
/// written back to the place they were called on, the methods that call a function on each
/// element, and `Bool.toggle()`, on a `var`, a struct's field and a reducer's state.
@Suite struct ArrayTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "arrays.dep")
  }

  @Test func aSubscriptReadsAndWritesAnElementAndItsFields() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Item { var name: String; var tags: [String] }
      var items = [Item(name: "a", tags: []), Item(name: "b", tags: ["x"])]
      items[0].name = "A"
      items[1].tags[0] = "y"
      items[1].tags.append("z")
      var grid = [[1, 2], [3]]
      grid[0][1] += 10
      print(items[0].name, items[1].tags, grid)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "A [\"y\", \"z\"] [[1, 12], [3]]\n")
  }

  /// One-sided ranges in a subscript, of a local and of a struct's field (measured with
  /// swiftc: `[2, 3, 4] [1, 2] [1, 2]`, `3 ["x"]`, `["y", "z"]`).
  @Test func aOneSidedRangeInASubscriptRunsToAnEnd() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let a = [1, 2, 3, 4]
      let n = 2
      print(a[1...], a[..<n], a[...1])
      struct Bag { var items = ["x", "y", "z"] }
      var bag = Bag()
      print(bag.items.count, bag.items[..<1])
      bag.items = Array(bag.items[1...])
      print(bag.items)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[2, 3, 4] [1, 2] [1, 2]\n3 [\"x\"]\n[\"y\", \"z\"]\n")
  }

  @Test func minMaxEnumeratedAndIsMultipleAreSwifts() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let numbers = [5, 3, 8, 1]
      let empty: [Int] = []
      print(numbers.min(), numbers.max(), empty.min() ?? -1, ["b", "a"].max() ?? "")
      print(numbers.filter { $0.isMultiple(of: 2) }, numbers.first { $0 > 4 })
      print(numbers.enumerated().map { "\\($0.offset):\\($0.element)" })
      for (offset, element) in ["x", "y"].enumerated() { print(offset, element) }
      if let least = numbers.min() { print(least) }
      """)
    #expect(succeeded, "\(errors)")
    #expect(
      output == """
        Optional(1) Optional(8) -1 b
        [8] Optional(5)
        ["0:5", "1:3", "2:8", "3:1"]
        0 x
        1 y
        1

        """)
  }

  @Test(arguments: [
    ("let a = [1]\nprint(a[1])", "2:7: error: Fatal error: Index out of range"),
    ("let a = [1]\nprint(a[-1])", "2:7: error: Fatal error: Index out of range"),
    ("var a = [1]\na[2] = 0", "2:1: error: Fatal error: Index out of range"),
    ("var a = [1]\na.remove(at: 1)", "2:1: error: Fatal error: Index out of range"),
    ("var a = [1]\na.insert(0, at: 2)", "2:1: error: Fatal error: Array index is out of range"),
    (
      "let a = [1]\na[0] = 2",
      "2:1: error: cannot assign through subscript: 'a' is a 'let' constant"
    ),
    (
      "let a = [1]\na.append(2)",
      "2:1: error: cannot use mutating member on immutable value: 'a' is a 'let' constant"
    ),
    (
      "let on = true\non.toggle()",
      "2:1: error: cannot use mutating member on immutable value: 'on' is a 'let' constant"
    ),
    (
      "let s = \"ab\"\nprint(s[0])",
      "2:7: error: 'subscript(_:)' is unavailable: cannot subscript String with an Int, "
        + "use a String.Index instead."
    ),
    ("let n = 3\nprint(n[0])", "2:7: error: value of type 'Int' has no subscripts"),
    (
      "for i in 1... { print(i) }",
      "1:10: error: a one-sided range ('1...') outside a subscript is not supported yet"
    ),
    (
      "let r = ..<3",
      "1:9: error: a one-sided range ('..<3') outside a subscript is not supported yet"
    ),
    (
      "func f() -> [Int] { [1, 2] }\nprint(f()[1...])",
      "2:11: error: a one-sided range ('1...') in a subscript of this value is not supported yet"
    ),
  ])
  func anIndexOutOfRangeOrChangingALetStopsTheProgramInSwiftsWordsOrIsNamed(
    source: String, message: String
  ) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains("arrays.dep:" + message), "\(errors)")
  }

  @Test func theMutatingMethodsChangeTheArrayAndGiveWhatSwiftsGive() async {
    let (output, errors, succeeded) = await Self.run(
      """
      var names = ["b"]
      names.append("c")
      names.insert("a", at: 0)
      names.append(contentsOf: ["d", "e"])
      let removed = names.remove(at: 4)
      print(names, removed, names.contains("d"), names.contains("e"))
      names.removeAll()
      print(names.isEmpty)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[\"a\", \"b\", \"c\", \"d\"] e true false\ntrue\n")
  }

  @Test func sortAndRemoveAllWhereChangeTheArrayInPlace() async {
    let (output, errors, succeeded) = await Self.run(
      """
      var numbers = [4, 1, 3, 2]
      numbers.sort()
      print(numbers)
      numbers.sort(by: >)
      numbers.removeAll(where: { $0 == 3 })
      print(numbers)
      numbers.removeAll { $0.isMultiple(of: 2) }
      print(numbers)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[1, 2, 3, 4]\n[4, 2, 1]\n[1]\n")
  }

  @Test func sortingALetIsSwiftsError() async {
    let (_, errors, succeeded) = await Self.run("let numbers = [2, 1]\nnumbers.sort()")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "cannot use mutating member on immutable value: 'numbers' is a 'let' constant"),
      "\(errors)")
  }

  @Test func mapFilterContainsFirstIndexAndFirstTakeAClosureOrAKeyPath() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Todo { var title: String; var isDone: Bool }
      let todos = [Todo(title: "a", isDone: false), Todo(title: "b", isDone: true)]
      print(todos.map(\\.title), todos.filter(\\.isDone).map { $0.title })
      print(todos.contains(where: \\.isDone), todos.contains { $0.title == "z" })
      print(todos.firstIndex(where: \\.isDone) ?? -1, todos.firstIndex { $0.title == "z" } ?? -1)
      print([1, 2, 3].map { n in n * n })
      print(todos.first { $0.isDone }?.title ?? "none", todos.first(where: \\.title.isEmpty) == nil)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[\"a\", \"b\"] [\"b\"]\ntrue false\n1 -1\n[1, 4, 9]\nb true\n")
  }

  @Test func aReducerChangesItsStatesArrayAndAnElementsField() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Todo: Equatable { let id: Int; var isDone = false }
      @Reducer
      struct Todos {
        @ObservableState
        struct State: Equatable { var todos: [Todo] = [] }
        enum Action { case add, toggle(Int), clear }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .add:
              state.todos.append(Todo(id: state.todos.count))
            case let .toggle(id):
              if let index = state.todos.firstIndex(where: { $0.id == id }) {
                state.todos[index].isDone.toggle()
              }
            case .clear:
              state.todos.removeAll()
            }
            return .none
          }
        }
      }
      let store = Store(initialState: Todos.State()) { Todos() }
      store.send(.add)
      store.send(.add)
      store.send(.toggle(1))
      print(store.todos.map(\\.isDone))
      store.send(.clear)
      print(store.todos.count)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[false, true]\n0\n")
  }
}
