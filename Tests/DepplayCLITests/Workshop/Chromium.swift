import Foundation

/// Headless Chromium, when it is installed (CI installs it; see `.ci/run`).
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

  /// Runs the browser headless with `arguments` and returns its standard output.
  static func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path ?? "chromium")
    process.arguments =
      ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars"]
      + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// The DOM of `page` after its scripts ran (file pages may read their own directory, so a
  /// page can look into the frames it holds).
  static func dumpDOM(of page: URL) throws -> String {
    try run(["--allow-file-access-from-files", "--dump-dom", page.absoluteString])
  }

  /// Saves a PNG of `page` (a URL, with any fragment) at `width`×`height`.
  static func screenshot(of page: String, to file: URL, width: Int, height: Int) throws {
    _ = try run(["--window-size=\(width),\(height)", "--screenshot=\(file.path)", page])
  }
}
