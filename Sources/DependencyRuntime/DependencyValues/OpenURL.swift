import Foundation

extension DependencyValues {
  /// Opens a URL in the system's handler for it (a browser, a mail client).
  ///
  /// Live, it asks the desktop to open the URL (`open` on macOS, `xdg-open` elsewhere) and
  /// answers whether that succeeded. The test value reports an issue (kind
  /// ``ReportedIssue/Kind/unimplementedBuiltIn``, key `openURL`) and answers `false`.
  ///
  /// ```swift
  /// @Dependency(\.openURL) var openURL
  /// await openURL(URL(string: "https://www.pointfree.co")!)
  /// ```
  public var openURL: OpenURLEffect {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

/// Opens URLs: the `openURL` dependency's value.
public struct OpenURLEffect: Sendable {
  private let handler: @Sendable (URL) async -> Bool

  /// Creates an effect that opens each URL with `handler`, which answers whether it could.
  ///
  /// ```swift
  /// let opened = LockIsolated<[URL]>([])
  /// $0.openURL = OpenURLEffect { url in opened.withValue { $0.append(url) }; return true }
  /// ```
  public init(handler: @escaping @Sendable (URL) async -> Bool) {
    self.handler = handler
  }

  /// Opens `url`, and answers whether it could be opened.
  @discardableResult
  public func callAsFunction(_ url: URL) async -> Bool {
    await handler(url)
  }
}

private enum OpenURLKey: DependencyKey {
  static let liveValue = OpenURLEffect { url in
    await Task.detached { DesktopOpener.open(url) }.value
  }
  static let testValue = OpenURLEffect { url in
    UnimplementedBuiltIn.report(
      "openURL", use: "was called with \(url.absoluteString)",
      fix: "$0.openURL = OpenURLEffect { _ in true }")
    return false
  }
}

/// Hands a URL to the desktop's opener and waits for it to accept or refuse.
private enum DesktopOpener {
  #if os(macOS)
    static let command = "/usr/bin/open"
  #else
    static let command = "/usr/bin/xdg-open"
  #endif

  static func open(_ url: URL) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command)
    process.arguments = [url.absoluteString]
    do {
      try process.run()
    } catch {
      return false
    }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
