import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal taken over for presenter mode: keys read one at a time without echo, the
/// alternate screen, the cursor hidden; ``restore()`` gives it back as it was.
final class RawTerminal {
  /// A key the presenter understands.
  enum Key: Equatable {
    case character(Character)
    case right, left, home, end, pageUp, pageDown, enter, backspace, escape, interrupt
    /// The window changed size (SIGWINCH).
    case resize
    /// A key or sequence the presenter has no use for.
    case unknown
  }

  /// The read end of a pipe the SIGWINCH handler writes a byte to, so ``readKey()`` wakes
  /// up on a resize (-1, which `poll` skips, if there is no pipe).
  private static let resizes: Int32 = {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return -1 }
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    resizeWriteEnd = ends[1]
    return ends[0]
  }()

  private var original = termios()

  /// Takes over the terminal, or nil when standard input or output is not one.
  init?() {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1,
      tcgetattr(STDIN_FILENO, &original) == 0
    else { return nil }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    _ = Self.resizes
    signal(SIGWINCH, onResize)
    #if canImport(Glibc)
      // A parent may have blocked the signal (a test runner does); the presenter needs it.
      var resize = sigset_t()
      sigemptyset(&resize)
      sigaddset(&resize, SIGWINCH)
      pthread_sigmask(SIG_UNBLOCK, &resize, nil)
    #endif
    write("\u{1B}[?1049h\u{1B}[?25l")
  }

  /// Puts the terminal back: the main screen, the cursor, line editing and echo.
  func restore() {
    signal(SIGWINCH, SIG_DFL)
    write("\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
  }

  /// The window's size (80×24 if the terminal does not say).
  var size: (width: Int, height: Int) {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0,
      window.ws_row > 0
    else { return (80, 24) }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Replaces the screen with `lines`.
  func draw(_ lines: [String]) {
    write("\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J")
  }

  /// The next key, or ``Key/resize`` when the window changed size; nil when input ended.
  func readKey() -> Key? {
    while true {
      var descriptors = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: Self.resizes, events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&descriptors, 2, -1) > 0 else {
        if errno == EINTR { continue }
        return nil
      }
      if descriptors[1].revents & Int16(POLLIN) != 0 {
        var drained = [UInt8](repeating: 0, count: 64)
        _ = read(Self.resizes, &drained, drained.count)
        return .resize
      }
      guard let byte = readByte() else { return nil }
      return KeyDecoder(following: { self.pending() ? self.readByte() : nil })
        .key(startingWith: byte)
    }
  }

  /// Whether more input arrives within a moment (the rest of an escape sequence).
  private func pending() -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 50) > 0
  }

  private func readByte() -> UInt8? {
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
  }

  private func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}

/// The write end of ``RawTerminal``'s resize pipe, for the signal handler (which can capture
/// nothing); written once, before the handler is installed.
nonisolated(unsafe) private var resizeWriteEnd: Int32 = -1

/// The SIGWINCH handler: one byte down the resize pipe (async-signal-safe).
private func onResize(_: Int32) {
  var byte: UInt8 = 1
  _ = write(resizeWriteEnd, &byte, 1)
}
