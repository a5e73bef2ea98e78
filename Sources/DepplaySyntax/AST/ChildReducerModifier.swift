/// The reducer modifiers that run a child on part of the state, each written
/// `(\.state, action: \.case) { Child() }` (``ChildReducerArguments``): the interpreter and
/// the export turn a method's name into one of these once, then switch over it.
package enum ChildReducerModifier: String, Sendable, CaseIterable {
  /// `.ifLet(\.child, action: \.child) { … }` on an optional field, or on a `@Presents` one
  /// (`\.$destination`), which installs `dismiss` for the child.
  case ifLet
  /// `.ifCaseLet(\.loggedIn, action: \.loggedIn) { … }` on a case of an `enum State`.
  case ifCaseLet
  /// `.forEach(\.path, action: \.path) { … }` on a stack.
  case forEach
}
