import DepplayLanguage
import Testing

/// `type(of: value)` where it is printed (`Golden/type-of.dep`): the name Swift prints for the
/// value's dynamic type (measured with swiftc); what depplay cannot name as Swift does is
/// refused by name.
@Suite struct TypeOfTests {
  @Test func printsTheDynamicTypeBehindAProtocol() async {
    let result = await Session().run(
      source: """
        protocol Service {}
        struct Live: Service {}
        struct Mock: Service {}
        struct Holder {
          var service: any Service = Live()
        }
        print(type(of: Holder().service))
        let mocked = Holder(service: Mock())
        print("now \\(type(of: mocked.service))")
        """, file: "type.swift")
    #expect(result.output == ["Live", "now Mock"])
  }

  @Test func anOptionalIsRefusedByName() async throws {
    try await MarkedScript(marked: "let n: Int? = 3\nprint(type(of: ⏵n))\n")
      .expectError("type(of:) of an Optional is not supported yet", malformed: true)
  }

  @Test func anywhereButPrintedItIsRefusedByName() async throws {
    try await MarkedScript(marked: "let t = ⏵type(of: 3)\n")
      .expectError("type(of:) is not supported yet where it is not printed", malformed: true)
  }

  @Test func aTypeDepplayCannotNameIsRefusedByName() async throws {
    try await MarkedScript(marked: "print(type(of: ⏵[1, 2]))\n")
      .expectError(
        "type(of:) of a value of type 'Array' is not supported yet", malformed: false)
    try await MarkedScript(marked: "let f = { (x: Int) in x }\nprint(type(of: ⏵f))\n")
      .expectError(
        "type(of:) of a value of type 'closure' is not supported yet", malformed: false)
  }
}
