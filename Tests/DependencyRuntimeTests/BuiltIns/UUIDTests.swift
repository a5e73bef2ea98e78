import DependencyRuntime
import Foundation
import Testing

extension BuiltIns {
  @Suite struct UUIDTests {
    @Test func intInitializerSpellsTheLastGroupInHex() {
      #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
      #expect(UUID(1).uuidString == "00000000-0000-0000-0000-000000000001")
      #expect(UUID(26).uuidString == "00000000-0000-0000-0000-00000000001A")
      #expect(UUID(0xFFFF_FFFF_FFFF).uuidString == "00000000-0000-0000-0000-FFFFFFFFFFFF")
    }

    /// The library writes the full 64-bit magnitude over the last sixteen digits and the sign
    /// in the digit before them; two's complement would spell -1 as sixteen Fs.
    @Test func intInitializerWritesTheMagnitudeAndASignDigitAsTheLibrary() {
      #expect(UUID(1 << 48).uuidString == "00000000-0000-0000-0001-000000000000")
      #expect(UUID(Int.max).uuidString == "00000000-0000-0000-7FFF-FFFFFFFFFFFF")
      #expect(UUID(-1).uuidString == "00000000-0000-0001-0000-000000000001")
      #expect(UUID(-Int.max).uuidString == "00000000-0000-0001-7FFF-FFFFFFFFFFFF")
      #expect(UUID(Int.min).uuidString == "00000000-0000-0001-8000-000000000000")
    }

    @Test func incrementingCountsUpPerGeneratorInstance() {
      let (ids, issues) = collectingIssues {
        withDependencies {
          $0.uuid = .incrementing
        } operation: {
          @Dependency(\.uuid) var uuid
          return [uuid(), uuid(), uuid()]
        }
      }
      #expect(ids == [UUID(0), UUID(1), UUID(2)])
      #expect(issues.isEmpty)

      let first = UUIDGenerator.incrementing
      let second = UUIDGenerator.incrementing
      let copy = first
      #expect([first(), copy(), second(), first()] == [UUID(0), UUID(1), UUID(0), UUID(2)])
    }

    @Test func constantAlwaysGivesTheSameUUID() {
      let id = UUID(0xDEAD)
      let (ids, _) = collectingIssues {
        withDependencies {
          $0.uuid = .constant(id)
        } operation: {
          @Dependency(\.uuid) var uuid
          return [uuid(), uuid()]
        }
      }
      #expect(ids == [id, id])
    }

    @Test func liveValueIsRandomWithoutIssues() {
      let (ids, issues) = collectingIssues {
        withDependencies {
          $0.context = .live
        } operation: {
          @Dependency(\.uuid) var uuid
          return [uuid(), uuid()]
        }
      }
      #expect(ids[0] != ids[1])
      #expect(issues.isEmpty)
    }

    @Test("In a test, the first read of uuid in a cache reports no test implementation, once")
    func testValueReportsOnceWhenComputedThenGivesRandomUUIDs() {
      let (ids, issues) = collectingIssues {
        @Dependency(\.uuid) var uuid
        return [uuid(), uuid()]
      }
      #expect(ids[0] != ids[1])
      #expect(issues.kindsAndKeys == ["noTestImplementation:uuid"])
    }
  }
}
