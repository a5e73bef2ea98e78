enum OrderStatus: Equatable {
  case placed
  case paid(amount: Int)
  case shipped(carrier: String, tracking: String)
  case delivered
  case cancelled(reason: String)

  var isFinal: Bool {
    switch self {
    case .delivered, .cancelled:
      return true
    case .placed, .paid, .shipped:
      return false
    }
  }

  mutating func advance() {
    switch self {
    case .placed:
      self = .paid(amount: 4200)
    case .paid:
      self = .shipped(carrier: "UPS", tracking: "1Z999")
    case .shipped:
      self = .delivered
    case .delivered, .cancelled:
      break
    }
  }
}

var status = OrderStatus.placed
while !status.isFinal {
  status.advance()
  switch status {
  case .paid(let amount) where amount > 1000:
    print("paid a large order: \(amount)")
  case .paid(let amount):
    print("paid \(amount)")
  case let .shipped(carrier, tracking):
    print("shipped with \(carrier) (\(tracking))")
  default:
    print(status)
  }
}

var other = OrderStatus.cancelled(reason: "out of stock")
other.advance()
if case .cancelled(let reason) = other {
  print("still cancelled: \(reason)")
}
print(other == .cancelled(reason: "out of stock"))
