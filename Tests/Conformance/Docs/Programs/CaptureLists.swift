struct Profile {
  var name: String
  var visits: Int
}

var profile = Profile(name: "Blob", visits: 1)
var count = 10
let printCount = { [count] in print("captured", count) }
let printName = { [name = profile.name] in print("name was", name) }
let printProfile = { [profile] in print("visits were", profile.visits) }
count = 20
profile.name = "Blob Jr."
profile.visits = 2
printCount()
printName()
printProfile()
print("now", count, profile.name, profile.visits)
