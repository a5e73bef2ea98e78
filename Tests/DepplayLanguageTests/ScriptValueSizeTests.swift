import Testing

@testable import DepplayInterpreter

/// Every statement moves `ScriptValue`s around (a `let`, a read, a loop's pass, a `Flow`): a
/// payload kept inline in one of its cases makes every value that big, and a value past a few
/// words is copied with a call to `memcpy` wherever it moves. A `DateComponents` (284 bytes)
/// inline made a simple loop pass 1.4 times as costly; such a payload belongs in an
/// `indirect` case.
@Suite struct ScriptValueSizeTests {
  @Test func aScriptValueTakesAFewWords() {
    #expect(MemoryLayout<ScriptValue>.size <= 48)
  }
}
