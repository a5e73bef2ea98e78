import Foundation

/// A property of a `URL` that the language reads, as Foundation's: the catalogue a member's
/// name is resolved to once, and then switched over.
package enum URLProperty: String {
  /// `url.absoluteString`: the whole URL's text.
  case absoluteString
  /// `url.host`: the host, an Optional (`nil` for a URL without one).
  case host
  /// `url.path`: the path, `""` for none.
  case path
  /// `url.lastPathComponent`: the path's last component.
  case lastPathComponent
  /// `url.pathExtension`: the last component's extension, `""` for none.
  case pathExtension

  /// The property's value for `url`, as a script's value.
  package func value(of url: URL) -> ScriptValue {
    switch self {
    case .absoluteString: .string(url.absoluteString)
    case .host: url.host.map(ScriptValue.string) ?? .none
    case .path: .string(url.path)
    case .lastPathComponent: .string(url.lastPathComponent)
    case .pathExtension: .string(url.pathExtension)
    }
  }
}
