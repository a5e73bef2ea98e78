struct Box<Value> {
  var value: Value

  func map<T>(_ transform: (Value) -> T) -> Box<T> {
    Box<T>(value: transform(value))
  }
}

func firstMatch<T: Equatable>(_ items: [T], _ target: T) -> Int? {
  for (index, item) in items.enumerated() where item == target {
    return index
  }
  return nil
}

let box = Box(value: 21).map { $0 * 2 }
print(box.value)

let names = ["Blob", "Blob Jr", "Blob Sr"]
if let index = firstMatch(names, "Blob Jr") {
  print("found at \(index)")
}

let missing = firstMatch(names, "Nobody")
if let missing {
  print("unexpected \(missing)")
} else {
  print("not found")
}

func greeting(for name: String?) -> String {
  guard let name, !name.isEmpty else {
    return "Hello, stranger"
  }
  return "Hello, \(name)"
}

print(greeting(for: nil))
print(greeting(for: "Blob"))
