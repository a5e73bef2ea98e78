// enum-computed-properties.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("enum-computed-properties.dep")

enum Tab: String, CaseIterable, Identifiable {
  case home
  case search
  case settings

  var id: String {
    return rawValue
  }

  var title: String {
    switch self {
    case .home:
      return "Home"
    case .search:
      return "Search"
    case .settings:
      return "Settings"
    }
  }

  var label: String {
    return "\(title) (\(self.id))"
  }

  var isFirst: Bool {
    return self == Tab.allCases[0]
  }
}

script.run {
  for tab in Tab.allCases {
    print(tab.id, tab.title)
  }
  print(Tab(rawValue: "search") == .search)
  print(Tab.allCases.count, Tab.home.label, Tab.settings.isFirst, Tab.home.isFirst)
  let titles = Tab.allCases.map { $0.title }
  print(titles)
}
