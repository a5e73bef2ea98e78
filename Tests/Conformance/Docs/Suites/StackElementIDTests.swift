import ComposableArchitecture
import Testing

@Suite
struct StackElementIDTests {
  @Test
  func idsKeepCounting() {
    var stack = StackState<String>()
    stack.append("inbox")
    #expect(stack[id: 0] == "inbox")
    stack.append("thread")
    #expect(stack[id: 1] == "thread")

    stack.removeAll()
    stack.append("settings")
    #expect(stack[id: 2] == "settings")
    #expect(stack.count == 1)
  }

  @Test
  func expectsAnIDToBeReused() {
    var stack = StackState<String>()
    stack.append("inbox")
    stack.removeAll()
    stack.append("drafts")
    #expect(stack[id: 0] == "drafts")
  }
}
