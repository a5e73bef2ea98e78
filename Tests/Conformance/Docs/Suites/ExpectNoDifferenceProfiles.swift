import ComposableArchitecture
import Foundation
import Testing

struct Profile: Equatable {
  var name: String
  var email: String
  var tags: [String]
}

struct ProfileFormatter {
  @Dependency(\.locale) var locale

  func normalized(_ profile: Profile) -> Profile {
    Profile(
      name: profile.name.trimmingCharacters(in: .whitespaces).capitalized,
      email: profile.email.lowercased(),
      tags: profile.tags.map { $0.lowercased() }.sorted()
    )
  }
}

struct ExpectNoDifferenceProfiles {
  @Test
  func normalizesEverything() {
    let formatter = ProfileFormatter()
    let result = formatter.normalized(
      Profile(name: "  blob smith ", email: "Blob@Example.COM", tags: ["Swift", "Apple"])
    )
    expectNoDifference(
      result,
      Profile(name: "Blob Smith", email: "blob@example.com", tags: ["apple", "swift"])
    )
  }

  @Test
  func wrongTagOrder() {
    let formatter = ProfileFormatter()
    let result = formatter.normalized(
      Profile(name: "marge", email: "MARGE@example.com", tags: ["b", "a"])
    )
    expectNoDifference(
      result,
      Profile(name: "Marge", email: "marge@example.com", tags: ["b", "a"])
    )
  }

  @Test
  func sameValueDifferentWay() {
    let tags = ["x", "y"]
    expectNoDifference(tags.count, 2)
    #expect(tags.joined() == "xy")
  }
}
