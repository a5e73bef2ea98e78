import ComposableRuntime
import DependencyRuntime

/// A navigation stack of an enum's cases, reached through one case: `[id:case:]` reads the
/// element's payload in that case (`nil` in another), changes it in place, removes the
/// element when set to `nil`, and reports an issue, changing nothing, for an element in
/// another case or a missing one, even through an optional chain.
enum StackElementCases: ConformanceProgram {
  @CasePathable
  enum Screen: Equatable {
    case counter(Int)
    case note(String)
  }

  static func run() async {
    var stack = StackState<Screen>()
    stack.append(.counter(1))
    stack.append(.note("a"))
    let ids = stack.ids
    print("read", stack[id: ids[0], case: \.counter] as Any, stack[id: ids[0], case: \.note] as Any)
    stack[id: ids[0], case: \.counter]? += 4
    print("changed", stack.map { "\($0)" })
    stack[id: ids[1], case: \.counter]? += 1
    print("another case", stack.map { "\($0)" })
    stack.append(.note("gone"))
    let gone = stack.ids[2]
    stack.removeLast()
    stack[id: gone, case: \.note] = "b"
    print("missing", stack.map { "\($0)" })
    stack[id: ids[1], case: \.note] = nil
    print("set to nil", stack.map { "\($0)" }, stack.ids == [ids[0]])
  }
}
