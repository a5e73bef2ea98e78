import DepplayLanguage
import Testing

/// Foundation's `NSLock`: `NSLock()`, `lock()`, `unlock()` (with `defer`) and `withLock { … }`,
/// whose value is the closure's, run on a real lock shared by every reference to it.
@Suite struct LockTests {
  @Test func aLockGuardsAClassesStateAcrossTasks() async {
    let (output, errors, succeeded) = await runScript(
      """
      import Foundation

      final class Tally: @unchecked Sendable {
        let lock = NSLock()
        var count = 0

        func add(_ n: Int) {
          lock.lock()
          defer { lock.unlock() }
          count += n
        }

        func read() -> Int {
          lock.withLock { count }
        }
      }

      let tally = Tally()
      await withTaskGroup(of: Void.self) { group in
        for n in 1...20 {
          group.addTask { tally.add(n) }
        }
      }
      print(tally.read())
      // A copy of the reference is the same lock.
      let same = tally.lock
      let doubled = same.withLock { tally.count * 2 }
      print(doubled)
      """, file: "lock.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "210\n420\n")
  }
}
