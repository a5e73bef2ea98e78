import DepplayLanguage
import Testing

/// Generic plain structs, methods and top-level functions (`Golden/generics.dep`): each use
/// of a generic parameter stands for the type its arguments give it; its constraints are
/// checked, and what swiftc refuses is refused in its words; the generic forms depplay does
/// not run are refused by name.
@Suite struct GenericTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "generics.dep")
  }

  @Test func aGenericMethodGivesTheTypeItsClosureReturns() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Box<Value> {
        var value: Value
        func map<T>(_ transform: (Value) -> T) -> Box<T> { Box<T>(value: transform(value)) }
      }
      print(Box(value: 21).map { $0 * 2 }.value, Box(value: 1).map { "n\\($0)" }.value)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "42 n1\n")
  }

  @Test func aValuePrintsWithTheTypeArgumentsItsValuesTell() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Point { var x: Int }
      struct Pair<First, Second> { var first: First; var second: Second }
      print(Pair(first: 1.5, second: [Point(x: 1)]))
      print(Pair(first: true, second: "a"))
      """)
    #expect(succeeded, "\(errors)")
    #expect(
      output == """
        Pair<Double, Array<Point>>(first: 1.5, second: [Point(x: 1)])
        Pair<Bool, String>(first: true, second: "a")

        """)
  }

  @Test func equalityOnAnUnconstrainedParameterIsSwiftcsError() async {
    let (_, errors, succeeded) = await Self.run(
      "func same<T>(_ a: T, _ b: T) -> Bool { a == b }\nprint(same(1, 1))")
    #expect(!succeeded)
    #expect(errors.contains("binary operator '==' cannot be applied to two 'T' operands"))
  }

  @Test func anOrderNeedsComparable() async {
    let (_, errors, succeeded) = await Self.run(
      "func less<T: Equatable>(_ a: T, _ b: Int) -> Bool { a < b }\nprint(less(1, 2))")
    #expect(!succeeded)
    #expect(
      errors.contains("binary operator '<' cannot be applied to operands of type 'T' and 'Int'"))
  }

  @Test func anArgumentMustConformToTheConstraint() async {
    let (_, errors, succeeded) = await Self.run(
      """
      struct Point { var x: Int }
      func firstMatch<T: Equatable>(_ items: [T], _ target: T) -> Int? { nil }
      _ = firstMatch([Point(x: 1)], Point(x: 1))
      """)
    #expect(!succeeded)
    #expect(
      errors.contains("global function 'firstMatch' requires that 'Point' conform to 'Equatable'"))
  }

  @Test func aDescribableParameterReadsTheDescription() async {
    let (output, errors, _) = await Self.run(
      """
      struct Tag: CustomStringConvertible {
        let name: String
        var description: String { "#" + name }
      }
      func show<T: CustomStringConvertible>(_ items: [T]) -> String {
        items.map(\\.description).joined(separator: ",")
      }
      print(show([1, 2]), show([1.5]), show([false]), show(["a"]), show([Tag(name: "t")]))
      """)
    #expect(output == "1,2 1.5 false a #t\n", "\(errors)")
  }

  @Test func aDescribableParameterNeedsTheConformance() async {
    let (_, errors, succeeded) = await Self.run(
      """
      struct Point { var x: Int }
      func show<T: CustomStringConvertible>(_ value: T) -> String { value.description }
      _ = show(Point(x: 1))
      """)
    #expect(!succeeded)
    #expect(
      errors.contains(
        "global function 'show' requires that 'Point' conform to 'CustomStringConvertible'"),
      "\(errors)")
  }

  @Test func aParameterMayBeConstrainedToAProtocolOfTheScript() async {
    let script = """
      protocol Named { var name: String { get } }
      struct Cat: Named { let name: String }
      struct Rock { let weight: Int }
      func names<T: Named>(_ items: [T]) -> [String] { items.map { $0.name } }
      print(names([Cat(name: "Tom")]))
      """
    let (output, errors, _) = await Self.run(script)
    #expect(output == "[\"Tom\"]\n", "\(errors)")
    let (_, refused, succeeded) = await Self.run(script + "\n_ = names([Rock(weight: 1)])")
    #expect(!succeeded)
    #expect(
      refused.contains("global function 'names' requires that 'Rock' conform to 'Named'"),
      "\(refused)")
  }

  @Test func aWhereClauseConstrainsTheParameter() async {
    let (output, errors, _) = await Self.run(
      """
      func same<T>(_ a: T, _ b: T) -> Bool where T: Equatable { a == b }
      print(same(1, 1), same("a", "b"))
      """)
    #expect(output == "true false\n", "\(errors)")
    let (_, refused, succeeded) = await Self.run(
      "func same<T>(_ a: T, _ b: T) -> Bool where T: CustomStringConvertible { a == b }")
    #expect(!succeeded)
    #expect(refused.contains("binary operator '==' cannot be applied to two 'T' operands"))
  }

  @Test func aDescribableParameterIsNotEquatable() async {
    let (_, errors, succeeded) = await Self.run(
      "func same<T: CustomStringConvertible>(_ a: T, _ b: T) -> Bool { a == b }")
    #expect(!succeeded)
    #expect(errors.contains("binary operator '==' cannot be applied to two 'T' operands"))
  }

  @Test func aGuardVarMayBeChanged() async {
    let (output, errors, _) = await Self.run(
      """
      func largest(_ values: [Int]) -> Int {
        guard var best = values.first else { return 0 }
        for value in values where value > best { best = value }
        return best
      }
      print(largest([3, 9, 2]), largest([]))
      """)
    #expect(output == "9 0\n", "\(errors)")
  }

  @Test func aGenericStructChecksItsStoredValues() async {
    let (_, errors, succeeded) = await Self.run(
      "struct Point { var x: Int }\nstruct Tagged<V: Hashable> { var v: V }\n_ = Tagged(v: Point(x: 1))"
    )
    #expect(!succeeded)
    #expect(errors.contains("generic struct 'Tagged' requires that 'Point' conform to 'Hashable'"))
  }

  /// The constraint is read from the parameter's and the property's type as structure, so
  /// spaces inside the brackets (`[ T ]`) name the same list of `T`.
  @Test func aListOfTheGenericTypeIsCheckedHoweverItIsSpaced() async {
    let (_, errors, succeeded) = await Self.run(
      """
      struct Point { var x: Int }
      func count<T: Equatable>(_ items: [ T ]) -> Int { items.count }
      _ = count([Point(x: 1)])
      """)
    #expect(!succeeded)
    #expect(errors.contains("global function 'count' requires that 'Point' conform to 'Equatable'"))
    let (_, stored, storedSucceeded) = await Self.run(
      "struct Point { var x: Int }\nstruct Bag<V: Hashable> { var items: [ V ] }\n"
        + "_ = Bag(items: [Point(x: 1)])")
    #expect(!storedSucceeded)
    #expect(stored.contains("generic struct 'Bag' requires that 'Point' conform to 'Hashable'"))
  }

  @Test func anEquatableGenericStructNeedsEquatableParameters() async {
    let (_, errors, succeeded) = await Self.run("struct Box<V>: Equatable { var v: V }")
    #expect(!succeeded)
    #expect(errors.contains("type 'Box<V>' does not conform to protocol 'Equatable'"))
  }

  @Test func aNonGenericTypeCannotBeSpecialized() async {
    let (_, errors, succeeded) = await Self.run("struct S { var x: Int }\n_ = S<Int>(x: 1)")
    #expect(!succeeded)
    #expect(errors.contains("cannot specialize non-generic type 'S'"))
  }

  @Test(arguments: [
    ("class C<T> {}", "a generic class ('class C<T>') is not supported yet"),
    ("enum E<T> { case a }", "a generic enum ('enum E<T>') is not supported yet"),
    ("func f<T>(_ a: T) where T.ID: Hashable {}", "the requirement 'T.ID: Hashable'"),
    (
      "func f<T>(_ a: T) {}\nf<Int>(1)",
      "explicit generic arguments ('f<Int>') is not supported yet"
    ),
    ("struct B<V: Codable> { var v: V }", "a generic parameter constrained to 'Codable'"),
  ])
  func unsupportedFormsAreRefusedByName(source: String, message: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains(message), "\(errors)")
  }

  @Test func aGuardChecksItsConditionsInOrder() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func greeting(for name: String?) -> String {
        guard let name, !name.isEmpty else { return "stranger" }
        return name
      }
      print(greeting(for: nil), greeting(for: ""), greeting(for: "Blob"))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "stranger stranger Blob\n")
  }
}
