import Dependencies
import DependenciesMacros
import Testing

@DependencyClient
struct FeatureFlags {
  var isOn: @Sendable (_ name: String) -> Bool = { _ in false }
  var variant: @Sendable (_ experiment: String) async throws -> String
}

extension FeatureFlags: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var featureFlags: FeatureFlags {
    get { self[FeatureFlags.self] }
    set { self[FeatureFlags.self] = newValue }
  }
}

struct CheckoutScreen {
  @Dependency(\.featureFlags) var flags

  func title() async -> String {
    let variant = (try? await flags.variant(experiment: "checkout-title")) ?? "control"
    return variant == "short" ? "Pay" : "Complete your purchase"
  }

  func showsGiftOption() -> Bool {
    flags.isOn(name: "gift-wrap")
  }
}

@Suite struct UnimplementedDefaultsTests {
  @Test func overriddenVariantChangesTitle() async {
    await withDependencies {
      $0.featureFlags.variant = { _ in "short" }
    } operation: {
      #expect(await CheckoutScreen().title() == "Pay")
    }
  }

  @Test func overriddenFlagTurnsOnGiftOption() {
    withDependencies {
      $0.featureFlags.isOn = { name in name == "gift-wrap" }
    } operation: {
      #expect(CheckoutScreen().showsGiftOption())
    }
  }

  @Test func unimplementedFlagFallsBackToDefault() {
    let screen = CheckoutScreen()
    #expect(screen.showsGiftOption() == false)
  }

  @Test func unimplementedVariantIsAKnownIssue() async {
    await withKnownIssue {
      #expect(await CheckoutScreen().title() == "Complete your purchase")
    }
  }
}
