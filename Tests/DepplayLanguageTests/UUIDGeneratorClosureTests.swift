import Testing

@testable import DepplayLanguage

/// `UUIDGenerator { … }`, a generator made from a closure as swift-dependencies' initializer
/// makes one: the closure runs for each UUID asked of it (`Golden/uuid-generator-closure.dep`).
@Suite struct UUIDGeneratorClosureTests {
  @Test func theClosureRunsForEachUUID() async {
    let (output, errors, succeeded) = await runScript(
      """
      let calls = LockIsolated(0)
      let generator = UUIDGenerator {
        calls.withValue { $0 += 1 }
        return UUID(7)
      }
      print(calls.value)
      print(generator().uuidString, generator() == generator(), calls.value)
      """, file: "generator.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "0\n00000000-0000-0000-0000-000000000007 true 3\n")
  }

  @Test func aClosureGivingAnotherTypeIsSwiftsErrorWhereTheGeneratorIsCalled() async {
    let (_, errors, succeeded) = await runScript(
      """
      let generator = UUIDGenerator { "not a UUID" }
      print(generator())
      """, file: "generator.dep")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "generator.dep:1:31: error: cannot convert value of type 'String' to closure result type 'UUID'"
      ), "\(errors)")
  }
}
