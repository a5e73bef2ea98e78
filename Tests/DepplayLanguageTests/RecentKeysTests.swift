import Testing

@testable import DepplayInterpreter
@testable import DepplayLanguage

/// The keys an execution looked up lately name the same keys only while the session declares
/// no key (the stamp of its keys stays); a key declared again is read as its new declaration
/// at once.
@Suite struct RecentKeysTests {
  static let one = KeyReference.context
  static let other = KeyReference.builtin(.date)

  /// Which key `recent` finds for `name` under the stamp `stamp`, by its case.
  func found(_ recent: RecentKeys, _ name: String, stamp: Int) -> String? {
    switch recent.reference(named: name, stamp: stamp) {
    case .context?: "context"
    case .builtin?: "builtin"
    case .script?: "script"
    case nil: nil
    }
  }

  @Test func aNameLookedUpIsFoundWhileNoKeyIsDeclared() {
    var recent = RecentKeys()
    #expect(found(recent, "number", stamp: 3) == nil)
    recent.remember(Self.one, named: "number", stamp: 3)
    #expect(found(recent, "number", stamp: 3) == "context")
    #expect(found(recent, "other", stamp: 3) == nil)
  }

  @Test func aDeclarationForgetsEveryName() {
    var recent = RecentKeys()
    recent.remember(Self.one, named: "number", stamp: 3)
    #expect(found(recent, "number", stamp: 4) == nil)
    recent.remember(Self.other, named: "number", stamp: 4)
    #expect(found(recent, "number", stamp: 4) == "builtin")
    #expect(found(recent, "number", stamp: 3) == nil)
  }

  @Test func theOldestNameMakesRoomOnceFull() {
    var recent = RecentKeys()
    let names = (0...RecentKeys.capacity).map { "key\($0)" }
    for name in names { recent.remember(Self.one, named: name, stamp: 0) }
    #expect(recent.reference(named: names[0], stamp: 0) == nil)
    for name in names.dropFirst() { #expect(recent.reference(named: name, stamp: 0) != nil) }
  }

  @Test("Work carried over reads a key declared again in a later entry as declared again")
  func carriedWorkReadsTheNewDeclaration() {
    let session = Session()
    let first = session.execute(
      source: """
        dependency number { live: 1, test: 1 }
        let clock = TestClock()
        Task {
          print(number)
          try await clock.sleep(for: .seconds(1))
          print(number)
        }
        """, file: "a.dep")
    #expect(ResolvedEvaluationTests.outputs(first) == ["1"])
    let second = session.execute(
      source: """
        dependency number { live: 2, test: 2 }
        await clock.advance(by: .seconds(1))
        """, file: "b.dep")
    #expect(ResolvedEvaluationTests.outputs(second) == ["2"])
  }
}
