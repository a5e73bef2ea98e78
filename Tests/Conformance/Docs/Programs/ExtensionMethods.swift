struct Temperature {
  var celsius: Double
}

extension Temperature {
  var fahrenheit: Double {
    celsius * 9 / 5 + 32
  }

  func warmer(by degrees: Double) -> Temperature {
    Temperature(celsius: celsius + degrees)
  }

  static let freezing = Temperature(celsius: 0)
}

extension Temperature: CustomStringConvertible {
  var description: String { "\(celsius)°C" }
}

let today = Temperature.freezing.warmer(by: 21.5)
print(today)
print(today.fahrenheit)
print(Temperature.freezing)
