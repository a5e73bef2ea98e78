import Dependencies
import Foundation
import Observation

@MainActor
@Observable
final class ListModel {
  var items: [String] = []
  @ObservationIgnored @Dependency(\.uuid) var uuid
  @ObservationIgnored @Dependency(\.date.now) var now

  func add(_ title: String) {
    let id = uuid()
    items.append("\(title) [\(id.uuidString.suffix(4))]")
  }

  func detail(for index: Int) -> DetailModel {
    withDependencies(from: self) {
      DetailModel(title: items[index])
    }
  }

  func detailWithoutInheriting(for index: Int) -> DetailModel {
    DetailModel(title: items[index])
  }
}

@MainActor
@Observable
final class DetailModel {
  let title: String
  var notes: [String] = []
  @ObservationIgnored @Dependency(\.uuid) var uuid
  @ObservationIgnored @Dependency(\.date.now) var now

  init(title: String) {
    self.title = title
  }

  func addNote() {
    notes.append("note \(uuid()) at \(now.timeIntervalSince1970)")
  }
}

@MainActor
func run() async {
  let list = withDependencies {
    $0.uuid = .incrementing
    $0.date.now = Date(timeIntervalSince1970: 1_000)
  } operation: {
    ListModel()
  }

  list.add("Groceries")
  list.add("Errands")
  print(list.items)

  let detail = list.detail(for: 1)
  detail.addNote()
  detail.addNote()
  print(detail.title)
  for note in detail.notes {
    print(note)
  }

  let loose = list.detailWithoutInheriting(for: 0)
  print(loose.title, loose.now.timeIntervalSince1970 == 1_000)
}

await run()
