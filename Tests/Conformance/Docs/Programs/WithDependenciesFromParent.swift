import Dependencies

enum ThemeKey: DependencyKey {
  static let liveValue = "light"
}

extension DependencyValues {
  var theme: String {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}

final class ParentModel {
  @Dependency(\.theme) var theme

  func makeChild() -> ChildModel {
    withDependencies(from: self) {
      ChildModel()
    }
  }
}

final class ChildModel {
  @Dependency(\.theme) var theme
}

let parent = withDependencies {
  $0.theme = "dark"
} operation: {
  ParentModel()
}
let child = parent.makeChild()
print(parent.theme, child.theme)
print(ChildModel().theme)
