import ComposableRuntime
import DependencyRuntime

/// A navigation stack edited outside a test: `[id:] = nil` removes that element alone (not
/// those above it, as `pop(from:)` does); setting an element at an ID the stack does not
/// hold is an issue and changes nothing; `removeLast(_:)` and `removeAll()` pop.
enum StackStateEditing: ConformanceProgram {
  static func run() async {
    var stack = StackState<String>()
    stack.append("a")
    stack.append("b")
    stack.append("c")
    let ids = stack.ids
    print("ids", ids)
    stack[id: ids[0]] = nil
    print("bottom set to nil", Array(stack), stack.ids)
    stack.append("d")
    stack.pop(from: ids[2])
    print("pop from the third", Array(stack))
    stack[id: ids[2]] = "x"
    print("set at a missing ID", Array(stack))
    stack.append("e")
    stack.removeLast(2)
    print("removeLast(2)", Array(stack))
    stack.append("f")
    stack.removeAll()
    print("removeAll", Array(stack), stack.isEmpty)
  }
}
