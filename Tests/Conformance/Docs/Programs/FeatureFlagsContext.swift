import Dependencies

struct FeatureFlags: Sendable {
  var isNewCheckoutEnabled: @Sendable () -> Bool
  var rolloutPercentage: @Sendable () -> Int
}

extension FeatureFlags: DependencyKey {
  static let liveValue = FeatureFlags(
    isNewCheckoutEnabled: { false },
    rolloutPercentage: { 10 }
  )
  static let previewValue = FeatureFlags(
    isNewCheckoutEnabled: { true },
    rolloutPercentage: { 100 }
  )
  static let testValue = FeatureFlags(
    isNewCheckoutEnabled: { true },
    rolloutPercentage: { 50 }
  )
}

extension DependencyValues {
  var featureFlags: FeatureFlags {
    get { self[FeatureFlags.self] }
    set { self[FeatureFlags.self] = newValue }
  }
}

func describeCheckout() -> String {
  @Dependency(\.featureFlags) var flags
  let name = flags.isNewCheckoutEnabled() ? "new checkout" : "classic checkout"
  return "\(name) at \(flags.rolloutPercentage())%"
}

print(describeCheckout())
for context in [DependencyContext.preview, .test] {
  withDependencies {
    $0.context = context
  } operation: {
    print(context, describeCheckout())
  }
}
