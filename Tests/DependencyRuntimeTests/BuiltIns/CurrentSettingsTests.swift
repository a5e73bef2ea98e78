import DependencyRuntime
import Foundation
import Testing

/// `calendar`, `locale` and `timeZone`: live autoupdating current; in tests one issue per
/// cache lifetime, then live.
extension BuiltIns {
  @Suite struct CurrentSettingsTests {
    enum Setting: String, CaseIterable, Sendable {
      case calendar, locale, timeZone

      /// Reads the dependency and says whether it equals the system's autoupdating value.
      func readMatchesSystem() -> Bool {
        switch self {
        case .calendar:
          @Dependency(\.calendar) var calendar
          return calendar == .autoupdatingCurrent
        case .locale:
          @Dependency(\.locale) var locale
          return locale == .autoupdatingCurrent
        case .timeZone:
          @Dependency(\.timeZone) var timeZone
          return timeZone == .autoupdatingCurrent
        }
      }
    }

    @Test(arguments: Setting.allCases)
    func liveValueIsAutoupdatingCurrent(_ setting: Setting) {
      let (matches, issues) = collectingIssues {
        withDependencies {
          $0.context = .live
        } operation: {
          setting.readMatchesSystem()
        }
      }
      #expect(matches)
      #expect(issues.isEmpty)
    }

    @Test(arguments: Setting.allCases)
    func testValueReportsOncePerCacheThenIsLive(_ setting: Setting) {
      let (matches, issues) = collectingIssues {
        [setting.readMatchesSystem(), setting.readMatchesSystem()]
      }
      #expect(matches == [true, true])
      #expect(issues.kindsAndKeys == ["unimplementedBuiltIn:\(setting.rawValue)"])
    }

    @Test func issuePointsAtTheDependencyDeclaration() {
      let (declarationLine, issues) = collectingIssues {
        let line = #line + 1
        @Dependency(\.calendar) var calendar
        _ = calendar
        return UInt(line)
      }
      #expect(issues.first?.line == declarationLine)
      #expect(issues.first?.fileID.description == #fileID)
    }

    @Test func overridesAreSilent() {
      let (values, issues) = collectingIssues {
        withDependencies {
          $0.calendar = Calendar(identifier: .gregorian)
          $0.locale = Locale(identifier: "en_US_POSIX")
          $0.timeZone = TimeZone(identifier: "Europe/Paris")!
        } operation: {
          @Dependency(\.calendar) var calendar
          @Dependency(\.locale) var locale
          @Dependency(\.timeZone) var timeZone
          return (calendar.identifier, locale.identifier, timeZone.identifier)
        }
      }
      #expect(values == (.gregorian, "en_US_POSIX", "Europe/Paris"))
      #expect(issues.isEmpty)
    }

    @Test func readWhileSettingIsSilentForTheCacheLifetime() {
      let (firstWeekday, issues) = collectingIssues {
        withDependencies {
          $0.calendar.firstWeekday = 2
        } operation: {
          @Dependency(\.calendar) var calendar
          return calendar.firstWeekday
        }
        @Dependency(\.calendar) var calendar
        return calendar.firstWeekday
      }
      #expect(firstWeekday == Calendar.autoupdatingCurrent.firstWeekday)
      #expect(issues.isEmpty)
    }
  }
}
