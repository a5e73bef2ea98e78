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

  // NB: each answer is kept before it is checked: `#expect` cannot take a call on a
  // noncopyable value (`UnitSpawns` is kept in line in its unit).

  @Test func aUnitParksOnlyAfterSpawningSinceItLastParked() {
    let unit = UnitSpawns()
    var parks: [Bool] = []
    parks.append(unit.mustPark())  // nothing spawned: the unit continues
    unit.record()
    parks.append(unit.mustPark())
    parks.append(unit.mustPark())  // it parked for that spawn already
    unit.record()
    unit.record()
    parks.append(unit.mustPark())  // two spawns in one statement park it once
    parks.append(unit.mustPark())
    #expect(parks == [false, true, false, true, false])
  }

  @Test func onlyTheUnitsOwnSpawnsParkIt() {
    let unit = UnitSpawns()
    let other = UnitSpawns()
    other.record()
    let unitParks = unit.mustPark()
    let otherParks = other.mustPark()
    #expect(!unitParks, "work another unit spawned meanwhile does not count")
    #expect(otherParks)
  }

  @Test func aBlockThatSpawnedCountsAsOneSpawnOfItsCreator() {
    let creator = UnitSpawns()
    let quiet = UnitSpawns()
    creator.adopt(quiet)
    let countAfterQuiet = creator.count
    #expect(countAfterQuiet == 0, "a block that spawned nothing adds nothing")
    let busy = UnitSpawns()
    busy.record()
    busy.record()
    creator.adopt(busy)
    let countAfterBusy = creator.count
    let parks = creator.mustPark()
    #expect(countAfterBusy == 1)
    #expect(parks, "the block's work starts when the statement that ran it ends")
  }
}
