import DepplayLanguage
import Testing

/// `is`, `as?` and `as!` (`Golden/type-casts.dep`): a cast asks the value's own type; a type
/// the script does not have is swiftc's error, a failed `as!` Swift's trap, at the cast, and
/// the forms depplay does not cast with yet are refused by name.
@Suite struct TypeCastTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "casts.dep")
  }

  static let shapes = """
    protocol Shape { var name: String { get } }
    struct Square: Shape { let name = "square" }
    struct Circle: Shape { let name = "circle" }
    let shape: any Shape = Circle()

    """

  @Test func aProtocolAndAnErrorAreTypesACastAsksAbout() async {
    let (output, errors, succeeded) = await Self.run(
      Self.shapes + """
        struct Oops: Error {}
        do { throw Oops() } catch { print(error is Error, error is Oops, shape is Shape) }
        print(shape is Square, shape as? Square == nil)
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "true true true\nfalse true\n")
  }

  @Test func aLiteralOfAnotherTypeIsSwiftsCoercionError() async {
    let (output, errors, succeeded) = await Self.run(
      Self.shapes + """
        print(2 as Double, [1] as [Double])
        print("two" as Int)
        """)
    #expect(!succeeded)
    #expect(output == "2.0 [1.0]\n")
    #expect(
      errors.contains(
        "casts.dep:6:7: error: cannot convert value of type 'String' to type 'Int' in coercion"),
      "\(errors)")
  }

  @Test func aFailedForcedCastStopsTheProgramAtTheCast() async {
    let (output, errors, succeeded) = await Self.run(
      Self.shapes + """
        print("before")
        let square = shape as! Square
        print(square.name)
        """)
    #expect(!succeeded)
    #expect(output == "before\n")
    #expect(
      errors.contains("casts.dep:6:14: error: Could not cast value of type 'Circle' to 'Square'"),
      "\(errors)")
  }

  @Test(arguments: [
    (
      "print(shape is Sqare)",
      "5:16: error: cannot find type 'Sqare' in scope", "did you mean 'Square'?"
    ),
    (
      "print(shape as Circle)",
      "5:16: error: 'as' (a coercion) to 'Circle' of a value that is not a literal is not"
        + " supported yet", "cast with as? or as!"
    ),
    (
      "print(shape as? Circle?)",
      "5:17: error: a cast to 'Circle?' is not supported yet", "value as? Name"
    ),
    (
      "print(1 + 2 is Int)",
      "5:13: error: 'is' after '+' is not supported yet", "(a + b) is Int"
    ),
  ])
  func whatACastCannotNameIsRefusedAtItsPlace(_ line: String, _ message: String, _ hint: String)
    async
  {
    let (output, errors, succeeded) = await Self.run(Self.shapes + line)
    #expect(!succeeded)
    #expect(output.isEmpty)
    #expect(errors.contains("casts.dep:\(message)"), "\(errors)")
    #expect(errors.contains(hint), "\(errors)")
  }
}
