import Dependencies

enum Zone: Int {
  case domestic = 1
  case neighbour = 2
  case overseas = 3
}

struct Parcel {
  var grams: Int
  var zone: Zone
  var express = false

  var kilograms: Double { Double(grams) / 1000 }
}

struct ShippingRules {
  static func price(for parcel: Parcel) -> Int {
    switch (parcel.zone, parcel.grams) {
    case (.domestic, let g) where g <= 500:
      return 4
    case (.domestic, _):
      return 7
    case (.neighbour, let g) where g > 2_000:
      return 15
    case (.neighbour, _):
      return 10
    case (.overseas, _):
      return 20 + parcel.zone.rawValue * Int(parcel.kilograms.rounded(.up))
    }
  }

  static func label(for parcel: Parcel) -> String {
    let base = price(for: parcel)
    let total = parcel.express ? base * 2 : base
    return "\(parcel.zone) \(parcel.grams)g -> €\(total)"
  }
}

struct ShippingClient {
  var quote: (Parcel) -> String
}

extension ShippingClient: DependencyKey {
  static let liveValue = ShippingClient(quote: ShippingRules.label(for:))
  static let previewValue = ShippingClient(quote: { _ in "€0 (preview)" })
}

extension DependencyValues {
  var shipping: ShippingClient {
    get { self[ShippingClient.self] }
    set { self[ShippingClient.self] = newValue }
  }
}

let parcels = [
  Parcel(grams: 300, zone: .domestic),
  Parcel(grams: 900, zone: .domestic, express: true),
  Parcel(grams: 2_500, zone: .neighbour),
  Parcel(grams: 1_200, zone: .overseas),
]

func printQuotes() {
  @Dependency(\.shipping) var shipping
  for parcel in parcels {
    print(shipping.quote(parcel))
  }
}

printQuotes()
print(Zone(rawValue: 2).map { "zone \($0)" } ?? "none")

withDependencies {
  $0.context = .preview
} operation: {
  @Dependency(\.shipping) var previewShipping
  print(previewShipping.quote(parcels[0]))
}
