// patterns.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("patterns.dep")

enum Route: Equatable {
  case home
  case profile(userID: Int)
  case settings(section: String)
  case search(query: String, page: Int)
}

script.run {
  let screens: [Route] = [.home, .profile(userID: 7), .profile(userID: 0)]
  let others: [Route] = [.settings(section: "privacy"), .search(query: "swift", page: 2)]
  for route in screens + others {
    switch route {
    case .home, .settings:
      print("a screen of its own")
    case .profile(let id) where id > 0:
      print("profile", id)
    case .profile:
      print("no profile")
    case .search(let query, let page) where page > 1:
      print("more of", query, "page", page)
    case .search(_, _):
      print("search")
    }
  }
  for code in [200, 404, 500] {
    switch code {
    case 200:
      print("ok")
    case 400, 404:
      print("client error")
    default:
      print("other")
    }
  }
  let route = Route.profile(userID: 7)
  await script.settle()
  if case .profile(let id) = route {
    print("profile of", id)
  }
  if case .settings = Route.home {
    print("never")
  } else {
    print("not settings")
  }
  if case .search(let query, _) = Route.search(query: "enums", page: 1) {
    print("query", query)
  }
  await script.settle()
  var current = Route.home
  let showProfile = {
    guard case .profile(let id) = current else {
      print("no profile to show")
      return
    }
    print("showing", id)
  }
  showProfile()
  await script.settle()
  current = .profile(userID: 3)
  showProfile()
  await script.settle()
}
