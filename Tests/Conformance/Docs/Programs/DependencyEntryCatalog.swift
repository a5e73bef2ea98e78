import Dependencies
import DependenciesMacros

protocol CatalogService: Sendable {
  func productName(for sku: Int) async -> String
}

struct LiveCatalogService: CatalogService {
  func productName(for sku: Int) async -> String {
    "Live product #\(sku)"
  }
}

struct MockCatalogService: CatalogService {
  func productName(for sku: Int) async -> String {
    "Mock product #\(sku)"
  }
}

extension DependencyValues {
  @DependencyEntry(liveValue: LiveCatalogService())
  var catalog: any CatalogService = MockCatalogService()
}

struct Storefront {
  @Dependency(\.catalog) var catalog

  func headline(for sku: Int) async -> String {
    let name = await catalog.productName(for: sku)
    return "Today: \(name)"
  }
}

print(await Storefront().headline(for: 7))
await withDependencies {
  $0.catalog = MockCatalogService()
} operation: {
  print(await Storefront().headline(for: 8))
}
print(type(of: Storefront().catalog))
