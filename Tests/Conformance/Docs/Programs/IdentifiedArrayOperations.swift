import ComposableArchitecture
import Foundation

struct Contact: Equatable, Identifiable {
  let id: UUID
  var name: String
  var isFavorite = false
}

@MainActor
func main() async {
  @Dependency(\.uuid) var uuid
  let contacts: IdentifiedArrayOf<Contact> = withDependencies {
    $0.uuid = .incrementing
  } operation: {
    IdentifiedArray(uniqueElements: ["Noor", "Ada", "Lin", "Grace"].map { Contact(id: uuid(), name: $0) })
  }
  var book = contacts

  print(book.count, book.map(\.name))
  let adaID = book[1].id
  book[id: adaID]?.isFavorite = true
  print(book[id: adaID]?.isFavorite ?? false)

  let removed = book.remove(id: book[0].id)
  print(removed?.name ?? "nothing", book.count)

  book[id: UUID(0)] = nil
  book.sort { $0.name < $1.name }
  print(book.map(\.name))

  let extra = Contact(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000FF")!, name: "Zed")
  let (inserted, index) = book.append(extra)
  print(inserted, index)
  let again = book.append(extra)
  print(again.inserted, again.index, book.count)

  print(book.ids.contains(adaID), book.filter(\.isFavorite).map(\.name))
  print(book.last?.id.uuidString ?? "none")
}

await main()
