import Foundation

/// Headless Chromium, when it is installed (CI installs it; see `.ci/run`). The tests drive
/// it through its DevTools protocol: ``DevTools``.
enum Chromium {
  /// The browser's path, found on `PATH` as `chromium` or `chromium-browser`.
  static let path: String? = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
      .split(separator: ":")
    for name in ["chromium", "chromium-browser"] {
      for directory in directories {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()
}
