import Testing

@testable import DepplayLanguage

/// A plain struct's static computed property (`Golden/static-computed.dep`): its getter runs
/// on every read, it cannot be assigned, and the error type a static value throws may be
/// declared below it.
@Suite struct StaticComputedPropertyTests {
  @Test func theGetterRunsOnEveryRead() async {
    let result = await Session().run(
      source: """
        struct Counter {
          static var count = 0
          static var next: Int {
            count += 1
            return count
          }
        }
        print(Counter.next, Counter.next, Counter.count)
        """, file: "s.dep")
    #expect(result.output == ["1 2 2"])
  }

  @Test func anErrorTypeBelowTheStructIsThrownByItsStaticValue() async {
    let result = await Session().run(
      source: """
        struct Client {
          var load: () throws -> Int
          static var failing: Client { Client(load: { throw LoadError() }) }
        }
        struct LoadError: Error {}
        do { _ = try Client.failing.load() } catch { print(error) }
        """, file: "s.dep")
    #expect(result.output == ["LoadError()"])
  }

  @Test func assigningItIsSwiftsError() async throws {
    try await MarkedScript(
      marked: "struct S {\n  static var x: Int { 1 }\n}\n⏵S.x = 2"
    ).expectError("cannot assign to property: 'x' is a get-only property", malformed: true)
  }
}
