enum Tab: String, CaseIterable, Identifiable {
  case home
  case search
  case settings

  var id: String { rawValue }

  var title: String {
    switch self {
    case .home: return "Home"
    case .search: return "Search"
    case .settings: return "Settings"
    }
  }
}

for tab in Tab.allCases {
  print(tab.id, tab.title)
}
print(Tab(rawValue: "search") == .search)
print(Tab.allCases.count)
