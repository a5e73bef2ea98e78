/// Where and how `depplay serve` serves the room: `--port`, `--listen`, `--max-sessions`.
package struct ServeOptions: Equatable, Sendable {
  /// The port (0: the system chooses one).
  package var port: UInt16 = 8080
  /// The address to listen on: the loopback unless the teacher opens the room to the
  /// network (`--listen 0.0.0.0`).
  package var listen = "127.0.0.1"
  /// Attendees' sessions at once.
  package var maximumSessions = 60

  /// The default options.
  package init() {}

  /// Sets the option `name` from `value`.
  mutating func set(_ name: String, to value: String) throws(UsageError) {
    switch name {
    case "--port":
      guard let port = UInt16(value) else {
        throw UsageError(message: "--port takes a port number (0 to 65535), not '\(value)'")
      }
      self.port = port
    case "--listen":
      listen = value
    default:
      guard let maximum = Int(value), (1...1000).contains(maximum) else {
        throw UsageError(message: "--max-sessions takes a number from 1 to 1000, not '\(value)'")
      }
      maximumSessions = maximum
    }
  }
}
