enum Route {
  case home
  case profile(userID: Int)
  case settings(section: String?)
}

func userID(in route: Route) -> Int? {
  guard case .profile(let id) = route else {
    return nil
  }
  return id
}

let route = Route.profile(userID: 7)
if case .profile(let id) = route {
  print("profile of", id)
}
if case .settings = Route.home {
  print("never")
} else {
  print("not settings")
}
print(userID(in: route) ?? -1)
print(userID(in: .home) ?? -1)
let routes: [Route] = [.home, .settings(section: "privacy"), .settings(section: nil)]
for case .settings(let section?) in routes {
  print("section", section)
}
