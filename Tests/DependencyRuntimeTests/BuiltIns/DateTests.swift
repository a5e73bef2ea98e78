import DependencyRuntime
import Foundation
import Testing

extension BuiltIns {
  @Suite struct DateTests {
    @Test func liveValueIsTheSystemDateWithoutIssues() {
      let (now, issues) = collectingIssues {
        withDependencies {
          $0.context = .live
        } operation: {
          @Dependency(\.date) var date
          return date()
        }
      }
      #expect(abs(now.timeIntervalSinceNow) < 5)
      #expect(issues.isEmpty)
    }

    @Test("In a test, the first read of date in a cache reports no test implementation, once")
    func testValueReportsOnceWhenComputedThenIsSilent() {
      let (dates, issues) = collectingIssues {
        @Dependency(\.date) var date
        @Dependency(\.date) var again
        return [date(), date.now, again()]
      }
      #expect(dates.allSatisfy { abs($0.timeIntervalSinceNow) < 5 })
      #expect(issues.kindsAndKeys == ["noTestImplementation:date"])
      #expect(issues.first?.message.contains(#"@Dependency(\.date)"#) == true)
      let (_, inAFreshCache) = collectingIssues {
        @Dependency(\.date) var date
        return date()
      }
      #expect(inAFreshCache.kindsAndKeys == ["noTestImplementation:date"])
    }

    @Test func settingNowMakesAConstantGeneratorSilently() {
      let fixed = Date(timeIntervalSince1970: 1_234_567_890)
      let (dates, issues) = collectingIssues {
        withDependencies {
          $0.date.now = fixed
        } operation: {
          @Dependency(\.date.now) var now
          @Dependency(\.date) var date
          return [now, date(), now]
        }
      }
      #expect(dates == [fixed, fixed, fixed])
      #expect(issues.isEmpty)
    }

    @Test func constantAndCustomGenerators() {
      let epoch = Date(timeIntervalSince1970: 0)
      #expect(DateGenerator.constant(epoch)() == epoch)
      let seconds = LockIsolated(0.0)
      let ticking = DateGenerator {
        seconds.withValue {
          $0 += 1
          return Date(timeIntervalSince1970: $0)
        }
      }
      #expect([ticking(), ticking.now].map(\.timeIntervalSince1970) == [1, 2])
    }
  }
}
