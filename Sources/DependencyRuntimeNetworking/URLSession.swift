// The `urlSession` dependency, in a module of its own: on Linux, `URLSession` lives in
// FoundationNetworking, which loads libcurl and some thirty libraries with it. A program that
// imports only `DependencyRuntime` (depplay itself) does not load them at startup.
import DependencyRuntime
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension DependencyValues {
  /// The URL session features load data with.
  ///
  /// Live, it is `URLSession.shared`. The test value is a session whose every request
  /// reports an issue (kind `unimplementedBuiltIn`, key `urlSession`) and fails, so a test
  /// cannot reach the network by accident.
  ///
  /// Unlike swift-dependencies, where `import Dependencies` brings it, it needs
  /// `import DependencyRuntimeNetworking` (part of the `DependencyRuntime` product).
  ///
  /// ```swift
  /// import DependencyRuntimeNetworking
  ///
  /// @Dependency(\.urlSession) var urlSession
  /// let (data, _) = try await urlSession.data(from: url)
  /// ```
  public var urlSession: URLSession {
    get { self[URLSessionKey.self].value }
    set { self[URLSessionKey.self] = UncheckedSendable(newValue) }
  }
}

// NB: `UncheckedSendable`: `URLSession` is thread-safe, but not marked `Sendable` on every
// platform.
private enum URLSessionKey: DependencyKey {
  static let liveValue = UncheckedSendable(URLSession.shared)
  static var testValue: UncheckedSendable<URLSession> {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [UnimplementedURLProtocol.self]
    return UncheckedSendable(URLSession(configuration: configuration))
  }
}

/// Answers every request of the test session with an issue and a failure.
private final class UnimplementedURLProtocol: URLProtocol {
  struct Unimplemented: Error {}

  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    UnimplementedBuiltIn.report(
      "urlSession", use: "loaded \(request.url?.absoluteString ?? "a request")",
      fix: "$0.urlSession = URLSession(configuration: …)")
    client?.urlProtocol(self, didFailWithError: Unimplemented())
  }

  override func stopLoading() {}
}
