/// Reads one key from the bytes a terminal sends: a character, a control key, or an escape
/// sequence read whole (CSI `ESC [ params final`, SS3 `ESC O final`), so a sequence the
/// presenter does not know, or a modified arrow (`ESC [ 1 ; 5 C`, Ctrl-→), never leaves
/// bytes behind to be read as keys.
struct KeyDecoder {
  /// The longest escape sequence read; past it the rest is dropped as unknown.
  static let longestSequence = 32

  /// The next byte of the key being read, waiting only a moment (nil: none came).
  let following: () -> UInt8?

  /// The key that starts with `byte`.
  func key(startingWith byte: UInt8) -> RawTerminal.Key {
    switch byte {
    case 0x03: return .interrupt
    case 0x0D, 0x0A: return .enter
    case 0x7F, 0x08: return .backspace
    case 0x1B: return escapeSequence()
    case 0x20..<0x7F: return .character(Character(UnicodeScalar(byte)))
    case 0xC0...0xF7: return utf8Character(startingWith: byte)
    default: return .unknown
    }
  }

  private func escapeSequence() -> RawTerminal.Key {
    guard let introducer = following() else { return .escape }
    switch introducer {
    case UInt8(ascii: "["): return controlSequence()
    case UInt8(ascii: "O"):
      guard let final = following() else { return .unknown }
      return Self.key(final: final, parameters: [])
    default: return .unknown  // Alt with a key
    }
  }

  /// `ESC [` parameter bytes (`0`–`?`), intermediate bytes (space–`/`), a final byte.
  private func controlSequence() -> RawTerminal.Key {
    var parameters: [UInt8] = []
    while parameters.count < Self.longestSequence, let byte = following() {
      if (0x40...0x7E).contains(byte) {
        let fields = String(decoding: parameters, as: UTF8.self).split(separator: ";")
        return Self.key(final: byte, parameters: fields.map { Int($0) })
      }
      guard (0x20...0x3F).contains(byte) else { return .unknown }
      parameters.append(byte)
    }
    return .unknown
  }

  /// The key a sequence's final byte and parameters name; the modifier parameter
  /// (`;5` for Ctrl, `;2` for Shift) is ignored, so a modified arrow reads as the arrow, as
  /// do rxvt's modified arrows, which end in a lowercase letter (`ESC [ c`, `ESC O d`).
  private static func key(final: UInt8, parameters: [Int?]) -> RawTerminal.Key {
    switch final {
    case UInt8(ascii: "C"), UInt8(ascii: "c"): return .right
    case UInt8(ascii: "D"), UInt8(ascii: "d"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "~"):
      switch parameters.first ?? nil {
      case 1, 7: return .home
      case 4, 8: return .end
      case 5: return .pageUp
      case 6: return .pageDown
      default: return .unknown
      }
    default: return .unknown
    }
  }

  private func utf8Character(startingWith byte: UInt8) -> RawTerminal.Key {
    let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
    var bytes = [byte]
    while bytes.count < length, let next = following() { bytes.append(next) }
    let text = String(decoding: bytes, as: UTF8.self)
    guard bytes.count == length, text.count == 1, let character = text.first else {
      return .unknown
    }
    return .character(character)
  }
}
