import DepplayLanguage
import Testing

/// `private(set)` and `private` on stored properties: assigning one outside its type is
/// swiftc's error, inside it is allowed; other modifiers are refused by name.
@Suite struct MemberAccessTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "access.dep")
  }

  static let counter = """
    final class Counter {
      private(set) var count = 0
      private var secret = 1
      func bump() { count += 1; secret += 1 }
    }
    let c = Counter()
    c.bump()

    """

  static let tally = """
    struct Tally {
      private(set) var total = 0
      private var secret = 1
      mutating func add(_ n: Int) { total += n; secret += n }
    }
    var t = Tally()
    t.add(2)

    """

  @Test(arguments: [
    (
      // At the property's name, as swiftc reports it.
      counter + "c.count = 5",
      "access.dep:8:3: error: cannot assign to property: 'count' setter is inaccessible"
    ),
    (
      counter + "c.count += 1",
      "error: left side of mutating operator isn't mutable: 'count' setter is inaccessible"
    ),
    (counter + "c.secret = 3", "error: 'secret' is inaccessible due to 'private' protection level"),
    (
      tally + "t.total = 5",
      "access.dep:8:1: error: cannot assign to property: 'total' setter is inaccessible"
    ),
    (tally + "t.secret = 5", "error: 'secret' is inaccessible due to 'private' protection level"),
  ])
  func assigningAHiddenSetterOutsideItsTypeIsSwiftsError(_ source: String, _ message: String)
    async
  {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains(message), "\(errors)")
  }

  @Test func theTypesOwnCodeAssignsItAndOutsideCodeReadsIt() async {
    let (output, errors, succeeded) = await Self.run(
      Self.counter + "print(c.count)\n" + Self.tally + "print(t.total)")
    #expect(succeeded, "\(errors)")
    #expect(output == "1\n2\n")
  }

  @Test func anotherModifierOnAStoredPropertyIsRefusedByName() async {
    let (_, errors, succeeded) = await Self.run("struct S { nonisolated var n = 1 }")
    #expect(!succeeded)
    #expect(
      errors.contains("the modifier 'nonisolated' on a stored property is not supported yet"),
      "\(errors)")
  }

  @Test func theExportWritesTheModifiersBack() throws {
    let swift = try SwiftExporter.export(
      source: "final class C { private(set) var n = 0 }\nstruct S { fileprivate var m = 1 }",
      file: "access.dep", style: .plain)
    #expect(swift.contains("  private(set) var n = 0"), "\(swift)")
    #expect(swift.contains("  fileprivate var m = 1"), "\(swift)")
  }
}
