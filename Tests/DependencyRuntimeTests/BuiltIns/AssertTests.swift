import DependencyRuntime
import Testing

extension BuiltIns {
  @Suite struct AssertTests {
    @Test func testValuesReportFailedChecksInsteadOfTrapping() {
      let (lines, issues) = collectingIssues {
        @Dependency(\.assert) var assert
        @Dependency(\.precondition) var precondition
        @Dependency(\.assertionFailure) var assertionFailure
        assert(true, "never reported")
        precondition(true)
        let assertLine = #line + 1
        assert(false, "Amount must be positive")
        let preconditionLine = #line + 1
        precondition(1 > 2)
        assertionFailure("Unreachable")
        return [assertLine, preconditionLine]
      }
      #expect(
        issues.kindsAndKeys == [
          "failedAssertion:assert", "failedAssertion:precondition", "failedAssertion:assert",
        ])
      #expect(
        issues.map(\.message) == [
          #"@Dependency(\.assert) failed: Amount must be positive"#,
          #"@Dependency(\.precondition) failed."#,
          #"@Dependency(\.assert) failed: Unreachable"#,
        ])
      #expect(issues.prefix(2).map(\.line) == lines.map(UInt.init))
      #expect(issues.first?.fileID.description == #fileID)
    }

    @Test func liveValuesPassWhenTheConditionHolds() {
      let (_, issues) = collectingIssues {
        withDependencies {
          $0.context = .live
        } operation: {
          @Dependency(\.assert) var assert
          @Dependency(\.precondition) var precondition
          assert(true, "fine")
          precondition(true)
        }
      }
      #expect(issues.isEmpty)
    }

    @Test func liveAssertionTrapsLikeSwiftAssert() async {
      await #expect(processExitsWith: .failure) {
        withDependencies {
          $0.context = .live
        } operation: {
          @Dependency(\.assert) var assert
          assert(false, "trap")
        }
      }
    }

    @Test func livePreconditionTrapsLikeSwiftPrecondition() async {
      await #expect(processExitsWith: .failure) {
        withDependencies {
          $0.context = .live
        } operation: {
          @Dependency(\.precondition) var precondition
          precondition(false, "trap")
        }
      }
    }

    @Test func anyAssertionEffectSeesConditionAndMessage() {
      let failures = LockIsolated<[String]>([])
      let assert = AnyAssertionEffect { condition, message, _, _ in
        guard !condition() else { return }
        let text = message()
        failures.withValue { $0.append(text) }
      }
      assert(true, "kept quiet")
      assert(false, "recorded")
      #expect(failures.value == ["recorded"])
    }
  }
}
