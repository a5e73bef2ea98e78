import Dependencies
import Foundation
import Observation

@Observable
final class SubtitlePicker {
  var chosen = "none"

  @ObservationIgnored
  @Dependency(\.preferredLocales) var preferredLocales

  func pick(from available: [String]) {
    for locale in preferredLocales {
      if available.contains(locale.identifier) {
        chosen = locale.identifier
        return
      }
    }
    chosen = available.first ?? "none"
  }
}

// Provision the model with overridden preferred locales.
let picker = withDependencies {
  $0.preferredLocales = [Locale(identifier: "pt-BR"), Locale(identifier: "es-ES")]
} operation: {
  SubtitlePicker()
}

print(picker.preferredLocales.map(\.identifier))
picker.pick(from: ["en-US", "es-ES", "pt-BR"])
print(picker.chosen)
picker.pick(from: ["en-US", "es-ES"])
print(picker.chosen)
picker.pick(from: ["de-DE"])
print(picker.chosen)
