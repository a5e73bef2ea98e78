// class-storage.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation
import Observation

let script = Script("class-storage.dep")

struct Early {
  var label = "early"
}

struct Entry: Equatable {
  var text: String
  var day: Int
}

func double(_ counted: Tally) {
  counted.total *= 2
}

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
@Observable
final class FeatureModel: @unchecked Sendable {
  var count = 0
  var fact: String? = nil
  var history: [Int] = []

  @ObservationIgnored
  @Dependency(\.continuousClock) var clock
  @ObservationIgnored
  @Dependency(\.uuid) var uuid

  func incrementButtonTapped() {
    count += 1
    self.history = history + [count]
  }

  func factButtonTapped() async throws {
    try await script.sleeping(on: clock) { try await clock.sleep(for: .seconds(1)) }
    await script.settle()
    fact = "\(count) is a number (\(uuid()))"
  }

  func reset() {
    self.count = 0
    fact = nil
  }
}

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
final class Tally: @unchecked Sendable {
  var total = 10

  @Dependency(\.uuid) var uuid

  func bump() {
    total += 5
  }
}

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Parent: @unchecked Sendable {
  @Dependency(\.uuid) var uuid

  func makeChild() -> Child {
    return withDependencies(from: self) { Child() }
  }
}

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Child: @unchecked Sendable {
  @Dependency(\.uuid) var uuid

  func show() {
    print(uuid())
  }
}

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
final class Journal: @unchecked Sendable {
  var entries: [Entry] = []
  var draft = ""

  func save() {
    entries.insert(Entry(text: draft, day: entries.count + 1), at: 0)
    draft = ""
  }
}

script.run {
  let model = withDependencies {
    $0.continuousClock = ImmediateClock()
    $0.uuid = .incrementing
  } operation: { FeatureModel() }
  let alias = model
  model.incrementButtonTapped()
  alias.incrementButtonTapped()
  print(model.count, alias.count, model.history)
  print(model.fact ?? "no fact")
  try await model.factButtonTapped()
  print(alias.fact ?? "no fact")
  alias.reset()
  print(model.count, model.fact == nil)
  let other = FeatureModel()
  other.incrementButtonTapped()
  print(other.count, model.count)
  let tally = Tally()
  tally.bump()
  tally.bump()
  print(tally.total)
  double(tally)
  print(tally.total)
  let early = Early()
  print(early.label)
  let parent = withDependencies { $0.uuid = .incrementing } operation: { Parent() }
  parent.makeChild().show()
  parent.makeChild().show()
  let journal = Journal()
  let sameJournal = journal
  journal.draft = "first"
  journal.save()
  sameJournal.draft = "second"
  sameJournal.draft += "!"
  journal.save()
  let clear = { sameJournal.entries = [] }
  print(journal.entries.map(\.text))
  print(journal.entries[1] == Entry(text: "first", day: 1))
  clear()
  print(journal.entries.count, journal.draft.isEmpty)
}
