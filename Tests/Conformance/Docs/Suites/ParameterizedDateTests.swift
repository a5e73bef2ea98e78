import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

struct Greeting {
  @Dependency(\.date.now) var now
  @Dependency(\.calendar) var calendar

  func text(for name: String) -> String {
    let hour = Int(now.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) / 3600)
    switch hour {
    case 0..<12: return "Good morning, \(name)"
    case 12..<18: return "Good afternoon, \(name)"
    default: return "Good evening, \(name)"
    }
  }
}

@Suite(.dependency(\.date.now, Date(timeIntervalSince1970: 9 * 3600)))
struct ParameterizedDateTests {
  @Test(arguments: ["Ana", "Bo", "Cy"])
  func morningGreets(name: String) {
    #expect(Greeting().text(for: name) == "Good morning, \(name)")
  }

  @Test(arguments: [(13, "afternoon"), (20, "evening"), (23, "morning")])
  func byHour(hour: Int, word: String) {
    withDependencies {
      $0.date.now = Date(timeIntervalSince1970: Double(hour) * 3600)
    } operation: {
      #expect(Greeting().text(for: "X") == "Good \(word), X")
    }
  }

  @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 15 * 3600)))
  func traitOverridesSuite() {
    #expect(Greeting().text(for: "Di").hasPrefix("Good afternoon"))
  }
}
