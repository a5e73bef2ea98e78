import DepplayLanguage
import Testing

/// `@Dependency(\.preferredLocales)`, swift-dependencies' array of the user's preferred
/// locales, read and overridden through the runtime's own key: an override fixes the list,
/// in its order, as on the real library (the docs corpus' `PreferredLocalesModel`). It was
/// refused as a key depplay did not have.
@Suite struct PreferredLocalesTests {
  @Test func anOverrideFixesTheListInItsOrder() async {
    let result = await runScript(
      """
      import Dependencies
      import Foundation

      func firstSupported(_ available: [String]) -> String {
        @Dependency(\\.preferredLocales) var preferredLocales
        for locale in preferredLocales where available.contains(locale.identifier) {
          return locale.identifier
        }
        return "none"
      }

      withDependencies {
        $0.preferredLocales = [Locale(identifier: "fr-CA"), Locale(identifier: "de-DE")]
      } operation: {
        @Dependency(\\.preferredLocales) var preferredLocales
        print(preferredLocales.map(\\.identifier), preferredLocales.count)
        print(firstSupported(["de-DE", "fr-CA"]), firstSupported(["de-DE"]), firstSupported([]))
      }
      """, file: "locales.swift")
    #expect(result.errors == "")
    #expect(result.output == "[\"fr-CA\", \"de-DE\"] 2\nfr-CA de-DE none\n")
  }

  @Test func aValueThatIsNotAnArrayOfLocalesIsRefused() async {
    let result = await runScript(
      """
      import Dependencies
      withDependencies {
        $0.preferredLocales = ["fr-CA"]
      } operation: {
        @Dependency(\\.preferredLocales) var preferredLocales
        print(preferredLocales.count)
      }
      """, file: "locales.swift")
    #expect(
      result.errors.contains(
        "cannot assign a value of type Array to 'preferredLocales' (a [Locale])"),
      "\(result.errors)")
  }
}
