struct User: Equatable, Hashable, Sendable {
  let id: Int
  var name: String
  var isAdmin: Bool = false
}

var blob = User(id: 1, name: "Blob")
let admin = User(id: 2, name: "Blob Sr.", isAdmin: true)
print(blob)
blob.name = "Blob Esq."
print(blob.name)
print(blob == admin)
print(Set([blob, blob, admin]).count)
