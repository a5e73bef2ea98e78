import Foundation

/// A numeric IPv4 or IPv6 address and a port to listen on, as the C library takes it.
package struct ListenAddress: Sendable, CustomStringConvertible {
  private enum Family: Sendable {
    case v4(in_addr)
    case v6(in6_addr)
  }

  private let family: Family
  /// The port (0: the system chooses one).
  package let port: UInt16
  /// The address as given.
  package let host: String

  /// `host` (`127.0.0.1`, `0.0.0.0`, `::1`, `::`) and `port`; nil when `host` is not a
  /// numeric address.
  package init?(host: String, port: UInt16) {
    var v4 = in_addr()
    var v6 = in6_addr()
    if inet_pton(AF_INET, host, &v4) == 1 {
      family = .v4(v4)
    } else if inet_pton(AF_INET6, host, &v6) == 1 {
      family = .v6(v6)
    } else {
      return nil
    }
    self.host = host
    self.port = port
  }

  /// Whether it is an IPv6 address.
  package var isIPv6: Bool {
    if case .v6 = family { return true }
    return false
  }

  /// `host:port`, brackets around an IPv6 host, as a URL writes it.
  package var description: String { isIPv6 ? "[\(host)]:\(port)" : "\(host):\(port)" }

  /// Calls `body` with the address as a `sockaddr` with `port` in place of the one given.
  func withSocketAddress<R>(port: UInt16, _ body: (UnsafePointer<sockaddr>) -> R) -> R {
    switch family {
    case .v4(let address):
      var socket = sockaddr_in()
      socket.sin_family = sa_family_t(AF_INET)
      socket.sin_port = port.bigEndian
      socket.sin_addr = address
      return withUnsafePointer(to: &socket) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
      }
    case .v6(let address):
      var socket = sockaddr_in6()
      socket.sin6_family = sa_family_t(AF_INET6)
      socket.sin6_port = port.bigEndian
      socket.sin6_addr = address
      return withUnsafePointer(to: &socket) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
      }
    }
  }
}
