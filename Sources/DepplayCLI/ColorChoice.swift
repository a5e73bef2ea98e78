/// Whether output is coloured: decided once, here.
package enum ColorChoice: String, Sendable, CaseIterable {
  /// Colour when standard output is a terminal and `NO_COLOR` is not set.
  case auto
  /// Always colour.
  case always
  /// Never colour.
  case never

  /// Whether to colour, given the environment and whether stdout is a terminal.
  package func resolve(environment: [String: String], outputIsTerminal: Bool) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto: outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
  }
}
