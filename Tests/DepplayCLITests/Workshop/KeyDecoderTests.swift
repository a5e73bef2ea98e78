import Testing

@testable import DepplayCLI

/// The presenter reads a key's whole escape sequence: PageUp/PageDown, arrows with
/// modifiers (Ctrl, Shift) as arrows, and sequences it does not know as nothing, leaving no
/// byte behind to be read as a key.
@Suite struct KeyDecoderTests {
  /// The keys `bytes` decode to, one after another.
  static func keys(_ bytes: [UInt8]) -> [RawTerminal.Key] {
    var rest = bytes[...]
    let decoder = KeyDecoder(following: { rest.popFirst() })
    var keys: [RawTerminal.Key] = []
    while let first = rest.popFirst() { keys.append(decoder.key(startingWith: first)) }
    return keys
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func pageKeysAndModifiedArrowsReadAsTheirKeys() {
    #expect(Self.keys(Self.bytes("\u{1B}[5~\u{1B}[6~")) == [.pageUp, .pageDown])
    #expect(
      Self.keys(Self.bytes("\u{1B}[1;5C\u{1B}[1;2D x")) == [
        .right, .left, .character(" "), .character("x"),
      ])
    #expect(
      Self.keys(Self.bytes("\u{1B}[5;5~\u{1B}OC\u{1B}[H\u{1B}[4~")) == [
        .pageUp, .right, .home, .end,
      ])
    // rxvt: Shift-→ and Shift-←, Ctrl-→ and Ctrl-←.
    #expect(
      Self.keys(Self.bytes("\u{1B}[c\u{1B}[d\u{1B}Oc\u{1B}Od")) == [.right, .left, .right, .left])
  }

  @Test func unknownSequencesLeaveNothingBehind() {
    #expect(Self.keys(Self.bytes("\u{1B}[15~q")) == [.unknown, .character("q")])
    #expect(Self.keys(Self.bytes("\u{1B}[?25hq")) == [.unknown, .character("q")])
    #expect(Self.keys(Self.bytes("\u{1B}xq")) == [.unknown, .character("q")])
    #expect(Self.keys([0x1B]) == [.escape], "Escape alone")
    #expect(Self.keys(Self.bytes("é")) == [.character("é")])
    #expect(
      Self.keys([0x1B, 0x5B] + [UInt8](repeating: 0x31, count: 100) + [0x71]).last
        == .character("q"))
  }
}
