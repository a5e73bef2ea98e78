struct Stack<Element> {
  private var items: [Element] = []

  var isEmpty: Bool { items.isEmpty }
  var top: Element? { items.last }

  mutating func push(_ item: Element) {
    items.append(item)
  }

  mutating func pop() -> Element? {
    items.popLast()
  }
}

func firstIndex<T: Equatable>(of value: T, in values: [T]) -> Int? {
  for (index, candidate) in values.enumerated() where candidate == value {
    return index
  }
  return nil
}

var stack = Stack<String>()
stack.push("a")
stack.push("b")
stack.push("c")
print(stack.top ?? "empty")
while let item = stack.pop() {
  print("popped", item)
}
print(stack.isEmpty)
print(firstIndex(of: 3, in: [5, 3, 1]) as Any)
print(firstIndex(of: "z", in: ["x", "y"]) as Any)
