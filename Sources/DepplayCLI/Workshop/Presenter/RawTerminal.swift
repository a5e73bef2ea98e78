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
    case right, left, home, end, enter, backspace, escape, interrupt
  }

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
    write("\u{1B}[?1049h\u{1B}[?25l")
  }

  /// Puts the terminal back: the main screen, the cursor, line editing and echo.
  func restore() {
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

  /// The next key; nil when input ended.
  func readKey() -> Key? {
    guard let byte = readByte() else { return nil }
    switch byte {
    case 0x03: return .interrupt
    case 0x0D, 0x0A: return .enter
    case 0x7F, 0x08: return .backspace
    case 0x1B:
      guard pending(), let kind = readByte(),
        kind == UInt8(ascii: "[") || kind == UInt8(ascii: "O"),
        let code = readByte()
      else { return .escape }
      switch code {
      case UInt8(ascii: "C"): return .right
      case UInt8(ascii: "D"): return .left
      case UInt8(ascii: "H"): return .home
      case UInt8(ascii: "F"): return .end
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        var number = [code]
        while let next = readByte(), next != UInt8(ascii: "~") { number.append(next) }
        switch String(decoding: number, as: UTF8.self) {
        case "1", "7": return .home
        case "4", "8": return .end
        default: return readKey()
        }
      default: return readKey()
      }
    default:
      return .character(Character(UnicodeScalar(byte)))
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
