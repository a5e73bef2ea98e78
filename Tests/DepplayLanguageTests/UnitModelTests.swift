import DepplaySupport
import Testing

/// The unit model the interpreter and exported programs (`Script`) share: units are numbered
/// in creation order, and a unit parks after a statement only when it spawned work since it
/// last parked, a queue block's or thread's spawns counting as one of its creator's.
@Suite("Unit model")
struct UnitModelTests {
  @Test func unitsAreNumberedFromOneInCreationOrder() {
    let numbering = UnitNumbering()
    #expect([numbering.take(), numbering.take(), numbering.take()] == [1, 2, 3])
  }

  @Test func aUnitParksOnlyAfterSpawningSinceItLastParked() {
    let unit = UnitSpawns()
    #expect(!unit.mustPark(), "nothing spawned: the unit continues")
    unit.record()
    #expect(unit.mustPark())
    #expect(!unit.mustPark(), "it parked for that spawn already")
    unit.record()
    unit.record()
    #expect(unit.mustPark(), "two spawns in one statement park it once")
    #expect(!unit.mustPark())
  }

  @Test func onlyTheUnitsOwnSpawnsParkIt() {
    let unit = UnitSpawns()
    let other = UnitSpawns()
    other.record()
    #expect(!unit.mustPark(), "work another unit spawned meanwhile does not count")
    #expect(other.mustPark())
  }

  @Test func aBlockThatSpawnedCountsAsOneSpawnOfItsCreator() {
    let creator = UnitSpawns()
    let quiet = UnitSpawns()
    creator.adopt(quiet)
    #expect(creator.count == 0, "a block that spawned nothing adds nothing")
    let busy = UnitSpawns()
    busy.record()
    busy.record()
    creator.adopt(busy)
    #expect(creator.count == 1)
    #expect(creator.mustPark(), "the block's work starts when the statement that ran it ends")
  }
}
