import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small driver for headless Chromium over its DevTools protocol, written for these tests:
/// the browser is started with `--remote-debugging-pipe` (it reads commands on descriptor 3
/// and writes replies and events on descriptor 4, each message JSON ended by a NUL byte), one
/// page is opened and every command goes to it. It can size the viewport, emulate a colour
/// scheme or print media, press real keys and click (trusted input: a focused button and
/// Space behave as a user's would), evaluate JavaScript and take screenshots.
///
/// It is `@unchecked Sendable` so that one browser can serve a serialized suite's tests (see
/// ``ProjectorPageTests/browser()``): it must only ever be driven by one test at a time.
final class DevTools: @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private var process: pid_t = 0
  private let commands: Int32
  private let replies: Int32
  private var received = Data()
  private var nextID = 0
  private var session = ""
  /// Events that arrived while a reply was awaited, by method.
  private var events: [String] = []

  /// Starts the browser at `chromium` and opens a blank page.
  init(chromium: String) throws {
    var toBrowser: [Int32] = [0, 0]
    var fromBrowser: [Int32] = [0, 0]
    guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
      throw Failure(description: "pipe: \(errno)")
    }
    // Only the browser gets these: no other child of the test process inherits them.
    for end in toBrowser + fromBrowser { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // Out of the way of descriptors 3 and 4 before they are set up in the child.
    let browserReads = fcntl(toBrowser[0], F_DUPFD_CLOEXEC, 10)
    let browserWrites = fcntl(fromBrowser[1], F_DUPFD_CLOEXEC, 10)
    close(toBrowser[0])
    close(fromBrowser[1])
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, browserReads, 3)
    posix_spawn_file_actions_adddup2(&actions, browserWrites, 4)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // Nothing else: a pipe another test is reading to its end (a tmux client's output) would
    // stay open for as long as the browser runs, and that test would wait for it. (glibc's
    // `posix_spawn_file_actions_addclosefrom_np`, which Swift's Glibc module does not declare.)
    typealias CloseFrom =
      @convention(c) (
        UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32
      ) -> Int32
    guard let closeFrom = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
      throw Failure(description: "this C library cannot close a child's descriptors")
    }
    _ = unsafeBitCast(closeFrom, to: CloseFrom.self)(&actions, 5)
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("depplay-chromium-\(UUID().uuidString)").path
    self.profile = profile
    let arguments = [
      chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--hide-scrollbars", "--remote-debugging-pipe", "--allow-file-access-from-files",
      "--user-data-dir=\(profile)", "--disable-extensions", "--mute-audio",
      "--font-render-hinting=none", "about:blank",
    ]
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let status = posix_spawn(&process, chromium, &actions, nil, argv, environ)
    close(browserReads)
    close(browserWrites)
    commands = toBrowser[1]
    replies = fromBrowser[0]
    guard status == 0 else { throw Failure(description: "cannot start \(chromium): \(status)") }
    let target = try send("Target.createTarget", ["url": "about:blank"], toPage: false)
    let attached = try send(
      "Target.attachToTarget", ["targetId": target["targetId"] ?? "", "flatten": true],
      toPage: false)
    session = attached["sessionId"] as? String ?? ""
    _ = try send("Page.enable")
  }

  private var profile = ""
  private var closed = false

  deinit { quit() }

  /// Closes the browser, waits for it to end and removes its profile; once.
  func quit() {
    guard !closed else { return }
    closed = true
    _ = try? send("Browser.close", toPage: false)
    close(commands)
    close(replies)
    kill(process, SIGTERM)
    var status: Int32 = 0
    waitpid(process, &status, 0)
    try? FileManager.default.removeItem(atPath: profile)
  }

  /// Sends `method` with `parameters` (to the page, or the browser) and returns its result.
  @discardableResult
  func send(_ method: String, _ parameters: [String: Any] = [:], toPage: Bool = true) throws
    -> [String: Any]
  {
    nextID += 1
    var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
    if toPage { message["sessionId"] = session }
    var data = try JSONSerialization.data(withJSONObject: message)
    data.append(0)
    var unsent = data[...]
    while !unsent.isEmpty {
      let written = unsent.withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
      guard written > 0 else { throw Failure(description: "the browser closed its pipe") }
      unsent = unsent.dropFirst(written)
    }
    while true {
      let reply = try readMessage()
      if let id = reply["id"] as? Int, id == nextID {
        if let error = reply["error"] as? [String: Any] {
          throw Failure(description: "\(method): \(error["message"] ?? error)")
        }
        return reply["result"] as? [String: Any] ?? [:]
      }
      if let event = reply["method"] as? String { events.append(event) }
    }
  }

  private func readMessage() throws -> [String: Any] {
    while true {
      if let end = received.firstIndex(of: 0) {
        let message = received[received.startIndex..<end]
        received = Data(received[(end + 1)...])
        return try JSONSerialization.jsonObject(with: message) as? [String: Any] ?? [:]
      }
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      let count = read(replies, &buffer, buffer.count)
      guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
      received.append(contentsOf: buffer[0..<count])
    }
  }

  /// Waits until `event` arrives (or has arrived since the last wait).
  private func wait(for event: String) throws {
    while !events.contains(event) {
      let message = try readMessage()
      if let method = message["method"] as? String { events.append(method) }
    }
    events.removeAll()
  }

  /// Loads `url` afresh (even when only its fragment differs from the page shown) and waits
  /// for its `load` event.
  func open(_ url: String) throws {
    events.removeAll()
    try send("Page.navigate", ["url": "about:blank"])
    try wait(for: "Page.loadEventFired")
    try send("Page.navigate", ["url": url])
    try wait(for: "Page.loadEventFired")
  }

  /// Sizes the viewport to `width`×`height` CSS pixels.
  func resize(width: Int, height: Int) throws {
    try send(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
  }

  /// Emulates `prefers-color-scheme` (`light` or `dark`) and the media type (`print` or
  /// the screen's, "").
  func emulate(colorScheme: String, media: String = "") throws {
    try send(
      "Emulation.setEmulatedMedia",
      ["media": media, "features": [["name": "prefers-color-scheme", "value": colorScheme]]])
  }

  /// The value of the JavaScript `expression` (awaited when it is a promise), as JSON decodes
  /// it.
  @discardableResult func evaluate(_ expression: String) throws -> Any? {
    let result = try send(
      "Runtime.evaluate",
      ["expression": expression, "returnByValue": true, "awaitPromise": true])
    if let exception = result["exceptionDetails"] as? [String: Any] {
      let detail = (exception["exception"] as? [String: Any])?["description"] ?? exception
      throw Failure(description: "\(detail)")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// `expression`'s value decoded as `T` (it must be JSON-encodable in the page).
  func evaluate<T: Decodable>(_ expression: String, as type: T.Type) throws -> T {
    let json = try evaluate("JSON.stringify(\(expression))") as? String ?? "null"
    return try JSONDecoder().decode(T.self, from: Data(json.utf8))
  }

  /// A key a keyboard (or a presenter's clicker) sends.
  struct Key {
    let key: String
    let code: String
    let keyCode: Int
    var text: String? = nil

    static let space = Key(key: " ", code: "Space", keyCode: 32, text: " ")
    static let pageDown = Key(key: "PageDown", code: "PageDown", keyCode: 34)
    static let pageUp = Key(key: "PageUp", code: "PageUp", keyCode: 33)
    static let right = Key(key: "ArrowRight", code: "ArrowRight", keyCode: 39)
    static let left = Key(key: "ArrowLeft", code: "ArrowLeft", keyCode: 37)
    static let down = Key(key: "ArrowDown", code: "ArrowDown", keyCode: 40)
    static let home = Key(key: "Home", code: "Home", keyCode: 36)
    static let end = Key(key: "End", code: "End", keyCode: 35)
    static let backspace = Key(key: "Backspace", code: "Backspace", keyCode: 8)
    static let period = Key(key: ".", code: "Period", keyCode: 190, text: ".")
    static let plus = Key(key: "+", code: "Equal", keyCode: 187, text: "+")
    static let zero = Key(key: "0", code: "Digit0", keyCode: 48, text: "0")

    /// A letter key, unshifted.
    static func letter(_ letter: Character) -> Key {
      let upper = String(letter).uppercased()
      return Key(
        key: String(letter), code: "Key" + upper,
        keyCode: Int(upper.unicodeScalars.first?.value ?? 0), text: String(letter))
    }
  }

  /// Presses and releases `key`, as the keyboard would.
  func press(_ key: Key) throws {
    var down: [String: Any] = [
      "type": key.text == nil ? "rawKeyDown" : "keyDown", "key": key.key, "code": key.code,
      "windowsVirtualKeyCode": key.keyCode,
    ]
    if let text = key.text { down["text"] = text }
    try send("Input.dispatchKeyEvent", down)
    try send(
      "Input.dispatchKeyEvent",
      ["type": "keyUp", "key": key.key, "code": key.code, "windowsVirtualKeyCode": key.keyCode])
  }

  /// Clicks the middle of the element `selector` finds, with the mouse.
  func click(_ selector: String) throws {
    let box = try evaluate(
      """
      (function () { var box = document.querySelector(\(Self.quoted(selector))).getBoundingClientRect();
        return [box.left + box.width / 2, box.top + box.height / 2]; })()
      """, as: [Double].self)
    for type in ["mouseMoved", "mousePressed", "mouseReleased"] {
      try send(
        "Input.dispatchMouseEvent",
        ["type": type, "x": box[0], "y": box[1], "button": "left", "clickCount": 1])
    }
  }

  /// A PNG of the viewport.
  func screenshot() throws -> Data {
    let result = try send("Page.captureScreenshot", ["format": "png"])
    return Data(base64Encoded: result["data"] as? String ?? "") ?? Data()
  }

  /// `text` as a JavaScript string literal.
  static func quoted(_ text: String) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
    return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
  }
}
