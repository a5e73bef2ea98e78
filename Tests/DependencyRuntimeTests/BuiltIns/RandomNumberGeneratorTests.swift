import DependencyRuntime
import Testing

extension BuiltIns {
  @Suite struct RandomNumberGeneratorTests {
    @Test func lcrngIsDeterministic() {
      var generator = LCRNG(seed: 0)
      #expect(generator.next() == 1_442_695_040_888_963_407)
      var first = LCRNG(seed: 42)
      var second = LCRNG(seed: 42)
      #expect((0..<5).map { _ in first.next() } == (0..<5).map { _ in second.next() })
    }

    @Test func overrideWithASeededGeneratorRepeatsItsRolls() {
      func rollFiveDice() -> ([Int], [ReportedIssue]) {
        collectingIssues {
          withDependencies {
            $0.withRandomNumberGenerator = WithRandomNumberGenerator(LCRNG(seed: 7))
          } operation: {
            @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
            return (0..<5).map { _ in
              withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
            }
          }
        }
      }
      let (first, issues) = rollFiveDice()
      let (second, _) = rollFiveDice()
      #expect(first == second)
      #expect(first.allSatisfy { (1...6).contains($0) })
      #expect(issues.isEmpty)
    }

    @Test func liveValueLendsTheSystemGeneratorWithoutIssues() {
      let (numbers, issues) = collectingIssues {
        withDependencies {
          $0.context = .live
        } operation: {
          @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
          return withRandomNumberGenerator { generator in
            (0..<4).map { _ in generator.next() }
          }
        }
      }
      #expect(Set(numbers).count == 4)
      #expect(issues.isEmpty)
    }

    @Test(
      "In a test, the first read of withRandomNumberGenerator in a cache reports no test implementation, once"
    )
    func testValueReportsOnceWhenComputedThenLendsTheSystemGenerator() {
      let (rolls, issues) = collectingIssues {
        @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
        return (0..<2).map { _ in
          withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
        }
      }
      #expect(rolls.allSatisfy { (1...6).contains($0) })
      #expect(issues.kindsAndKeys == ["noTestImplementation:withRandomNumberGenerator"])
    }

    @Test func errorsThrownByTheWorkPropagate() {
      struct Boom: Error {}
      let random = WithRandomNumberGenerator(LCRNG())
      #expect(throws: Boom.self) {
        try random { _ throws(Boom) in throw Boom() }
      }
    }
  }
}
